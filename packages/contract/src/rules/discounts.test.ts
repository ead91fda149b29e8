import { describe, expect, it } from 'vitest';
import {
  computeDiscounts,
  hundredthsOf,
  quantityReductionFen,
  rulesFromActivities,
  rulesFromActivityRows,
  type DiscountLine,
  type DiscountRule,
} from './discounts';

const line = (goodsId: number, unitPriceFen: number, qty = 1, attribute = ''): DiscountLine => ({
  goodsId,
  attribute,
  unitPriceFen,
  qty,
});
const fullMinus = (
  threshold: number,
  derateFen: number,
  isNoTop: boolean,
  goodsIds: number[],
  id = 1,
): DiscountRule => ({ id, mType: 6, threshold, derate: String(derateFen), isNoTop, goodsIds });
const quantity = (pieces: number, fold: string, goodsIds: number[], id = 2): DiscountRule => ({
  id,
  mType: 10,
  threshold: pieces,
  derate: fold,
  isNoTop: false,
  goodsIds,
});

describe('type 6 full-minus (spec §9)', () => {
  it.each([
    // [case, lines, rule, expected reduction fen]
    ['below the threshold: nothing', [line(1, 199_999)], fullMinus(200_000, 8_000, false, [1]), 0],
    ['exactly the threshold: once', [line(1, 200_000)], fullMinus(200_000, 8_000, false, [1]), 8_000],
    [
      'twice the threshold without IsNoTop: still once',
      [line(1, 200_000, 2)],
      fullMinus(200_000, 8_000, false, [1]),
      8_000,
    ],
    [
      'IsNoTop 1: per whole multiple (3 × 1000 → 3 × 50)',
      [line(1, 100_000, 3)],
      fullMinus(100_000, 5_000, true, [1]),
      15_000,
    ],
    [
      'IsNoTop 1: a part multiple does not count (2999.99 → 2 × 50)',
      [line(1, 299_999)],
      fullMinus(100_000, 5_000, true, [1]),
      10_000,
    ],
    ['IsNoTop 1 below the threshold: nothing', [line(1, 99_999)], fullMinus(100_000, 5_000, true, [1]), 0],
    [
      'covered goods add up across lines',
      [line(1, 120_000), line(2, 80_000, 1, 'ringSize:12')],
      fullMinus(200_000, 8_000, false, [1, 2]),
      8_000,
    ],
    [
      'goods outside the activity do not count toward the threshold',
      [line(1, 120_000), line(3, 500_000)],
      fullMinus(200_000, 8_000, false, [1, 2]),
      0,
    ],
  ])('%s', (_case, lines, rule, expected) => {
    const result = computeDiscounts(lines, [rule]);
    expect(result.fullMinusFen).toBe(expected);
    expect(result.quantityDiscountFen).toBe(0);
    expect(result.orderTotalFen).toBe(result.goodsTotalFen - expected);
  });

  it('says how far the selection is from the threshold', () => {
    const [result] = computeDiscounts([line(1, 150_000)], [fullMinus(200_000, 8_000, false, [1])]).fullMinus;
    expect(result).toMatchObject({ reached: false, times: 0, shortBy: 50_000, coveredFen: 150_000 });
  });

  it('reads the database amount "8000.00" (numeric fen)', () => {
    expect(
      computeDiscounts([line(1, 200_000)], [{ ...fullMinus(200_000, 0, false, [1]), derate: '8000.00' }]).fullMinusFen,
    ).toBe(8_000);
  });
});

