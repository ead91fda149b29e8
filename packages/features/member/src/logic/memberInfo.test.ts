import { describe, expect, it } from 'vitest';
import {
  cardArtOf,
  cardNumberGroups,
  daysJoined,
  levelStanding,
  memberDisplayName,
  progressPercent,
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
    ['the day of joining is day 1', '2026-11-22', '2026-11-22T14:00:00Z', 1],
    ['the next day is day 2', '2026-11-21', '2026-11-22T00:30:00+08:00', 2],
    // China time: 23:30 UTC on the 21st is already the 22nd in Beijing.
    ['the China day, not the UTC day', '2026-11-21', '2026-11-21T23:30:00Z', 2],
    ['still the same China day before 16:00 UTC', '2026-11-21', '2026-11-21T15:59:00Z', 1],
    ['a year (2025 has 365 days)', '2025-11-22', '2026-11-22T12:00:00+08:00', 366],
    ['an ISO timestamp', '2018-05-01T08:00:00Z', '2018-05-03T12:00:00+08:00', 3],
    ['a future date', '2026-12-01', '2026-11-22T12:00:00+08:00', null],
    ['an empty date (defaults)', '', '2026-11-22T12:00:00+08:00', null],
    ['an impossible date', '2026-02-30', '2026-11-22T12:00:00+08:00', null],
  ])('days joined: %s (spec §3 "Member info" firstJoinDate)', (_case, firstJoinDate, now, expected) => {
    expect(daysJoined(firstJoinDate, new Date(now))).toBe(expected);
  });

  const member = {
    nextCardLevel: 4,
    nextCardLevelName: '钻石卡',
    upgradeAdditionalAmount: 43_180,
    consumeAmount: 36_820,
  };
  it.each<[string, Parameters<typeof levelStanding>[0], ReturnType<typeof levelStanding>]>([
    ['金卡 on the way to 钻石卡', member, { kind: 'next', ratio: 0.4602, remainingFen: 4_318_000 }],
    [
      'nothing spent yet',
      { ...member, consumeAmount: 0, upgradeAdditionalAmount: 5_000 },
      { kind: 'next', ratio: 0, remainingFen: 500_000 },
    ],
    [
      'the threshold reached, waiting for the recalculation',
      { ...member, upgradeAdditionalAmount: 0 },
      { kind: 'next', ratio: 1, remainingFen: 0 },
    ],
    [
      'nothing to go on (defaults)',
      { ...member, consumeAmount: 0, upgradeAdditionalAmount: 0 },
      { kind: 'next', ratio: 0, remainingFen: 0 },
    ],
    [
      'a part-fen amount',
      { ...member, consumeAmount: 0.1, upgradeAdditionalAmount: 0.2 },
      { kind: 'next', ratio: 1 / 3, remainingFen: 20 },
    ],
    [
      'the top level: no next level (null read as 0)',
      { ...member, nextCardLevel: 0, nextCardLevelName: '' },
      { kind: 'top' },
    ],
    ['a next level without a name', { ...member, nextCardLevelName: '' }, { kind: 'top' }],
  ])('level standing: %s (spec §3 "Member info" nextCardLevel, upgradeAdditionalAmount)', (_case, info, expected) => {
    const standing = levelStanding(info);
    if (expected.kind === 'next' && standing.kind === 'next') {
      expect(standing.ratio).toBeCloseTo(expected.ratio, 4);
      expect(standing.remainingFen).toBe(expected.remainingFen);
    } else expect(standing).toEqual(expected);
  });

  it.each([
    [0, 0],
    [0.4602, 46],
    [0.996, 99],
    [1, 100],
    [1.2, 100],
    [-0.1, 0],
    [Number.NaN, 0],
  ])('progress %s reads as %i %% (rounded down: not full before it is)', (ratio, percent) => {
    expect(progressPercent(ratio)).toBe(percent);
  });

  it.each([
    [1, 'classic'],
    [2, 'silver'],
    [3, 'gold'],
    [4, 'diamond'],
    [0, 'classic'],
    [9, 'diamond'],
  ])('card level %i wears the %s art (spec §3 cardLevel)', (level, art) => {
    expect(cardArtOf(level)).toBe(art);
  });

  it.each([
    ['8800000002', '8800 0000 02'],
    ['88000000', '8800 0000'],
    ['880', '880'],
    ['', ''],
    [' 8800 000002 ', '8800 0000 02'],
  ])('card number %j prints as %j', (cardNo, printed) => {
    expect(cardNumberGroups(cardNo)).toBe(printed);
  });

  it.each<[string, { chineseFamilyName: string; memberTitleDesc: string } | undefined, string, string]>([
    ['family name and title', { chineseFamilyName: '李', memberTitleDesc: '先生' }, '李先生', '李先生'],
    ['no title', { chineseFamilyName: '李', memberTitleDesc: '' }, 'lee', '李'],
    ['the defaults: the nickname', { chineseFamilyName: '', memberTitleDesc: '' }, '李先生', '李先生'],
    ['loading: the nickname', undefined, '李先生', '李先生'],
    ['nothing at all: the fallback', undefined, '', '尊敬的会员'],
  ])('addresses the member by %s (spec §3 chineseFamilyName + memberTitleDesc)', (_case, info, nickname, name) => {
    expect(memberDisplayName(info, nickname, '尊敬的会员')).toBe(name);
  });
});
