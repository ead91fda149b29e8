import { describe, expect, it } from 'vitest';
import {
  cardLevelAfter,
  chinaYear,
  dueExpiries,
  levelReachedBy,
  nextLevelOf,
  pointsEarned,
  pointsExpireAt,
  type LedgerMovement,
} from './membership';

describe('points earned on a paid order (issue #13; spec §9 gives only the spending rate: 1 point per whole 元 of cash)', () => {
  it.each<[string, number, number]>([
    ['¥1,280.00 paid in cash', 128_000, 1_280],
    ['a part of a 元 earns nothing', 128_099, 1_280],
    ['¥0.99', 99, 0],
    ['nothing paid in cash (points or gift card paid it all)', 0, 0],
    ['a negative amount is not cash', -500, 0],
  ])('%s', (_case, cashFen, points) => {
    expect(pointsEarned(cashFen)).toBe(points);
  });
});

describe('when points expire (issue #13: the end of the following calendar year, China time)', () => {
  it.each<[string, string, string]>([
    ['earned in March 2025: spendable through 2026', '2025-03-01T04:00:00Z', '2026-12-31T16:00:00.000Z'],
    ['earned on the last minute of 2025 in China', '2025-12-31T15:59:00Z', '2026-12-31T16:00:00.000Z'],
    ['1 January 2026 in China is still 2025 in UTC', '2025-12-31T16:30:00Z', '2027-12-31T16:00:00.000Z'],
  ])('%s', (_case, at, expires) => {
    expect(pointsExpireAt(new Date(at)).toISOString()).toBe(expires);
  });

  it('reads the year in China time', () => {
    expect(chinaYear(new Date('2025-12-31T16:00:00Z'))).toBe(2026);
    expect(chinaYear(new Date('2025-12-31T15:59:59Z'))).toBe(2025);
  });
});

const end2024 = new Date('2024-12-31T16:00:00Z');
const end2025 = new Date('2025-12-31T16:00:00Z');
const credit = (delta: number, at: string, expiresAt: Date): LedgerMovement => ({
  delta,
  at: new Date(at),
  expiresAt,
  isExpiry: false,
});
const take = (delta: number, at: string): LedgerMovement => ({
  delta: -delta,
  at: new Date(at),
  expiresAt: null,
  isExpiry: false,
});
const expiry = (delta: number, at: Date): LedgerMovement => ({ delta: -delta, at, expiresAt: null, isExpiry: true });

describe('which points expire (issue #13: spent first in, first out; expiry lazily written)', () => {
  it.each<[string, LedgerMovement[], string, { at: Date; points: number }[]]>([
    ['nothing is due before the moment', [credit(500, '2024-05-01T00:00:00Z', end2025)], '2025-12-31T15:59:59Z', []],
    [
      'an unspent credit expires whole',
      [credit(500, '2024-05-01T00:00:00Z', end2025)],
      '2026-01-02T00:00:00Z',
      [{ at: end2025, points: 500 }],
    ],
    [
      'a spend comes off the credit that expires soonest',
      [
        credit(500, '2023-05-01T00:00:00Z', end2024),
        credit(300, '2024-02-01T00:00:00Z', end2025),
        take(600, '2024-06-01T00:00:00Z'),
      ],
      '2026-01-02T00:00:00Z',
      // 2023's 500 were spent first, then 100 of 2024's: 200 of those are left at the end of 2025.
      [{ at: end2025, points: 200 }],
    ],
    [
      'a spend after the moment does not save the expired points',
      [
        credit(500, '2023-05-01T00:00:00Z', end2024),
        credit(300, '2025-02-01T00:00:00Z', new Date('2026-12-31T16:00:00Z')),
        take(200, '2025-03-01T00:00:00Z'),
      ],
      '2025-06-01T00:00:00Z',
      [{ at: end2024, points: 500 }],
    ],
    [
      'an expiry already written is not written again',
      [credit(500, '2023-05-01T00:00:00Z', end2024), expiry(500, end2024)],
      '2026-06-01T00:00:00Z',
      [],
    ],
    [
      'two moments, oldest first, and what expired earlier is not counted twice',
      [
        credit(500, '2023-05-01T00:00:00Z', end2024),
        credit(300, '2024-05-01T00:00:00Z', end2025),
        take(100, '2024-06-01T00:00:00Z'),
      ],
      '2026-06-01T00:00:00Z',
      [
        { at: end2024, points: 400 },
        { at: end2025, points: 300 },
      ],
    ],
    [
      'points taken beyond the soonest credits never make a negative expiry',
      [
        credit(100, '2023-05-01T00:00:00Z', end2024),
        credit(900, '2024-01-05T00:00:00Z', end2025),
        take(400, '2024-03-01T00:00:00Z'),
      ],
      '2026-06-01T00:00:00Z',
      [
        // 100 of 2023 and 300 of 2024 were spent.
        { at: end2025, points: 600 },
      ],
    ],
  ])('%s', (_case, movements, now, due) => {
    expect(dueExpiries(movements, new Date(now))).toEqual(due);
  });
});

