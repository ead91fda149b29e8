import { describe, expect, it } from 'vitest';
import {
  canDecrease,
  canIncrease,
  clampQuantity,
  isQuantityDraft,
  parseQuantityDraft,
  stepQuantity,
} from './quantityRules';

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

describe('isQuantityDraft', () => {
  it.each([
    ['', true],
    ['3', true],
    ['0', true],
    ['007', true],
    ['12', true],
    ['１２', true],
    ['3件', false],
    ['a', false],
    ['-1', false],
    ['+1', false],
    ['2.5', false],
    ['1,200', false],
    ['1e3', false],
    [' 3', false],
    ['一二', false],
  ])('%j may stand in the field while typing: %s (spec §4 Cart quantity: whole pieces)', (text, expected) => {
    expect(isQuantityDraft(text)).toBe(expected);
  });
});

describe('parseQuantityDraft', () => {
  it.each([
    ['', undefined],
    ['3', 3],
    ['0', 0],
    ['007', 7],
    ['99', 99],
    ['１２', 12],
    ['1２', 12],
    ['3件', undefined],
    ['-1', undefined],
    ['2.5', undefined],
  ])('%j stands for %s (spec §4 Cart quantity)', (text, expected) => {
    expect(parseQuantityDraft(text)).toBe(expected);
  });
});

describe('stepQuantity', () => {
  it.each([
    // minus, plus and the arrow keys
    [2, 1, 10, 3],
    [2, -1, 10, 1],
    [1, -1, 10, 1],
    [10, 1, 10, 10],
    [4, 1, 5, 5],
    // stock dropped under the quantity: a step up keeps it, a step down goes to the stock
    [5, 1, 3, 5],
    [5, -1, 3, 3],
    // Home and End
    [3, Number.NEGATIVE_INFINITY, 10, 1],
    [3, Number.POSITIVE_INFINITY, 10, 10],
    [5, Number.POSITIVE_INFINITY, 3, 5],
    [5, Number.NEGATIVE_INFINITY, 3, 1],
    [3, Number.POSITIVE_INFINITY, 3.8, 3],
    // no stock: the stepper is disabled, and a quantity never goes under 1
    [1, 1, 0, 1],
    [1, -1, 0, 1],
  ])('buyNum %d stepped by %d with stock %d → %d (spec §4 Cart quantity)', (buyNum, delta, stock, expected) => {
    expect(stepQuantity(buyNum, delta, stock)).toBe(expected);
  });
});
