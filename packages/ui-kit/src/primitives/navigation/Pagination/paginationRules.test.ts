import { describe, expect, it } from 'vitest';
import { clampPage, paginationItems, type PaginationItem } from './paginationRules';

const E = 'start-ellipsis' as const;
const F = 'end-ellipsis' as const;

describe('paginationItems', () => {
  it.each<[string, number, number, number | undefined, number | undefined, PaginationItem[]]>([
    ['no pages', 1, 0, undefined, undefined, []],
    ['one page', 1, 1, undefined, undefined, [1]],
    ['few pages all shown', 2, 5, undefined, undefined, [1, 2, 3, 4, 5]],
    ['seven pages all shown', 4, 7, undefined, undefined, [1, 2, 3, 4, 5, 6, 7]],
    ['first of ten', 1, 10, undefined, undefined, [1, 2, 3, 4, 5, F, 10]],
    ['third of ten', 3, 10, undefined, undefined, [1, 2, 3, 4, 5, F, 10]],
    ['fourth of ten', 4, 10, undefined, undefined, [1, 2, 3, 4, 5, F, 10]],
    ['fifth of ten', 5, 10, undefined, undefined, [1, E, 4, 5, 6, F, 10]],
    ['sixth of ten', 6, 10, undefined, undefined, [1, E, 5, 6, 7, F, 10]],
    ['seventh of ten', 7, 10, undefined, undefined, [1, E, 6, 7, 8, 9, 10]],
    ['last of ten', 10, 10, undefined, undefined, [1, E, 6, 7, 8, 9, 10]],
    ['middle of fifty', 25, 50, undefined, undefined, [1, E, 24, 25, 26, F, 50]],
    ['page above the count is clamped', 99, 10, undefined, undefined, [1, E, 6, 7, 8, 9, 10]],
    ['page below 1 is clamped', 0, 10, undefined, undefined, [1, 2, 3, 4, 5, F, 10]],
    ['two siblings', 10, 20, 2, undefined, [1, E, 8, 9, 10, 11, 12, F, 20]],
    ['no siblings', 5, 10, 0, undefined, [1, E, 5, F, 10]],
    ['two boundary pages', 10, 20, 1, 2, [1, 2, E, 9, 10, 11, F, 19, 20]],
  ])(
    '%s: page %d of %d → the page list (house pattern: the spec sets no paging rule)',
    (_case, page, pageCount, siblingCount, boundaryCount, expected) => {
      expect(paginationItems({ page, pageCount, siblingCount, boundaryCount })).toEqual(expected);
    },
  );

  it.each([1, 2, 3, 10, 17, 24, 25])('keeps seven entries on every page of 25 (page %d; house pattern)', (page) => {
    expect(paginationItems({ page, pageCount: 25 })).toHaveLength(7);
  });
});

describe('clampPage', () => {
  it.each([
    [1, 10, 1],
    [10, 10, 10],
    [11, 10, 10],
    [0, 10, 1],
    [-4, 10, 1],
    [Number.NaN, 10, 1],
    [3, 0, 1],
  ])('brings page %d of %d to %d (house pattern)', (page, pageCount, expected) => {
    expect(clampPage(page, pageCount)).toBe(expected);
  });
});