describe('type 10 quantity discount (spec §9)', () => {
  it.each([
    // [case, subtotal fen, fold value, expected reduction fen]
    ['95 is a percentage: 5 % off', 100_000, '95', 5_000],
    ['10 is above 9, so a percentage read literally: (100 − 10) / 100 = 90 % off', 100_000, '10', 90_000],
    ['9 is not above 9: tenths, (10 − 9) / 10 = 10 % off', 100_000, '9', 10_000],
    ['9.5 is above 9, so a percentage read literally: 90.5 % off', 100_000, '9.5', 90_500],
    ['8.5 tenths: 15 % off', 100_000, '8.5', 15_000],
    ['8 tenths: 20 % off', 100_000, '8', 20_000],
    ['9.01 is above 9: a percentage, 90.99 % off', 100_000, '9.01', 90_990],
    ['rounding: 5 % of 12 345 fen = 617.25 → 617 fen', 12_345, '95', 617],
    ['rounding: 5 % of 12 350 fen = 617.5 → 618 fen (half up)', 12_350, '95', 618],
    ['rounding: 10 % of 12 345 fen = 1234.5 → 1235 fen (half up)', 12_345, '9', 1_235],
    ['rounding: 12 % of 1 fen = 0.12 → 0', 1, '88', 0],
    ['a fold of 0 or 100 gives nothing', 100_000, '100', 0],
  ])('%s', (_case, subtotal, fold, expected) => {
    const result = computeDiscounts([line(1, subtotal)], [quantity(1, fold, [1])]);
    expect(result.quantityDiscountFen).toBe(expected);
    expect(quantityReductionFen(subtotal, hundredthsOf(fold) ?? 0)).toBe(expected);
  });

  it.each([
    // [case, quantities, pieces needed, reached]
    ['one piece short of 满2件', [1], 2, false],
    ['two lines of one piece reach 满2件', [1, 1], 2, true],
    ['one line of three pieces reaches 满3件', [3], 3, true],
  ])('%s', (_case, qtys, pieces, reached) => {
    const lines = qtys.map((qty, index) => line(index + 1, 10_000, qty));
    const result = computeDiscounts(lines, [quantity(pieces, '95', [1, 2])]);
    expect(result.quantityDiscount[0]?.reached).toBe(reached);
    expect(result.quantityDiscountFen).toBe(reached ? Math.round(result.goodsTotalFen * 0.05) : 0);
  });

  it('counts only covered pieces toward N', () => {
    const result = computeDiscounts([line(1, 10_000), line(9, 10_000)], [quantity(2, '95', [1])]);
    expect(result.quantityDiscount[0]).toMatchObject({ reached: false, shortBy: 1, coveredQty: 1 });
  });
});

describe('order total (spec §9)', () => {
  const rules = [
    fullMinus(200_000, 8_000, false, [1, 2], 11),
    quantity(2, '95', [2, 3], 12),
    fullMinus(100_000, 5_000, true, [4], 13),
  ];

  it('subtracts full-minus and quantity discount from the selected total, over several activities', () => {
    // goods 1: 1500.00; goods 2: 2 × 600.00; goods 3: 300.00; goods 4: 2100.00; goods 5 in no activity: 99.99.
    const lines = [
      line(1, 150_000),
      line(2, 60_000, 2, 'ringSize:12'),
      line(3, 30_000),
      line(4, 210_000),
      line(5, 9_999),
    ];
    const result = computeDiscounts(lines, rules);
    expect(result.goodsTotalFen).toBe(150_000 + 120_000 + 30_000 + 210_000 + 9_999);
    // Activity 11 covers 1 and 2: 2700.00 ≥ 2000 → 80; activity 13 covers 4: 2100 → 2 × 50.
    expect(result.fullMinus.map((a) => [a.id, a.reductionFen])).toEqual([
      [11, 8_000],
      [13, 10_000],
    ]);
    expect(result.fullMinusFen).toBe(18_000);
    // Activity 12 covers 2 and 3: 3 pieces, 1500.00 × 5 % = 75.00.
    expect(result.quantityDiscountFen).toBe(7_500);
    expect(result.orderTotalFen).toBe(519_999 - 18_000 - 7_500);
  });

  it('skips every discount for staff (spec §6, §9)', () => {
    const result = computeDiscounts([line(1, 300_000), line(2, 60_000, 2)], rules, { isStaff: true });
    expect(result).toMatchObject({
      fullMinusFen: 0,
      quantityDiscountFen: 0,
      orderTotalFen: 420_000,
      fullMinus: [],
      quantityDiscount: [],
    });
  });

  it('an empty marketing result means no activity (spec §8)', () => {
    const result = computeDiscounts([line(1, 300_000)], []);
    expect(result).toMatchObject({
      goodsTotalFen: 300_000,
      fullMinusFen: 0,
      quantityDiscountFen: 0,
      orderTotalFen: 300_000,
    });
    expect(rulesFromActivities(null)).toEqual([]);
    expect(rulesFromActivities([])).toEqual([]);
  });

  it('goods outside any activity pay the full price', () => {
    expect(computeDiscounts([line(7, 123_456, 2)], rules).orderTotalFen).toBe(246_912);
  });

  it('never goes below zero: the discount lines are capped by the goods', () => {
    const result = computeDiscounts([line(1, 1_000)], [fullMinus(500, 900, true, [1]), quantity(1, '1', [1])]);
    expect(result.fullMinusFen).toBe(1_000);
    expect(result.quantityDiscountFen).toBe(0);
    expect(result.orderTotalFen).toBe(0);
  });

  it('nothing selected: all zero', () => {
    expect(computeDiscounts([], rules)).toMatchObject({
      goodsTotalFen: 0,
      orderTotalFen: 0,
      fullMinus: [],
      quantityDiscount: [],
    });
  });

  it('ignores other marketing types and refuses amounts that are not whole fen', () => {
    expect(computeDiscounts([line(1, 300_000)], [{ ...fullMinus(1, 1, false, [1]), mType: 3 }]).orderTotalFen).toBe(
      300_000,
    );
    expect(() => computeDiscounts([line(1, 10.5)], [])).toThrow(RangeError);
    expect(() => computeDiscounts([line(1, 100, -1)], [])).toThrow(RangeError);
  });
});

