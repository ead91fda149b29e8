import { describe, expect, it } from 'vitest';
import { displayPrice, formatFen } from './priceRules';

describe('formatFen', () => {
  it.each([
    [0, '0.00'],
    [-0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [99, '0.99'],
    [100, '1.00'],
    [123456, '1,234.56'],
    [1234560, '12,345.60'],
    [99999, '999.99'],
    [100000, '1,000.00'],
    [100000000, '1,000,000.00'],
    [123456789012, '1,234,567,890.12'],
    [-5, '-0.05'],
    [-1234560, '-12,345.60'],
    [Number.MAX_SAFE_INTEGER, '90,071,992,547,409.91'],
  ])('formats %d fen as %s (spec §9)', (fen, expected) => {
    expect(formatFen(fen)).toBe(expected);
  });

  it.each([
    ['a fraction of a fen', 12.5],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
    ['an unsafe integer', Number.MAX_SAFE_INTEGER + 1],
  ])('rejects %s with a RangeError (spec §9: money is whole fen)', (_case, fen) => {
    expect(() => formatFen(fen)).toThrow(RangeError);
  });
});

describe('displayPrice', () => {
  it.each([
    ['no promo', { shopFen: 1288800 }, { currentFen: 1288800, struckFen: null }],
    ['promo null', { shopFen: 1288800, promoFen: null }, { currentFen: 1288800, struckFen: null }],
    ['promo below shop', { shopFen: 1288800, promoFen: 999900 }, { currentFen: 999900, struckFen: 1288800 }],
    ['promo one fen below shop', { shopFen: 1000, promoFen: 999 }, { currentFen: 999, struckFen: 1000 }],
    ['promo equal to shop', { shopFen: 1288800, promoFen: 1288800 }, { currentFen: 1288800, struckFen: null }],
    ['promo above shop', { shopFen: 1288800, promoFen: 1500000 }, { currentFen: 1288800, struckFen: null }],
    ['promo zero', { shopFen: 1288800, promoFen: 0 }, { currentFen: 1288800, struckFen: null }],
    ['promo negative', { shopFen: 1288800, promoFen: -100 }, { currentFen: 1288800, struckFen: null }],
    ['free shop price, no promo', { shopFen: 0, promoFen: 0 }, { currentFen: 0, struckFen: null }],
  ])('%s: shows the right price (spec §9 promo shown when positive and below shop price)', (_case, input, expected) => {
    expect(displayPrice(input)).toEqual(expected);
  });
});
