import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './people';

/**
 * The points ledger (issue #13): every change of a member's points, one row each, with its reason
 * and order. `members.points` stays the balance and is written in the same transaction as the row
 * (the member row locked), so the balance is always the sum of the rows; `balance_after` is that
 * balance as the row left it. Credits carry when they expire (the end of the following calendar
 * year, contract rules/membership.ts); expiry is written lazily as rows of its own.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    /** earned · spent · returned (an unpaid order closed) · refunded · clawback · expired · adjust. */
    reason: text('reason').notNull(),
    /** The order (or store receipt) the change belongs to; null for expiry and adjustments. */
    orderNo: text('order_no'),
    balanceAfter: integer('balance_after').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('points_ledger_member_time').on(t.memberId, t.occurredAt, t.id),
    index('points_ledger_order').on(t.orderNo),
    check('points_ledger_delta_not_zero', sql`${t.delta} <> 0`),
    check('points_ledger_balance_not_negative', sql`${t.balanceAfter} >= 0`),
    check(
      'points_ledger_reason',
      sql`${t.reason} in ('earned', 'spent', 'returned', 'refunded', 'clawback', 'expired', 'adjust')`,
    ),
  ],
);

/**
 * Consumption records (issue #13): what a member spent, the year's sum of which reaches card levels.
 * A table rather than a reading of orders because consumption is more than the online orders: store
 * purchases come from the stores' system, and a refund counts on the day it is refunded, not on the
 * order's. Amounts are cash in fen (what points or the gift card paid is not consumption); a refund is
 * negative. One row per paid order and per refund (unique), so a settlement delivered twice counts once.
 */
export const consumptionRecords = pgTable(
  'consumption_records',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    amountFen: integer('amount_fen').notNull(),
    orderNo: text('order_no').notNull(),
    refundNo: text('refund_no'),
    storeName: text('store_name').notNull().default(''),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('consumption_records_member_time').on(t.memberId, t.occurredAt, t.id),
    uniqueIndex('consumption_records_purchase')
      .on(t.orderNo)
      .where(sql`${t.kind} <> 'refund'`),
    uniqueIndex('consumption_records_refund').on(t.refundNo),
    check('consumption_records_kind', sql`${t.kind} in ('order', 'refund', 'store')`),
  ],
);
