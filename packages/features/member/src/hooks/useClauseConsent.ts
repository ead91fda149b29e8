import { useSession, useSessionStore } from '@mall/core';
import { useCallback, useEffect, useState } from 'react';
import { clauseCheckDelayMs, shouldCheckClauses, type ClauseInForce } from '../logic/clauses';
import { acceptClauses, findClausesToAccept } from './clauseFlow';
import { useMemberApi } from './useMemberApi';

/** The state of the change notice. */
export type ClauseConsentState = {
  /** The clauses to accept; empty when nothing is asked. */
  clauses: readonly ClauseInForce[];
  isBusy: boolean;
  /** Recording the agreement failed. */
  hasFailed: boolean;
  agree: () => Promise<void>;
  disagree: () => void;
};

/**
 * spec §4 "Clause agreement flow": 1 s after a logged-in non-staff session is known, finds the
 * outdated or unaccepted required clauses; agree records each, disagree logs out (then
 * `onLoggedOut`). A failed check asks nothing (the next visit checks again).
 */
export function useClauseConsent(onLoggedOut: () => void): ClauseConsentState {
  const api = useMemberApi();
  const session = useSessionStore();
  const { user, isLoggedIn, isStaff } = useSession();
  const customerId = user.uoid;
  const isAsked = shouldCheckClauses({ isLoggedIn, isStaff });
  const [clauses, setClauses] = useState<readonly ClauseInForce[]>([]);
  const [isBusy, setBusy] = useState(false);
  const [hasFailed, setFailed] = useState(false);

  useEffect(() => {
    setClauses([]);
    setFailed(false);
    if (!isAsked) return;
    let isCurrent = true;
    const timer = setTimeout(() => {
      const isStillSignedIn = () => isCurrent && session.get().isLoggedIn && session.get().user.uoid === customerId;
      findClausesToAccept(api, customerId, undefined, isStillSignedIn).then(
        (found) => {
          if (isCurrent) setClauses(found);
        },
        () => undefined,
      );
    }, clauseCheckDelayMs);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [api, customerId, isAsked, session]);

  const agree = useCallback(async () => {
    setBusy(true);
    setFailed(false);
    try {
      await acceptClauses(api, customerId, clauses);
      setClauses([]);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }, [api, customerId, clauses]);

  const disagree = useCallback(() => {
    setClauses([]);
    // The server session ends too; the local logout does not wait for it.
    api.logout().catch(() => undefined);
    session.logout();
    onLoggedOut();
  }, [api, session, onLoggedOut]);

  return { clauses, isBusy, hasFailed, agree, disagree };
}