describe('feeding the rules', () => {
  it('from the wire activities of spec §3 (yuan for type 6, pieces and fold for type 10)', () => {
    const rules = rulesFromActivities([
      {
        ID: 1,
        MType: 6,
        ProductInfo: [{ GoodsID: 5 }],
        MarketingInfo: { Price: '2000.00', DerateMoney: '80.00', IsNoTop: false },
        marketingLabelName: '满2000减80',
      },
      {
        ID: 2,
        MType: 10,
        ProductInfo: [{ GoodsID: 5 }, { GoodsID: 6 }],
        MarketingInfo: { Price: '2', DerateMoney: '95', IsNoTop: false },
      },
      {
        ID: 3,
        MType: 6,
        ProductInfo: [{ GoodsID: 5 }],
        MarketingInfo: { Price: 'abc', DerateMoney: '1', IsNoTop: false },
      },
    ]);
    expect(rules).toHaveLength(2);
    const result = computeDiscounts([line(5, 200_000), line(6, 60_000)], rules);
    expect(result.fullMinusFen).toBe(8_000);
    expect(result.quantityDiscountFen).toBe(13_000);
    expect(result.fullMinus[0]?.label).toBe('满2000减80');
  });

  it('from the database rows (one per activity and goods)', () => {
    const rules = rulesFromActivityRows([
      { id: 1, goodsId: 5, mType: 6, threshold: 100_000, derate: '5000.00', isNoTop: true, labelName: '每满1000减50' },
      { id: 1, goodsId: 6, mType: 6, threshold: 100_000, derate: '5000.00', isNoTop: true },
      { id: 2, goodsId: 6, mType: 10, threshold: 3, derate: '9.00', isNoTop: false },
    ]);
    expect(rules.map((rule) => [rule.id, rule.goodsIds])).toEqual([
      [1, [5, 6]],
      [2, [6]],
    ]);
    const result = computeDiscounts([line(5, 100_000), line(6, 50_000, 3)], rules);
    expect(result.fullMinusFen).toBe(12_500 - 2_500); // 2500.00 → 2 × 50
    expect(result.quantityDiscountFen).toBe(15_000); // 3 pieces of 500.00, 9 tenths → 10 %
  });
});
