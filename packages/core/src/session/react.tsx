import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
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

/**
 * The session snapshot for a context that wraps the whole page (the guards' view of the session).
 * While a server-rendered page hydrates it is the visitor's, as the server drew it; the stored
 * session comes after in a transition (issue #16). A change of such a context reaches every part of
 * the page React has not hydrated yet; at a blocking priority (useSyncExternalStore's always is),
 * React drops the server's HTML of each part whose code is still on the way (an island) and draws
 * it anew, and a tap on it is lost. A transition waits for their code and hydrates them first.
 * Such late parts must not read this context themselves (they would hydrate with the stored
 * session against the visitor's HTML); they read `useSession`. Later changes (log in, log out)
 * show at the priority they were made at.
 */
export function useSessionAfterHydration(isHydrating: boolean): SessionSnapshot {
  const store = useSessionStore();
  const [snapshot, setSnapshot] = useState(() => (isHydrating ? visitorSnapshot : store.get()));
  useEffect(() => {
    const update = () => setSnapshot(store.get());
    const unsubscribe = store.subscribe(update);
    // What the store holds now, if the first render did not show it (hydration) or it changed since.
    startTransition(update);
    return unsubscribe;
  }, [store]);
  return snapshot;
}
