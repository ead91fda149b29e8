import { useLazyApi, useSession, useSessionStore } from '@mall/core';
import { useCallback } from 'react';
import { staffFlowBrowser } from './browser';
import { loadMemberApi } from './loadMemberApi';

/**
 * Log out from the account pop-up. Everyone: the server session ends and the local session is
 * logged out (spec §9 keeps only the listed keys). Staff then leave through the provider's
 * end-session (spec §6 "logs out via the staff sign-in url"); everyone else, and staff when the
 * provider has no end-session, continue with `onLoggedOut` (the app goes home).
 */
export function useLogout(onLoggedOut: () => void): () => Promise<void> {
  const loadApi = useLazyApi(loadMemberApi);
  const session = useSessionStore();
  const { isStaff } = useSession();
  return useCallback(async () => {
    // The member api is fetched on the tap (issue #16: not in every visitor's first load). Should
    // that fail, the shopper is still logged out here; the server's session then simply expires.
    const api = await loadApi().catch(() => null);
    // Asked before the local session goes: the call carries the token it ends.
    const serverLogout = api?.logout().catch(() => undefined);
    // The staff sign-in flow (PKCE, return paths) is its own chunk: only staff log out through it (issue #16).
    const endSession =
      isStaff && api
        ? Promise.all([api.staffLoginConfig(), import('./staffFlow')]).then(
            ([config, { staffEndSessionUrl }]) => staffEndSessionUrl(config, staffFlowBrowser.origin()),
            () => null,
          )
        : Promise.resolve(null);
    session.logout();
    await serverLogout;
    const url = await endSession;
    if (url) staffFlowBrowser.assign(url);
    else onLoggedOut();
  }, [loadApi, session, isStaff, onLoggedOut]);
}
