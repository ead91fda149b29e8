/**
 * Per-gram pricing (issue #6, DESIGN.md §7): a piece sold by the gram costs today's gold price per
 * gram × its gold weight + a labour fee. The server prices lists, details, sorting and orders with
 * it (the mall shows the prices the server sends, so the rule lives on the server's side only).
 *
 * Everything is integer fen and integer milligrams, so the rule is exact:
 *   goldValueFen = round_half_up(goldWeightMg × goldPriceFenPerGram / 1000)
 *   totalFen     = max(0, goldValueFen + labourFeeFen + priceDeltaFen)
 * Rounding happens once, on the gold value, to the nearest fen with halves rounded up (the
 * product is never negative, so "up" and "away from zero" agree). The SQL of the reference server
 * uses the same integer rule: `(mg * fen + 500) / 1000`.
 */

/** Which gold price a per-gram piece follows (spec §3 gold price): bars and medals the bar price, jewellery the retail price. */
export type GoldPriceBasis = 'todayPriceHK' | 'todayPriceTzjt';

/** The category (goods.category) whose per-gram pieces follow the bar/medal price `todayPriceTzjt`. */
export const BAR_CATEGORY = '金条/金章';

/** Retail pure gold (todayPriceHK) for jewellery; the bar and medal price (todayPriceTzjt) for 金条/金章. */
export function goldPriceBasisFor(category: string): GoldPriceBasis {
  return category === BAR_CATEGORY ? 'todayPriceTzjt' : 'todayPriceHK';
}

/** What a per-gram price is made of; every amount in fen, the weight in milligrams. */
export type PerGramInput = {
  /** Today's gold price in fen per gram (元/克 × 100). */
  goldPriceFenPerGram: number;
  /** Gold weight in milligrams (goods.gold_weight_mg, or the SKU's own when it has one). */
  goldWeightMg: number;
  /** Labour fee (工费) in fen, for the whole piece. */
  labourFeeFen: number;
  /** A SKU's surcharge in fen (engraving, a fancier script); default 0. */
  priceDeltaFen?: number;
};

/** The per-gram breakdown shown beside the price (商品详情 “金价 × 克重 + 工费”). */
export type PerGramBreakdown = {
  goldPriceFenPerGram: number;
  goldWeightMg: number;
  /** goldWeightMg × goldPriceFenPerGram / 1000, rounded half up to the fen. */
  goldValueFen: number;
  labourFeeFen: number;
  priceDeltaFen: number;
  /** The price: goldValueFen + labourFeeFen + priceDeltaFen, never below 0. */
  totalFen: number;
};

function assertWholeNonNegative(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a whole number ≥ 0, got ${String(value)}`);
}

/** The gold value of a weight at a price: mg × fen/g ÷ 1000, rounded half up to the fen. */
export function goldValueFen(goldWeightMg: number, goldPriceFenPerGram: number): number {
  assertWholeNonNegative('goldWeightMg', goldWeightMg);
  assertWholeNonNegative('goldPriceFenPerGram', goldPriceFenPerGram);
  const milliFen = goldWeightMg * goldPriceFenPerGram;
  if (!Number.isSafeInteger(milliFen)) throw new RangeError('gold value out of range');
  // Integer division with +500: half a fen rounds up, exactly, without floating point.
  return Math.floor((milliFen + 500) / 1000);
}

/** Prices one per-gram piece (or SKU) and says how: see the module comment for the rule. */
export function perGramPrice(input: PerGramInput): PerGramBreakdown {
  const priceDeltaFen = input.priceDeltaFen ?? 0;
  assertWholeNonNegative('labourFeeFen', input.labourFeeFen);
  if (!Number.isSafeInteger(priceDeltaFen))
    throw new RangeError(`priceDeltaFen must be whole fen, got ${String(priceDeltaFen)}`);
  const gold = goldValueFen(input.goldWeightMg, input.goldPriceFenPerGram);
  return {
    goldPriceFenPerGram: input.goldPriceFenPerGram,
    goldWeightMg: input.goldWeightMg,
    goldValueFen: gold,
    labourFeeFen: input.labourFeeFen,
    priceDeltaFen,
    totalFen: Math.max(0, gold + input.labourFeeFen + priceDeltaFen),
  };
}

/** A fixed-price piece's SKU price: shop price + SKU surcharge, never below 0. */
export function fixedPrice(shopPriceFen: number, priceDeltaFen = 0): number {
  if (!Number.isSafeInteger(shopPriceFen) || !Number.isSafeInteger(priceDeltaFen))
    throw new RangeError('prices must be whole fen');
  return Math.max(0, shopPriceFen + priceDeltaFen);
}
