/**
 * China Standard Time helpers. The mall's days (gold-price readings, graying days, order dates)
 * are Beijing days, UTC+8 all year (no daylight saving), whatever zone the server runs in.
 */

const hour = 3_600_000;
/** One day in milliseconds. */
export const day = 24 * hour;
const chinaOffset = 8 * hour;

/** The calendar date in China at the instant: year, month (1–12) and day of month. */
export function chinaDate(instant: Date): { year: number; month: number; day: number } {
  const shifted = new Date(instant.getTime() + chinaOffset);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The instant of hh:mm China time on the China day `dayOffset` days from the day holding `instant`. */
export function chinaTime(instant: Date, dayOffset: number, hours: number, minutes = 0): Date {
  const { year, month, day: date } = chinaDate(instant);
  return new Date(Date.UTC(year, month - 1, date + dayOffset, hours, minutes) - chinaOffset);
}

/** `YYYY-MM-DD` of a China calendar date (for `date` columns). */
export function isoDate(year: number, month: number, date: number): string {
  const normalised = new Date(Date.UTC(year, month - 1, date));
  return normalised.toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` of the China day `dayOffset` days from the day holding `instant`. */
export function chinaIsoDate(instant: Date, dayOffset = 0): string {
  const { year, month, day: date } = chinaDate(instant);
  return isoDate(year, month, date + dayOffset);
}

/** The instant `hours` hours (may be fractional or negative) from `instant`. */
export function addHours(instant: Date, hours: number): Date {
  return new Date(instant.getTime() + hours * hour);
}

/** The instant `days` days (may be fractional or negative) from `instant`. */
export function addDays(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * day);
}
