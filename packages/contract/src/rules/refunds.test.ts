import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isReasonOf,
  proportionalReturn,
  refundCap,
  refundCapOf,
  refundLineParts,
  refundProblem,
  refundReasons,
  splitInProportion,
  type RefundableLine,
  type RefundApplicationInput,
  type RefundKind,
  type RefundProblem,
} from './refunds';

describe('splitting a refund across lines (issue #12: amount split across lines, fen that add up)', () => {
  it.each<[string, number, number[], number[]]>([
    ['an even split', 300, [100, 100, 100], [100, 100, 100]],
    ['one fen left over goes to the largest remainder', 100, [1, 1, 1], [34, 33, 33]],
    ['two fen left over: the two largest remainders', 200, [1, 1, 1], [67, 67, 66]],
    ['in proportion to the weights', 1000, [3000, 1000], [750, 250]],
    ['a remainder tie goes to the earlier line', 5, [2, 2], [3, 2]],
    ['the larger remainder wins over the earlier line', 10, [1, 2], [3, 7]],
    ['the whole of each cap when the total is their sum', 35_801, [12_345, 23_456], [12_345, 23_456]],
    ['nothing to split', 0, [500, 700], [0, 0]],
    ['all weights zero: the first line takes it', 9, [0, 0], [9, 0]],
    ['no lines', 100, [], []],
    ['amounts whose product passes 2^53', 999_999_999, [987_654_321, 123_456_789], [888_888_889, 111_111_110]],
  ])('%s', (_case, total, weights, expected) => {
    const parts = splitInProportion(total, weights);
    expect(parts).toEqual(expected);
    if (weights.length > 0) expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
  });

  it('always adds up exactly, and never gives a line more than its cap when the total fits (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 1_000 }),
        (caps, permille) => {
          const sum = caps.reduce((a, b) => a + b, 0);
          const total = Math.floor((sum * permille) / 1_000);
          const parts = splitInProportion(total, caps);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          if (sum > 0) parts.forEach((part, index) => expect(part).toBeLessThanOrEqual(caps[index] ?? 0));
        },
      ),
    );
  });
});

const line = (changes: Partial<RefundableLine> = {}): RefundableLine => ({
  buyNum: 3,
  paidFen: 10_000,
  refundedQty: 0,
  refundedFen: 0,
  ...changes,
});

describe('the most a refund of some pieces may return (issue #12: ≤ paid for those lines less refunded)', () => {
  it.each<[string, RefundableLine, number, number]>([
    ['the whole line', line(), 3, 10_000],
    ['one piece of three: its share rounded down', line(), 1, 3_333],
    ['two pieces of three', line(), 2, 6_666],
    ['the last piece takes what is left of the line', line({ refundedQty: 2, refundedFen: 6_666 }), 1, 3_334],
    ['less what an earlier refund returned', line({ refundedQty: 1, refundedFen: 1_000 }), 2, 9_000],
    ['nothing when none is chosen', line(), 0, 0],
    ['nothing when the line is refunded', line({ refundedQty: 3, refundedFen: 10_000 }), 1, 0],
    ['never more than is left', line({ refundedQty: 1, refundedFen: 9_000 }), 1, 1_000],
  ])('%s', (_case, subject, qty, expected) => {
    expect(refundCapOf(subject, qty)).toBe(expected);
  });

  it('adds the chosen lines', () => {
    const lines = [line(), line({ buyNum: 1, paidFen: 2_500 })];
    expect(
      refundCap(lines, [
        { index: 0, qty: 1 },
        { index: 1, qty: 1 },
      ]),
    ).toBe(5_833);
  });

  it('splits the amount across the chosen lines in proportion to their caps', () => {
    const lines = [line(), line({ buyNum: 1, paidFen: 2_500 })];
    const chosen = [
      { index: 0, qty: 3 },
      { index: 1, qty: 1 },
    ];
    expect(refundLineParts(lines, chosen, 12_500)).toEqual([10_000, 2_500]);
    expect(refundLineParts(lines, chosen, 1_001)).toEqual([801, 200]);
  });
});

describe('the reasons of each kind (issue #12: refund before shipment, after-sales after it)', () => {
  it.each<[RefundKind, string, boolean]>([
    ['refund', 'unwanted', true],
    ['refund', 'wrongOrder', true],
    ['refund', 'lateShipment', true],
    ['refund', 'other', true],
    ['refund', 'quality', false],
    ['afterSales', 'quality', true],
    ['afterSales', 'notAsDescribed', true],
    ['afterSales', 'wrongSize', true],
    ['afterSales', 'damaged', true],
    ['afterSales', 'other', true],
    ['afterSales', 'lateShipment', false],
    ['afterSales', 'unwanted', false],
    ['refund', '', false],
  ])('%s: %s is one of its reasons: %s', (kind, reason, expected) => {
    expect(isReasonOf(kind, reason)).toBe(expected);
  });

  it('ends each list with 其他 (other)', () => {
    expect(refundReasons.refund.at(-1)).toBe('other');
    expect(refundReasons.afterSales.at(-1)).toBe('other');
  });
});

