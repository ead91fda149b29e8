/**
 * Which campaign pages /webView may frame (spec §2: /webView, outside the layout; issue #14 item 6).
 * The allowed origins come from the runtime config's `webViewHosts` only: `https://host[:port]`
 * entries, and `self` for the mall's own origin, the one origin allowed over plain http (a
 * development server). Everything else is refused before any frame exists.
 */

/** The runtime config's word for the mall's own origin in `webViewHosts`. */
const SELF_ORIGIN = 'self';

/** Longest address /webView looks at; a campaign link is far shorter. */
const URL_MAX = 2048;
/** Longest title shown; the query may carry anything. */
const TITLE_MAX = 60;

/** Why a page is not framed. */
export type WebViewRefusal = 'missing' | 'insecure' | 'notAllowed';

/** The page to frame (its address as the browser will load it), or why not. */
export type WebViewTarget = { ok: true; url: string } | { ok: false; reason: WebViewRefusal };

/**
 * The sandbox of every framed page. A campaign page on an allowed https origin keeps its own origin
 * (`allow-same-origin`: its cookies and storage), may run scripts, send its forms and open links in
 * a new tab; being cross-origin it still cannot reach the mall's page, and it may not navigate the
 * mall's window (no allow-top-navigation) or open dialogs. The mall's own origin (`self`) gets the
 * same: without its origin a framed mall page could not load its module scripts or /config.json
 * (they would be cross-origin from an opaque origin), and a same-origin page that lifts its sandbox
 * gains nothing it does not already have when opened directly.
 */
export const WEB_VIEW_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

/** Scheme and authority exactly as written: letters, digits, dots, hyphens and a port, nothing encoded. */
const plainAbsolute = /^(https?):\/\/([a-z0-9.-]+(?::[0-9]{1,5})?)(?:[/?#]|$)/i;

/**
 * Reads the `url` of /webView against the allowed origins. Refused: no address; anything but an
 * absolute http(s) address (javascript:, data:, `//host`, a path); backslashes, whitespace or
 * control characters; user info (`https://good.example@evil.example`); an authority the browser
 * would rewrite (percent-encoded dots, numeric hosts, IPv6, a written default port), since what is
 * checked must be what is loaded; an origin not in the list; plain http except for the mall's own
 * origin when `self` is listed.
 */
export function webViewTarget(raw: string | null, allowed: readonly string[], ownOrigin: string): WebViewTarget {
  const text = (raw ?? '').trim();
  if (text === '') return { ok: false, reason: 'missing' };
  if (text.length > URL_MAX || /[\s\\\p{Cc}]/u.test(text)) return { ok: false, reason: 'notAllowed' };
  const written = plainAbsolute.exec(text);
  if (!written) return { ok: false, reason: 'notAllowed' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: 'notAllowed' };
  }
  if (url.username !== '' || url.password !== '' || (written[2] ?? '').toLowerCase() !== url.host) {
    return { ok: false, reason: 'notAllowed' };
  }
  if (url.origin === ownOrigin && allowed.includes(SELF_ORIGIN)) return { ok: true, url: url.href };
  if (url.protocol !== 'https:') {
    const httpsTwin = `https://${url.host}`;
    return { ok: false, reason: allowed.includes(httpsTwin) ? 'insecure' : 'notAllowed' };
  }
  return allowed.includes(url.origin) ? { ok: true, url: url.href } : { ok: false, reason: 'notAllowed' };
}

/** The `title` of /webView as plain text on one line, at most 60 characters; '' when absent. */
export function webViewTitle(raw: string | null): string {
  const line = (raw ?? '')
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const characters = [...line];
  return characters.length > TITLE_MAX ? `${characters.slice(0, TITLE_MAX - 1).join('')}…` : line;
}
