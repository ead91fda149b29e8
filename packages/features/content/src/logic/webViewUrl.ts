/**
 * Which campaign pages /webView may frame (spec §2: /webView, outside the layout; issue #14 item 6).
 * The allowed origins come from the runtime config's `webViewHosts` only: `https://host[:port]`
 * entries, and `self` for the mall's own origin, the one origin allowed over plain http (a
 * development server). Everything else is refused before any frame exists.
 */

/** The runtime config's word for the mall's own origin in `webViewHosts`. */
export const SELF_ORIGIN = 'self';

/** Longest address /webView looks at; a campaign link is far shorter. */
const URL_MAX = 2048;
/** Longest title shown; the query may carry anything. */
const TITLE_MAX = 60;

/** Why a page is not framed. */
export type WebViewRefusal = 'missing' | 'insecure' | 'notAllowed';

/** The page to frame, with the sandbox it gets, or why not. */
export type WebViewTarget = { ok: true; url: string; sandbox: string } | { ok: false; reason: WebViewRefusal };

/**
 * The sandbox of a framed page. A campaign page on an allowed https origin keeps its own origin
 * (`allow-same-origin`: its cookies and storage) and may run scripts, send its forms and open its
 * links in a new tab; being cross-origin it still cannot reach the mall's page. The mall's own
 * pages get no `allow-same-origin`: a same-origin frame allowed both scripts and its origin could
 * lift its own sandbox and script the mall's page around it.
 */
export function webViewSandbox(isSameOrigin: boolean): string {
  return isSameOrigin
    ? 'allow-scripts allow-forms allow-popups'
    : 'allow-scripts allow-same-origin allow-forms allow-popups';
}

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
  const isOwn = url.origin === ownOrigin;
  if (isOwn && allowed.includes(SELF_ORIGIN)) return { ok: true, url: url.href, sandbox: webViewSandbox(true) };
  if (url.protocol !== 'https:') {
    const httpsTwin = `https://${url.host}`;
    return { ok: false, reason: allowed.includes(httpsTwin) ? 'insecure' : 'notAllowed' };
  }
  return allowed.includes(url.origin)
    ? { ok: true, url: url.href, sandbox: webViewSandbox(isOwn) }
    : { ok: false, reason: 'notAllowed' };
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
