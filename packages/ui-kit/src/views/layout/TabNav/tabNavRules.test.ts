import { describe, expect, it } from 'vitest';
import { currentTrail, hasCategoryPanel, tabCurrent } from './tabNavRules';

const menu = [
  { id: 'home' },
  {
    id: 'gold',
    children: [{ id: 'gold-pure', children: [{ id: 'bangle' }, { id: 'necklace' }] }, { id: 'gold-bar' }],
  },
  { id: 'diamond', children: [{ id: 'ring' }] },
];

describe('currentTrail', () => {
  it.each<[string, string | undefined, string[]]>([
    ['no current page', undefined, []],
    ['a top-level tab', 'home', ['home']],
    ['a category tab itself', 'gold', ['gold']],
    ['a second-level item', 'gold-bar', ['gold', 'gold-bar']],
    ['a third-level item', 'necklace', ['gold', 'gold-pure', 'necklace']],
    ['the first match wins in menu order', 'ring', ['diamond', 'ring']],
    ['not in the menu', 'pearl', []],
  ])('%s: %s → %j', (_case, currentId, expected) => {
    expect(currentTrail(menu, currentId)).toEqual(expected);
  });
});

describe('hasCategoryPanel', () => {
  it.each([
    ['no children', {}, false],
    ['an empty list', { children: [] }, false],
    ['children', { children: [{ id: 'bangle' }] }, true],
  ])('%s → %s', (_case, item, expected) => {
    expect(hasCategoryPanel(item)).toBe(expected);
  });
});

describe('tabCurrent', () => {
  it.each<[string, string[], string, boolean, 'page' | 'true' | undefined]>([
    ['a tab link whose page is on show', ['home'], 'home', false, 'page'],
    ['a category tab whose section is on show', ['gold', 'gold-bar'], 'gold', true, 'true'],
    ['a category tab whose own page is on show', ['gold'], 'gold', true, 'true'],
    ['another tab', ['gold', 'gold-bar'], 'home', false, undefined],
    ['no current page', [], 'home', false, undefined],
  ])('%s', (_case, trail, tabId, isCategoryTab, expected) => {
    expect(tabCurrent(trail, tabId, isCategoryTab)).toBe(expected);
  });
});
