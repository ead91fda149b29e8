import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members, staff } from './people';

/**
 * Photos shoppers upload for a refund, a review or feedback (issue #12). The bytes live in the blob
 * store under the data folder (adapters/blobStore.ts), keyed by the unguessable id; this row says
 * whose they are, what for, their checked type and size, and when a form claimed them (a photo is
 * claimed once: another member's or a used photo cannot be cited). Unclaimed photos are the
 * owner's drafts; `is_public` is set when a published review shows them. An inquiry's logo (issue #14)
 * comes from a visitor: no owner, its network kept for the per-network limit.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    memberId: integer('member_id').references(() => members.id),
    staffId: integer('staff_id').references(() => staff.id),
    purpose: text('purpose').notNull(),
    /** The type read from the bytes (image/jpeg, image/png, image/webp), never the declared one. */
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The network a visitor's upload came from (an inquiry's logo has no owner; limited per network). */
    ip: text('ip'),
  },
  (t) => [
    index('uploads_member_created').on(t.memberId, t.createdAt),
    index('uploads_staff_created').on(t.staffId, t.createdAt),
    index('uploads_ip_created').on(t.ip, t.createdAt),
    // One owner, except an inquiry's logo, which a visitor sends (issue #14) and which has none.
    check(
      'uploads_one_owner',
      sql`(${t.memberId} is null) <> (${t.staffId} is null) or (${t.purpose} = 'inquiry' and ${t.memberId} is null and ${t.staffId} is null)`,
    ),
    check('uploads_purpose', sql`${t.purpose} in ('refund', 'review', 'feedback', 'inquiry', 'chat')`),
  ],
);
