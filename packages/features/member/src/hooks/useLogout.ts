import { useSession, useSessionStore } from '@mall/core';
import { useCallback } from 'react';
import { staffFlowBrowser } from './browser';
import { useMemberApi } from './useMemberApi';

/**
 * Log out from the account pop-up. Everyone: the server session ends and the local session is
 * logged out (spec §9 keeps only the listed keys). Staff then leave through the provider's
 * end-session (spec §6 "logs out via the staff sign-in url"); everyone else, and staff when the
 * provider has no end-session, continue with `onLoggedOut` (the app goes home).
 */
export function useLogout(onLoggedOut: () => void): () => Promise<void> {
  const api = useMemberApi();
  const session = useSessionStore();
  const { isStaff } = useSession();
  return useCallback(async () => {
    const serverLogout = api.logout().catch(() => undefined);
    // The staff sign-in flow (PKCE, return paths) is its own chunk: only staff log out through it (issue #16).
    const endSession = isStaff
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
  }, [api, session, isStaff, onLoggedOut]);
}
