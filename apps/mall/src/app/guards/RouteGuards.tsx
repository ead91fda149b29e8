import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useRedirectMemory, useSessionSnapshot } from '../session';
import { decideNavigation, type RouteAccess } from './decideNavigation';

/** Runs a side effect once the redirect is committed; placed before `Navigate` so it runs first. */
function BeforeLeaving({ action }: { action: () => void }) {
  useEffect(() => {
    action();
  }, [action]);
  return null;
}

/** Renders the child routes, or redirects as `decideNavigation` says (spec §4). */
function Guard({ access }: { access: RouteAccess }) {
  const session = useSessionSnapshot();
  const memory = useRedirectMemory();
  const location = useLocation();
  const storedRedirect = access.guestOnly === true ? memory.readRedirect() : null;
  const decision = decideNavigation({ route: access, session, storedRedirect });
  if (decision.kind === 'allow') return <Outlet />;

  const target = `${location.pathname}${location.search}${location.hash}`;
  // Remember where the visitor was going (spec §4), or, leaving login/register, use the memory up.
  const action = decision.rememberTarget
    ? () => memory.rememberRedirect(target)
    : access.guestOnly === true
      ? memory.forgetRedirect
      : null;
  return (
    <>
      {action ? <BeforeLeaving action={action} /> : null}
      <Navigate to={decision.to} replace />
    </>
  );
}

const loginRequired: RouteAccess = { requiresLogin: true };
const staffRequired: RouteAccess = { requiresStaff: true };
const guestOnly: RouteAccess = { guestOnly: true };

/**
 * Layout route for pages that need a logged-in user (spec §2: cart, pay, …, /myIndex): a visitor
 * is sent to /login and the page asked for is remembered through `RedirectMemoryContext` (spec §4).
 */
export function RequireLogin() {
  return <Guard access={loginRequired} />;
}

/**
 * Layout route for staff-only pages (spec §2: /myIndex/royalty/index): a visitor goes to /login,
 * a logged-in customer to /home (spec §4).
 */
export function RequireStaff() {
  return <Guard access={staffRequired} />;
}

/**
 * Layout route for login and register (spec §4): a logged-in user goes to the remembered page when
 * it is an internal path, otherwise to /myIndex/accountOverview; the memory is then cleared.
 */
export function GuestOnly() {
  return <Guard access={guestOnly} />;
}
