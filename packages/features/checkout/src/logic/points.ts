import { exchangeRate } from '@mall/contract';

/**
 * The most points one order can take (issue #7 item 3): no more than the member has, and no more
 * than brings the order to zero, so the total never goes below zero. `coverableFen` is what
 * points may pay: goods total less the spec §9 discounts.
 */
export function maxUsablePoints(available: number, rate: number, coverableFen: number): number {
  if (!Number.isSafeInteger(available) || available <= 0 || coverableFen <= 0) return 0;
  return Math.min(available, Math.floor((coverableFen * exchangeRate(rate)) / 100));
}

/** The points entry as a number to send: digits only, at most `max`; '' and junk are 0. */
export function pointsToSpend(entry: string, max: number): number {
  if (!/^\d+$/.test(entry)) return 0;
  return Math.min(Number(entry), Math.max(0, max));
}
