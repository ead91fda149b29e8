import { describe, expect, it } from 'vitest';
import { chinaDateTime, lastSpendableDay, membershipSwr, pageCountOf } from './membership';

describe('membership caches (spec §9: points and exchange rate 5 minutes, card level list 24 hours)', () => {
  it.each<[keyof typeof membershipSwr, number]>([
    ['cardLevels', 24 * 60 * 60 * 1000],
    ['exchangeRate', 5 * 60 * 1000],
    ['records', 5 * 60 * 1000],
  ])('%s is kept %i ms', (name, ms) => {
    expect(membershipSwr[name].dedupingInterval).toBe(ms);
  });

  it('does not ask for the card levels again on focus or when stale', () => {
    expect(membershipSwr.cardLevels).toMatchObject({ revalidateOnFocus: false, revalidateIfStale: false });
  });
});

describe('paging and dates of the records', () => {
  it.each<[number, number, number]>([
    [0, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
  ])('%i records at %i a page fill %i pages', (total, size, pages) => {
    expect(pageCountOf(total, size)).toBe(pages);
  });

  it('dates a row in China time, and says the last spendable day of a credit', () => {
    expect(chinaDateTime('2026-11-23T16:15:14.382Z')).toBe('2026-11-24 00:15');
    expect(lastSpendableDay('2027-12-31T16:00:00.000Z')).toBe('2027-12-31');
  });
});
