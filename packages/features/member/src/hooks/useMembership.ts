import { useBoundApi, useSession } from '@mall/core';
import useSWR from 'swr';
import { memberKeys } from '../api/keys';
import { createMembershipApi } from '../api/membershipApi';
import { membershipSwr } from '../logic/membership';

function useMembershipApi() {
  return useBoundApi(createMembershipApi);
}

/** The card levels with thresholds and benefits (spec §9: cached 24 hours). Members only: staff have none. */
export function useCardLevels() {
  const api = useMembershipApi();
  const { isLoggedIn, isStaff } = useSession();
  return useSWR(
    isLoggedIn && !isStaff ? memberKeys.cardLevels() : null,
    () => api.cardLevels(),
    membershipSwr.cardLevels,
  );
}

/** Points per 1 元 (spec §9: cached 5 minutes). */
export function useExchangeRate() {
  const api = useMembershipApi();
  return useSWR(memberKeys.exchangeRate(), () => api.exchangeRate(), membershipSwr.exchangeRate);
}

/** One page of the member's points ledger (cached 5 minutes, spec §9 points). */
export function usePointsRecord(page: number) {
  const api = useMembershipApi();
  const { user, isLoggedIn, isStaff } = useSession();
  const key = isLoggedIn && !isStaff ? memberKeys.pointsRecord(user.uid, page) : null;
  return useSWR(key, () => api.pointsRecord(page), membershipSwr.records);
}

/** One page of the member's consumption record (cached 5 minutes). */
export function useConsumeRecord(page: number, isEnabled = true) {
  const api = useMembershipApi();
  const { user, isLoggedIn, isStaff } = useSession();
  const key = isEnabled && isLoggedIn && !isStaff ? memberKeys.consumeRecord(user.uid, page) : null;
  return useSWR(key, () => api.consumeRecord(page), membershipSwr.records);
}
