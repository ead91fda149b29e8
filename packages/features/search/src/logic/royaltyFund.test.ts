import { describe, expect, it } from 'vitest';
import { canAffordWithFund, fundSavingPercent } from './royaltyFund';

describe('canAffordWithFund (spec §1 royalty shop: pieces the balance covers)', () => {
  it.each([
    ['balance above the price', 800000, 128000, true],
    ['balance equal to the price', 128000, 128000, true],
    ['balance one fen short', 127999, 128000, false],
    ['empty balance', 0, 128000, false],
    ['no price', 800000, 0, false],
    ['fractional fen', 800000.5, 128000, false],
  ])('%s', (_case, balance, price, expected) => {
    expect(canAffordWithFund(balance, price)).toBe(expected);
  });
});

describe('fundSavingPercent', () => {
  it.each([
    ['a fifth off', 160000, 128000, 20],
    ['rounded down', 99900, 70000, 29],
    ['no saving', 100000, 100000, 0],
    ['fund price above the shop price', 100000, 120000, 0],
    ['no shop price', 0, 100, 0],
  ])('%s', (_case, shop, fund, expected) => {
    expect(fundSavingPercent(shop, fund)).toBe(expected);
  });
});
