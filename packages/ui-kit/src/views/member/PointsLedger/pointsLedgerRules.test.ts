import { describe, expect, it } from 'vitest';
import { signedPoints } from './pointsLedgerRules';

describe('a change of points as the ledger shows it (issue #13 PointsLedger)', () => {
  it.each<[number, string]>([
    [1_280, '+1,280'],
    [-500, '\u2212500'],
    [-12_000, '\u221212,000'],
    [0, '0'],
  ])('%i shows as %s', (delta, shown) => {
    expect(signedPoints(delta)).toBe(shown);
  });
});
