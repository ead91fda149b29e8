import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { visitorSnapshot, type SessionSnapshot, type SessionStore } from './createSessionStore';

const SessionContext = createContext<SessionStore | null>(null);

/** Props of {@link SessionProvider}. */
export interface SessionProviderProps {
  /** The app's one store, made with `createSessionStore(window.localStorage, { syncTarget: window })`. */
  store: SessionStore;
  children?: ReactNode;
}

/** Puts the session store in context for {@link useSession} and {@link useSessionStore} (STYLE.md §6 providers). */
export function SessionProvider({ store, children }: SessionProviderProps) {
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

/** The session store itself, for actions (`set`, `logout`, `rememberRedirect`, …). */
export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore outside SessionProvider');
  return store;
}

const serverSnapshot = () => visitorSnapshot;

/**
 * The current session snapshot (user info, isLoggedIn, isStaff); re-renders on every change. A
 * server-rendered page is a visitor's (issue #16: the server never sees the stored session), so
 * hydration starts from the visitor's snapshot and React re-renders with the stored one right after.
 */
export function useSession(): SessionSnapshot {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.get, serverSnapshot);
}