const levels = [
  { level: 1, thresholdFen: 0 },
  { level: 2, thresholdFen: 500_000 },
  { level: 3, thresholdFen: 2_000_000 },
  { level: 4, thresholdFen: 8_000_000 },
];

describe('the level a year of consumption reaches (card_levels thresholds)', () => {
  it.each<[number, number]>([
    [0, 1],
    [-10_000, 1],
    [499_999, 1],
    [500_000, 2],
    [2_000_000, 3],
    [9_000_000, 4],
  ])('%i fen reaches level %i', (fen, level) => {
    expect(levelReachedBy(levels, fen)).toBe(level);
  });
});

describe('the card level after a payment, a refund or the year turning (issue #13 level recalculation)', () => {
  it.each<[string, Parameters<typeof cardLevelAfter>[0], { level: number; until: string }]>([
    [
      'a payment that crosses a threshold raises the level, held through next year',
      { levels, held: { level: 1, until: '2026-12-31' }, today: '2026-05-01', thisYearFen: 520_000, lastYearFen: 0 },
      { level: 2, until: '2027-12-31' },
    ],
    [
      'a refund never lowers the level within the year it holds',
      { levels, held: { level: 3, until: '2027-12-31' }, today: '2026-08-01', thisYearFen: 100_000, lastYearFen: 0 },
      { level: 3, until: '2027-12-31' },
    ],
    [
      'once lapsed, last year’s consumption still holds its level through this year',
      { levels, held: { level: 4, until: '2025-12-31' }, today: '2026-01-10', thisYearFen: 0, lastYearFen: 2_100_000 },
      { level: 3, until: '2026-12-31' },
    ],
    [
      'nothing spent for two years: back to the first level',
      { levels, held: { level: 3, until: '2025-12-31' }, today: '2026-03-01', thisYearFen: 0, lastYearFen: 0 },
      { level: 1, until: '2027-12-31' },
    ],
    [
      'spending again at the held level renews it for another year',
      { levels, held: { level: 2, until: '2026-12-31' }, today: '2026-09-01', thisYearFen: 600_000, lastYearFen: 0 },
      { level: 2, until: '2027-12-31' },
    ],
    [
      'a level with no known end holds only by consumption',
      { levels, held: { level: 4, until: null }, today: '2026-09-01', thisYearFen: 600_000, lastYearFen: 0 },
      { level: 2, until: '2027-12-31' },
    ],
  ])('%s', (_case, input, standing) => {
    expect(cardLevelAfter(input)).toEqual(standing);
  });

  it.each<[number, number, { level: number; neededFen: number } | null]>([
    [1, 120_000, { level: 2, neededFen: 380_000 }],
    [3, 2_500_000, { level: 4, neededFen: 5_500_000 }],
    [2, 900_000, { level: 3, neededFen: 1_100_000 }],
    [4, 9_000_000, null],
  ])('from level %i with %i fen this year the next level is %o', (level, fen, next) => {
    expect(nextLevelOf(levels, level, fen)).toEqual(next);
  });
});
