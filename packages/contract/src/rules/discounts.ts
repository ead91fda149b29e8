/**
 * Spec §9 discounts: the one module the bag (what the shopper sees) and the server (what the order
 * costs, the authority at creation) both call. Pure and dependency-free; integer fen throughout.
 *
 * - Marketing type 6, full-minus (满减): when the covered goods of the selection reach the
 *   threshold, the reduction applies once; with IsNoTop (每满, 上不封顶) it applies once per whole
 *   multiple of the threshold.
 * - Marketing type 10, quantity discount (满N件折): when the covered goods of the selection count
 *   at least N pieces, the reduction is taken from their subtotal. A fold value x above 9 is a
 *   percentage — reduction = subtotal × (100 − x) / 100 (95 → 5 % off) —, otherwise tenths —
 *   reduction = subtotal × (10 − x) / 10 (9 → 10 % off, 8.5 → 15 % off). Read literally, so any x
 *   above 9 — 9.5 and 10 too — is a percentage (90.5 %, 90 % off) while x = 9 is tenths (10 %).
 * - "Results rounded to 2 decimals": every reduction is rounded to the whole fen, halves up (the
 *   amounts are never negative, so up and away from zero agree), once per activity.
 * - Order total = selected total − full-minus − quantity discount, never below zero: the discount
 *   lines are capped so that they never add up to more than the goods (the full-minus first).
 * - Staff skip marketing discounts (spec §6); no activity (an empty marketing result, spec §8)
 *   means no discount.
 * - Each activity is computed on the line subtotals of the goods it covers; a piece covered by a
 *   type 6 and a type 10 activity counts in both (the spec subtracts both from the same total).
 */

/** One selected bag line: the piece, its attribute (SKU), the unit price now in fen, the quantity. */
export type DiscountLine = {
  goodsId: number;
  attribute: string;
  unitPriceFen: number;
  qty: number;
};

/** The marketing types spec §9 computes. */
export const FULL_MINUS = 6;
export const QUANTITY_DISCOUNT = 10;

/**
 * One running activity in the shape the database keeps it (`marketing_activities`): type 6
 * `threshold` and `derate` in fen; type 10 `threshold` the number of pieces N and `derate` the fold
 * value ("95", "9", "9.5"). `goodsIds` are the goods it covers.
 */
export type DiscountRule = {
  id: number;
  mType: number;
  threshold: number;
  derate: string | number;
  isNoTop: boolean;
  goodsIds: readonly number[];
  /** The label (满2000减80, 满2件95折) and advert word, carried through to the result for display. */
  label?: string;
  adWord?: string;
};

/** One activity's outcome (spec §3 cart state fullMinusObj / FullNumberObj). */
export type ActivityResult = {
  id: number;
  mType: number;
  label: string;
  adWord: string;
  /** Selected goods the activity covers, their subtotal in fen and their piece count. */
  goodsIds: number[];
  coveredFen: number;
  coveredQty: number;
  /** Whether the threshold is reached. */
  reached: boolean;
  /** How many times the full-minus applies (0 when not reached; 1, or the multiple with IsNoTop). */
  times: number;
  /** The reduction in fen (0 when not reached), after rounding. */
  reductionFen: number;
  /** Type 6: fen still missing to reach the threshold; type 10: pieces still missing (0 once reached). */
  shortBy: number;
};

export type DiscountResult = {
  /** Sum of the lines' unit price × quantity (spec §3 totalPrice). */
  goodsTotalFen: number;
  /** spec §3 fullMinusPrice. */
  fullMinusFen: number;
  /** spec §3 FullNumberPrice. */
  quantityDiscountFen: number;
  /** spec §3 orderTotal: goods − full-minus − quantity discount, never below zero. */
  orderTotalFen: number;
  /** Every type 6 activity touching the selection (spec §3 fullMinusObj). */
  fullMinus: ActivityResult[];
  /** Every type 10 activity touching the selection (spec §3 FullNumberObj). */
  quantityDiscount: ActivityResult[];
};

export type DiscountOptions = {
  /** Staff users skip marketing discounts (spec §6, §9). */
  isStaff?: boolean;
};

