/**
 * Recent searches (spec §3 "recent searches kept locally"; spec §4 "history deduplicates and puts
 * the newest first"). Kept in localStorage so they survive a reload, bounded so the list stays a
 * glance and the storage small.
 */

/** The localStorage key of the recent searches. */
export const searchHistoryKey = 'searchHistory';
/** Most recent searches kept (the pop-up shows one short row). */
export const searchHistoryMax = 10;

/** The history after searching `word`: trimmed, the newest first, no duplicates, at most `max`. */
export function addToHistory(history: readonly string[], word: string, max = searchHistoryMax): string[] {
  const trimmed = word.trim();
  if (!trimmed) return [...history].slice(0, max);
  return [trimmed, ...history.filter((entry) => entry !== trimmed)].slice(0, max);
}

/** Reads a stored history; anything that is not a list of strings counts as empty (a hand-edited or old value). */
export function parseHistory(stored: string | null, max = searchHistoryMax): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    const words = value.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '');
    return words.reduceRight<string[]>((all, word) => addToHistory(all, word, max), []);
  } catch {
    return [];
  }
}
