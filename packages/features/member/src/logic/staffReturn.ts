import { isSafeRedirectPath, type StaffSignInApp } from '@mall/core';

/** Only an allow-listed path of the mall may be remembered (spec §4; core's isSafeRedirectPath); anything else is forgotten. */
export function safeReturnTo(path: string | null | undefined): string | null {
  return typeof path === 'string' && isSafeRedirectPath(path) ? path : null;
}

/**
 * The mall's staff sign-in (core's staffSignIn flow): the attempt waits in sessionStorage under
 * `mall.staffSignIn`, so it belongs to this tab and this visit only, and a logout elsewhere cannot replay it.
 */
export const mallStaffSignIn: StaffSignInApp = { storageKey: 'mall.staffSignIn', safeReturnTo };

/** Where the attempt waits while the browser is at the identity provider. */
export const staffAttemptStorageKey = mallStaffSignIn.storageKey;

/**
 * Where a signed-in staff user lands (spec §4 "success goes to account overview or the cleaned
 * url"): the remembered return path, else the cleaned URL when it is a page worth returning to
 * (not a login page), else the account overview.
 */
export function staffLandingPath(returnTo: string | null, cleanedUrl: string, accountOverview: string): string {
  // The login pages, the staff callback page under /login included, are never a destination.
  const isLoginPage = /^\/login(\/|\?|#|$)/i.test(cleanedUrl);
  return safeReturnTo(returnTo) ?? (isLoginPage ? null : safeReturnTo(cleanedUrl)) ?? accountOverview;
}
