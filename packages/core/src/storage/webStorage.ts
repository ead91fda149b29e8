/** The part of Web Storage (localStorage, sessionStorage) the mall reads and writes. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Tells whether parsed JSON has the shape the caller expects. */
export type JsonCheck<T> = (value: unknown) => value is T;

/**
 * One Web Storage area behind guards: storage may be missing (no window), blocked (private mode,
 * a site-data policy: even reaching `window.localStorage` throws) or full (quota), and what it
 * holds may be stale, corrupt or edited by hand. Nothing here throws: a read that fails gives
 * null (or undefined for JSON), a write that fails returns false and the caller keeps its value
 * in memory for the page's life.
 */
export type GuardedStorage = {
  /** The text under `key`; null when absent or unreadable. */
  getItem(key: string): string | null;
  /** Stores `value`; false when the storage refused it. */
  setItem(key: string, value: string): boolean;
  /** Removes `key`; false when the storage refused. */
  removeItem(key: string): boolean;
  /**
   * The JSON under `key`, or undefined when absent, unreadable, not JSON, or (with `check`) not of
   * the expected shape.
   */
  readJson<T = unknown>(key: string, check?: JsonCheck<T>): T | undefined;
  /** Stores `value` as JSON; false when it cannot be serialised or the storage refused it. */
  writeJson(key: string, value: unknown): boolean;
};

/**
 * Guards the storage `pick` returns; `pick` runs on every call, so a storage that appears or is
 * replaced later (tests, stories seeding their own) is the one used.
 */
export function guardStorage(pick: () => KeyValueStorage | null | undefined): GuardedStorage {
  const getItem = (key: string): string | null => {
    try {
      return pick()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const setItem = (key: string, value: string): boolean => {
    try {
      const storage = pick();
      if (!storage) return false;
      storage.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  };
  const removeItem = (key: string): boolean => {
    try {
      const storage = pick();
      if (!storage) return false;
      storage.removeItem(key);
      return true;
    } catch {
      return false;
    }
  };
  return {
    getItem,
    setItem,
    removeItem,
    readJson<T = unknown>(key: string, check?: JsonCheck<T>): T | undefined {
      const raw = getItem(key);
      if (raw === null) return undefined;
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        return undefined;
      }
      if (check && !check(value)) return undefined;
      return value as T;
    },
    writeJson(key: string, value: unknown): boolean {
      let text: string | undefined;
      try {
        text = JSON.stringify(value);
      } catch {
        // A cycle or a BigInt: nothing sensible to store.
        return false;
      }
      return text === undefined ? false : setItem(key, text);
    },
  };
}

/** The browser's localStorage, guarded (kept across visits; spec §9 lists what a logout keeps). */
export const localStore: GuardedStorage = guardStorage(() => globalThis.localStorage);
/** The browser's sessionStorage, guarded (this tab, this visit). */
export const sessionStore: GuardedStorage = guardStorage(() => globalThis.sessionStorage);
