import { HOT_KEYWORDS_PAGE_SIZE } from '@mall/contract/goods';
import { isSafeRedirectPath } from '@mall/core';

/** What a recorded banned word shows as (spec §4). */
export const bannedMask = '***';

/**
 * A recorded search as the pop-up shows it (spec §4 "banned recorded words display as ***"): a
 * word holding any banned word (case-insensitive) is masked whole.
 */
export function maskBanned(word: string, banned: readonly string[]): string {
  const lower = word.toLowerCase();
  return banned.some((bad) => bad.trim() !== '' && lower.includes(bad.trim().toLowerCase())) ? bannedMask : word;
}

/** One hot keyword as shown. */
export type HotItem = { word: string; rank: number; isFlagged: boolean };

/** How many of the first hot keywords are flagged (spec §9). */
export const flaggedHotCount = 3;

/**
 * One page of hot keywords (spec §9: paged 15 a page, the first three hot items flagged). `page`
 * is 0-based and wraps around, so 换一批 cycles through the pages.
 */
export function hotPage(
  words: readonly string[],
  page: number,
  size = HOT_KEYWORDS_PAGE_SIZE,
): { items: HotItem[]; pageCount: number; page: number } {
  const pageCount = Math.max(1, Math.ceil(words.length / size));
  const current = ((page % pageCount) + pageCount) % pageCount;
  const items = words.slice(current * size, (current + 1) * size).map((word, index) => {
    const rank = current * size + index + 1;
    return { word, rank, isFlagged: rank <= flaggedHotCount };
  });
  return { items, pageCount, page: current };
}

/**
 * The hint to show as the placeholder on the `turn`-th opening of the pop-up (spec §2 rotating
 * hint), looping through the hints. The hint moves on at each opening rather than on a timer, so it
 * never changes under the shopper's eyes (WCAG 2.2.2) and an empty search finds what they saw.
 */
export function hintForTurn(hints: readonly string[], turn: number): string | undefined {
  if (hints.length === 0) return undefined;
  return hints[((turn % hints.length) + hints.length) % hints.length];
}

/** What a submit of the search pop-up does (spec §4 search). */
export type SearchDecision = { kind: 'search'; keyword: string } | { kind: 'close' } | { kind: 'none' };

/**
 * Spec §4: an empty search uses the current placeholder hint; repeating the same current keyword
 * just closes the pop-up; otherwise search the (trimmed) keyword. Empty with no hint does nothing.
 */
export function decideSearch({
  typed,
  hint,
  currentKeyword,
}: {
  typed: string;
  hint?: string;
  currentKeyword?: string;
}): SearchDecision {
  const keyword = typed.trim() || (hint ?? '').trim();
  if (!keyword) return { kind: 'none' };
  if (currentKeyword !== undefined && keyword === currentKeyword.trim()) return { kind: 'close' };
  return { kind: 'search', keyword };
}

/**
 * Where a search goes when its first result carries `linkUrl` (spec §4), as a path of this site:
 * a safe site path as it is, an absolute address only when it is on `origin` (made a path).
 * Anything else (another host, javascript:, protocol-relative //host) is ignored and the search
 * opens the list: redirects stay allow-listed to the mall itself.
 */
export function resultRedirect(linkUrl: string | undefined, origin: string): string | null {
  const url = (linkUrl ?? '').trim();
  if (!url) return null;
  if (url.startsWith('/')) return isSafeRedirectPath(url) ? url : null;
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    const parsed = new URL(url);
    if (parsed.origin !== origin) return null;
    const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
    return isSafeRedirectPath(path) ? path : null;
  } catch {
    return null;
  }
}

/** Splits a list into slides of `size` (spec §9: search adverts 3 a slide). */
export function toSlides<T>(items: readonly T[], size = 3): T[][] {
  const slides: T[][] = [];
  for (let start = 0; start < items.length; start += size) slides.push(items.slice(start, start + size));
  return slides;
}
