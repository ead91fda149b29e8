import { localStore, sharedKeys, useSession, type KeyValueStorage } from '@mall/core';
import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import { memberKeys } from '../api/keys';
import type { MemberApi } from '../api/memberApi';
import {
  defaultMemberInfo,
  forgetMemberInfo,
  memberInfoCacheEntry,
  memberInfoCacheMs,
  memberInfoStorageKey,
  pointsCacheMs,
  readMemberInfoCache,
  toMemberInfo,
  type MemberInfo,
} from '../logic/memberInfo';
import { useMemberApi } from './useMemberApi';

/** What the member info hook gives: the info, and whether it is the member's or the defaults. */
export type MemberInfoState = { info: MemberInfo; isFallback: boolean };

/**
 * Loads member info through the 5-minute local cache (spec §7, §9): a fresh cache entry of this
 * member answers without a call; a failed call answers the defaults (spec §7) and is not cached.
 */
export async function loadMemberInfo(
  api: Pick<MemberApi, 'memberInfo'>,
  uid: number,
  storage: KeyValueStorage = localStore,
  now = Date.now,
): Promise<MemberInfoState> {
  const cached = readMemberInfoCache(storage.getItem(memberInfoStorageKey), uid, now());
  if (cached) return { info: cached, isFallback: false };
  try {
    const info = toMemberInfo(await api.memberInfo());
    storage.setItem(memberInfoStorageKey, memberInfoCacheEntry(uid, info, now()));
    return { info, isFallback: false };
  } catch {
    return { info: { ...defaultMemberInfo }, isFallback: true };
  }
}

/**
 * The SWR settings of member info (spec §9 "Member info cache 5 minutes"): one answer for 5 minutes
 * across every reader (the header's pop-up, the overview), not asked again on focus;
 * `useRefreshMemberInfo` asks again at once after a change.
 */
export const memberInfoSwrOptions = {
  dedupingInterval: memberInfoCacheMs,
  revalidateOnFocus: false,
} satisfies SWRConfiguration;

/** The SWR settings of points and the gift card (spec §9 "exchange rate and points cache 5 minutes"). */
export const pointsSwrOptions = {
  dedupingInterval: pointsCacheMs,
  revalidateOnFocus: false,
} satisfies SWRConfiguration;

/**
 * The logged-in member's info (spec §3), cached 5 minutes (spec §9). Staff have no member record
 * (spec §6: the royalty shop in place of membership data): nothing is fetched for them.
 */
export function useMemberInfo() {
  const api = useMemberApi();
  const { user, isLoggedIn, isStaff } = useSession();
  const key = isLoggedIn && !isStaff ? memberKeys.info(user.uid) : null;
  return useSWR(key, () => loadMemberInfo(api, user.uid), memberInfoSwrOptions);
}

/** The member's points, their worth and the exchange rate (spec §7 point/get), cached 5 minutes (spec §9). */
export function useMemberPoints(isEnabled: boolean) {
  const api = useMemberApi();
  const { uid } = useSession().user;
  return useSWR(isEnabled ? sharedKeys.points(uid) : null, () => api.points(), pointsSwrOptions);
}

/** Whether gift cards are offered and, only then, the member's balance (spec §7 getSwitchConfig, getGiftCardBalance). */
export function useGiftCard(isEnabled: boolean) {
  const api = useMemberApi();
  const { uid } = useSession().user;
  return useSWR(isEnabled ? sharedKeys.giftCard(uid) : null, () => api.giftCard(), pointsSwrOptions);
}

/**
 * Refreshes member info now (spec §9: member info is cached 5 minutes and refreshed after any change the
 * member makes): the local cache entry goes and every reader of the member's info asks the server again.
 * Also the retry of a failed load (whose defaults were never cached).
 */
export function useRefreshMemberInfo(storage: KeyValueStorage = localStore): () => Promise<void> {
  const { mutate } = useSWRConfig();
  const { user } = useSession();
  return useCallback(async () => {
    forgetMemberInfo(storage);
    await mutate(memberKeys.info(user.uid));
  }, [mutate, storage, user.uid]);
}
