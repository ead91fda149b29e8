/** Largest count shown as a number; anything above it reads as `${max}+` (the bag shows 99+). */
export const countBadgeMax = 99;

/**
 * The text of a count badge: the number itself, `99+` beyond the maximum, or null when there is
 * nothing to count (zero, negative or not a finite number), so the badge is not drawn at all.
 */
export function formatCount(count: number, max: number = countBadgeMax): string | null {
  if (!Number.isFinite(count) || count < 1) return null;
  const whole = Math.floor(count);
  return whole > max ? `${max}+` : String(whole);
}
