import { useLazyApi } from '@mall/core';
import { useCallback } from 'react';
import { loadMemberApi } from './loadMemberApi';

/**
 * For the login completion (spec §4): returns a function recording the three required clauses for
 * the customer just logged in. Resolves whatever the server says (a failure only means the notice
 * asks again later). The clause flow and the member api are fetched when it runs (issue #16).
 */
export function useRecordRequiredClauses(): (customerId: string) => Promise<void> {
  const loadApi = useLazyApi(loadMemberApi);
  return useCallback(
    (customerId: string) =>
      Promise.all([loadApi(), import('./clauseFlow')])
        .then(([api, { recordRequiredClauses }]) => recordRequiredClauses(api, customerId))
        .catch(() => undefined),
    [loadApi],
  );
}
