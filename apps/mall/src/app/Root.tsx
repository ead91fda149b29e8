import { ProgressBar, useInAppLinks } from '@mall/ui-kit';
import { useSessionStore } from '@mall/core';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation, type Location } from 'react-router-dom';
import { useDocumentTitle } from './useDocumentTitle';

/** Paths the server answers itself, and the operations console (another app): links to them load normally. */
const serverPrefixes = ['/api', '/auth', '/media', '/docs', '/__dev', '/oidc', '/config.json', '/ops'];

/**
 * spec §4 navigation guard: on each navigation, user info stored under another store version (another tab
 * running another build wrote it) is cleared. The guards already read such a session as a visitor's while
 * deciding (`decideNavigation`); this clears it before the page paints.
 */
function useStoreVersionCheck() {
  const store = useSessionStore();
  const { key } = useLocation();
  useLayoutEffect(() => {
    store.checkStoreVersion();
  }, [store, key]);
}

/**
 * The key a history entry's scroll is kept under (ScrollRestoration keeps them in sessionStorage for
 * the tab): the entry's own, or, for the entry a page was loaded in, one of this document's. React
 * Router names every such entry "default", so a page loaded afresh could take the scroll the tab's
 * last page left under that name (a page the browser draws restores it when its first navigation
 * completes). A reload keeps its place through the browser's own restoration.
 */
const loadedEntryKey = `loaded-${Math.random().toString(36).slice(2)}`;
const scrollKey = (location: Location) => (location.key === 'default' ? loadedEntryKey : location.key);

/** The top progress bar while a route module or loader is on its way (spec §2 layout shell). */
function RouteProgress({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation('app');
  return <ProgressBar isActive={isActive} aria-label={t('loadingPage')} />;
}

/**
 * The root route, above the layout and the pages outside it (spec §2): the top progress bar, the
 * document title from the route, and client-side navigation for every link of ui-kit and features
 * (plain and React Aria links alike render `<a href>` and know no router; `useInAppLinks` routes
 * their clicks, so React Aria's RouterProvider, and its press code, stay out of the first load).
 * A page followed to opens at its top (at its `#id` when the link names one), and back and forward
 * return to where the shopper was: without it the next page kept the last one's scroll, so a footer
 * link opened the next page near its bottom. A server-drawn page is not scrolled as it hydrates.
 */
export function Root() {
  const navigate = useNavigate();
  const navigation = useNavigation();
  useStoreVersionCheck();
  useDocumentTitle();
  useInAppLinks(navigate, serverPrefixes);
  return (
    <>
      <RouteProgress isActive={navigation.state !== 'idle'} />
      <ScrollRestoration getKey={scrollKey} />
      <Outlet />
    </>
  );
}

/** Shown while the first page's route module loads, before anything else can render. */
export function RootFallback() {
  return <RouteProgress isActive />;
}
