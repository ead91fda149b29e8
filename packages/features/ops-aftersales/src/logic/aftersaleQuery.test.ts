import { describe, expect, it } from 'vitest';
import { defaultAftersaleSearch, readAftersaleSearch, slaTone, writeAftersaleSearch } from './aftersaleQuery';

describe('the after-sales queue’s address (issue #29)', () => {
  it('reads what it writes, and falls back on anything unknown', () => {
    const search = { tab: 'secondApproval', page: 3, pageSize: 50 } as const;
    expect(readAftersaleSearch(writeAftersaleSearch(search))).toEqual(search);
    expect(writeAftersaleSearch(defaultAftersaleSearch).toString()).toBe('');
    expect(readAftersaleSearch(new URLSearchParams('tab=nope&page=-1&pageSize=7'))).toEqual(defaultAftersaleSearch);
  });
});

describe('age against the 48 h service level', () => {
  it.each([
    [0, true, 'success'],
    [35, true, 'success'],
    [36, true, 'warning'],
    [48, true, 'danger'],
    [100, false, 'neutral'],
  ] as const)('%i h, waiting %s → %s', (age, waiting, tone) => {
    expect(slaTone(age, 48, waiting)).toBe(tone);
  });
});
