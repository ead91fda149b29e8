import { describe, expect, it } from 'vitest';
import { fixedPrice, goldPriceBasisFor, goldValueFen, perGramPrice } from './goldPricing';

// issue #6, DESIGN.md §7: per-gram price = gold price × gold weight + labour fee, in whole fen.
describe('goldValueFen: mg × fen/g ÷ 1000, rounded half up to the fen', () => {
  it.each([
    // [gold weight mg, fen per gram, fen]
    [3_250, 101_250, 329_063], // 3.25 g × ¥1012.50 = ¥3290.625 → ¥3290.63 (half up)
    [1_000, 100_000, 100_000], // 1 g × ¥1000 = ¥1000
    [1, 100_000, 100], // 1 mg × ¥1000/g = ¥1.00
    [1, 499, 0], // 0.499 fen → 0
    [1, 500, 1], // 0.5 fen → 1 (half up)
    [1, 1_499, 1], // 1.499 fen → 1
    [0, 101_250, 0], // no gold
    [500_000, 98_000, 49_000_000], // a 500 g bar at ¥980/g
  ])('%d mg at %d fen/g is %d fen', (mg, price, fen) => {
    expect(goldValueFen(mg, price)).toBe(fen);
  });

  it.each([
    [-1, 100],
    [1.5, 100],
    [100, -1],
    [100, Number.NaN],
  ])('refuses %d mg at %d fen/g', (mg, price) => {
    expect(() => goldValueFen(mg, price)).toThrow(RangeError);
  });
});

describe('perGramPrice: the price and its breakdown', () => {
  it.each([
    // gold price, weight, labour, delta → gold value, total
    {
      goldPriceFenPerGram: 101_250,
      goldWeightMg: 3_250,
      labourFeeFen: 12_000,
      priceDeltaFen: 0,
      goldValue: 329_063,
      total: 341_063,
    },
    {
      goldPriceFenPerGram: 98_000,
      goldWeightMg: 20_000,
      labourFeeFen: 24_000,
      priceDeltaFen: 0,
      goldValue: 1_960_000,
      total: 1_984_000,
    },
    {
      goldPriceFenPerGram: 100_000,
      goldWeightMg: 25_500,
      labourFeeFen: 58_000,
      priceDeltaFen: 8_800,
      goldValue: 2_550_000,
      total: 2_616_800,
    },
    // A negative surcharge larger than the price never makes a negative price.
    { goldPriceFenPerGram: 100, goldWeightMg: 10, labourFeeFen: 0, priceDeltaFen: -5_000, goldValue: 1, total: 0 },
  ])(
    '$goldWeightMg mg at $goldPriceFenPerGram fen/g + $labourFeeFen labour + $priceDeltaFen → $total',
    ({ goldValue, total, ...input }) => {
      const breakdown = perGramPrice(input);
      expect(breakdown).toEqual({ ...input, goldValueFen: goldValue, totalFen: total });
      expect(breakdown.totalFen).toBeGreaterThanOrEqual(0);
    },
  );

  it('defaults the SKU surcharge to 0', () => {
    expect(perGramPrice({ goldPriceFenPerGram: 100_000, goldWeightMg: 2_000, labourFeeFen: 8_000 }).priceDeltaFen).toBe(
      0,
    );
  });

  it('refuses a negative or fractional labour fee', () => {
    expect(() => perGramPrice({ goldPriceFenPerGram: 100_000, goldWeightMg: 2_000, labourFeeFen: -1 })).toThrow(
      RangeError,
    );
    expect(() => perGramPrice({ goldPriceFenPerGram: 100_000, goldWeightMg: 2_000, labourFeeFen: 0.5 })).toThrow(
      RangeError,
    );
  });

  it('moves with the gold price: +¥10/g on 5 g is +¥50', () => {
    const before = perGramPrice({ goldPriceFenPerGram: 100_000, goldWeightMg: 5_000, labourFeeFen: 10_000 }).totalFen;
    const after = perGramPrice({ goldPriceFenPerGram: 101_000, goldWeightMg: 5_000, labourFeeFen: 10_000 }).totalFen;
    expect(after - before).toBe(5_000);
  });
});

describe('goldPriceBasisFor (spec §3 gold price: retail vs bars and medals)', () => {
  it.each([
    ['足金/黄金', 'todayPriceHK'],
    ['K金', 'todayPriceHK'],
    ['金条/金章', 'todayPriceTzjt'],
  ])('%s follows %s', (category, basis) => {
    expect(goldPriceBasisFor(category)).toBe(basis);
  });
});

describe('fixedPrice', () => {
  it.each([
    [358_000, 0, 358_000],
    [358_000, 10_000, 368_000],
    [1_000, -5_000, 0],
  ])('%d + %d → %d', (shop, delta, price) => {
    expect(fixedPrice(shop, delta)).toBe(price);
  });
});
