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
/** True while a server-rendered page hydrates: the session then reads as the server drew it, a visitor. */
const HydratingContext = createContext(false);

/** Props of {@link SessionProvider}. */
export interface SessionProviderProps {
  /** The app's one store, made with `createSessionStore(window.localStorage, { syncTarget: window })`. */
  store: SessionStore;
  /**
   * The page was rendered by the server (issue #16): hydrate as the visitor it drew, then show the
   * stored session in a transition, which React renders in slices between the browser's other work.
   * (A store that differs from what hydration read is otherwise drawn again at once, in one long task
   * over every part that reads the session.)
   */
  hydrating?: boolean;
  children?: ReactNode;
}

/** Puts the session store in context for {@link useSession} and {@link useSessionStore} (STYLE.md §6 providers). */
export function SessionProvider({ store, hydrating = false, children }: SessionProviderProps) {
  const [isHydrating, setIsHydrating] = useState(hydrating);
  useEffect(() => {
    if (!isHydrating) return undefined;
    // A visitor's page is already right: nothing to draw again until the session changes.
    if (store.get() === visitorSnapshot) return store.subscribe(() => setIsHydrating(false));
    startTransition(() => setIsHydrating(false));
    return undefined;
  }, [isHydrating, store]);
  return (
    <SessionContext.Provider value={store}>
      <HydratingContext.Provider value={isHydrating}>{children}</HydratingContext.Provider>
    </SessionContext.Provider>
  );
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
 * hydration starts from the visitor's snapshot and React re-renders with the stored one right after,
 * in a transition when the provider was told it hydrates.
 */
export function useSession(): SessionSnapshot {
  const store = useSessionStore();
  const isHydrating = useContext(HydratingContext);
  return useSyncExternalStore(store.subscribe, isHydrating ? serverSnapshot : store.get, serverSnapshot);
}
