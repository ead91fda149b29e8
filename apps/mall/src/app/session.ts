import { createContext, useContext } from 'react';

/**
 * What the route guards need to know about the current user (spec §6). The session store of
 * `@mall/core` feeds it through `SessionSnapshotContext`; the guards never see tokens.
 */
export type SessionSnapshot = {
  /** A customer, member or staff user with token and uid (spec §6: routes needing login require both). */
  isLoggedIn: boolean;
  /** A staff user with the staff flag and a staffCode (spec §6: staff-only routes require both). */
  isStaff: boolean;
  /** spec §4: the stored session was written under another store version; the guard treats it as a visitor's. */
  isStoreVersionStale?: boolean;
  /** The shopper signed out on purpose (logout, account cancellation): a login-required page sends them home. */
  isSignedOutByUser?: boolean;
};

/** A visitor (spec §6: uid 0): browses, searches, registers and logs in. */
export const visitorSession: SessionSnapshot = Object.freeze({ isLoggedIn: false, isStaff: false });

/** The current session as the guards see it; a visitor until the session store provides one. */
export const SessionSnapshotContext = createContext<SessionSnapshot>(visitorSession);

/** The current session snapshot (spec §6). */
export function useSessionSnapshot(): SessionSnapshot {
  return useContext(SessionSnapshotContext);
}

/**
 * Where a visitor was going when a login-required route sent them to /login (spec §4: "stores
 * the target path"), read back when a logged-in user lands on login or register.
 */
export type RedirectMemory = {
  /** Remembers the internal path (pathname + search + hash) the visitor asked for. */
  rememberRedirect: (path: string) => void;
  /** The remembered path, or null when there is none. Unchecked: the guard allow-lists it. */
  readRedirect: () => string | null;
  /** Forgets the remembered path once it has been used, so it is followed only once. */
  forgetRedirect: () => void;
};

/**
 * The redirect memory the guards use. The app provides its session store (core), which the 401
 * handler also writes to, so both remember the same target (spec §4); the default keeps nothing.
 */
export const RedirectMemoryContext = createContext<RedirectMemory>({
  rememberRedirect: () => undefined,
  readRedirect: () => null,
  forgetRedirect: () => undefined,
});

/** The redirect memory of the nearest provider (spec §4). */
export function useRedirectMemory(): RedirectMemory {
  return useContext(RedirectMemoryContext);
}
