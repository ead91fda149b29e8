import { useEffect } from 'react';
import { isPlainClick, type ClickKeys } from './plainClick';

/** What a click on a link looked like: the parts that decide whether the app may handle it. */
export type LinkClick = ClickKeys & { defaultPrevented: boolean };

/** The link's own say: where it leads and how it wants to be opened. */
export type LinkTarget = { href: string; target: string; download: boolean; rel: string };

/**
 * The in-app path a plain link click should go to without a page load, or null to let the browser
 * handle it. Features and ui-kit render ordinary `<a href>` (they know no router); the app routes
 * same-origin clicks itself, keeping the shell, the bag and the SWR cache. Anything the shopper
 * asked to open elsewhere (modifier keys, middle button, `target`, `download`), another origin, or
 * a non-http address is left to the browser, and so is a jump to an anchor of the page on show. Paths under /api, /media, /docs and the server's own
 * call prefixes are not pages, so they are left too.
 */
export function inAppPath(
  click: LinkClick,
  link: LinkTarget,
  currentHref: string,
  serverPrefixes: readonly string[],
  /** An app served under a path (the console's `/ops`): only its own pages, answered without it. */
  basename = '',
): string | null {
  if (click.defaultPrevented || !isPlainClick(click)) return null;
  if ((link.target !== '' && link.target !== '_self') || link.download || /\bexternal\b/.test(link.rel)) return null;
  let url: URL;
  let here: URL;
  try {
    here = new URL(currentHref);
    url = new URL(link.href, here);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  // A jump within this page (the skip link's #main) is the browser's: it scrolls and moves focus.
  if (url.hash !== '' && url.pathname === here.pathname && url.search === here.search) return null;
  if (serverPrefixes.some((prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))) return null;
  if (basename && url.pathname !== basename && !url.pathname.startsWith(`${basename}/`)) return null;
  return `${url.pathname.slice(basename.length) || '/'}${url.search}${url.hash}`;
}

/**
 * Routes plain same-origin link clicks in an app (see `inAppPath`): ui-kit and the features render
 * ordinary `<a href>` and know no router; the app hands its router's `navigate` here and keeps its shell.
 */
export function useInAppLinks(
  navigate: (to: string) => unknown,
  serverPrefixes: readonly string[],
  basename = '',
): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const path = inAppPath(
        event,
        { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download'), rel: anchor.rel },
        window.location.href,
        serverPrefixes,
        basename,
      );
      if (path === null) return;
      event.preventDefault();
      navigate(path);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate, serverPrefixes, basename]);
}
