import { localStore, sessionStore } from '@mall/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isBackToTopVisible, nextCompact } from '../logic/shellRules';

/** Whether the header is compressed (spec §2: on scroll down), following `nextCompact` on every scroll. */
export function useScrollCompact(): boolean {
  const [isCompact, setIsCompact] = useState(false);
  const previousY = useRef<number | null>(null);
  useEffect(() => {
    const handleScroll = () => {
      const y = window.scrollY;
      setIsCompact((wasCompact) => nextCompact(wasCompact, previousY.current ?? y, y));
      previousY.current = y;
    };
    // The starting position is read in the next frame, with the layout the browser makes anyway:
    // read in the commit, it laid the whole page out inside hydration's task (issue #16 TBT).
    const frame = requestAnimationFrame(() => (previousY.current ??= window.scrollY));
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', handleScroll);
    };
  }, []);
  return isCompact;
}

/** Whether back-to-top shows (spec §2: scrolled beyond 200 px). */
export function useBackToTopVisible(): boolean {
  // Hidden as the server drew it (it cannot know the scroll), then as the window is.
  const [isVisible, setIsVisible] = useState(false);
  useEffect(() => {
    const handleScroll = () => setIsVisible(isBackToTopVisible(window.scrollY));
    // In the next frame, not in the commit (see useScrollCompact).
    const frame = requestAnimationFrame(handleScroll);
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', handleScroll);
    };
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
