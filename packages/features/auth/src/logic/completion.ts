/** Query parameters the login round trips leave behind (spec §4: code / codeVrifier / error stripped). */
export const loginQueryParams = ['code', 'codeVrifier', 'codeVerifier', 'error', 'state'] as const;

/** Where the account overview is (spec §4: the destination after a login on /login). */
export const accountOverviewPath = '/myIndex/accountOverview';

/**
 * spec §4 "Login completion from cookie": on /login go to the account overview; elsewhere return to
 * the current URL with the login parameters stripped and `mouldNo` appended when a product was
 * remembered. `url` is a path with query and hash (e.g. `/goods?error=x`).
 */
export function destinationAfterLogin(url: string, rememberedMouldNo: string | null): string {
  const parsed = parsePath(url);
  if (parsed.pathname.replace(/\/+$/, '').toLowerCase() === '/login') return accountOverviewPath;
  for (const name of loginQueryParams) parsed.searchParams.delete(name);
  if (rememberedMouldNo && !parsed.searchParams.has('mouldNo')) parsed.searchParams.set('mouldNo', rememberedMouldNo);
  return pathText(parsed);
}

/** The URL without `error` (spec §8: confirming the 登录错误 dialog strips the parameter). */
export function withoutErrorParam(url: string): string {
  const parsed = parsePath(url);
  parsed.searchParams.delete('error');
  return pathText(parsed);
}

/**
 * `url` (this page's path, query and hash) parsed as a path of a placeholder origin. Read relative to an origin,
 * a path starting with "//" would name another host: the browser's own `location.pathname` can (a link to
 * `https://mall//evil.example//x` leaves "//evil.example//x"), so the slashes in front are taken as one.
 */
function parsePath(url: string): URL {
  return new URL(`https://mall.invalid/${url.replace(/^[/\\]+/, '')}`);
}

/**
 * A parsed path as text for the router. A path that still starts with "//" after dot segments are resolved
 * ("/.//evil.example") is another host once navigated to — react-router even falls back to location.assign
 * when pushState refuses it — so its leading slashes are collapsed to one (issue #17 open-redirect probe).
 */
function pathText(parsed: URL): string {
  const query = parsed.searchParams.toString();
  return `${parsed.pathname.replace(/^\/+/, '/')}${query ? `?${query}` : ''}${parsed.hash}`;
}
