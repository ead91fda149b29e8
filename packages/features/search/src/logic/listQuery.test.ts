import { describe, expect, it } from 'vitest';
import { clearFilters, orderTypeOf, parseListQuery, toggleFilter, toSearchFilters, writeListQuery, type ListQuery } from './listQuery';

const base: ListQuery = { keyword: '戒指', filters: { category: [], productType: [], style: [], brand: [], series: [], price: [] }, sort: 'default', page: 1 };

describe('parseListQuery / writeListQuery (spec §2 goodsList: query keyword; kept in the URL)', () => {
  it.each([
    ['just a keyword', 'keyword=戒指', base],
    ['nothing', '', { ...base, keyword: '' }],
    [
      'filters, sort and page',
      'keyword=戒指&category=足金/黄金&category=铂金&type=9&style=古法&price=100000-500000&sort=priceAsc&page=3',
      { ...base, filters: { ...base.filters, category: ['足金/黄金', '铂金'], productType: ['9'], style: ['古法'], price: ['100000-500000'] }, sort: 'priceAsc', page: 3 },
    ],
    ['an unknown sort and a bad page fall back', 'keyword=戒指&sort=cheapest&page=-2', base],
    ['a malformed price range is dropped', 'keyword=戒指&price=abc', base],
    ['duplicates once', 'keyword=戒指&style=古法&style=古法', { ...base, filters: { ...base.filters, style: ['古法'] } }],
  ])('%s', (_case, search, expected) => {
    expect(parseListQuery(new URLSearchParams(search))).toEqual(expected);
  });

  it('round-trips and leaves out defaults', () => {
    const query: ListQuery = { ...base, filters: { ...base.filters, brand: ['1', '2'], price: ['500000-'] }, sort: 'newest', page: 2 };
    expect(parseListQuery(writeListQuery(query))).toEqual(query);
    expect(writeListQuery(base).toString()).toBe(`keyword=${encodeURIComponent('戒指')}`);
  });
});

describe('toggleFilter / clearFilters', () => {
  it('chooses, unchooses and returns to page 1', () => {
    const chosen = toggleFilter({ ...base, page: 4 }, 'category', '铂金');
    expect(chosen.filters.category).toEqual(['铂金']);
    expect(chosen.page).toBe(1);
    expect(toggleFilter(chosen, 'category', '铂金').filters.category).toEqual([]);
  });
  it('a price range replaces the other', () => {
    const one = toggleFilter(base, 'price', '0-100000');
    expect(toggleFilter(one, 'price', '100000-500000').filters.price).toEqual(['100000-500000']);
  });
  it('clear keeps keyword and sort', () => {
    const cleared = clearFilters({ ...base, sort: 'priceDesc', page: 3, filters: { ...base.filters, style: ['古法'] } });
    expect(cleared).toEqual({ ...base, sort: 'priceDesc' });
  });
});

describe('toSearchFilters (spec §7 getSearchValueNew fields)', () => {
  it('maps ids to numbers, names as they are, price range to fen bounds', () => {
    const query = { ...base, filters: { ...base.filters, productType: ['9', 'x'], category: ['足金/黄金'], price: ['100000-'] } };
    expect(toSearchFilters(query)).toEqual({ keyword: '戒指', productTypeIds: [9], categories: ['足金/黄金'], minPriceFen: 100000 });
  });
  it.each([
    ['default', 0],
    ['newest', 1],
    ['priceAsc', 2],
    ['priceDesc', 3],
  ] as const)('sort %s is orderType %d', (sort, orderType) => {
    expect(orderTypeOf(sort)).toBe(orderType);
  });
});
