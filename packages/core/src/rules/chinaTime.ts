/**
 * The mall counts days in China time (UTC+8, no daylight saving), wherever the shopper's browser
 * is: an order's day, a footprint's day, the rights fund's year.
 */
const chinaDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * A date and time format in the reader's language, always in China time (issue #31 item 7: an order read in a
 * browser set to UTC said 16:28 for an order made at 00:28 in Beijing). Every time the mall or the console shows
 * goes through here (eslint forbids `new Intl.DateTimeFormat` elsewhere).
 */
export function chinaTimeFormat(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'Asia/Shanghai' });
}

/** YYYY-MM-DD of an instant in China. */
export function chinaDay(instant: string | Date): string {
  return chinaDayFormat.format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** Whole days from the China day of `from` to that of `to` (1 when `from` was yesterday in China). */
export function chinaDaysBetween(from: string | Date, to: string | Date): number {
  return Math.round((Date.parse(chinaDay(to)) - Date.parse(chinaDay(from))) / 86_400_000);
}

/** YYYY-MM-DD HH:mm:ss of an instant in China (DESIGN.md §11: staff and shoppers read China time). */
export function chinaDateTime(instant: string | Date): string {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  // UTC+8 all year: the China wall clock is the instant moved eight hours, read as UTC.
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}
