/**
 * Whether the browser may be sent to a cashier address the server gave (BRIEF bar 5: allow-listed
 * redirects). The sandbox cashier is served by the mall's own server, so a same-origin address
 * passes; a real payment provider's https host must be listed. Anything else (javascript:, data:,
 * another host, http off-origin) is refused.
 */
export function allowedCashierUrl(
  cashierUrl: string,
  origin: string,
  allowedHosts: readonly string[] = [],
): string | null {
  let url: URL;
  try {
    url = new URL(cashierUrl, origin);
  } catch {
    return null;
  }
  if (url.origin === new URL(origin).origin) return url.href;
  if (url.protocol === 'https:' && allowedHosts.includes(url.host)) return url.href;
  return null;
}
