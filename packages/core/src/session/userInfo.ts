/**
 * The membership card record kept with the session (spec §3 "Member points"). Every field is
 * optional: the points come from several calls (points, exchange rate, card level) that fill the
 * record piece by piece. The points password (`pointPwd`) is deliberately not part of it: a secret
 * typed at checkout is never persisted.
 */
export interface MembershipCard {
  availablePoint?: number;
  availablePointPrice?: number;
  needPointPwd?: boolean;
  pointRatio?: number;
  cardLevel?: number;
  cardLevelDesc?: string;
  pointsExchangeRate?: number;
}

/** User info kept in the session (spec §3 "User info (session)"). */
export interface UserInfo {
  /** 0 when anonymous (spec §3, §6). */
  uid: number;
  /** The customer id. */
  uoid: string;
  nickname: string;
  cardNo: string;
  vipNo: string;
  /** The raw staff flag; a staff user also needs a staffCode (see {@link isStaffUser}). */
  isStaff: boolean;
  staffCode: string;
  idToken: string;
  card?: MembershipCard;
}

/** The anonymous visitor (spec §6: uid 0). */
export const anonymousUser: Readonly<UserInfo> = Object.freeze({
  uid: 0,
  uoid: '',
  nickname: '',
  cardNo: '',
  vipNo: '',
  isStaff: false,
  staffCode: '',
  idToken: '',
});

/** Logged in means a token and a uid are present (spec §6 "Routes needing login require token and uid"). */
export function isLoggedInUser(user: Pick<UserInfo, 'uid' | 'idToken'>): boolean {
  return user.idToken !== '' && user.uid !== 0;
}

/** Staff means the staff flag together with a staffCode (spec §6). */
export function isStaffUser(user: Pick<UserInfo, 'isStaff' | 'staffCode'>): boolean {
  return user.isStaff && user.staffCode !== '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function finiteNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

function flag(value: unknown): boolean | undefined {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return undefined;
}

/**
 * Reads a membership card record from untrusted JSON (storage or a server answer), keeping only
 * the known fields with the right types; unknown keys (e.g. `pointPwd`) are dropped.
 */
export function parseMembershipCard(value: unknown): MembershipCard | undefined {
  if (!isRecord(value)) return undefined;
  const card: MembershipCard = {};
  for (const key of [
    'availablePoint',
    'availablePointPrice',
    'pointRatio',
    'cardLevel',
    'pointsExchangeRate',
  ] as const) {
    const number = finiteNumber(value[key]);
    if (number !== undefined) card[key] = number;
  }
  const needPointPwd = flag(value.needPointPwd);
  if (needPointPwd !== undefined) card.needPointPwd = needPointPwd;
  if (typeof value.cardLevelDesc === 'string') card.cardLevelDesc = value.cardLevelDesc;
  return card;
}

/**
 * Reads user info from untrusted JSON (a stale or foreign localStorage entry, a login cookie): a
 * field with the wrong type falls back to its anonymous value, so a damaged entry can never make
 * the shopper look logged in with half a session.
 */
export function parseUserInfo(value: unknown): UserInfo {
  if (!isRecord(value)) return { ...anonymousUser };
  const uid = finiteNumber(value.uid);
  const user: UserInfo = {
    uid: uid !== undefined && Number.isInteger(uid) && uid > 0 ? uid : 0,
    uoid: text(value.uoid),
    nickname: text(value.nickname),
    cardNo: text(value.cardNo),
    vipNo: text(value.vipNo),
    isStaff: flag(value.isStaff) ?? false,
    staffCode: text(value.staffCode),
    idToken: typeof value.idToken === 'string' ? value.idToken : '',
  };
  const card = parseMembershipCard(value.card);
  if (card) user.card = card;
  return user;
}
