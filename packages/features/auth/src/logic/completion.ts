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
  const parsed = new URL(url, 'https://mall.invalid');
  if (parsed.pathname.replace(/\/+$/, '').toLowerCase() === '/login') return accountOverviewPath;
  for (const name of loginQueryParams) parsed.searchParams.delete(name);
  if (rememberedMouldNo && !parsed.searchParams.has('mouldNo')) parsed.searchParams.set('mouldNo', rememberedMouldNo);
  const query = parsed.searchParams.toString();
  return `${parsed.pathname}${query ? `?${query}` : ''}${parsed.hash}`;
}

/** The URL without `error` (spec §8: confirming the 登录错误 dialog strips the parameter). */
export function withoutErrorParam(url: string): string {
  const parsed = new URL(url, 'https://mall.invalid');
  parsed.searchParams.delete('error');
  const query = parsed.searchParams.toString();
  return `${parsed.pathname}${query ? `?${query}` : ''}${parsed.hash}`;
}
