import { describe, expect, it } from 'vitest';
import { exchangeRate, pointsWorthFen } from './points';

describe('exchangeRate (spec §9: points exchange rate default 50)', () => {
  it.each([
    [50, 50],
    [100, 100],
    [undefined, 50],
    [null, 50],
    [0, 50],
    [-5, 50],
    [12.5, 50],
  ])('%s → %s', (rate, expected) => {
    expect(exchangeRate(rate)).toBe(expected);
  });
});

describe('pointsWorthFen (spec §3 "Member points": availablePoint at pointsExchangeRate points = 1 元)', () => {
  it.each([
    [50, 50, 100],
    [1200, 50, 2400],
    [58_200, 50, 116_400],
    [1, 50, 2],
    [75, 50, 150],
    [1, 100, 1],
    [3, 200, 1],
    [1, 200, 0],
    [0, 50, 0],
    [-10, 50, 0],
    [12.5, 50, 0],
    [100, 0, 200],
    [100, undefined, 200],
  ])('%s points at %s → %i fen (rounded down)', (points, rate, fen) => {
    expect(pointsWorthFen(points, rate)).toBe(fen);
  });
});
