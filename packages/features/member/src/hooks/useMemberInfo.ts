import { localStore, useSession, type KeyValueStorage } from '@mall/core';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { memberKeys } from '../api/keys';
import type { MemberApi } from '../api/memberApi';
import {
  defaultMemberInfo,
  memberInfoCacheEntry,
  memberInfoCacheMs,
  memberInfoStorageKey,
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
 * The logged-in member's info (spec §3), cached 5 minutes (spec §9). Staff have no member record
 * (spec §6: the royalty shop in place of membership data): nothing is fetched for them.
 */
export function useMemberInfo() {
  const api = useMemberApi();
  const { user, isLoggedIn, isStaff } = useSession();
  const key = isLoggedIn && !isStaff ? memberKeys.info(user.uid) : null;
  return useSWR(key, () => loadMemberInfo(api, user.uid), {
    dedupingInterval: memberInfoCacheMs,
    revalidateOnFocus: false,
  });
}

/**
 * Revalidates the member's info after a change they made (spec §9: member info is cached 5 minutes
 * and refreshed after any change): the local cache entry goes and the SWR entry fetches again.
 */
export function useRefreshMemberInfo(storage: KeyValueStorage = localStore): () => Promise<void> {
  const { mutate } = useSWRConfig();
  const { user } = useSession();
  return useCallback(async () => {
    storage.removeItem(memberInfoStorageKey);
    await mutate(memberKeys.info(user.uid));
  }, [mutate, storage, user.uid]);
}
