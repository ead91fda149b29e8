import { describe, expect, it } from 'vitest';
import { iconButtonName } from './iconButtonRules';

describe('iconButtonName', () => {
  it.each([
    ['no badge: the label', { label: '搜索' }, '搜索'],
    ['a count: the badge label', { label: '购物袋', badge: 3, badgeLabel: '购物袋，3件商品' }, '购物袋，3件商品'],
    [
      'beyond 99: still the badge label',
      { label: '购物袋', badge: 120, badgeLabel: '购物袋，99+件商品' },
      '购物袋，99+件商品',
    ],
    ['zero draws no badge: the label', { label: '购物袋', badge: 0, badgeLabel: '购物袋，0件商品' }, '购物袋'],
    ['an empty badge label falls back', { label: '购物袋', badge: 2, badgeLabel: '' }, '购物袋'],
  ])('%s', (_case, input, expected) => {
    expect(iconButtonName(input)).toBe(expected);
  });
});
