import { describe, expect, it } from 'vitest';
import { defaultOrderSearch, readOrderSearch, toOrderQuery, writeOrderSearch } from './orderQuery';

const read = (query: string) => readOrderSearch(new URLSearchParams(query));

describe('the order search in the address (issue #29 "Orders": search, tabs, paging on the server)', () => {
  it.each([
    ['', defaultOrderSearch],
    ['tab=toShip&page=3', { ...defaultOrderSearch, tab: 'toShip', page: 3 }],
    ['tab=nonsense&page=-2&pageSize=7', defaultOrderSearch],
    ['page=1.5&sort=payFen&order=asc', { ...defaultOrderSearch, sort: 'payFen', order: 'asc' }],
    ['pageSize=100&mobile= 5678 ', { ...defaultOrderSearch, pageSize: 100, mobile: '5678' }],
    ['sort=drop%20table&order=sideways', defaultOrderSearch],
  ] as const)('%j reads as its search', (query, expected) => {
    expect(read(query)).toEqual(expected);
  });

  it('writes only what differs from the default, and reads back the same search', () => {
    const search = { ...defaultOrderSearch, tab: 'shipped' as const, consignee: '李', page: 2 };
    const params = writeOrderSearch(search);
    expect(params.toString()).toBe('tab=shipped&consignee=%E6%9D%8E&page=2');
    expect(readOrderSearch(params)).toEqual(search);
    expect(writeOrderSearch(defaultOrderSearch).toString()).toBe('');
  });

  it.each([
    [{}, {}],
    [{ orderNo: 'JY20261101120000000003' }, { orderNo: 'JY20261101120000000003' }],
    [
      { minYuan: '1000', maxYuan: '5000.5' },
      { minYuan: 1000, maxYuan: 5000.5 },
    ],
    [{ minYuan: 'abc', maxYuan: '-1' }, {}],
    [
      { from: '2026-12-01', to: '2026-12-07' },
      { from: '2026-12-01', to: '2026-12-07' },
    ],
  ])('sends %j as %j beside the tab, sort and page', (filters, sent) => {
    expect(toOrderQuery({ ...defaultOrderSearch, ...filters })).toEqual({
      tab: 'all',
      sort: 'createdAt',
      order: 'desc',
      page: 1,
      pageSize: 20,
      ...sent,
    });
  });
});
