import type { SessionStorageLike } from './createSessionStore';

/**
 * An in-memory `Storage` for tests and stories: a fresh session per story without touching the
 * real localStorage. `entries` exposes the contents for assertions.
 */
export function createMemoryStorage(initial: Readonly<Record<string, string>> = {}): SessionStorageLike & {
  entries: Map<string, string>;
} {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    get length() {
      return entries.size;
    },
    key: (index) => [...entries.keys()][index] ?? null,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
  };
}
