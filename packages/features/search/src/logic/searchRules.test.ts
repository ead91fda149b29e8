import { describe, expect, it } from 'vitest';
import { decideSearch, hotPage, maskBanned, hintForTurn, resultRedirect, toSlides } from './searchRules';

describe('maskBanned (spec §4: banned recorded words display as ***)', () => {
  const banned = ['赌博', '高仿', 'Fake'];
  it.each([
    ['a clean word', '戒指', '戒指'],
    ['a banned word', '高仿', '***'],
    ['a word holding a banned word', '高仿手表', '***'],
    ['case-insensitive', 'fake gold', '***'],
    ['an empty banned entry masks nothing', '项链', '项链'],
  ])('%s', (_case, word, expected) => {
    expect(maskBanned(word, [...banned, ' '])).toBe(expected);
  });
});

describe('hotPage (spec §9: hot keywords paged 15 per page; first three hot items flagged)', () => {
  const words = Array.from({ length: 32 }, (_, index) => `词${index + 1}`);
  it('first page: 15 words, the first three flagged', () => {
    const { items, pageCount } = hotPage(words, 0);
    expect(pageCount).toBe(3);
    expect(items).toHaveLength(15);
    expect(items.filter((item) => item.isFlagged).map((item) => item.word)).toEqual(['词1', '词2', '词3']);
  });
  it.each([
    [1, ['词16', '词30'], 15],
    [2, ['词31', '词32'], 2],
    [3, ['词1', '词15'], 15],
    [-1, ['词31', '词32'], 2],
  ])('page %d wraps and holds the right words, none flagged past the first page', (page, [first, last], length) => {
    const { items } = hotPage(words, page);
    expect(items).toHaveLength(length);
    expect(items[0]?.word).toBe(first);
    expect(items.at(-1)?.word).toBe(last);
    if (items[0]?.rank !== 1) expect(items.some((item) => item.isFlagged)).toBe(false);
  });
  it('no words: one empty page', () => {
    expect(hotPage([], 0)).toEqual({ items: [], pageCount: 1, page: 0 });
  });
});

describe('hintForTurn (spec §2: a rotating hint placeholder)', () => {
  const hints = ['古法金', '钻戒', '转运珠'];
  it.each([
    [0, '古法金'],
    [1, '钻戒'],
    [2, '转运珠'],
    [3, '古法金'],
    [7, '钻戒'],
  ])('opening %d shows %s', (turn, expected) => {
    expect(hintForTurn(hints, turn)).toBe(expected);
  });
  it('no hints: no placeholder', () => {
    expect(hintForTurn([], 4)).toBeUndefined();
  });
});

describe('decideSearch (spec §4 search)', () => {
  it.each([
    ['typed text is searched, trimmed', { typed: ' 戒指 ', hint: '古法金' }, { kind: 'search', keyword: '戒指' }],
    ['an empty search uses the current hint', { typed: '  ', hint: '古法金' }, { kind: 'search', keyword: '古法金' }],
    ['empty with no hint does nothing', { typed: '', hint: '' }, { kind: 'none' }],
    ['the same as the current keyword just closes', { typed: '戒指', currentKeyword: '戒指' }, { kind: 'close' }],
    [
      'the hint equal to the current keyword closes',
      { typed: '', hint: '黄金', currentKeyword: '黄金' },
      { kind: 'close' },
    ],
    ['a different keyword searches', { typed: '项链', currentKeyword: '戒指' }, { kind: 'search', keyword: '项链' }],
  ])('%s', (_case, input, expected) => {
    expect(decideSearch(input)).toEqual(expected);
  });
});

describe('resultRedirect (spec §4: the first result with linkUrl goes there; redirects allow-listed)', () => {
  const origin = 'https://mall.example';
  it.each([
    ['no linkUrl', '', null],
    ['undefined', undefined, null],
    ['a site path', '/d?id=12', '/d?id=12'],
    ['an address on the mall, made a path', 'https://mall.example/d?id=3#top', '/d?id=3#top'],
    ['another host is refused', 'https://example.com/topic', null],
    ['javascript: is refused', 'javascript:alert(1)', null],
    ['protocol-relative is refused', '//evil.example', null],
    ['backslash trick is refused', '/\\evil.example', null],
  ])('%s', (_case, linkUrl, expected) => {
    expect(resultRedirect(linkUrl, origin)).toBe(expected);
  });
});

describe('toSlides (spec §9: search adverts 3 per slide)', () => {
  it.each([
    [[], []],
    [[1, 2], [[1, 2]]],
    [
      [1, 2, 3, 4, 5, 6, 7],
      [[1, 2, 3], [4, 5, 6], [7]],
    ],
  ])('%j → %j', (items, expected) => {
    expect(toSlides(items)).toEqual(expected);
  });
});
