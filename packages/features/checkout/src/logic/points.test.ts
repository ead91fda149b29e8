import { describe, expect, it } from 'vitest';
import { pointsWorthFen } from '@mall/contract';
import { maxUsablePoints, pointsToSpend } from './points';

describe('maxUsablePoints: never more than the member has, never a total below zero (issue #7 item 3)', () => {
  it.each([
    ['plenty of goods: all available points', 1200, 50, 1_000_000, 1200],
    ['a cheap order caps at its value', 100_000, 50, 30_000, 15_000],
    ['cap worth exactly the order', 100_000, 50, 30_001, 15_000],
    ['a cap that leaves no part-fen negative', 100_000, 3, 1001, 30],
    ['no points', 0, 50, 30_000, 0],
    ['a zero order', 1200, 50, 0, 0],
    ['discounts above the goods', 1200, 50, -500, 0],
    ['default rate when none', 1200, 0, 1000, 500],
  ])('%s', (_case, available, rate, coverableFen, expected) => {
    const max = maxUsablePoints(available, rate, coverableFen);
    expect(max).toBe(expected);
    expect(pointsWorthFen(max, rate)).toBeLessThanOrEqual(Math.max(0, coverableFen));
  });
});

describe('pointsToSpend', () => {
  it.each([
    ['', 1200, 0],
    ['abc', 1200, 0],
    ['500', 1200, 500],
    ['5000', 1200, 1200],
    ['0', 1200, 0],
    ['500', 0, 0],
    ['-5', 1200, 0],
  ])('%j with cap %i → %i', (entry, max, expected) => {
    expect(pointsToSpend(entry, max)).toBe(expected);
  });
});
