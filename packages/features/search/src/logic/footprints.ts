import type { Footprint } from '@mall/contract/footprints';
import { chinaDay, chinaDaysBetween } from '@mall/core';

/** Footprints a page of the history shows (issue #13 myTracks). */
export const footprintPageSize = 20;

/** How a day of the history is headed: 今天, 昨天, or its date. */
export type FootprintDayKind = 'today' | 'yesterday' | 'date';

export type FootprintDay = {
  /** YYYY-MM-DD in China. */
  day: string;
  kind: FootprintDayKind;
  entries: Footprint[];
};

/**
 * The history grouped by the China day each piece was last opened (issue #13: "grouped by day,
 * newest first"): the list comes newest first, so a day's entries are consecutive and keep that
 * order; the day is counted in China time whatever the browser's zone.
 */
export function footprintDays(list: readonly Footprint[], now: Date): FootprintDay[] {
  const days: FootprintDay[] = [];
  for (const entry of list) {
    const day = chinaDay(entry.viewedAt);
    const last = days.at(-1);
    if (last?.day === day) {
      last.entries.push(entry);
      continue;
    }
    const ago = chinaDaysBetween(entry.viewedAt, now);
    days.push({ day, kind: ago <= 0 ? 'today' : ago === 1 ? 'yesterday' : 'date', entries: [entry] });
  }
  return days;
}
