/** Which page buttons a pagination shows, as pure functions of the current page and page count. */

/** An entry of the page list: a page number (1-based) or a gap before or after the current pages. */
export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis';

/** Input of {@link paginationItems}. */
export type PaginationInput = {
  /** The current page, 1-based; out-of-range values are brought into 1..pageCount. */
  page: number;
  /** How many pages there are; 0 gives an empty list. */
  pageCount: number;
  /** Pages shown on each side of the current one. */
  siblingCount?: number;
  /** Pages always shown at the start and at the end. */
  boundaryCount?: number;
};

function range(start: number, end: number): number[] {
  return end < start ? [] : Array.from({ length: end - start + 1 }, (_, index) => start + index);
}

/** Brings a page number into 1..pageCount (1 when there are no pages). */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page) || pageCount < 1) return 1;
  return Math.min(Math.max(Math.round(page), 1), Math.floor(pageCount));
}

/**
 * The page list: the boundary pages at both ends, the current page with its siblings, and an
 * ellipsis for each gap. The list keeps the same length while the current page moves (so buttons
 * do not jump under the pointer), and an ellipsis never stands for a single page: that page is
 * shown instead.
 */
export function paginationItems({
  page,
  pageCount,
  siblingCount = 1,
  boundaryCount = 1,
}: PaginationInput): PaginationItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const current = clampPage(page, count);
  const siblings = Math.max(0, Math.floor(siblingCount));
  const boundary = Math.max(1, Math.floor(boundaryCount));

  // boundary pages + ellipsis + siblings, current + ellipsis + boundary pages
  const slots = boundary * 2 + siblings * 2 + 3;
  if (count <= slots) return range(1, count);

  const startPages = range(1, boundary);
  const endPages = range(count - boundary + 1, count);

  // The sibling window, shifted so that it keeps its full width near either end.
  const siblingsStart = Math.max(Math.min(current - siblings, count - boundary - siblings * 2 - 1), boundary + 2);
  const siblingsEnd = Math.min(Math.max(current + siblings, boundary + siblings * 2 + 2), count - boundary - 1);

  const startGap: PaginationItem[] = siblingsStart > boundary + 2 ? ['start-ellipsis'] : [boundary + 1];
  const endGap: PaginationItem[] = siblingsEnd < count - boundary - 1 ? ['end-ellipsis'] : [count - boundary];

  return [...startPages, ...startGap, ...range(siblingsStart, siblingsEnd), ...endGap, ...endPages];
}
