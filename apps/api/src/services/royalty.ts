import { orderStatusLabel } from '@mall/contract';
import { type RoyaltyOrder } from '@mall/contract/royalty';
import type { Db } from '../db/database';
import { chinaDate } from '../lib/chinaTime';
import { goodsRepository } from '../repositories/goods';
import { royaltyRepository } from '../repositories/royalty';
import { activitiesByGoods, toCard } from './catalog';

/** The last instant of a calendar year in China (UTC+8): when that year's rights fund lapses. */
export function fundExpiry(year: number): Date {
  return new Date(Date.UTC(year + 1, 0, 1) - 8 * 3_600_000 - 1);
}

/** The staff royalty shop (spec §1 rights-fund mall, §2 royalty/goods, §6). */
export function royaltyService(db: Db) {
  const royalty = royaltyRepository(db);
  const goods = goodsRepository(db);
  return {
    /** One page of the shop: cards priced for today with the rights-fund price and yearly limit. */
    async page(orderType: 0 | 1 | 2, pageIndex: number, pageSize: number, now: Date) {
      const gold = await goods.currentGoldPrice(now);
      const rows = await royalty.page(gold, orderType, pageSize, (pageIndex - 1) * pageSize);
      const ids = rows.map((row) => row.id);
      const [terms, activityRows] = await Promise.all([royalty.terms(ids), goods.activities(ids, now)]);
      const activities = activitiesByGoods(activityRows);
      const total = rows[0]?.total ?? (await royalty.count());
      const list = rows.flatMap((row) => {
        const term = terms.get(row.id);
        return term
          ? [
              {
                goods: toCard(row, activities.get(row.id) ?? []),
                royaltyPriceFen: term.royaltyPriceFen,
                limitPerYear: term.limitPerYear,
              },
            ]
          : [];
      });
      return { total, list };
    },

    /** An active staff user's fund of this year (granted, used, balance, lapse); undefined when not active staff. */
    async balance(staffCode: string, now: Date) {
      const year = Number(chinaDate(now).slice(0, 4));
      const fund = await royalty.fundOf(staffCode, year);
      if (!fund?.isActive) return undefined;
      const grantedFen = fund.grantedFen ?? 0;
      const usedFen = Math.min(fund.usedFen ?? 0, grantedFen);
      return {
        staffCode: fund.staffCode,
        nickname: fund.nickname,
        year,
        grantedFen,
        usedFen,
        balanceFen: grantedFen - usedFen,
        expiresAt: fundExpiry(year).toISOString(),
      };
    },

    /**
     * One page of a staff user's rights-fund orders (issue #13 /myIndex/royalty/order), newest first,
     * each with its lines and the order centre's status label (the same rules as the order list).
     */
    async orders(staffId: number, pageIndex: number, pageSize: number, now: Date) {
      const { rows, total } = await royalty.fundOrders(staffId, pageSize, (pageIndex - 1) * pageSize);
      const lines = await royalty.fundOrderLines(rows.map((row) => row.id));
      const list: RoyaltyOrder[] = rows.map((row) => {
        const goodsList = lines.filter((line) => line.orderId === row.id);
        const orderStateDesc = orderStatusLabel(
          {
            orderState: row.orderState,
            // Rights-fund orders are ordinary orders: no presale, no gift.
            orderType: null,
            paymentState: row.paymentState,
            relatedOrderState: null,
            relatedPaymentState: null,
            payDeadline: row.payDeadline?.toISOString() ?? null,
            depositEndPayTime: null,
            balanceEndPayTime: null,
            isPreSellEnd: false,
            isTransferGift: false,
            transferGiftState: null,
            source: row.source,
            firstPointProductType: goodsList[0]?.pointProductType ?? null,
            goodsCount: goodsList.length,
            isReviewed: false,
          },
          now,
        );
        return {
          orderNo: row.orderNo,
          createdAt: row.createdAt.toISOString(),
          orderStateDesc,
          royaltyFundFen: row.royaltyFundFen,
          payFen: row.payFen,
          goodsList: goodsList.map(({ orderId: _order, pointProductType: _type, ...line }) => line),
        };
      });
      return { total, list };
    },
  };
}
