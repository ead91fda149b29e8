import { describe, expect, it } from 'vitest';
import { chooseLocale, toSupportedLocale } from './locales';

describe('chooseLocale (DESIGN.md §1: zh-CN is the default)', () => {
  it.each([
    [null, 'zh-CN'],
    [undefined, 'zh-CN'],
    ['', 'zh-CN'],
    ['fr', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['en-GB', 'en'],
    ['zh-Hans-CN', 'zh-CN'],
  ])('stored %j → %s', (stored, expected) => {
    expect(chooseLocale(stored)).toBe(expected);
  });
});

describe('toSupportedLocale', () => {
  it.each([
    ['zh-Hant-TW', 'zh-TW'],
    ['ZH-cn', 'zh-CN'],
    ['ja', undefined],
  ])('%s → %s', (tag, expected) => {
    expect(toSupportedLocale(tag)).toBe(expected);
  });
});
