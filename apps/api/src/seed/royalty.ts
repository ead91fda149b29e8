import type { orderItems, orders, royaltyGoods, staffRoyaltyFunds } from '../db/schema';
import { categories, categoryObject, type GoodsDraft } from './catalog';
import { chinaDate, day } from './time';

/** Pieces per category in the royalty shop: a small, chosen range, as a real staff shop offers. */
const perCategory = 3;
/** The shop keeps to everyday pieces: ¥300 … ¥20,000 at the shop price. */
const shopPriceBoundsFen = [30_000, 2_000_000] as const;

export type RoyaltyGoodsDraft = Omit<typeof royaltyGoods.$inferInsert, 'goodsId'> & { mouldNo: string };

/**
 * The royalty shop's range (spec §1 rights-fund mall): from each category the first fixed-price
 * pieces on ordinary sale (no presale, points goods or links) within the price bounds. Per-gram
 * pieces stay out: their price moves with gold every day, a fund price would not. The fund price
 * is 75–85 % of the shop price in whole yuan; pieces above ¥5,000 are one a year, others two.
 */
export function buildRoyaltyGoods(drafts: readonly GoodsDraft[]): RoyaltyGoodsDraft[] {
  const [lowest, highest] = shopPriceBoundsFen;
  return categories
    .flatMap((category) =>
      drafts
        .filter(
          ({ row }) =>
            row.category === category &&
            row.pricingMode === 'fixed' &&
            row.isOnSale !== false &&
            !row.isPresell &&
            !row.pointProductType &&
            !row.linkUrl &&
            row.shopPriceFen >= lowest &&
            row.shopPriceFen <= highest,
        )
        .slice(0, perCategory),
    )
    .map(({ row }, index) => {
      const percent = 75 + ((index * 7) % 11);
      return {
        mouldNo: row.mouldNo,
        royaltyPriceFen: Math.max(100, Math.floor((row.shopPriceFen * percent) / 100 / 100) * 100),
        limitPerYear: row.shopPriceFen > 500_000 ? 1 : 2,
        sort: index + 1,
      };
    });
}

/**
 * Each staff user's grant for the year, and what they spent of it at the stores' counters, in yuan.
 * The fund's `used_fen` counts every use: these counter purchases (the stores' system reports
 * them) plus the staff user's rights-fund orders in the mall this year (`buildRoyaltyOrders`).
 */
const funds: Record<string, { grantedYuan: number; storeUsedYuan: number }> = {
  JY80001: { grantedYuan: 8_000, storeUsedYuan: 0 },
  JY80002: { grantedYuan: 5_000, storeUsedYuan: 0 },
  // Nearly spent: most of the shop is beyond the balance.
  JY80003: { grantedYuan: 3_000, storeUsedYuan: 2_860 },
  // The console's 商品, 内容 and 财务 staff (issue #29): untouched funds.
  JY80004: { grantedYuan: 3_000, storeUsedYuan: 0 },
  JY80005: { grantedYuan: 3_000, storeUsedYuan: 0 },
  JY80006: { grantedYuan: 3_000, storeUsedYuan: 0 },
  JY80009: { grantedYuan: 3_000, storeUsedYuan: 3_000 },
};

/**
 * The rights-fund orders of the demo staff (issue #13 /myIndex/royalty/order): 林晓 bought the two
 * pieces of the range with the lowest fund prices, wholly from the fund — the first received a month
 * ago, the second paid three days ago and waiting to ship.
 */
const fundOrderPlans = [
  { staffCode: 'JY80001', rank: 0, daysAgo: 30, orderState: 4 },
  { staffCode: 'JY80001', rank: 1, daysAgo: 3, orderState: 2 },
] as const;

export type RoyaltyOrderDraft = {
  staffCode: string;
  row: Omit<typeof orders.$inferInsert, 'staffId'> & { orderNo: string; royaltyFundFen: number; createdAt: Date };
  item: Omit<typeof orderItems.$inferInsert, 'orderId' | 'goodsId' | 'skuId'> & { mouldNo: string; attribute: string };
};

/** The demo staff's rights-fund orders, from the shop's range as seeded (`buildRoyaltyGoods`). */
export function buildRoyaltyOrders(
  now: Date,
  range: readonly RoyaltyGoodsDraft[],
  drafts: readonly GoodsDraft[],
): RoyaltyOrderDraft[] {
  const byPrice = [...range].sort((a, b) => a.royaltyPriceFen - b.royaltyPriceFen);
  return fundOrderPlans.flatMap((plan, index) => {
    const piece = byPrice[plan.rank];
    const draft = piece && drafts.find((candidate) => candidate.row.mouldNo === piece.mouldNo);
    if (!piece || !draft) return [];
    const sku = draft.skus.find((candidate) => (candidate.stockWeb ?? 0) > 0) ?? draft.skus[0];
    const createdAt = new Date(now.getTime() - plan.daysAgo * day);
    const { year, month, day: date } = chinaDate(createdAt);
    const isReceived = plan.orderState === 4;
    return [
      {
        staffCode: plan.staffCode,
        row: {
          orderNo: `JF${year}${String(month).padStart(2, '0')}${String(date).padStart(2, '0')}${String(300_001 + index * 7)}`,
          orderState: plan.orderState,
          paymentState: 1,
          goodsTotalFen: piece.royaltyPriceFen,
          royaltyFundFen: piece.royaltyPriceFen,
          payFen: 0,
          createdAt,
          paidAt: new Date(createdAt.getTime() + 5 * 60_000),
          shippedAt: isReceived ? new Date(createdAt.getTime() + day) : null,
          receivedAt: isReceived ? new Date(createdAt.getTime() + 4 * day) : null,
        },
        item: {
          mouldNo: draft.row.mouldNo,
          title: draft.row.title,
          thumb: draft.images[0]?.src ?? '',
          attribute: sku?.attribute ?? '',
          qty: 1,
          unitPriceFen: piece.royaltyPriceFen,
          pointProductType: null,
          productTypeId: draft.row.productTypeId,
          category: categoryObject(draft.row, sku ?? {}),
        },
      },
    ];
  });
}

/**
 * This year's rights funds (China time) of the seeded staff, by staff code: the grant, and as used
 * the counter purchases plus this year's rights-fund orders.
 */
export function buildRoyaltyFunds(
  now: Date,
  staffIds: ReadonlyMap<string, number>,
  fundOrders: readonly RoyaltyOrderDraft[],
): (typeof staffRoyaltyFunds.$inferInsert)[] {
  const { year } = chinaDate(now);
  return [...staffIds].flatMap(([staffCode, staffId]) => {
    const fund = funds[staffCode];
    if (!fund) return [];
    const ordersFen = fundOrders
      .filter((order) => order.staffCode === staffCode && chinaDate(order.row.createdAt).year === year)
      .reduce((sum, order) => sum + order.row.royaltyFundFen, 0);
    return [
      {
        staffId,
        year,
        grantedFen: fund.grantedYuan * 100,
        usedFen: fund.storeUsedYuan * 100 + ordersFen,
        updatedAt: now,
      },
    ];
  });
}