function assertWhole(name: string, value: number, min = 0): void {
  if (!Number.isSafeInteger(value) || value < min)
    throw new RangeError(`${name} must be a whole number ≥ ${String(min)}, got ${String(value)}`);
}

/** "95", "9.5", "5000.00" or a number → hundredths as an exact integer; null when not a plain non-negative amount. */
export function hundredthsOf(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = /^(\d+)(?:\.(\d{1,2})0*)?$/.exec(text);
  if (!match) return null;
  const result = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(result) ? result : null;
}

/** numerator / denominator rounded to the nearest integer, halves up; both non-negative integers. */
function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * The type 10 reduction of a subtotal for a fold value given in hundredths (spec §9): above 9
 * (900) a percentage, otherwise tenths; rounded half up to the fen. A fold value of 0 or of 100
 * and more gives no reduction (no such activity is meaningful).
 */
export function quantityReductionFen(subtotalFen: number, foldHundredths: number): number {
  assertWhole('subtotalFen', subtotalFen);
  if (foldHundredths <= 0 || foldHundredths >= 10_000) return 0;
  // spec §9: x > 9 → price × (100 − x) / 100; otherwise price × (10 − x) / 10. With x in hundredths:
  // (100 − x) / 100 = (10000 − xh) / 10000 and (10 − x) / 10 = (1000 − xh) / 1000.
  if (foldHundredths > 900) return roundHalfUp(subtotalFen * (10_000 - foldHundredths), 10_000);
  return roundHalfUp(subtotalFen * (1_000 - foldHundredths), 1_000);
}

/** The type 6 reduction (spec §9): once when the covered subtotal reaches the threshold, per multiple with IsNoTop. */
export function fullMinusTimes(coveredFen: number, thresholdFen: number, isNoTop: boolean): number {
  if (thresholdFen <= 0 || coveredFen < thresholdFen) return 0;
  return isNoTop ? Math.floor(coveredFen / thresholdFen) : 1;
}

function evaluate(rule: DiscountRule, lines: readonly DiscountLine[]): ActivityResult | null {
  const covered = new Set(rule.goodsIds);
  const mine = lines.filter((line) => covered.has(line.goodsId));
  if (mine.length === 0) return null;
  const coveredFen = mine.reduce((sum, line) => sum + line.unitPriceFen * line.qty, 0);
  const coveredQty = mine.reduce((sum, line) => sum + line.qty, 0);
  const base = {
    id: rule.id,
    mType: rule.mType,
    label: rule.label ?? '',
    adWord: rule.adWord ?? '',
    goodsIds: [...new Set(mine.map((line) => line.goodsId))],
    coveredFen,
    coveredQty,
  };
  const derate = hundredthsOf(rule.derate);
  if (rule.mType === FULL_MINUS) {
    // The database keeps a type 6 reduction in fen (numeric "5000.00" = ¥50).
    const derateFen = derate === null ? 0 : Math.round(derate / 100);
    const times = fullMinusTimes(coveredFen, rule.threshold, rule.isNoTop);
    return {
      ...base,
      reached: times > 0,
      times,
      reductionFen: times * derateFen,
      shortBy: times > 0 ? 0 : Math.max(0, rule.threshold - coveredFen),
    };
  }
  const reached = rule.threshold > 0 && coveredQty >= rule.threshold;
  const reductionFen = reached && derate !== null ? quantityReductionFen(coveredFen, derate) : 0;
  return {
    ...base,
    reached,
    times: reached ? 1 : 0,
    reductionFen,
    shortBy: reached ? 0 : Math.max(0, rule.threshold - coveredQty),
  };
}

/**
 * The bag's totals under spec §9 for the selected lines and the running activities. Lines with a
 * quantity of 0 count for nothing; activities of other types are ignored.
 */
