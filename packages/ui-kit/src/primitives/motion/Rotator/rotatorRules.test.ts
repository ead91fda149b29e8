import { describe, expect, it } from 'vitest';
import {
  canRotate,
  clockFor,
  itemDurationMs,
  marqueeTiming,
  nextIndex,
  rotatorDefaultDurationMs,
  runClock,
  stopClock,
  timeLeft,
  type RotatorClock,
} from './rotatorRules';

describe('canRotate', () => {
  it.each([
    ['no items', 0, false],
    ['one item', 1, false],
    ['two items', 2, true],
    ['many items', 7, true],
  ])('%s (%d) → %s', (_case, count, expected) => {
    expect(canRotate(count)).toBe(expected);
  });
});

describe('nextIndex', () => {
  it.each([
    ['first to second', 0, 3, 1],
    ['middle to last', 1, 3, 2],
    ['last loops to first', 2, 3, 0],
    ['two items alternate', 1, 2, 0],
    ['one item stays', 0, 1, 0],
    ['no items', 0, 0, 0],
    ['the list shrank: shown item is 0, next is 1', 5, 3, 1],
    ['a negative index counts as 0', -1, 3, 1],
  ])('%s: %d of %d → %d', (_case, index, count, expected) => {
    expect(nextIndex(index, count)).toBe(expected);
  });
});

describe('itemDurationMs', () => {
  it.each([
    // The notice bar passes 0.3 s per character + 3 s (spec §2): 10 characters → 6 s.
    ['its own time', 6000, 6000],
    ['a short time', 300, 300],
    ['zero falls back to 5 s', 0, rotatorDefaultDurationMs],
    ['negative falls back', -100, rotatorDefaultDurationMs],
    ['NaN falls back', Number.NaN, rotatorDefaultDurationMs],
    ['Infinity falls back', Number.POSITIVE_INFINITY, rotatorDefaultDurationMs],
  ])('%s: %d → %d', (_case, duration, expected) => {
    expect(itemDurationMs(duration)).toBe(expected);
  });
});

const stopped = (id: string, remainingMs: number): RotatorClock => ({ id, remainingMs, runningSince: null });
const running = (id: string, remainingMs: number, since: number): RotatorClock => ({
  id,
  remainingMs,
  runningSince: since,
});

describe('clockFor', () => {
  it.each<[string, RotatorClock | null, string, number, RotatorClock]>([
    ['no clock yet: a fresh one with the full time', null, 'a', 4000, stopped('a', 4000)],
    ['same item: keeps the time served', stopped('a', 1500), 'a', 4000, stopped('a', 1500)],
    ['same item running: left running', running('a', 1500, 10), 'a', 4000, running('a', 1500, 10)],
    ['another item: a fresh clock', stopped('a', 1500), 'b', 9000, stopped('b', 9000)],
    ['bad duration: the default', null, 'a', 0, stopped('a', rotatorDefaultDurationMs)],
  ])('%s', (_case, clock, id, duration, expected) => {
    expect(clockFor(clock, id, duration)).toEqual(expected);
  });
});

describe('timeLeft', () => {
  it.each<[string, RotatorClock, number, number]>([
    ['stopped: all that remains', stopped('a', 3000), 99_999, 3000],
    ['running: remaining minus time served', running('a', 3000, 1000), 2200, 1800],
    ['overdue: zero, never negative', running('a', 3000, 1000), 9000, 0],
    ['a clock that went backwards counts no time', running('a', 3000, 1000), 500, 3000],
  ])('%s', (_case, clock, now, expected) => {
    expect(timeLeft(clock, now)).toBe(expected);
  });
});

describe('pause and resume keep each item to its own time', () => {
  it.each<[string, RotatorClock, number, RotatorClock]>([
    ['run a stopped clock', stopped('a', 3000), 100, running('a', 3000, 100)],
    ['running again changes nothing', running('a', 3000, 100), 900, running('a', 3000, 100)],
  ])('%s', (_case, clock, now, expected) => {
    expect(runClock(clock, now)).toEqual(expected);
  });

  it.each<[string, RotatorClock, number, RotatorClock]>([
    ['stop after 1.2 s of 3 s: 1.8 s left', running('a', 3000, 100), 1300, stopped('a', 1800)],
    ['stop when overdue: nothing left', running('a', 3000, 100), 5000, stopped('a', 0)],
    ['stopping twice changes nothing', stopped('a', 1800), 4000, stopped('a', 1800)],
  ])('%s', (_case, clock, now, expected) => {
    expect(stopClock(clock, now)).toEqual(expected);
  });

  it('a hover in the middle of a 6 s notice still shows it for 6 s in all', () => {
    let clock = runClock(clockFor(null, 'notice', 6000), 0);
    clock = stopClock(clock, 2000); // hovered after 2 s
    expect(timeLeft(clock, 60_000)).toBe(4000); // the hover lasts as long as it likes
    clock = runClock(clock, 60_000); // pointer leaves
    expect(timeLeft(clock, 63_000)).toBe(1000);
    expect(timeLeft(clock, 64_000)).toBe(0);
  });
});

describe('marqueeTiming', () => {
  it.each([
    ['fits: no marquee', 0, null],
    ['sub-pixel rounding: no marquee', 0.6, null],
    ['negative: no marquee', -40, null],
    ['NaN: no marquee', Number.NaN, null],
    // 280 px at 40 px/s is 7 s moving; 70 % of the loop moves, so the loop is 10 s.
    ['280 px too wide', 280, { shiftPx: 280, durationMs: 10_000 }],
    ['fractions round up to whole pixels', 27.2, { shiftPx: 28, durationMs: 1000 }],
    ['wider overflow, longer loop', 560, { shiftPx: 560, durationMs: 20_000 }],
  ])('%s: %d px → %j', (_case, overflow, expected) => {
    expect(marqueeTiming(overflow)).toEqual(expected);
  });

  it('a faster speed gives a shorter loop', () => {
    expect(marqueeTiming(280, 80)).toEqual({ shiftPx: 280, durationMs: 5000 });
  });
});
