import { describe, expect, it } from 'vitest';
import { skeletonAspectRatio, skeletonLineWidths } from './skeletonRules';

describe('skeletonLineWidths', () => {
  it.each([
    ['one line is full width', 1, [100]],
    ['two lines end short', 2, [100, 60]],
    ['three lines end short', 3, [100, 100, 60]],
    ['zero keeps one line', 0, [100]],
    ['negative keeps one line', -4, [100]],
    ['a fraction is floored', 2.9, [100, 60]],
    ['NaN keeps one line', Number.NaN, [100]],
  ])('%s: %d → %j', (_case, lines, expected) => {
    expect(skeletonLineWidths(lines)).toEqual(expected);
  });
});

describe('skeletonAspectRatio', () => {
  it.each([
    ['square product image', 1, '1'],
    ['landscape banner', 16 / 9, String(16 / 9)],
    ['portrait', 0.75, '0.75'],
    ['missing is square', undefined, '1'],
    ['zero is square', 0, '1'],
    ['negative is square', -2, '1'],
    ['Infinity is square', Number.POSITIVE_INFINITY, '1'],
  ])('%s: %s → %s', (_case, ratio, expected) => {
    expect(skeletonAspectRatio(ratio)).toBe(expected);
  });
});
