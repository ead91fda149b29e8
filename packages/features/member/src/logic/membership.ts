import type { PointsReason } from '@mall/contract/member';

const minute = 60_000;

/**
 * SWR settings of the membership page (spec §9: "exchange rate and points cache 5 minutes; card
 * level list cache 24 hours"): a reader within the window is answered from the cache without a call.
 * The card levels change with the programme, not with the member, so they are not revalidated on focus.
 */
export const membershipSwr = {
  cardLevels: { dedupingInterval: 24 * 60 * minute, revalidateOnFocus: false, revalidateIfStale: false },
  exchangeRate: { dedupingInterval: 5 * minute, revalidateOnFocus: false },
  records: { dedupingInterval: 5 * minute, keepPreviousData: true },
} as const;

/** How many pages `total` records fill at `pageSize` a page (at least 1). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The i18n key of a ledger row's reason (membership.reasons.*). */
export function reasonKey(reason: PointsReason): `membership.reasons.${PointsReason}` {
  return `membership.reasons.${reason}`;
}

/** YYYY-MM-DD HH:mm of an instant in China time (UTC+8): how the records date their rows. */
export function chinaDateTime(iso: string): string {
  const shifted = new Date(Date.parse(iso) + 8 * 3_600_000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
}

/** The last China day a credit is spendable on, from the instant it expires (the first moment of a year). */
export function lastSpendableDay(expiresAtIso: string): string {
  return chinaDateTime(new Date(Date.parse(expiresAtIso) - 1).toISOString()).slice(0, 10);
}
