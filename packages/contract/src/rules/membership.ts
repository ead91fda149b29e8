// The membership programme's rules (issue #13 "Membership"): points earned on paid orders, their
// expiry, and the card level the year's consumption reaches. Spec §3 names the fields (availablePoint,
// cardLevel, consumeAmount, upgradeAdditionalAmount, membershipExpirationDate) and §9 the exchange
// rate for spending (50 points = 1 元); it gives no earning rate, expiry or level rule, so these are
// the mall's own, written down here once for the server and the membership page.

/** Points earned per whole 元 of cash paid (spec §9 has no earning rate: the mall's rule). */
export const POINTS_EARNED_PER_YUAN = 1;

/**
 * Points an order earns when paid: 1 point per whole 元 of the cash paid. `cashFen` is what the
 * shopper paid at the cashier, so what points or the gift card paid earns nothing.
 */
export function pointsEarned(cashFen: number): number {
  if (!Number.isFinite(cashFen) || cashFen <= 0) return 0;
  return Math.floor(cashFen / 100) * POINTS_EARNED_PER_YUAN;
}

const chinaOffsetMs = 8 * 3_600_000;

/** The calendar year of an instant in China (UTC+8, no daylight saving). */
export function chinaYear(at: Date): number {
  return new Date(at.getTime() + chinaOffsetMs).getUTCFullYear();
}

/** Midnight of 1 January of `year` in China, as an instant. */
export function chinaYearStart(year: number): Date {
  return new Date(Date.UTC(year, 0, 1) - chinaOffsetMs);
}

/**
 * When points credited at `at` expire: at the end of the following calendar year, China time (the
 * first instant of the year after it). Points earned on 2025-03-01 are spendable through 2026-12-31.
 */
export function pointsExpireAt(at: Date): Date {
  return chinaYearStart(chinaYear(at) + 2);
}

/** One row of a member's points ledger as the expiry rule reads it. */
export type LedgerMovement = {
  /** Positive: points credited (they expire at `expiresAt`); negative: points taken. */
  delta: number;
  at: Date;
  expiresAt: Date | null;
  /** An expiry row already written (it counts at its own moment, not as a spend). */
  isExpiry: boolean;
};

/**
 * The expiries due by `now` that the ledger does not hold yet, oldest first. Points are spent first
 * in first out: what a member spends (or has taken back) comes off the credits that expire soonest.
 * So at each expiry moment E what expires is what is left of the credits expiring by E: everything
 * credited to expire by E, less everything taken before E, less what expired earlier (never below
 * zero). A credit's expiry never comes before an earlier credit's, which is what makes this sum the
 * same as following each lot.
 */
export function dueExpiries(movements: readonly LedgerMovement[], now: Date): { at: Date; points: number }[] {
  const moments = [
    ...new Set(
      movements
        .filter((move) => move.delta > 0 && move.expiresAt && move.expiresAt.getTime() <= now.getTime())
        .map((move) => (move.expiresAt as Date).getTime()),
    ),
  ].sort((a, b) => a - b);
  const due: { at: Date; points: number }[] = [];
  let expired = 0;
  for (const moment of moments) {
    let credited = 0;
    let taken = 0;
    let written = 0;
    for (const move of movements) {
      const at = move.at.getTime();
      if (move.delta > 0 && move.expiresAt && move.expiresAt.getTime() <= moment) credited += move.delta;
      else if (move.delta < 0 && move.isExpiry && at === moment) written -= move.delta;
      else if (move.delta < 0 && !move.isExpiry && at < moment) taken -= move.delta;
    }
    const left = Math.max(0, credited - taken - expired - written);
    if (left > 0) due.push({ at: new Date(moment), points: left });
    expired += written + left;
  }
  return due;
}

/** A card level as the level rule reads it: its number and the year's consumption (fen) it needs. */
export type CardLevelThreshold = { level: number; thresholdFen: number };

/** The highest level whose threshold `consumptionFen` meets; the lowest level when none (or no consumption). */
export function levelReachedBy(levels: readonly CardLevelThreshold[], consumptionFen: number): number {
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  const lowest = sorted[0]?.level ?? 1;
  return sorted.reduce((reached, level) => (consumptionFen >= level.thresholdFen ? level.level : reached), lowest);
}

/** What the level rule decides: the card level and the last day it holds without more spending (YYYY-MM-DD). */
export type CardLevelStanding = { level: number; until: string };

/**
 * The card level after the year's consumption changed (a payment, a refund) or the year turned.
 * A level is reached by one calendar year's consumption (China time) against card_levels'
 * thresholds and holds through the end of the following year; within that time it is never lowered
 * (a refund lowers the year's consumption, and so what is still needed for the next level, not the
 * level held). When it lapses the member keeps what this or last year's consumption reaches.
 */
export function cardLevelAfter(input: {
  levels: readonly CardLevelThreshold[];
  /** The level held now and its last day (null: not known, the level holds only by consumption). */
  held: { level: number; until: string | null };
  /** Today in China, YYYY-MM-DD. */
  today: string;
  thisYearFen: number;
  lastYearFen: number;
}): CardLevelStanding {
  const year = Number(input.today.slice(0, 4));
  const candidates: CardLevelStanding[] = [
    { level: levelReachedBy(input.levels, input.thisYearFen), until: `${year + 1}-12-31` },
    { level: levelReachedBy(input.levels, input.lastYearFen), until: `${year}-12-31` },
  ];
  if (input.held.until && input.held.until >= input.today) {
    candidates.push({ level: input.held.level, until: input.held.until });
  }
  return candidates.reduce((best, next) =>
    next.level > best.level || (next.level === best.level && next.until > best.until) ? next : best,
  );
}

/** The next level above `level` and how much more of this year's consumption (fen) reaches it; null at the top. */
export function nextLevelOf(
  levels: readonly CardLevelThreshold[],
  level: number,
  thisYearFen: number,
): { level: number; neededFen: number } | null {
  const next = [...levels].sort((a, b) => a.level - b.level).find((candidate) => candidate.level > level);
  return next ? { level: next.level, neededFen: Math.max(0, next.thresholdFen - Math.max(0, thisYearFen)) } : null;
}
