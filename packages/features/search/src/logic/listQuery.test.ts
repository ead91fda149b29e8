import { describe, expect, it } from 'vitest';
import { clearFilters, orderTypeOf, toggleFilter, toSearchFilters, type ListQuery } from './listQuery';

const base: ListQuery = {
  keyword: '戒指',
  filters: { category: [], productType: [], style: [], brand: [], series: [], price: [] },
  sort: 'default',
  page: 1,
};

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
    const cleared = clearFilters({
      ...base,
      sort: 'priceDesc',
      page: 3,
      filters: { ...base.filters, style: ['古法'] },
    });
    expect(cleared).toEqual({ ...base, sort: 'priceDesc' });
  });
});

describe('toSearchFilters (spec §7 getSearchValueNew fields)', () => {
  it('maps ids to numbers, names as they are, price range to fen bounds', () => {
    const query = {
      ...base,
      filters: { ...base.filters, productType: ['9', 'x'], category: ['足金/黄金'], price: ['100000-'] },
    };
    expect(toSearchFilters(query)).toEqual({
      keyword: '戒指',
      productTypeIds: [9],
      categories: ['足金/黄金'],
      minPriceFen: 100000,
    });
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
