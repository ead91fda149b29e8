import { describe, expect, it } from 'vitest';
import {
  idleProgress,
  initialProgress,
  progressCeiling,
  progressReducer,
  progressStartValue,
  trickle,
  type ProgressEvent,
  type ProgressState,
} from './progressRules';

describe('trickle', () => {
  it.each([
    ['big steps at the start', 8, 18],
    ['from 20, steps of 4', 20, 24],
    ['from 50, steps of 2', 50, 52],
    ['from 80, steps of 0.5', 80, 80.5],
    ['near the end, stops at the ceiling', 99, progressCeiling],
    ['at the ceiling it stays', progressCeiling, progressCeiling],
    ['never reaches 100', 98.9, progressCeiling],
  ])('%s: %d → %d', (_case, value, expected) => {
    expect(trickle(value)).toBe(expected);
  });

  it('creeps up monotonically and never reaches 100 however long the load takes', () => {
    let value = progressStartValue;
    for (let tick = 0; tick < 10_000; tick += 1) {
      const next = trickle(value);
      expect(next).toBeGreaterThanOrEqual(value);
      value = next;
    }
    expect(value).toBe(progressCeiling);
  });
});

const active = (value: number): ProgressState => ({ phase: 'active', value });

describe('progressReducer', () => {
  it.each<[string, ProgressState, ProgressEvent, ProgressState]>([
    ['start from idle shows the start value', idleProgress, { type: 'start' }, active(progressStartValue)],
    ['start while loading keeps the progress', active(40), { type: 'start' }, active(40)],
    [
      'start while completing starts over',
      { phase: 'completing', value: 100 },
      { type: 'start' },
      active(progressStartValue),
    ],
    ['start while fading starts over', { phase: 'fading', value: 100 }, { type: 'start' }, active(progressStartValue)],
    ['tick trickles while loading', active(8), { type: 'tick' }, active(18)],
    ['tick does nothing when idle', idleProgress, { type: 'tick' }, idleProgress],
    [
      'tick does not move a completing bar',
      { phase: 'completing', value: 100 },
      { type: 'tick' },
      { phase: 'completing', value: 100 },
    ],
    ['finish fills the bar', active(57), { type: 'finish' }, { phase: 'completing', value: 100 }],
    ['finish when idle stays idle', idleProgress, { type: 'finish' }, idleProgress],
    ['fade after completing', { phase: 'completing', value: 100 }, { type: 'fade' }, { phase: 'fading', value: 100 }],
    ['fade ignored while loading', active(30), { type: 'fade' }, active(30)],
    ['reset after fading goes idle', { phase: 'fading', value: 100 }, { type: 'reset' }, idleProgress],
    ['reset ignored while loading again', active(8), { type: 'reset' }, active(8)],
  ])('%s', (_case, state, event, expected) => {
    expect(progressReducer(state, event)).toEqual(expected);
  });

  it.each([
    [true, active(progressStartValue)],
    [false, idleProgress],
  ])('initial state when isActive is %s', (isActive, expected) => {
    expect(initialProgress(isActive)).toEqual(expected);
  });
});
