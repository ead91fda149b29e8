import { isStaffUser, useSessionStore } from '@mall/core';
import { useRecordRequiredClauses } from '@mall/feature-member';
import { useCallback } from 'react';

/**
 * spec §4 login completion "records acceptance of the three required clauses": a customer who just
 * signed in or registered ticked both agreement boxes to do so, so the versions in force are recorded
 * for the session's member (staff are exempt from clauses, spec §6).
 */
export function useRecordAgreedClauses(): () => void {
  const session = useSessionStore();
  const record = useRecordRequiredClauses();
  return useCallback(() => {
    const { user } = session.get();
    if (!isStaffUser(user) && user.uoid) void record(user.uoid);
  }, [session, record]);
}
