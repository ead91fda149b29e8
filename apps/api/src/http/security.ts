import type { RuntimeConfig } from '@mall/contract';

/** Origins of configured hosts that are not the serving origin (they must be allowed by CSP). */
export function externalOrigins(hosts: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const host of hosts) {
    if (!/^https?:\/\//i.test(host)) continue;
    try {
      origins.add(new URL(host).origin);
    } catch {
      // The contract check already accepted it as a string; an unparsable one adds no origin.
    }
  }
  return [...origins];
}

/**
 * The frame sources of /webView: exactly the runtime config's webViewHosts (`self` is the mall's own
 * origin); none when the list is empty, so nothing at all can be framed.
 */
export function frameSources(webViewHosts: readonly string[]): string[] {
  const sources = webViewHosts.map((host) => (host === 'self' ? "'self'" : host));
  return sources.length > 0 ? [...new Set(sources)] : ["'none'"];
}

/**
 * Whether a page of the mall may be framed at all (issue #17 §3: clickjacking): only by the mall itself, and only
 * when its /webView may frame the mall's own pages (webViewHosts lists `self`); otherwise never.
 */
export function isFramedBySelf(webViewHosts: readonly string[]): boolean {
  return webViewHosts.includes('self');
}

/**
 * Content-Security-Policy for the mall: no inline or foreign scripts; the API hosts of the runtime
 * config are the only other places the page may call, the SSO host the only other form target
 * (spec §7: the login is a browser form post to {sso}), and the webViewHosts the only pages a frame
 * may load (issue #14: /webView).
 */
export function contentSecurityPolicy(config: RuntimeConfig, isHttps: boolean): Record<string, string[] | null> {
  const { api, newApi, sso, crm, origin } = config.hosts;
  const callable = externalOrigins([api, newApi, sso, crm, origin]);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Inline style attributes carry runtime CSS variables (watermark tiles, zoom); no inline script.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...callable],
    frameSrc: frameSources(config.webViewHosts),
    formAction: ["'self'", ...externalOrigins([sso])],
    frameAncestors: [isFramedBySelf(config.webViewHosts) ? "'self'" : "'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    upgradeInsecureRequests: isHttps ? [] : null,
  };
}

/** Paths that belong to the server, never to the single-page app's fallback. */
export function isServerPath(url: string, productCode: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return (
    /^\/(api|auth|__dev|docs|oidc|crm-[a-z]+-api)(\/|$)/.test(pathname) ||
    pathname === '/config.json' ||
    pathname === '/healthz' ||
    pathname === '/readyz' ||
    pathname.startsWith(`/${productCode}-`) ||
    pathname.startsWith(`/${productCode}_`)
  );
}

/** A request for a page of the mall (not an asset, not a call): answered with index.html. */
export function isPageRequest(method: string, url: string, accept: string | undefined, productCode: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (isServerPath(url, productCode)) return false;
  const pathname = url.split('?')[0] ?? '';
  if (/\.[a-z0-9]+$/i.test(pathname)) return false;
  return (accept ?? '').includes('text/html') || accept === undefined || accept === '*/*';
}

/**
 * Strict-Transport-Security of every answer to a request that came over https (directly, or through a trusted proxy
 * that said so). Answers written past Fastify's reply (the staff provider under /oidc hijacks it) set it themselves
 * (issue #28 §6: /oidc/* lacked it).
 */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';
