/**
 * Price rules of spec §9, on integer fen (cents). Money stays in fen end to end and is only
 * turned into text here, at the edge (DESIGN.md §7).
 */

const FEN_PER_YUAN = 100;

/**
 * Formats an amount in fen as yuan with two decimals and thousands commas (spec §9):
 * 1234560 → "12,345.60", 0 → "0.00", -5 → "-0.05".
 * Does not depend on the locale, so the same figures show in every language of the mall.
 * @throws {RangeError} when `fen` is not a safe integer (fractions of a fen, NaN, Infinity).
 */
export function formatFen(fen: number): string {
  if (!Number.isSafeInteger(fen)) {
    throw new RangeError(`formatFen expects a whole number of fen, got ${String(fen)}`);
  }
  const sign = fen < 0 ? '-' : '';
  const absolute = Math.abs(fen);
  const yuan = Math.trunc(absolute / FEN_PER_YUAN);
  const cents = absolute % FEN_PER_YUAN;
  const grouped = String(yuan).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}.${String(cents).padStart(2, '0')}`;
}

/** The shop price and the optional promotional price of one product, in fen. */
export type PriceInput = {
  /** The regular shop price (商城价), in fen. */
  shopFen: number;
  /** The promotional price, in fen, when the product has one. */
  promoFen?: number | null;
};

/** What a price display shows. */
export type DisplayedPrice = {
  /** The amount to show as the price, in fen. */
  currentFen: number;
  /** The shop price to show struck through beside it, or null when no promotion applies. */
  struckFen: number | null;
};

/**
 * Chooses the price to show (spec §9): the promo price is shown when it is positive and below the
 * shop price, with the shop price struck through; otherwise the shop price alone.
 */
export function displayPrice({ shopFen, promoFen }: PriceInput): DisplayedPrice {
  if (promoFen != null && promoFen > 0 && promoFen < shopFen) {
    return { currentFen: promoFen, struckFen: shopFen };
  }
  return { currentFen: shopFen, struckFen: null };
}
