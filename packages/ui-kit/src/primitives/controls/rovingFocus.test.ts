import { describe, expect, it } from 'vitest';
import { rovingFocusIndex } from './rovingFocus';

describe('roving focus along a row of buttons (SortBar, FilterBar)', () => {
  it.each([
    ['ArrowRight', 1, 4, 2],
    ['ArrowRight', 3, 4, 3],
    ['ArrowLeft', 2, 4, 1],
    ['ArrowLeft', 0, 4, 0],
    ['Home', 2, 4, 0],
    ['End', 1, 4, 3],
    ['ArrowRight', 0, 1, 0],
    ['End', 0, 1, 0],
  ])('%s from %s of %s → %s (stops at the ends, no wrap)', (key, index, count, expected) => {
    expect(rovingFocusIndex(key, index, count)).toBe(expected);
  });

  it.each([
    ['ArrowUp', 1, 4],
    ['ArrowDown', 1, 4],
    ['Enter', 1, 4],
    [' ', 1, 4],
    ['Tab', 1, 4],
    ['a', 1, 4],
    ['ArrowRight', 0, 0],
  ])('%s from %s of %s is left to the browser', (key, index, count) => {
    expect(rovingFocusIndex(key, index, count)).toBeNull();
  });

  // A radio group (the footer's language choice) also moves with ArrowUp and ArrowDown.
  it.each([
    ['ArrowDown', 1, 3, 2],
    ['ArrowDown', 2, 3, 2],
    ['ArrowUp', 1, 3, 0],
    ['ArrowUp', 0, 3, 0],
    ['ArrowRight', 0, 3, 1],
    ['End', 0, 3, 2],
  ])('in a radio group, %s from %s of %s → %s', (key, index, count, expected) => {
    expect(rovingFocusIndex(key, index, count, 'both')).toBe(expected);
  });
});
