import { useEffect } from 'react';

/**
 * Keeps what the keyboard focuses, and every in-page jump, clear of the sticky header (WCAG 2.2
 * 2.4.11 Focus Not Obscured): the page's scroll padding follows the header's real bottom edge as it
 * compresses on scroll (spec §2: 128 or 164, compact offset 48), zooms with the window (spec §1)
 * or disappears (pages with the header hidden).
 */
export function useHeaderScrollPadding(isHeaderShown: boolean) {
  useEffect(() => {
    const root = document.documentElement;
    const header = isHeaderShown ? document.querySelector<HTMLElement>('header') : null;
    if (!header) {
      root.style.removeProperty('scroll-padding-top');
      return;
    }
    const update = () => {
      root.style.scrollPaddingTop = `${Math.max(0, Math.ceil(header.getBoundingClientRect().bottom))}px`;
    };
    // The observer's first report (in the frame after mounting) sets it: measuring at once forced a
    // layout of the whole page while a server-rendered page hydrates (issue #16).
    const observer = new ResizeObserver(update);
    observer.observe(header);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', update);
      root.style.removeProperty('scroll-padding-top');
    };
  }, [isHeaderShown]);
}
