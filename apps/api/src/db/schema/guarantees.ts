import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orderItems, orders } from './orders';
import { members } from './people';

/**
 * The inspection bodies whose certificates a piece carries (issue #14 item 2), by material: the
 * national gem testing centre for diamonds, jade and pearls, the precious-metals centre for gold,
 * platinum and bullion. Rows are written by the migration that creates the table.
 */
export const inspectionBodies = pgTable('inspection_bodies', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** The materials (contract rules/guarantee.ts `guaranteeMaterials`) it inspects. */
  materials: text('materials').array().notNull(),
});

/**
 * Electronic guarantees (issue #14 item 2): one per delivered piece (order line × quantity) of a
 * member's order, written in the transaction that makes the order successful (state 4), once: the
 * unique (line, piece) keeps a second confirm from writing more. The facts are a snapshot of the
 * piece as sold; the certificate number is random (CSPRNG) with an ISO 7064 check character.
 */
export const guarantees = pgTable(
  'guarantees',
  {
    id: serial('id').primaryKey(),
    certNo: text('cert_no').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    pieceNo: integer('piece_no').notNull(),
    pieceCount: integer('piece_count').notNull(),
    title: text('title').notNull(),
    thumb: text('thumb').notNull(),
    mouldNo: text('mould_no').notNull(),
    attribute: text('attribute').notNull().default(''),
    material: text('material').notNull(),
    purity: text('purity').notNull().default(''),
    productGroupId: integer('product_group_id').notNull(),
    /** The spec §3 category object of the piece as sold (weights, diamond grading, ring size, chain). */
    category: jsonb('category').$type<Record<string, string>>().notNull().default({}),
    inspectionBodyId: integer('inspection_body_id')
      .notNull()
      .references(() => inspectionBodies.id),
    soldAt: timestamp('sold_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** When a settled refund took the piece back (issue #14): the certificate is void from then on. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('guarantees_piece').on(t.orderItemId, t.pieceNo),
    index('guarantees_member_sold').on(t.memberId, t.soldAt),
    check('guarantees_piece_no', sql`${t.pieceNo} between 1 and ${t.pieceCount}`),
  ],
);

/** Public certificate look-ups by network address (issue #14 item 3): the captcha and the hourly limit count them. */
export const verificationLookups = pgTable(
  'verification_lookups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    address: text('address').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('verification_lookups_address').on(t.address, t.at)],
);
