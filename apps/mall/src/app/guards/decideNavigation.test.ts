import { describe, expect, it } from 'vitest';
import type { SessionSnapshot } from '../session';
import { decideNavigation, type NavigationDecision, type RouteAccess } from './decideNavigation';

const visitor: SessionSnapshot = { isLoggedIn: false, isStaff: false };
const customer: SessionSnapshot = { isLoggedIn: true, isStaff: false };
const staff: SessionSnapshot = { isLoggedIn: true, isStaff: true };
/** Sessions another store version wrote (spec §4: cleared before each navigation). */
const staleCustomer: SessionSnapshot = { ...customer, isStoreVersionStale: true };
const staleStaff: SessionSnapshot = { ...staff, isStoreVersionStale: true };

const publicRoute: RouteAccess = {};
const loginRoute: RouteAccess = { requiresLogin: true };
const staffRoute: RouteAccess = { requiresLogin: true, requiresStaff: true };
const staffOnlyRoute: RouteAccess = { requiresStaff: true };
const guestRoute: RouteAccess = { guestOnly: true };

const allow: NavigationDecision = { kind: 'allow' };
const toLogin: NavigationDecision = { kind: 'redirect', to: '/login', rememberTarget: true };
const toHome: NavigationDecision = { kind: 'redirect', to: '/home', rememberTarget: false };
const to = (path: string): NavigationDecision => ({ kind: 'redirect', to: path, rememberTarget: false });

describe('decideNavigation (spec §4 navigation guard, spec §6 roles)', () => {
  it.each<[string, RouteAccess, SessionSnapshot, string | null, NavigationDecision]>([
    // spec §6: visitors browse, search, view goods, register and log in.
    ['a visitor on a public route is let through', publicRoute, visitor, null, allow],
    ['a customer on a public route is let through', publicRoute, customer, null, allow],
    ['staff on a public route are let through', publicRoute, staff, null, allow],
    // spec §4: a login-required route without login stores the target path and goes to /login.
    ['a visitor on a login-required route goes to /login, remembering the target', loginRoute, visitor, null, toLogin],
    ['a customer on a login-required route is let through', loginRoute, customer, null, allow],
    ['staff on a login-required route are let through', loginRoute, staff, null, allow],
    // spec §4: a staff-only route for a non-staff user goes to /home.
    ['a customer on a staff-only route goes to /home', staffRoute, customer, null, toHome],
    ['staff on a staff-only route are let through', staffRoute, staff, null, allow],
    ['a visitor on a login-and-staff route logs in first', staffRoute, visitor, null, toLogin],
    [
      'a visitor on a staff-only route logs in first (staff may not have signed in yet)',
      staffOnlyRoute,
      visitor,
      null,
      toLogin,
    ],
    ['a customer on a staff-only route without a login flag goes to /home', staffOnlyRoute, customer, null, toHome],
    // spec §4: a logged-in user visiting login/register goes to the stored redirect or /myIndex/accountOverview.
    ['a visitor on login/register is let through', guestRoute, visitor, '/cart', allow],
    // spec §4: user info stored under another store version (50009) is cleared before the navigation is decided.
    ['a stale customer session on a public route is let through as a visitor', publicRoute, staleCustomer, null, allow],
    ['a stale customer session on a login-required route goes to /login', loginRoute, staleCustomer, null, toLogin],
    ['a stale staff session on a staff-only route goes to /login', staffOnlyRoute, staleStaff, null, toLogin],
    ['a stale customer session may open login/register', guestRoute, staleCustomer, '/cart', allow],
    ['a current session is honoured', loginRoute, { ...customer, isStoreVersionStale: false }, null, allow],
    // Signing out on purpose (logout, account cancellation) on a login-required page leads home, remembering nothing.
    [
      'a shopper who signed out on a login-required route goes home',
      loginRoute,
      { ...visitor, isSignedOutByUser: true },
      null,
      toHome,
    ],
    [
      'a shopper who signed out on a staff route goes home',
      staffOnlyRoute,
      { ...visitor, isSignedOutByUser: true },
      null,
      toHome,
    ],
    [
      'a shopper who signed out may open a public route',
      publicRoute,
      { ...visitor, isSignedOutByUser: true },
      null,
      allow,
    ],
    [
      'a customer on login/register goes to account overview without a stored redirect',
      guestRoute,
      customer,
      null,
      to('/myIndex/accountOverview'),
    ],
    ['a customer on login/register goes to the stored redirect', guestRoute, customer, '/cart', to('/cart')],
    [
      'staff on login/register go to the stored redirect',
      guestRoute,
      staff,
      '/myIndex/royalty/index',
      to('/myIndex/royalty/index'),
    ],
    [
      'the stored redirect keeps its query and hash',
      guestRoute,
      customer,
      '/goods?mouldNo=JYG00001#reviews',
      to('/goods?mouldNo=JYG00001#reviews'),
    ],
  ])('%s', (_case, route, session, storedRedirect, expected) => {
    expect(decideNavigation({ route, session, storedRedirect })).toEqual(expected);
  });

  it.each([
    ['another host', 'https://evil.example/cart'],
    ['a protocol-relative URL', '//evil.example/cart'],
    ['a backslash trick', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path without a leading slash', 'cart'],
    ['a tab that the URL parser would drop', '/\t/evil.example'],
    ['an empty string', ''],
    ['login itself (a loop)', '/login'],
    ['register itself (a loop)', '/register?from=x'],
  ])('a logged-in user with %s remembered goes to account overview instead', (_case, storedRedirect) => {
    expect(decideNavigation({ route: guestRoute, session: customer, storedRedirect })).toEqual(
      to('/myIndex/accountOverview'),
    );
  });
});
