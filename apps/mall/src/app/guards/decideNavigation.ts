import { visitorSession, type SessionSnapshot } from '../session';
import { paths } from '../paths';
import { afterLoginTarget } from './redirectTarget';

/** What a route asks of the user (spec §2 route notes, spec §6). */
export type RouteAccess = {
  /** Needs a logged-in user with token and uid (spec §6). */
  requiresLogin?: boolean;
  /** Needs a staff user with staffCode (spec §6); implies login. */
  requiresStaff?: boolean;
  /** Only for visitors: login and register (spec §4). */
  guestOnly?: boolean;
};

/** The guard's answer: render the route, or go elsewhere. */
export type NavigationDecision =
  | { kind: 'allow' }
  | {
      kind: 'redirect';
      /** An internal path to replace the current entry with. */
      to: string;
      /** Remember the requested path first, to come back to it after login (spec §4). */
      rememberTarget: boolean;
    };

/** Input of `decideNavigation`. */
export type NavigationInput = {
  route: RouteAccess;
  session: SessionSnapshot;
  /** The path remembered by an earlier login redirect, unchecked (it comes from storage). */
  storedRedirect: string | null;
};

const allow: NavigationDecision = { kind: 'allow' };

/**
 * The navigation guard of spec §4, as a pure function:
 * - a login-required route without login remembers the target and goes to /login;
 * - a staff-only route asks for login first (a visitor may be staff who has not signed in), then
 *   sends a logged-in non-staff user to /home;
 * - a logged-in user on login or register goes to the remembered target when it is an internal
 *   path (`isInternalPath`), otherwise to /myIndex/accountOverview.
 * The version check of spec §4 comes first: a session stored under another store version is a visitor's
 * here (the shell clears it on each navigation, `Root`). The staff watermark belongs to the shell.
 */
export function decideNavigation({ route, session: stored, storedRedirect }: NavigationInput): NavigationDecision {
  const session = stored.isStoreVersionStale === true ? visitorSession : stored;
  const needsLogin = route.requiresLogin === true || route.requiresStaff === true;
  if (needsLogin && !session.isLoggedIn) {
    // Signed out on purpose on this page (logout, account cancellation): home, with nothing to come back to.
    if (session.isSignedOutByUser === true) return { kind: 'redirect', to: paths.home(), rememberTarget: false };
    return { kind: 'redirect', to: paths.login(), rememberTarget: true };
  }
  if (route.requiresStaff === true && !session.isStaff)
    return { kind: 'redirect', to: paths.home(), rememberTarget: false };
  if (route.guestOnly === true && session.isLoggedIn) {
    return { kind: 'redirect', to: afterLoginTarget(storedRedirect), rememberTarget: false };
  }
  return allow;
}
