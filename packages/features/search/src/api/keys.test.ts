import { describe, expect, it } from 'vitest';
import { isFootprintsKey, searchKeys } from './keys';

describe('search SWR keys', () => {
  it('start with the domain and differ per argument', () => {
    expect(searchKeys.results({ keyword: '戒指' }, 0, 1, 20)).toEqual([
      'search',
      'results',
      { keyword: '戒指' },
      0,
      1,
      20,
    ]);
    expect(searchKeys.results({ keyword: '戒指' }, 2, 1, 20)).not.toEqual(
      searchKeys.results({ keyword: '戒指' }, 0, 1, 20),
    );
    expect(searchKeys.count({ keyword: '戒指' })).not.toEqual(searchKeys.conditions({ keyword: '戒指' }));
    // A member's history is theirs: another member's pages have other keys, and clearing finds only theirs.
    expect(searchKeys.footprints(1001, 1)).not.toEqual(searchKeys.footprints(1002, 1));
    expect(isFootprintsKey(searchKeys.footprints(1001, 3), 1001)).toBe(true);
    expect(isFootprintsKey(searchKeys.footprints(1002, 1), 1001)).toBe(false);
    expect(isFootprintsKey(searchKeys.royaltyGoods(0, 1, 20), 1001)).toBe(false);
    for (const make of Object.values(searchKeys))
      expect((make as (...args: unknown[]) => readonly unknown[])({}, 0, 1, 20)[0]).toBe('search');
  });
});
