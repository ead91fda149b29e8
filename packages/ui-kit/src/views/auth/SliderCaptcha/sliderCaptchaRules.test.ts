import { describe, expect, it } from 'vitest';
import { clampPosition, positionAfterKey, positionAtPointer } from './sliderCaptchaRules';

describe('slider captcha keyboard (WCAG 2.2 2.5.7: dragging is never the only way)', () => {
  it.each([
    [40, 'ArrowRight', 41],
    [40, 'ArrowUp', 41],
    [40, 'ArrowLeft', 39],
    [0, 'ArrowLeft', 0],
    [100, 'ArrowRight', 100],
    [40, 'PageUp', 50],
    [95, 'PageUp', 100],
    [5, 'PageDown', 0],
    [40, 'Home', 0],
    [40, 'End', 100],
    [40, 'Enter', null],
    [40, 'a', null],
  ])('from %s, %s → %s', (position, key, expected) => {
    expect(positionAfterKey(position, key)).toBe(expected);
  });
});

describe('slider captcha pointer position', () => {
  it.each([
    [100, 100, 200, 0],
    [200, 100, 200, 50],
    [300, 100, 200, 100],
    [350, 100, 200, 100],
    [50, 100, 200, 0],
    [150, 100, 0, 0],
  ])('x %s over a track at %s, %s wide → %s %%', (x, left, width, expected) => {
    expect(positionAtPointer(x, left, width)).toBe(expected);
  });

  it.each([
    [-3, 0],
    [42.4, 42],
    [42.6, 43],
    [140, 100],
    [Number.NaN, 0],
  ])('clamps %s to %s', (value, expected) => {
    expect(clampPosition(value)).toBe(expected);
  });
});
