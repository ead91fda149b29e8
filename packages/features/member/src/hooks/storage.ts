/** The browser storages, tolerant of a blocked or full storage (private mode, quota): reads give null, writes are dropped. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function guarded(pick: () => Storage | undefined): KeyValueStorage {
  return {
    getItem(key) {
      try {
        return pick()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        pick()?.setItem(key, value);
      } catch {
        // A full or blocked storage only costs the cache.
      }
    },
    removeItem(key) {
      try {
        pick()?.removeItem(key);
      } catch {
        // As above.
      }
    },
  };
}

/** localStorage (caches that a logout clears, spec §9). */
export const localStore = guarded(() => globalThis.localStorage);
/** sessionStorage (this tab, this visit: the staff sign-in attempt). */
export const sessionStore = guarded(() => globalThis.sessionStorage);
