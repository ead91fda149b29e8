import { describe, expect, it } from 'vitest';
import { chinaDateTime, chinaDay, chinaDaysBetween } from './chinaTime';

describe('chinaDay (days are counted in China time, UTC+8)', () => {
  it.each([
    ['just before midnight in China', '2026-11-24T15:59:59.999Z', '2026-11-24'],
    ['midnight in China', '2026-11-24T16:00:00.000Z', '2026-11-25'],
    ['morning in China, still the day before in UTC', '2026-11-23T23:30:00Z', '2026-11-24'],
    ['new year in China', '2026-12-31T16:00:00Z', '2027-01-01'],
  ])('%s', (_name, instant, day) => {
    expect(chinaDay(instant)).toBe(day);
    expect(chinaDay(new Date(instant))).toBe(day);
  });
});

describe('chinaDaysBetween', () => {
  it.each([
    ['the same China day', '2026-11-24T00:00:00Z', '2026-11-24T15:00:00Z', 0],
    ['across China midnight, minutes apart', '2026-11-24T15:59:00Z', '2026-11-24T16:01:00Z', 1],
    ['a UTC day apart but one China day', '2026-11-23T17:00:00Z', '2026-11-24T15:00:00Z', 0],
    ['a week', '2026-11-17T04:00:00Z', '2026-11-24T04:00:00Z', 7],
    ['backwards', '2026-11-25T04:00:00Z', '2026-11-24T04:00:00Z', -1],
  ])('%s', (_name, from, to, days) => {
    expect(chinaDaysBetween(from, to)).toBe(days);
  });
});

describe('chinaDateTime (DESIGN.md §11: times staff read are China time, whatever the device)', () => {
  it.each([
    ['2026-12-07T15:59:59.000Z', '2026-12-07 23:59:59'],
    ['2026-12-07T16:00:00.000Z', '2026-12-08 00:00:00'],
    ['2026-06-30T23:30:05Z', '2026-07-01 07:30:05'],
    ['2027-01-01T00:00:00+08:00', '2027-01-01 00:00:00'],
  ])('%s reads %s', (instant, expected) => {
    expect(chinaDateTime(instant)).toBe(expected);
  });
});
