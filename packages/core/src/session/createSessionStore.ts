import { guardStorage } from '../storage/webStorage';
import { isSafeRedirectPath } from './redirect';
import { keptOnLogoutKeys, redirectStorageKey, sessionStorageKey, storeVersion } from './constants';
import { anonymousUser, isLoggedInUser, isStaffUser, parseUserInfo, type UserInfo } from './userInfo';

/** The part of `localStorage` the store uses; `key`/`length` let logout walk every key (spec §9). */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/**
 * A storage, or how to reach it: `() => window.localStorage`. Reaching the browser's storage throws
 * when it is blocked (private mode, a sandboxed iframe, a site-data policy); through a function the
 * store reaches it on each use and, when it cannot, is signed out and remembers nothing.
 */
export type SessionStorageSource = SessionStorageLike | (() => SessionStorageLike | null | undefined);

/** What `get()` returns: the user info and the two derived roles of spec §6. Immutable; a new object on each change. */
export interface SessionSnapshot {
  readonly user: Readonly<UserInfo>;
  /** Token and uid present (spec §6). */
  readonly isLoggedIn: boolean;
  /** Staff flag and staffCode present (spec §6); `user.isStaff` is the raw flag alone. */
  readonly isStaff: boolean;
  /**
   * spec §4 guard: the stored session was written under another store version (another tab running another
   * build wrote it). The guard treats it as signed out before each navigation, and `checkStoreVersion` clears it.
   */
  readonly isStoreVersionStale: boolean;
  /**
   * The shopper signed out on purpose on this page (logout, account cancellation), not by an ended session: the
   * guard sends them home rather than to /login. False again once anyone signs in.
   */
  readonly isSignedOutByUser: boolean;
}

/** A framework-free session store persisted in localStorage (spec §3 user info). */
export interface SessionStore {
  /** The current snapshot; the same object until something changes (fit for useSyncExternalStore). */
  get(): SessionSnapshot;
  /**
   * Merges user info and persists it. `card` is merged field by field (points arrive from several
   * calls); `card: undefined` removes the record.
   */
  set(partial: Partial<UserInfo>): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Clears the user info and token (spec §8 "clear stored user info and token"); other keys stay. */
  clear(): void;
  /**
   * Logs out locally: clears the user info and every localStorage key except `isShowLoginTips3`,
   * `agreeCookie`, `agreement325` (spec §9) and the language choice.
   */
  logout(): void;
  /**
   * spec §4 guard: if the stored session was written under another store version (50009, spec §9),
   * clears the user info and records the current version. Returns whether it cleared anything.
   */
  checkStoreVersion(): boolean;
  /** Remembers where to return after login (spec §4); refuses unsafe paths and login pages. Returns whether it kept it. */
  rememberRedirect(path: string): boolean;
  /** The remembered path without forgetting it (a guard reads it while rendering); null when none or unsafe. */
  readRedirect(): string | null;
  /** Forgets the remembered path once it has been used. */
  forgetRedirect(): void;
  /** Returns the remembered path once, then forgets it (spec §4); null when there is none. */
  takeRedirect(): string | null;
  /** Stops listening to other tabs (only needed when `syncTarget` was given). */
  dispose(): void;
}

/** Options of {@link createSessionStore}. */
export interface SessionStoreOptions {
  /** Keys a logout keeps; defaults to spec §9's three plus the language choice. */
  keptOnLogout?: readonly string[];
  /**
   * Usually `window`: the store follows `storage` events, so a login or logout in another tab
   * shows in this one too.
   */
  syncTarget?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /**
   * Where the remembered redirect lives; defaults to `storage`. The app passes sessionStorage
   * (`() => window.sessionStorage`): the target belongs to this tab and this visit (it survives the
   * SSO form post round trip, spec §7), and a target left over from another day is never followed.
   */
  redirectStorage?: SessionStorageSource;
}

interface StoredSession {
  version: number | undefined;
  user: UserInfo;
}

/** Both sides come from parseUserInfo or anonymousUser, so their keys are in the same order. */
function sameUser(a: Readonly<UserInfo>, b: Readonly<UserInfo>): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function snapshotOf({ user, version }: StoredSession, isSignedOutByUser = false): SessionSnapshot {
  const snapshot = freshSnapshot({ user, version }, isSignedOutByUser);
  // A visitor is the one visitor snapshot, the very object a server-rendered page hydrates with:
  // React then has nothing to draw again after hydrating (issue #16: it re-rendered the whole page).
  return sameSnapshot(snapshot, visitorSnapshot) ? visitorSnapshot : snapshot;
}

function sameSnapshot(a: SessionSnapshot, b: SessionSnapshot): boolean {
  return (
    sameUser(a.user, b.user) &&
    a.isLoggedIn === b.isLoggedIn &&
    a.isStaff === b.isStaff &&
    a.isStoreVersionStale === b.isStoreVersionStale &&
    a.isSignedOutByUser === b.isSignedOutByUser
  );
}

