import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderItems, orders } from './orders';

/**
 * Refunds before shipment and after-sales after it (issue #12; contract rules/refunds.ts). One row per
 * application, with its state and the time of every step (the timeline); the cash, points and gift
 * card it gives back are fixed when it is applied for, and credited once, when the PSP's notice says
 * the money went back. At most one open refund per order: the partial unique index refuses a second
 * (a double submit included), whatever the interleaving.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    refundNo: text('refund_no').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: ['refund', 'afterSales'] }).notNull(),
    state: text('state', { enum: ['applying', 'approved', 'refunding', 'refunded', 'refused', 'withdrawn'] })
      .notNull()
      .default('applying'),
    reason: text('reason').notNull(),
    /** Cash back, in fen (≤ what was paid for its lines less earlier refunds). */
    amountFen: integer('amount_fen').notNull(),
    /** The goods value of its pieces: the proportion's basis for an order paid without cash. */
    goodsFen: integer('goods_fen').notNull(),
    pointsBack: integer('points_back').notNull().default(0),
    giftCardBackFen: integer('gift_card_back_fen').notNull().default(0),
    /** Plain text, cleaned (≤ 200 characters). */
    description: text('description').notNull().default(''),
    /** The upload ids it cites, claimed for it (purpose 'refund'). */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    refuseReason: text('refuse_reason'),
    /** The staff's note when they approved it, shown to the shopper (issue #29 after-sales). */
    approveReason: text('approve_reason'),
    /** PSP refund notices received (a notice delivered many times settles once). */
    notifications: integer('notifications').notNull().default(0),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    refundingAt: timestamp('refunding_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refusedAt: timestamp('refused_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_order').on(t.orderId, t.appliedAt),
    uniqueIndex('refunds_one_open_per_order')
      .on(t.orderId)
      .where(sql`${t.state} in ('applying', 'approved', 'refunding')`),
    // The operator's queue: open refunds, oldest first.
    index('refunds_open_applied')
      .on(t.appliedAt)
      .where(sql`${t.state} in ('applying', 'approved', 'refunding')`),
    check(
      'refunds_amounts_not_negative',
      sql`${t.amountFen} >= 0 and ${t.pointsBack} >= 0 and ${t.giftCardBackFen} >= 0`,
    ),
  ],
);

/** The lines of a refund: which order line, how many pieces, and its part of the cash. */
export const refundLines = pgTable(
  'refund_lines',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    qty: integer('qty').notNull(),
    amountFen: integer('amount_fen').notNull(),
  },
  (t) => [
    index('refund_lines_refund').on(t.refundId),
    index('refund_lines_item').on(t.orderItemId),
    check('refund_lines_positive', sql`${t.qty} > 0 and ${t.amountFen} >= 0`),
  ],
);
