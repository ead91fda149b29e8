import { isSafeRedirectPath } from '@mall/core';
import { paths } from '../paths';

/** Where a logged-in user goes from login or register when nothing (usable) was remembered (spec §4). */
export const defaultAfterLogin = paths.myIndex.accountOverview();

/**
 * True when `target` is an internal path of the mall and safe to navigate to after login. One
 * rule for the whole mall: core's `isSafeRedirectPath` (a single leading `/`, no backslash,
 * whitespace or control characters, same origin, never login/register/reset).
 */
export function isInternalPath(target: unknown): target is string {
  return typeof target === 'string' && isSafeRedirectPath(target);
}

/**
 * The page a logged-in user goes to from login or register (spec §4): the remembered target when
 * it passes the allow-list of `isInternalPath`, otherwise /myIndex/accountOverview.
 */
export function afterLoginTarget(storedRedirect: string | null | undefined): string {
  return isInternalPath(storedRedirect) ? storedRedirect : defaultAfterLogin;
}
