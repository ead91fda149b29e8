import { describe, expect, it } from 'vitest';
import { headerLayout, isBackToTopVisible, nextCompact, noticeDisplayMs } from './shellRules';

describe('noticeDisplayMs (spec §2: 0.3 s per character plus 3 s, default 5 s)', () => {
  it.each([
    ['金缘珠宝官方商城全场包邮', 12 * 300 + 3000],
    ['a', 3300],
    ['💍婚戒', 3 * 300 + 3000],
    ['  国庆  ', 2 * 300 + 3000],
    ['', 5000],
    [null, 5000],
    [undefined, 5000],
  ])('%j → %d ms', (content, expected) => {
    expect(noticeDisplayMs(content)).toBe(expected);
  });
});

describe('headerLayout (spec §2: 128, or 164 with a notice bar; compact offset 48)', () => {
  it.each([
    [false, false, { height: 128, offset: 0, visibleHeight: 128 }],
    [true, false, { height: 164, offset: 0, visibleHeight: 164 }],
    [false, true, { height: 128, offset: 48, visibleHeight: 80 }],
    [true, true, { height: 164, offset: 48, visibleHeight: 116 }],
  ])('notice %s, compact %s', (hasNotice, isCompact, expected) => {
    expect(headerLayout({ hasNotice, isCompact })).toEqual(expected);
  });
});

describe('nextCompact (spec §2: the top compresses on scroll down)', () => {
  it.each([
    ['scrolling down past the offset compresses', false, 40, 120, true],
    ['scrolling down within the offset does not', false, 0, 30, false],
    ['scrolling up opens it again', true, 900, 880, false],
    ['back near the top opens it', true, 300, 20, false],
    ['no movement keeps the state', true, 500, 500, true],
  ])('%s', (_case, wasCompact, previousY, y, expected) => {
    expect(nextCompact(wasCompact, previousY, y)).toBe(expected);
  });
});

describe('isBackToTopVisible (spec §2: beyond 200 px)', () => {
  it.each([
    [0, false],
    [200, false],
    [201, true],
  ])('%d → %s', (y, expected) => {
    expect(isBackToTopVisible(y)).toBe(expected);
  });
});
