import { chinaDay } from '@mall/core';

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

/** spec §9: "exchange rate and points cache 5 minutes". */
export const pointsCacheMs = 5 * 60 * 1000;

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

/**
 * Drops the cached member info after a change the member made (spec §9: cached 5 minutes and
 * refreshed after any change), so the next read asks the server.
 */
export function forgetMemberInfo(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(memberInfoStorageKey);
}

/** The cache entry to store after a successful fetch (failures are never cached: the defaults are not the member's). */
export function memberInfoCacheEntry(uid: number, info: MemberInfo, now: number): string {
  return JSON.stringify({ uid, savedAt: now, info } satisfies CacheEntry);
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Days joined from firstJoinDate (spec §3), counting the day of joining as day 1, in China calendar
 * days (the mall's days are Beijing days wherever the shopper's browser is: a member in London who
 * joined on the 22nd China time has joined 1 day on the 22nd China time). null when the date is
 * missing, unreadable or in the future.
 */
export function daysJoined(firstJoinDate: string, now: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(firstJoinDate.trim());
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const joined = Date.UTC(year, month - 1, day);
  const check = new Date(joined);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  const days = Math.round((Date.parse(chinaDay(now)) - joined) / dayMs);
  return days < 0 ? null : days + 1;
}

/** Where the member stands against the next card level (spec §3 nextCardLevel, upgradeAdditionalAmount). */
export type LevelStanding =
  | { kind: 'top' }
  | {
      kind: 'next';
      /** How far along, 0–1: spent against the next level's threshold (spent + still to spend). */
      ratio: number;
      /** Still to spend to reach the next level, in fen. */
      remainingFen: number;
    };

const toFen = (yuan: number) => (Number.isFinite(yuan) && yuan > 0 ? Math.round(yuan * 100) : 0);

/**
 * The member's standing on the way to the next card level (spec §3): at the top when there is no
 * next level (the server answers nextCardLevel null, read as 0); otherwise the next level's threshold
 * is what was spent plus upgradeAdditionalAmount, and the ratio is spent over it. Amounts in fen, so
 * no yuan rounding moves the bar.
 */
export function levelStanding(
  info: Pick<MemberInfo, 'nextCardLevel' | 'nextCardLevelName' | 'upgradeAdditionalAmount' | 'consumeAmount'>,
): LevelStanding {
  if (!(info.nextCardLevel > 0) || info.nextCardLevelName === '') return { kind: 'top' };
  const remainingFen = toFen(info.upgradeAdditionalAmount);
  const spentFen = toFen(info.consumeAmount);
  const threshold = spentFen + remainingFen;
  return { kind: 'next', ratio: threshold === 0 ? 0 : spentFen / threshold, remainingFen };
}

/** The ratio as the whole percent shown and read aloud, rounded down: 99.6 % is not yet 100 %. */
export function progressPercent(ratio: number): number {
  return Number.isFinite(ratio) ? Math.min(100, Math.max(0, Math.floor(ratio * 100))) : 0;
}

/** The card art of each level (spec §3 cardLevel 1 普卡 … 4 钻石卡); an unknown level wears the first. */
export function cardArtOf(cardLevel: number): 'classic' | 'silver' | 'gold' | 'diamond' {
  if (cardLevel >= 4) return 'diamond';
  if (cardLevel === 3) return 'gold';
  if (cardLevel === 2) return 'silver';
  return 'classic';
}

/** A card number as printed on the card: groups of four from the left (8800 0000 02). */
export function cardNumberGroups(cardNo: string): string {
  return cardNo.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * How the member is addressed (spec §3 chineseFamilyName + memberTitleDesc: 李先生); without member
 * info (loading, or the defaults after a failure) the session's nickname, else `fallback`.
 */
export function memberDisplayName(
  info: Pick<MemberInfo, 'chineseFamilyName' | 'memberTitleDesc'> | undefined,
  nickname: string,
  fallback: string,
): string {
  if (info?.chineseFamilyName) return `${info.chineseFamilyName}${info.memberTitleDesc}`;
  return nickname || fallback;
}
