import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { members, staff } from './people';
import { uploads } from './uploads';

/**
 * Members' feedback (issue #14 item 4; contract rules/service.ts). One row per feedback, the
 * member's own; the related order, when given, is one of theirs (checked before the insert). A
 * double submit carries the same idempotency key: the unique index keeps one row. The operator moves
 * it to processing and replies; the photos are the member's uploads of purpose 'feedback', claimed once.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    feedbackNo: text('feedback_no').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    submitKey: text('submit_key').notNull(),
    type: text('type').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    content: text('content').notNull(),
    contact: text('contact').notNull(),
    photoIds: text('photo_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    state: text('state').notNull().default('submitted'),
    reply: text('reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    processingAt: timestamp('processing_at', { withTimezone: true }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('feedback_member_key').on(t.memberId, t.submitKey),
    index('feedback_member_created').on(t.memberId, t.createdAt),
    check('feedback_state', sql`${t.state} in ('submitted', 'processing', 'replied')`),
    check('feedback_type', sql`${t.type} in ('quality', 'logistics', 'afterSales', 'website', 'other')`),
    check('feedback_contact', sql`${t.contact} in ('none', 'phone', 'sms')`),
    check('feedback_replied', sql`(${t.state} = 'replied') = (${t.reply} is not null)`),
  ],
);

/**
 * Enterprise customization inquiries (issue #14 item 5), from visitors, for the sales team. The
 * network address is kept for the per-network submit limit; the logo is an upload of purpose 'inquiry'.
 * The console (issue #29) follows one up: a status (new → contacted → quoted → closed, any order) and
 * the staff member it is assigned to; its internal notes are inquiry_notes.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    inquiryNo: text('inquiry_no').notNull().unique(),
    company: text('company').notNull(),
    contactName: text('contact_name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    quantity: integer('quantity').notNull(),
    budget: text('budget').notNull(),
    purpose: text('purpose').notNull(),
    expectedDate: date('expected_date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    logoId: text('logo_id').references(() => uploads.id),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('new'),
    assigneeId: integer('assignee_id').references(() => staff.id),
  },
  (t) => [
    index('inquiries_ip_created').on(t.ip, t.createdAt),
    index('inquiries_created').on(t.createdAt),
    check('inquiries_quantity', sql`${t.quantity} between 1 and 100000`),
    check('inquiries_status', sql`${t.status} in ('new', 'contacted', 'quoted', 'closed')`),
  ],
);

/** Staff's internal notes on an inquiry (issue #29), oldest first; never shown to the visitor. */
export const inquiryNotes = pgTable(
  'inquiry_notes',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('inquiry_notes_inquiry').on(t.inquiryId, t.at)],
);
