/** spec §2: a notice shows for 0.3 s per character plus 3 s … */
export const noticeMsPerCharacter = 300;
export const noticeBaseMs = 3000;
/** … and 5 s when its length cannot be told (no text). */
export const noticeDefaultMs = 5000;

/**
 * How long one notice stays before the next (spec §2). Characters are counted as the shopper sees
 * them (a Chinese character or an emoji is one), not as UTF-16 units.
 */
export function noticeDisplayMs(content: string | null | undefined): number {
  const text = (content ?? '').trim();
  if (text === '') return noticeDefaultMs;
  return [...text].length * noticeMsPerCharacter + noticeBaseMs;
}

/** spec §2: header height 128, or 164 when a notice bar shows. */
export const headerHeight = 128;
export const headerHeightWithNotice = 164;
/** spec §2: when compressed the top of the page moves up by 48. */
export const compactOffset = 48;

/**
 * The space the top of the page takes (spec §2): 128, or 164 with a notice bar; when compressed
 * on scroll down it moves up by the compact offset of 48.
 */
export function headerLayout({ hasNotice, isCompact }: { hasNotice: boolean; isCompact: boolean }) {
  const height = hasNotice ? headerHeightWithNotice : headerHeight;
  const offset = isCompact ? compactOffset : 0;
  return { height, offset, visibleHeight: height - offset };
}

/**
 * Whether the top is compressed after a scroll from `previousY` to `y` (spec §2: it compresses on
 * scroll down). It compresses once the page has scrolled past the compact offset going down, and
 * opens again on any scroll up or back near the top, so the navigation is never out of reach.
 */
export function nextCompact(wasCompact: boolean, previousY: number, y: number): boolean {
  if (y <= compactOffset) return false;
  if (y > previousY) return true;
  if (y < previousY) return false;
  return wasCompact;
}

/** spec §2: back-to-top appears when scrolled beyond 200 px. */
export const backToTopThreshold = 200;

export function isBackToTopVisible(scrollY: number): boolean {
  return scrollY > backToTopThreshold;
}
