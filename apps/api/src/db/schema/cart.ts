import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { goods } from './catalog';

/**
 * The bag (spec §3 cart item, §7 Cart): one row per caller, piece and attribute. Keyed by the
 * token's uid, not a member row: staff keep a bag too, and their uids live in their own range
 * (routes/staff.ts), so a staff uid never names a member's bag.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    uid: integer('uid').notNull(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    attribute: text('attribute').notNull().default(''),
    buyNum: integer('buy_num').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.uid, t.goodsId, t.attribute] }),
    index('cart_items_uid_added').on(t.uid, t.addedAt),
    check('cart_items_buy_num_range', sql`${t.buyNum} between 1 and 99`),
  ],
);
