import type { royaltyGoods, staffRoyaltyFunds } from '../db/schema';
import { categories, type GoodsDraft } from './catalog';
import { chinaDate } from './time';

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

/** Each staff user's grant for the year and what they have spent of it, in yuan. */
const funds: Record<string, { grantedYuan: number; usedYuan: number }> = {
  JY80001: { grantedYuan: 8_000, usedYuan: 1_680 },
  JY80002: { grantedYuan: 5_000, usedYuan: 0 },
  // Nearly spent: most of the shop is beyond the balance.
  JY80003: { grantedYuan: 3_000, usedYuan: 2_860 },
  JY80009: { grantedYuan: 3_000, usedYuan: 3_000 },
};

/** This year's rights funds (China time) of the seeded staff, by staff code. */
export function buildRoyaltyFunds(
  now: Date,
  staffIds: ReadonlyMap<string, number>,
): (typeof staffRoyaltyFunds.$inferInsert)[] {
  const { year } = chinaDate(now);
  return [...staffIds].flatMap(([staffCode, staffId]) => {
    const fund = funds[staffCode];
    return fund
      ? [{ staffId, year, grantedFen: fund.grantedYuan * 100, usedFen: fund.usedYuan * 100, updatedAt: now }]
      : [];
  });
}
