/** Width of the last line of a multi-line text placeholder, in percent: paragraphs end short. */
export const skeletonLastLineWidth = 60;

/**
 * Widths in percent for a text placeholder of `lines` lines: full lines, the last one shorter when
 * there are several. `lines` is rounded down and kept at least 1 (a placeholder never vanishes).
 */
export function skeletonLineWidths(lines: number): number[] {
  const count = Number.isFinite(lines) ? Math.max(1, Math.floor(lines)) : 1;
  return Array.from({ length: count }, (_, index) => (count > 1 && index === count - 1 ? skeletonLastLineWidth : 100));
}

/**
 * CSS aspect-ratio for a rect placeholder from width ÷ height (1 square, 4 / 3 …); anything not a
 * positive finite number falls back to a square, the shape of a product image.
 */
export function skeletonAspectRatio(ratio: number | undefined): string {
  return ratio !== undefined && Number.isFinite(ratio) && ratio > 0 ? String(ratio) : '1';
}
