import type { RuntimeConfig } from '@mall/contract';
import { resolveHost } from '../config/runtimeConfig';
import type { UserInfo } from '../session/userInfo';

/** The base hosts of spec §7 (DESIGN.md §3); each call names the one that serves it. */
export const apiHosts = ['api', 'newApi', 'sso', 'crm', 'origin'] as const;

/** One of the configured base hosts. */
export type ApiHost = (typeof apiHosts)[number];

/** A query value; `null` and `undefined` are left out of the query. */
export type QueryValue = string | number | boolean | null | undefined;

/** Query parameters of a call. */
export type QueryParams = Readonly<Record<string, QueryValue>>;

/**
 * The full URL of a call: the path joined to the configured host, itself resolved against the
 * serving origin ('' = the serving origin). An absolute `http(s)://` path is kept as it is.
 * Paths may omit the leading slash, as several in spec §7 do (`crm-member-api/member/info`).
 */
export function buildUrl(hosts: RuntimeConfig['hosts'], host: ApiHost, origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${resolveHost(hosts[host], origin)}/${path.replace(/^\/+/, '')}`;
}

/**
 * The member parameters of spec §7 (coupon, cart, search and order-creation calls): `cardLevel`
 * from the membership card, `vipNo` and `cardNo`. A value the session does not know is left out
 * rather than sent empty (a visitor has none).
 */
export function memberParams(user: Pick<UserInfo, 'vipNo' | 'cardNo' | 'card'>): Record<string, string> {
  const params: Record<string, string> = {};
  const cardLevel = user.card?.cardLevel;
  if (cardLevel !== undefined) params.cardLevel = String(cardLevel);
  if (user.vipNo) params.vipNo = user.vipNo;
  if (user.cardNo) params.cardNo = user.cardNo;
  return params;
}

/**
 * The query of a call: the caller's parameters, then `timestamp` (spec §7: on every request, so
 * no cache answers a stale copy), then the member parameters when asked for. The client's values
 * win over the caller's.
 */
export function buildQuery(
  params: QueryParams | undefined,
  timestamp: number,
  member?: Pick<UserInfo, 'vipNo' | 'cardNo' | 'card'>,
): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== null && value !== undefined) query.set(key, String(value));
  }
  query.set('timestamp', String(timestamp));
  if (member) for (const [key, value] of Object.entries(memberParams(member))) query.set(key, value);
  return query;
}

/**
 * The headers of a call (spec §7): `appId`, `uid` and `idToken` on every call (`uid` is "0" and
 * `idToken` empty for a visitor), plus `Authorization: Bearer <idToken>` on CRM-host calls when
 * there is a token. The client's headers win over the caller's.
 */
export function buildHeaders(
  appId: string,
  user: Pick<UserInfo, 'uid' | 'idToken'>,
  host: ApiHost,
  extra: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const headers: Record<string, string> = { ...extra, appId, uid: String(user.uid), idToken: user.idToken };
  if (host === 'crm' && user.idToken) headers.Authorization = `Bearer ${user.idToken}`;
  return headers;
}
