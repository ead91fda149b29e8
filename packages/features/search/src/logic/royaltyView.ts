import { ROYALTY_ORDER_TYPES } from '@mall/contract';
import { type RoyaltyGoods, type RoyaltyOrderType } from '@mall/contract/royalty';
import type { ProductCardData } from '@mall/ui-kit';
import { toProductCard } from './cards';
import { canAffordWithFund } from './royaltyFund';

/** The sort orders of the royalty shop, by their URL name. */
export const royaltySorts = Object.keys(ROYALTY_ORDER_TYPES) as (keyof typeof ROYALTY_ORDER_TYPES)[];
export type RoyaltySort = keyof typeof ROYALTY_ORDER_TYPES;

/** Pieces per page of the royalty shop (4 columns × 5 rows, as the goods list). */
export const royaltyPageSize = 20;

/** What the royalty shop shows; the app keeps it in the URL (`sort`, `page`) so back, forward and reload keep it. */
export type RoyaltyQuery = { sort: RoyaltySort; page: number };

/** The orderType of the royalty list call for a sort. */
export const royaltyOrderTypeOf = (sort: RoyaltySort): RoyaltyOrderType => ROYALTY_ORDER_TYPES[sort];

/**
 * Who looks at the royalty shop (spec §6): staff (the staff flag with a staff code) see their
 * balance; a signed-in customer and a visitor see that the fund is for staff only.
 */
export type FundViewer = 'staff' | 'customer' | 'visitor';
export function fundViewerOf(user: { isLoggedIn: boolean; isStaff: boolean }): FundViewer {
  if (!user.isLoggedIn) return 'visitor';
  return user.isStaff ? 'staff' : 'customer';
}

/** The words a royalty card needs, in the shopper's language. */
export type RoyaltyCardWords = {
  /** 权益金价: names the leading price. */
  caption: string;
  /** 每年限兑 N 件. */
  limit: (count: number) => string;
  /** 余额不足: the staff user's balance does not cover it. */
  shortOfFund: string;
};

/**
 * A royalty shop piece as a product card: the rights-fund price leads (under its caption), the shop
 * price is struck; the yearly limit is a label, and, for a staff user whose balance is known, so is
 * a balance that does not cover it. Marketing discount labels are left out: staff purchases skip
 * marketing discounts (spec §6).
 */
export function toRoyaltyCard(
  entry: RoyaltyGoods,
  words: RoyaltyCardWords,
  productHref: (mouldNo: string) => string,
  balanceFen?: number,
): ProductCardData {
  const card = toProductCard({ ...entry.goods, labels: [] }, () => '', productHref);
  const isShort = balanceFen !== undefined && !canAffordWithFund(balanceFen, entry.royaltyPriceFen);
  return {
    ...card,
    promoFen: entry.royaltyPriceFen,
    isFrom: false,
    priceCaption: words.caption,
    labels: [words.limit(entry.limitPerYear), ...(isShort ? [words.shortOfFund] : [])],
  };
}

/**
 * Whether the balance covers none of the pieces shown (the panel then says so); false while the
 * balance or the page is not known, or the page is empty.
 */
export function coversNone(
  balanceFen: number | undefined,
  entries: readonly Pick<RoyaltyGoods, 'royaltyPriceFen'>[],
): boolean {
  if (balanceFen === undefined || entries.length === 0) return false;
  return entries.every((entry) => !canAffordWithFund(balanceFen, entry.royaltyPriceFen));
}
