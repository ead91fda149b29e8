import type { StaffSignInApp } from '@mall/core';

/**
 * A path inside the console the sign-in may come back to (the router's own, without `/ops`): a path of
 * this origin (one leading slash, no backslash, no scheme) and never the sign-in pages themselves.
 */
export function opsReturnTo(path: string | null | undefined): string | null {
  if (typeof path !== 'string' || !/^\/(?![/\\])/.test(path) || path.includes('\\')) return null;
  if (/^\/login(\/|\?|#|$)/.test(path)) return null;
  return path;
}

/** The console's staff sign-in (core's flow): its attempt in this tab's sessionStorage, its own return paths. */
export const opsStaffSignIn: StaffSignInApp = { storageKey: 'ops.staffSignIn', safeReturnTo: opsReturnTo };
