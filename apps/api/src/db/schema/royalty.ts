import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';
import { goods } from './catalog';
import { staff } from './people';

/**
 * The royalty shop's range (spec §1 "royalty shop (rights-fund mall)", §2 royalty/goods): the
 * pieces staff may buy with their rights fund, each at its rights-fund price and with a yearly
 * limit per staff user. A piece withdrawn from sale leaves the shop with it.
 */
export const royaltyGoods = pgTable(
  'royalty_goods',
  {
    goodsId: integer('goods_id')
      .primaryKey()
      .references(() => goods.id, { onDelete: 'cascade' }),
    /** The rights-fund price in fen. */
    royaltyPriceFen: integer('royalty_price_fen').notNull(),
    /** Pieces one staff user may buy with the fund per calendar year. */
    limitPerYear: smallint('limit_per_year').notNull().default(1),
    /** The shop's own order (lower first). */
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check('royalty_goods_price_positive', sql`${t.royaltyPriceFen} > 0`),
    check('royalty_goods_limit_positive', sql`${t.limitPerYear} > 0`),
    index('royalty_goods_price').on(t.royaltyPriceFen),
  ],
);

/**
 * Each staff user's rights fund per calendar year (China time): granted and spent, in fen. The
 * balance is granted − used, never below zero.
 */
export const staffRoyaltyFunds = pgTable(
  'staff_royalty_funds',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    grantedFen: integer('granted_fen').notNull(),
    usedFen: integer('used_fen').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.year] }),
    check('staff_royalty_funds_used_within_grant', sql`${t.usedFen} >= 0 and ${t.usedFen} <= ${t.grantedFen}`),
  ],
);