function freshSnapshot({ user, version }: StoredSession, isSignedOutByUser: boolean): SessionSnapshot {
  return Object.freeze({
    user: Object.freeze({ ...user, ...(user.card ? { card: Object.freeze({ ...user.card }) } : {}) }),
    isLoggedIn: isLoggedInUser(user),
    isStaff: isStaffUser(user),
    isStoreVersionStale: version !== storeVersion,
    isSignedOutByUser: isSignedOutByUser && !isLoggedInUser(user),
  });
}

/**
 * A visitor's snapshot: what a page rendered on the server shows (the server never sees the
 * browser's stored session), and so what the browser hydrates with before it reads its own.
 */
export const visitorSnapshot: SessionSnapshot = freshSnapshot(
  { version: storeVersion, user: { ...anonymousUser } },
  false,
);

const pickerOf = (source: SessionStorageSource) => (typeof source === 'function' ? source : () => source);

/**
 * Creates the session store over `storage` (the app passes `() => window.localStorage`). Storage
 * failures (blocked storage, private mode, quota) never break the mall: the session then lives in
 * memory for the page's life, and a storage that cannot be reached at all starts signed out.
 */
export function createSessionStore(storage: SessionStorageSource, options: SessionStoreOptions = {}): SessionStore {
  const kept = new Set(options.keptOnLogout ?? keptOnLogoutKeys);
  const listeners = new Set<() => void>();

  const pickStorage = pickerOf(storage);
  const main = guardStorage(pickStorage);
  const redirects = guardStorage(pickerOf(options.redirectStorage ?? storage));

  function load(): StoredSession {
    const json = main.readJson(sessionStorageKey);
    if (json === undefined) {
      // No entry: nothing stale to clear, so it counts as the current version; a corrupt one does not.
      return {
        version: main.getItem(sessionStorageKey) === null ? storeVersion : undefined,
        user: { ...anonymousUser },
      };
    }
    const record = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
    return {
      version: typeof record.version === 'number' ? record.version : undefined,
      user: parseUserInfo(record.user),
    };
  }

  let stored = load();
  let snapshot = snapshotOf(stored);
  /** Set by `logout`, cleared by any other change of the user. */
  let signedOutByUser = false;

  function notify(): void {
    for (const listener of [...listeners]) listener();
  }

  function replace(user: UserInfo, persist: boolean): void {
    const wasStale = snapshot.isStoreVersionStale;
    if (persist) {
      stored = { version: storeVersion, user };
      // An anonymous session leaves no entry behind (nothing to clear on the next version check). Storage
      // unavailable or full: the in-memory session still works for this page.
      if (sameUser(user, anonymousUser)) main.removeItem(sessionStorageKey);
      else main.writeJson(sessionStorageKey, stored);
    } else {
      stored = { ...stored, user };
    }
    if (
      !sameUser(user, snapshot.user) ||
      wasStale !== (stored.version !== storeVersion) ||
      snapshot.isSignedOutByUser !== (signedOutByUser && !isLoggedInUser(user))
    ) {
      snapshot = snapshotOf(stored, signedOutByUser);
      notify();
    }
  }

  function onStorage(event: Event): void {
    const key = (event as StorageEvent).key;
    // key null: another tab called localStorage.clear().
    if (key !== null && key !== sessionStorageKey) return;
    stored = load();
    replace(stored.user, false);
  }
  options.syncTarget?.addEventListener('storage', onStorage);

  const store: SessionStore = {
    get: () => snapshot,
    set(partial) {
      const current = snapshot.user;
      const next: Record<string, unknown> = { ...current, ...partial };
      if ('card' in partial) {
        next.card = partial.card === undefined ? undefined : { ...current.card, ...partial.card };
      }
      replace(parseUserInfo(next), true);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      signedOutByUser = false;
      replace({ ...anonymousUser }, true);
    },
    logout() {
      const keys: string[] = [];
      try {
        const persisted = pickStorage();
        for (let index = 0; persisted && index < persisted.length; index += 1) {
          const key = persisted.key(index);
          if (key !== null && !kept.has(key)) keys.push(key);
        }
      } catch {
        // Storage unavailable: there is nothing persisted to remove.
      }
      for (const key of keys) main.removeItem(key);
      redirects.removeItem(redirectStorageKey);
      signedOutByUser = true;
      replace({ ...anonymousUser }, true);
    },
    checkStoreVersion() {
      if (stored.version === storeVersion) return false;
      // spec §4: a session written by another store version is cleared, then stamped with this one.
      replace({ ...anonymousUser }, true);
      return true;
    },
    rememberRedirect(path) {
      if (!isSafeRedirectPath(path)) return false;
      redirects.setItem(redirectStorageKey, path);
      return true;
    },
    readRedirect() {
      const path = redirects.getItem(redirectStorageKey);
      // Storage can be edited by hand or by another script: check again on the way out.
      return path !== null && isSafeRedirectPath(path) ? path : null;
    },
    forgetRedirect() {
      redirects.removeItem(redirectStorageKey);
    },
    takeRedirect() {
      const path = store.readRedirect();
      store.forgetRedirect();
      return path;
    },
    dispose() {
      options.syncTarget?.removeEventListener('storage', onStorage);
      listeners.clear();
    },
  };
  return store;
}
