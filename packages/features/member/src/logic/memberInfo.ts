/**
 * Member info (spec §3 "Member info"; spec §7 POST crm-member-api/member/info, cached 5 min
 * locally, defaults on failure; spec §9 "Member info cache 5 minutes").
 */

/** The member fields of spec §3. */
export type MemberInfo = {
  cardLevel: number;
  cardLevelName: string;
  nextCardLevel: number;
  nextCardLevelName: string;
  upgradeAdditionalAmount: number;
  /** Used to compute the days joined. */
  firstJoinDate: string;
  chineseFamilyName: string;
  memberTitleDesc: string;
  consumeAmount: number;
  reConsumeAmount: number;
  membershipExpirationDate: string;
  birthday: string;
};

/** spec §7: "on failure defaults are used". */
export const defaultMemberInfo: Readonly<MemberInfo> = Object.freeze({
  cardLevel: 0,
  cardLevelName: '',
  nextCardLevel: 0,
  nextCardLevelName: '',
  upgradeAdditionalAmount: 0,
  firstJoinDate: '',
  chineseFamilyName: '',
  memberTitleDesc: '',
  consumeAmount: 0,
  reConsumeAmount: 0,
  membershipExpirationDate: '',
  birthday: '',
});

/** spec §9: 5 minutes. */
export const memberInfoCacheMs = 5 * 60 * 1000;

/** The local cache entry: one member's info and when it was fetched. */
export const memberInfoStorageKey = 'mall.memberInfo';

const numberKeys = [
  'cardLevel',
  'nextCardLevel',
  'upgradeAdditionalAmount',
  'consumeAmount',
  'reConsumeAmount',
] as const;
const textKeys = [
  'cardLevelName',
  'nextCardLevelName',
  'firstJoinDate',
  'chineseFamilyName',
  'memberTitleDesc',
  'membershipExpirationDate',
  'birthday',
] as const;

/** Reads member info from an untrusted answer: each missing or mistyped field takes its default. */
export function toMemberInfo(value: unknown): MemberInfo {
  const info: MemberInfo = { ...defaultMemberInfo };
  if (typeof value !== 'object' || value === null) return info;
  const record = value as Record<string, unknown>;
  for (const key of numberKeys) {
    const raw = record[key];
    const number = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    if (typeof number === 'number' && Number.isFinite(number)) info[key] = number;
  }
  for (const key of textKeys) {
    const raw = record[key];
    if (typeof raw === 'string') info[key] = raw;
  }
  return info;
}

type CacheEntry = { uid: number; savedAt: number; info: MemberInfo };

/** The cached info of `uid` if saved less than 5 minutes ago (spec §9), else null. */
export function readMemberInfoCache(raw: string | null, uid: number, now: number): MemberInfo | null {
  if (!raw) return null;
  let entry: unknown;
  try {
    entry = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof entry !== 'object' || entry === null) return null;
  const { uid: cachedUid, savedAt, info } = entry as Partial<CacheEntry>;
  if (cachedUid !== uid || typeof savedAt !== 'number') return null;
  const age = now - savedAt;
  if (age < 0 || age >= memberInfoCacheMs) return null;
  return toMemberInfo(info);
}

/** The cache entry to store after a successful fetch (failures are never cached: the defaults are not the member's). */
export function memberInfoCacheEntry(uid: number, info: MemberInfo, now: number): string {
  return JSON.stringify({ uid, savedAt: now, info } satisfies CacheEntry);
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Days joined from firstJoinDate (spec §3), counting the day of joining as day 1, in calendar
 * days of the shopper's time zone. null when the date is missing, unreadable or in the future.
 */
export function daysJoined(firstJoinDate: string, now: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(firstJoinDate.trim());
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const joined = new Date(year, month - 1, day);
  if (joined.getFullYear() !== year || joined.getMonth() !== month - 1 || joined.getDate() !== day) return null;
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  // Round: a daylight-saving change makes a calendar day 23 or 25 hours long.
  const days = Math.round((today.getTime() - joined.getTime()) / dayMs);
  return days < 0 ? null : days + 1;
}