describe('validating an application (issue #12)', () => {
  const lines = [line(), line({ buyNum: 1, paidFen: 2_500, refundedQty: 0 })];
  const valid: RefundApplicationInput = {
    reason: 'unwanted',
    lines: [{ index: 0, qty: 3 }],
    amountFen: 10_000,
    description: '',
    photoCount: 0,
  };
  it.each<[string, RefundKind, Partial<RefundApplicationInput>, RefundProblem | null]>([
    ['a whole line at its cap', 'refund', {}, null],
    ['a smaller amount', 'refund', { amountFen: 1 }, null],
    ['a reason of the other kind', 'refund', { reason: 'quality' }, 'reason'],
    ['an after-sales reason for after-sales', 'afterSales', { reason: 'damaged' }, null],
    ['no line', 'refund', { lines: [] }, 'noLines'],
    ['a line the order does not have', 'refund', { lines: [{ index: 2, qty: 1 }] }, 'unknownLine'],
    [
      'the same line twice',
      'refund',
      {
        lines: [
          { index: 0, qty: 1 },
          { index: 0, qty: 1 },
        ],
        amountFen: 100,
      },
      'unknownLine',
    ],
    ['no piece', 'refund', { lines: [{ index: 0, qty: 0 }] }, 'quantity'],
    ['more pieces than bought', 'refund', { lines: [{ index: 0, qty: 4 }] }, 'quantity'],
    ['a zero amount', 'refund', { amountFen: 0 }, 'amountZero'],
    ['a fraction of a fen', 'refund', { amountFen: 10.5 }, 'amountZero'],
    ['more than was paid for the lines', 'refund', { amountFen: 10_001 }, 'amountOver'],
    ['200 characters', 'refund', { description: '好'.repeat(200) }, null],
    ['201 characters', 'refund', { description: '好'.repeat(201) }, 'description'],
    ['3 photos', 'refund', { photoCount: 3 }, null],
    ['4 photos', 'refund', { photoCount: 4 }, 'photos'],
  ])('%s → %s', (_case, kind, changes, expected) => {
    expect(refundProblem(kind, lines, { ...valid, ...changes })).toBe(expected);
  });

  it('accepts a zero amount when nothing was paid in cash (an order paid with points or gift card)', () => {
    expect(refundProblem('refund', [line({ paidFen: 0 })], { ...valid, amountFen: 0 })).toBeNull();
  });

  it('refuses pieces already refunded', () => {
    const partly = [line({ refundedQty: 2, refundedFen: 6_666 })];
    expect(refundProblem('refund', partly, { ...valid, lines: [{ index: 0, qty: 2 }], amountFen: 1 })).toBe('quantity');
  });
});

describe('points and gift card back in proportion to the refund (issue #12; rounded down on the running total)', () => {
  it.each<[string, Parameters<typeof proportionalReturn>[0], number]>([
    [
      'the whole payment: everything',
      { total: 2_500, returnedBefore: 0, basisTotal: 10_000, basisBefore: 0, basisNow: 10_000 },
      2_500,
    ],
    [
      'a third of the payment: a third, rounded down',
      { total: 1_000, returnedBefore: 0, basisTotal: 9_000, basisBefore: 0, basisNow: 3_000 },
      333,
    ],
    [
      'the second third: the running total rounded down, less what came back',
      { total: 1_000, returnedBefore: 333, basisTotal: 9_000, basisBefore: 3_000, basisNow: 3_000 },
      333,
    ],
    [
      'the last third: exactly what is left',
      { total: 1_000, returnedBefore: 666, basisTotal: 9_000, basisBefore: 6_000, basisNow: 3_000 },
      334,
    ],
    [
      'one fen of a large payment: nothing yet',
      { total: 100, returnedBefore: 0, basisTotal: 1_000_000, basisBefore: 0, basisNow: 1 },
      0,
    ],
    ['nothing spent', { total: 0, returnedBefore: 0, basisTotal: 10_000, basisBefore: 0, basisNow: 10_000 }, 0],
    [
      'no basis (nothing paid, nothing valued)',
      { total: 500, returnedBefore: 0, basisTotal: 0, basisBefore: 0, basisNow: 0 },
      0,
    ],
  ])('%s', (_case, spent, expected) => {
    expect(proportionalReturn(spent)).toBe(expected);
  });

  it('returns exactly what was spent over any series of refunds that ends with the whole (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 6 }),
        (total, pieces) => {
          const basisTotal = pieces.reduce((a, b) => a + b, 0);
          let returned = 0;
          let basisBefore = 0;
          for (const basisNow of pieces) {
            const back = proportionalReturn({ total, returnedBefore: returned, basisTotal, basisBefore, basisNow });
            expect(back).toBeGreaterThanOrEqual(0);
            returned += back;
            basisBefore += basisNow;
            expect(returned).toBeLessThanOrEqual(total);
          }
          expect(returned).toBe(total);
        },
      ),
    );
  });
});
