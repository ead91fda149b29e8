/**
 * Scheduling for `Rotator`: which item comes next, and how much of an item's own display time is
 * left across pauses (hover, focus, the pause button). Times are milliseconds; `now` is any
 * monotonic clock (performance.now() in the component, plain numbers in tests).
 */

/** Used when an item's display time is missing or not a positive number (spec §2: default 5 s). */
export const rotatorDefaultDurationMs = 5000;

/** Marquee speed: slow enough to read Chinese text as it passes. */
export const marqueeSpeedPxPerSecond = 40;
/**
 * Share of each marquee loop spent moving; the rest is split between a rest at the start (read
 * the beginning) and at the end (read the end). Matches the keyframes in Rotator.css.ts.
 */
export const marqueeMovingShare = 0.7;

/** The timer of the item on show. */
export type RotatorClock = {
  /** Id of the item being timed (ids, not indexes, so a new list restarts the clock). */
  id: string;
  /** Display time still owed to the item when the clock last stopped. */
  remainingMs: number;
  /** When the clock last started running, or null while it is stopped. */
  runningSince: number | null;
};

/** Whether a list of this length rotates at all: zero or one item never changes. */
export function canRotate(count: number): boolean {
  return count > 1;
}

/** The display time to use for an item: its own, or the default when that is unusable. */
export function itemDurationMs(durationMs: number): number {
  return Number.isFinite(durationMs) && durationMs > 0 ? durationMs : rotatorDefaultDurationMs;
}

/**
 * The index after `index` in a list of `count`, looping to the start. An index that no longer
 * exists (the list shrank) counts as 0, which is what is then shown.
 */
export function nextIndex(index: number, count: number): number {
  if (!canRotate(count)) return 0;
  const current = Number.isInteger(index) && index >= 0 && index < count ? index : 0;
  return (current + 1) % count;
}

/**
 * The clock for the item on show: the running one if it already times that item (a pause in the
 * middle keeps the time served), otherwise a fresh, stopped clock with the item's full time.
 */
export function clockFor(clock: RotatorClock | null, id: string, durationMs: number): RotatorClock {
  if (clock && clock.id === id) return clock;
  return { id, remainingMs: itemDurationMs(durationMs), runningSince: null };
}

/** Time still to show the item at `now`, never negative. */
export function timeLeft(clock: RotatorClock, now: number): number {
  const served = clock.runningSince === null ? 0 : Math.max(0, now - clock.runningSince);
  return Math.max(0, clock.remainingMs - served);
}

/** Starts (or resumes) the clock at `now`; a running clock is left as it is. */
export function runClock(clock: RotatorClock, now: number): RotatorClock {
  return clock.runningSince === null ? { ...clock, runningSince: now } : clock;
}

/** Stops the clock at `now`, keeping what is left of the item's time for the resume. */
export function stopClock(clock: RotatorClock, now: number): RotatorClock {
  return clock.runningSince === null ? clock : { ...clock, remainingMs: timeLeft(clock, now), runningSince: null };
}

/** How far and how long one marquee loop moves text that is `overflowPx` wider than its box. */
export type MarqueeTiming = { shiftPx: number; durationMs: number };

/**
 * Marquee timing from the overflow: null when the text fits (nothing scrolls). The loop moves the
 * text by its overflow at `marqueeSpeedPxPerSecond`, plus rests at both ends.
 */
export function marqueeTiming(
  overflowPx: number,
  speedPxPerSecond: number = marqueeSpeedPxPerSecond,
): MarqueeTiming | null {
  // Sub-pixel differences are rounding, not overflow.
  if (!Number.isFinite(overflowPx) || overflowPx < 1 || speedPxPerSecond <= 0) return null;
  const shiftPx = Math.ceil(overflowPx);
  const movingMs = (shiftPx / speedPxPerSecond) * 1000;
  return { shiftPx, durationMs: Math.round(movingMs / marqueeMovingShare) };
}
