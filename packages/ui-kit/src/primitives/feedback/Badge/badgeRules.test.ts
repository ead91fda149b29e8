import { describe, expect, it } from 'vitest';
import { formatCount } from './badgeRules';

describe('formatCount', () => {
  it.each([
    ['one item', 1, undefined, '1'],
    ['a few items', 3, undefined, '3'],
    ['exactly the maximum', 99, undefined, '99'],
    ['one above the maximum', 100, undefined, '99+'],
    ['far above the maximum', 12_345, undefined, '99+'],
    ['a custom maximum', 10, 9, '9+'],
    ['a fraction is floored', 2.7, undefined, '2'],
    ['nothing to count', 0, undefined, null],
    ['negative counts are hidden', -1, undefined, null],
    ['NaN is hidden', Number.NaN, undefined, null],
    ['Infinity is hidden', Number.POSITIVE_INFINITY, undefined, null],
  ])('%s: %d (max %s) → %s', (_case, count, max, expected) => {
    expect(formatCount(count, max)).toBe(expected);
  });
});
