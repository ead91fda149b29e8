import { describe, expect, it } from 'vitest';
import { searchKeys } from './keys';

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
    for (const make of Object.values(searchKeys))
      expect((make as (...args: unknown[]) => readonly unknown[])({}, 0, 1, 20)[0]).toBe('search');
  });
});
