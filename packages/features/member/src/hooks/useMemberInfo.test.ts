import { createMemoryStorage } from '@mall/core';
import { describe, expect, it, vi } from 'vitest';
import { forgetMemberInfo, memberInfoCacheMs } from '../logic/memberInfo';
import { memberInfo as seededInfo } from '../mocks/handlers';
import { loadMemberInfo, memberInfoSwrOptions, pointsSwrOptions } from './useMemberInfo';

describe('member info and points caches (spec §9)', () => {
  it('keeps member info 5 minutes in SWR, not asked again on focus ("Member info cache 5 minutes")', () => {
    expect(memberInfoSwrOptions).toEqual({ dedupingInterval: 5 * 60 * 1000, revalidateOnFocus: false });
  });

  it('keeps points and the gift card 5 minutes ("exchange rate and points cache 5 minutes")', () => {
    expect(pointsSwrOptions).toEqual({ dedupingInterval: 5 * 60 * 1000, revalidateOnFocus: false });
  });

  it('answers from the local cache within 5 minutes and asks the server again after a change', async () => {
    const storage = createMemoryStorage();
    const memberInfo = vi.fn(async () => ({ ...seededInfo, chineseFamilyName: '李', cardLevelName: '钻石卡' }));
    let now = 1_000_000;
    const load = () => loadMemberInfo({ memberInfo }, 1002, storage, () => now);

    await load();
    now += memberInfoCacheMs - 1;
    expect((await load()).info.chineseFamilyName).toBe('李');
    expect(memberInfo).toHaveBeenCalledTimes(1);

    // The member changed something: the entry goes, the next read is the server's.
    memberInfo.mockResolvedValueOnce({ ...seededInfo, chineseFamilyName: '黎', cardLevelName: '钻石卡' });
    forgetMemberInfo(storage);
    expect((await load()).info.chineseFamilyName).toBe('黎');
    expect(memberInfo).toHaveBeenCalledTimes(2);

    // And past 5 minutes the server is asked anyway.
    now += memberInfoCacheMs;
    await load();
    expect(memberInfo).toHaveBeenCalledTimes(3);
  });

  it('answers the defaults on failure and caches nothing, so the retry asks again (spec §7)', async () => {
    const storage = createMemoryStorage();
    const memberInfo = vi.fn(async (): Promise<typeof seededInfo> => {
      throw new Error('down');
    });
    expect((await loadMemberInfo({ memberInfo }, 1002, storage)).isFallback).toBe(true);
    await loadMemberInfo({ memberInfo }, 1002, storage);
    expect(memberInfo).toHaveBeenCalledTimes(2);
  });
});
