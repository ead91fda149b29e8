import { describe, expect, it } from 'vitest';
import { zoomRatio, zoomScript, zoomVariable } from './zoom';

describe('zoomRatio (spec §1: design width 1400, minimum ratio 768/1400, scaled by 1280/1400)', () => {
  it.each([
    // window width, expected zoom = max(width, 768) / 1400 × 1280 / 1400
    [1400, 0.9143],
    [1280, 0.8359],
    [1366, 0.8921],
    [1440, 0.9404],
    [1920, 1.2539],
    [2560, 1.6718],
    [1024, 0.6687],
    [768, 0.5016],
  ])('a %i px window shows the page at %f', (width, expected) => {
    expect(zoomRatio(width)).toBeCloseTo(expected, 4);
  });

  it.each([[767], [375], [0], [-100]])('a %i px window keeps the minimum ratio of 768/1400 (scaled)', (width) => {
    expect(zoomRatio(width)).toBe(zoomRatio(768));
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY]])('a width of %f counts as the minimum', (width) => {
    expect(zoomRatio(width)).toBe(zoomRatio(768));
  });

  it('grows with the window above the minimum', () => {
    const widths = [768, 900, 1200, 1400, 1600, 1920];
    const ratios = widths.map(zoomRatio);
    expect([...ratios].sort((a, b) => a - b)).toEqual(ratios);
    expect(new Set(ratios).size).toBe(widths.length);
  });
});

describe('zoomScript (issue #16: the zoom set before a server-rendered page paints)', () => {
  it.each([320, 412, 767, 768, 1024, 1280, 1400, 1920, 2560])('agrees with zoomRatio at a %i px window', (width) => {
    const properties = new Map<string, string>();
    const document = {
      documentElement: {
        clientWidth: width,
        style: { setProperty: (name: string, value: string) => properties.set(name, value) },
      },
    };
    new Function('document', 'window', zoomScript)(document, { innerWidth: width });
    expect(Number(properties.get(zoomVariable))).toBe(zoomRatio(width));
  });
});
