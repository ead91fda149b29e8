import { describe, expect, it } from 'vitest';
import { canDecrease, canIncrease, clampQuantity } from './quantityRules';

describe('canDecrease', () => {
  it.each([
    [-1, false],
    [0, false],
    [1, false],
    [2, true],
    [99, true],
  ])('buyNum %d → minus enabled %s (spec §4 Cart quantity)', (buyNum, expected) => {
    expect(canDecrease(buyNum)).toBe(expected);
  });
});

describe('canIncrease', () => {
  it.each([
    [1, 0, false],
    [1, 1, false],
    [1, 2, true],
    [4, 5, true],
    [5, 5, false],
    [6, 5, false],
    [1, 999, true],
  ])('buyNum %d with stock %d → plus enabled %s (spec §4 Cart quantity)', (buyNum, stock, expected) => {
    expect(canIncrease(buyNum, stock)).toBe(expected);
  });
});

describe('clampQuantity', () => {
  it.each([
    [3, 5, 3],
    [1, 5, 1],
    [5, 5, 5],
    [8, 5, 5],
    [0, 5, 1],
    [-3, 5, 1],
    [2.4, 5, 2],
    [2.6, 5, 3],
    [Number.NaN, 5, 1],
    [Number.POSITIVE_INFINITY, 5, 1],
    [3, 0, 1],
    [3, Number.POSITIVE_INFINITY, 3],
  ])('clamps %d with stock %d to %d (spec §4 Cart quantity)', (quantity, stock, expected) => {
    expect(clampQuantity(quantity, stock)).toBe(expected);
  });
});
