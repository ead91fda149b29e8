import { POINTS_EXCHANGE_RATE_DEFAULT } from '../checkout/schemas';

/**
 * Points and their worth (spec §3 "Member points", §9 "Points exchange rate default 50"), shared by
 * the checkout's points panel and the account overview, so both say the same points are worth the same.
 */

/** The exchange rate in force: the server's, or spec §9's default 50 when it sends none usable. */
export function exchangeRate(rate: number | null | undefined): number {
  return rate !== null && rate !== undefined && Number.isSafeInteger(rate) && rate > 0
    ? rate
    : POINTS_EXCHANGE_RATE_DEFAULT;
}

/** What `points` are worth in fen at `rate` points per 1 元 (spec §9), rounded down: a part-fen is never given away. */
export function pointsWorthFen(points: number, rate: number | null | undefined): number {
  if (!Number.isSafeInteger(points) || points <= 0) return 0;
  return Math.floor((points * 100) / exchangeRate(rate));
}
