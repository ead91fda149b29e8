import { localStore, sessionStore } from '@mall/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isBackToTopVisible, nextCompact } from '../logic/shellRules';

const readScrollY = () => (typeof window === 'undefined' ? 0 : window.scrollY);

/** Whether the header is compressed (spec §2: on scroll down), following `nextCompact` on every scroll. */
export function useScrollCompact(): boolean {
  const [isCompact, setIsCompact] = useState(false);
  const previousY = useRef(readScrollY());
  useEffect(() => {
    const handleScroll = () => {
      const y = window.scrollY;
      setIsCompact((wasCompact) => nextCompact(wasCompact, previousY.current, y));
      previousY.current = y;
    };
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => window.removeEventListener('scroll', handleScroll);
  }, []);
  return isCompact;
}

/** Whether back-to-top shows (spec §2: scrolled beyond 200 px). */
export function useBackToTopVisible(): boolean {
  const [isVisible, setIsVisible] = useState(() => isBackToTopVisible(readScrollY()));
  useEffect(() => {
    const handleScroll = () => setIsVisible(isBackToTopVisible(window.scrollY));
    handleScroll();
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => window.removeEventListener('scroll', handleScroll);
  }, []);
  return isVisible;
}

/**
 * A yes/no remembered in web storage under `key` (present means set): the notice bar's close in
 * sessionStorage (for the visit), the cookie consent in localStorage (agreeCookie, spec §9).
 * Storage that refuses (private mode) keeps the flag for the page's life only.
 */
export function useStoredFlag(kind: 'session' | 'local', key: string): [boolean, () => void] {
  const storage = kind === 'session' ? sessionStore : localStore;
  const [isSet, setIsSet] = useState(() => storage.getItem(key) !== null);
  const set = useCallback(() => {
    setIsSet(true);
    // Storage refused: the flag lasts until the page is left.
    storage.setItem(key, 'true');
  }, [storage, key]);
  return [isSet, set];
}

/**
 * False while the server renders and the browser hydrates, true from the commit after: for what
 * the server cannot know (web storage), drawn right after hydration instead of as a mismatch
 * (issue #16).
 */
export function useIsHydrated(): boolean {
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);
  return isHydrated;
}
