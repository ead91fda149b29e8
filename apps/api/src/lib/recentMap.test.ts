import { describe, expect, it } from 'vitest';
import { RecentMap } from './recentMap';

describe('RecentMap (the bounded memory of the server caches)', () => {
  it('keeps at most its capacity, forgetting the least recently used first', () => {
    const map = new RecentMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1); // a is now the most recent
    map.set('c', 3);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
    expect(map.size).toBe(2);
  });

  it('replacing a value makes it the most recent without growing', () => {
    const map = new RecentMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 10);
    map.set('c', 3);
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([10, undefined, 3]);
  });

  it('forgets one key, or every entry a predicate matches', () => {
    const map = new RecentMap<string, { uid: number }>(10);
    map.set('s1', { uid: 1 });
    map.set('s2', { uid: 2 });
    map.set('s3', { uid: 1 });
    map.deleteWhere((value) => value.uid === 1);
    expect([map.get('s1'), map.get('s2'), map.get('s3')]).toEqual([undefined, { uid: 2 }, undefined]);
    map.delete('s2');
    expect(map.size).toBe(0);
  });

  it('refuses a capacity below one', () => {
    expect(() => new RecentMap(0)).toThrow(RangeError);
  });
});