export function computeDiscounts(
  lines: readonly DiscountLine[],
  rules: readonly DiscountRule[],
  options: DiscountOptions = {},
): DiscountResult {
  for (const line of lines) {
    assertWhole('unitPriceFen', line.unitPriceFen);
    assertWhole('qty', line.qty);
  }
  const selected = lines.filter((line) => line.qty > 0);
  const goodsTotalFen = selected.reduce((sum, line) => sum + line.unitPriceFen * line.qty, 0);
  if (!Number.isSafeInteger(goodsTotalFen)) throw new RangeError('goods total out of range');
  const fullMinus: ActivityResult[] = [];
  const quantityDiscount: ActivityResult[] = [];
  // spec §6/§9: staff skip the marketing discount calculation.
  if (!options.isStaff) {
    for (const rule of rules) {
      if (rule.mType !== FULL_MINUS && rule.mType !== QUANTITY_DISCOUNT) continue;
      const result = evaluate(rule, selected);
      if (!result) continue;
      (rule.mType === FULL_MINUS ? fullMinus : quantityDiscount).push(result);
    }
  }
  const sum = (results: ActivityResult[]) => results.reduce((total, result) => total + result.reductionFen, 0);
  // Never a negative total: the full-minus is capped by the goods, the quantity discount by what is left.
  const fullMinusFen = Math.min(sum(fullMinus), goodsTotalFen);
  const quantityDiscountFen = Math.min(sum(quantityDiscount), goodsTotalFen - fullMinusFen);
  return {
    goodsTotalFen,
    fullMinusFen,
    quantityDiscountFen,
    orderTotalFen: goodsTotalFen - fullMinusFen - quantityDiscountFen,
    fullMinus,
    quantityDiscount,
  };
}

/** One activity row per covered piece, as `marketing_activities` ⨝ `marketing_activity_goods` reads. */
export type ActivityGoodsRow = {
  id: number;
  goodsId: number;
  mType: number;
  threshold: number;
  derate: string | number;
  isNoTop: boolean;
  labelName?: string;
  adWord?: string;
};

/** Groups activity-per-goods rows (the server's query) into rules. */
export function rulesFromActivityRows(rows: readonly ActivityGoodsRow[]): DiscountRule[] {
  const byId = new Map<number, DiscountRule & { goodsIds: number[] }>();
  for (const row of rows) {
    const rule = byId.get(row.id);
    if (rule) {
      if (!rule.goodsIds.includes(row.goodsId)) rule.goodsIds.push(row.goodsId);
      continue;
    }
    byId.set(row.id, {
      id: row.id,
      mType: row.mType,
      threshold: row.threshold,
      derate: row.derate,
      isNoTop: row.isNoTop,
      goodsIds: [row.goodsId],
      label: row.labelName ?? '',
      adWord: row.adWord ?? '',
    });
  }
  return [...byId.values()];
}

/**
 * The discount activity of spec §3 as the calls carry it (`DiscountActivity`: MarketingInfo Price
 * and DerateMoney in yuan for type 6; pieces and the fold value for type 10).
 */
export type WireDiscountActivity = {
  ID: number;
  MType: number;
  ProductInfo: readonly { GoodsID: number }[];
  MarketingInfo: { Price: string; DerateMoney: string; IsNoTop: boolean };
  marketingLabelName?: string;
  ADWord?: string;
};

/**
 * Turns the wire activities into rules; an activity whose amounts do not parse is left out (no
 * activity assumed, spec §8), as is an empty list.
 */
export function rulesFromActivities(activities: readonly WireDiscountActivity[] | null | undefined): DiscountRule[] {
  return (activities ?? []).flatMap((activity): DiscountRule[] => {
    const price = hundredthsOf(activity.MarketingInfo.Price);
    const derate = hundredthsOf(activity.MarketingInfo.DerateMoney);
    if (price === null || derate === null) return [];
    const common = {
      id: activity.ID,
      mType: activity.MType,
      isNoTop: activity.MarketingInfo.IsNoTop,
      goodsIds: activity.ProductInfo.map((product) => product.GoodsID),
      label: activity.marketingLabelName ?? '',
      adWord: activity.ADWord ?? '',
    };
    // Type 6: yuan → fen (hundredths of a yuan are fen). Type 10: Price is the piece count, DerateMoney the fold value.
    if (activity.MType === FULL_MINUS) return [{ ...common, threshold: price, derate }];
    if (activity.MType === QUANTITY_DISCOUNT)
      return [{ ...common, threshold: Math.floor(price / 100), derate: activity.MarketingInfo.DerateMoney }];
    return [];
  });
}
