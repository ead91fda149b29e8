import { describe, expect, it } from 'vitest';
import {
  daysJoined,
  defaultMemberInfo,
  memberInfoCacheEntry,
  memberInfoCacheMs,
  readMemberInfoCache,
  toMemberInfo,
} from './memberInfo';

describe('member info (spec §3 member info, §7 member/info, §9 cache 5 minutes)', () => {
  it('falls back field by field to the defaults (spec §7 "on failure defaults are used")', () => {
    expect(toMemberInfo(null)).toEqual(defaultMemberInfo);
    expect(
      toMemberInfo({ cardLevel: '4', cardLevelName: '钻石卡', consumeAmount: 'lots', chineseFamilyName: 7 }),
    ).toEqual({
      ...defaultMemberInfo,
      cardLevel: 4,
      cardLevelName: '钻石卡',
    });
  });

  const info = { ...defaultMemberInfo, chineseFamilyName: '李', cardLevelName: '钻石卡' };
  const saved = memberInfoCacheEntry(1002, info, 1_000_000);
  it.each<[string, string | null, number, number, boolean]>([
    ['fresh', saved, 1002, 1_000_000 + memberInfoCacheMs - 1, true],
    ['5 minutes old', saved, 1002, 1_000_000 + memberInfoCacheMs, false],
    ['another member', saved, 1003, 1_000_001, false],
    ['from the future', saved, 1002, 999_999, false],
    ['damaged', '{', 1002, 1_000_001, false],
    ['absent', null, 1002, 1_000_001, false],
  ])('a %s cache entry is used: %s', (_case, raw, uid, now, used) => {
    expect(readMemberInfoCache(raw, uid, now)).toEqual(used ? info : null);
  });

  it.each<[string, string, string, number | null]>([
    ['the day of joining is day 1', '2026-11-22', '2026-11-22T23:00:00', 1],
    ['the next day is day 2', '2026-11-21', '2026-11-22T00:30:00', 2],
    ['a year (2025 has 365 days)', '2025-11-22', '2026-11-22T12:00:00', 366],
    ['an ISO timestamp', '2018-05-01T08:00:00Z', '2018-05-03T12:00:00', 3],
    ['a future date', '2026-12-01', '2026-11-22T12:00:00', null],
    ['an empty date (defaults)', '', '2026-11-22T12:00:00', null],
    ['an impossible date', '2026-02-30', '2026-11-22T12:00:00', null],
  ])('days joined: %s (spec §3 firstJoinDate)', (_case, firstJoinDate, now, expected) => {
    expect(daysJoined(firstJoinDate, new Date(now))).toBe(expected);
  });
});
