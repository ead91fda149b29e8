import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/database';
import { orderItems, orders, staff, staffRoyaltyFunds } from '../db/schema';
import { cardPage, intArrayLiteral, type CardRow, type GoldReading } from './goods';

/** Rights-fund prices and limits of pieces in the royalty shop, by goods id. */
export type RoyaltyTerms = { royaltyPriceFen: number; limitPerYear: number };

/**
 * The only code that speaks SQL for the royalty shop (STYLE.md §7): its range of pieces on sale and
 * each staff user's rights fund.
 */
export function royaltyRepository(db: Db) {
  return {
    /**
     * One page of the royalty shop's pieces on sale, as product cards priced for today; order 0 the
     * shop's sort, 1 / 2 the rights-fund price ascending / descending; ties by goods id.
     */
    page(gold: GoldReading | undefined, orderType: 0 | 1 | 2, limit: number, offset: number): Promise<CardRow[]> {
      const orderBy =
        orderType === 1
          ? sql`r.royalty_price_fen asc, g.id`
          : orderType === 2
            ? sql`r.royalty_price_fen desc, g.id`
            : sql`r.sort asc, g.created_at desc, g.id`;
      return cardPage(db, {
        gold,
        joins: sql`join royalty_goods r on r.goods_id = g.id`,
        where: sql`g.is_on_sale`,
        orderBy,
        limit,
        offset,
      });
    },

    /** How many pieces of the royalty shop are on sale (for an empty page's total). */
    async count(): Promise<number> {
      const [row] = rowsOf<{ total: number | string }>(
        await db.execute(
          sql`select count(*)::int as total from royalty_goods r join goods g on g.id = r.goods_id where g.is_on_sale`,
        ),
      );
      return Number(row?.total ?? 0);
    },

    /** The rights-fund terms of these pieces. */
    async terms(goodsIds: readonly number[]): Promise<Map<number, RoyaltyTerms>> {
      if (goodsIds.length === 0) return new Map();
      const result = await db.execute(
        sql`select goods_id, royalty_price_fen, limit_per_year from royalty_goods where goods_id = any(${intArrayLiteral(goodsIds)}::int[])`,
      );
      return new Map(
        rowsOf<Record<string, unknown>>(result).map((row) => [
          Number(row.goods_id),
          { royaltyPriceFen: Number(row.royalty_price_fen), limitPerYear: Number(row.limit_per_year) },
        ]),
      );
    },

    /** An active staff user's fund for a year; `fund` is undefined when nothing was granted that year. */
    async fundOf(staffCode: string, year: number) {
      const [row] = await db
        .select({
          staffCode: staff.staffCode,
          nickname: staff.nickname,
          isActive: staff.isActive,
          grantedFen: staffRoyaltyFunds.grantedFen,
          usedFen: staffRoyaltyFunds.usedFen,
        })
        .from(staff)
        .leftJoin(staffRoyaltyFunds, and(eq(staffRoyaltyFunds.staffId, staff.id), eq(staffRoyaltyFunds.year, year)))
        .where(eq(staff.staffCode, staffCode))
        .limit(1);
      return row;
    },

    /**
     * One page of a staff user's rights-fund orders (orders with a part paid from the fund), newest
     * first, with how many there are in all.
     */
    async fundOrders(staffId: number, limit: number, offset: number) {
      const isFundOrder = and(eq(orders.staffId, staffId), gt(orders.royaltyFundFen, 0));
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: orders.id,
            orderNo: orders.orderNo,
            createdAt: orders.createdAt,
            orderState: orders.orderState,
            paymentState: orders.paymentState,
            payDeadline: orders.payDeadline,
            source: orders.source,
            royaltyFundFen: orders.royaltyFundFen,
            payFen: orders.payFen,
          })
          .from(orders)
          .where(isFundOrder)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(orders)
          .where(isFundOrder),
      ]);
      return { rows, total: Number(counted?.total ?? 0) };
    },

    /** The lines of these orders, in the order they were placed. */
    fundOrderLines(orderIds: readonly number[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          orderId: orderItems.orderId,
          goodID: orderItems.goodsId,
          mouldNo: orderItems.mouldNo,
          title: orderItems.title,
          thumb: orderItems.thumb,
          attribute: orderItems.attribute,
          buyNum: orderItems.qty,
          unitPriceFen: orderItems.unitPriceFen,
          pointProductType: orderItems.pointProductType,
        })
        .from(orderItems)
        .where(inArray(orderItems.orderId, [...orderIds]))
        .orderBy(asc(orderItems.id));
    },
  };
}
