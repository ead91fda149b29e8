import type { Footprint } from '@mall/contract/footprints';
import { describe, expect, it } from 'vitest';
import { footprintDays } from './footprints';

const entry = (mouldNo: string, viewedAt: string): Footprint =>
  ({ viewedAt, isOnSale: true, goods: { mouldNo } }) as unknown as Footprint;

/** 10:30 on 24 November 2026 in China. */
const now = new Date('2026-11-24T02:30:00Z');

// Issue #13 "Footprints (myTracks): goods viewed, grouped by day, newest first".
describe('footprintDays', () => {
  it.each([
    ['no footprints', [], []],
    [
      'today, yesterday and an earlier day, each a group, newest first',
      [
        entry('A', '2026-11-24T01:00:00Z'),
        entry('B', '2026-11-23T16:10:00Z'),
        entry('C', '2026-11-23T03:00:00Z'),
        entry('D', '2026-11-20T03:00:00Z'),
        entry('E', '2026-11-20T01:00:00Z'),
      ],
      [
        ['2026-11-24', 'today', ['A', 'B']],
        ['2026-11-23', 'yesterday', ['C']],
        ['2026-11-20', 'date', ['D', 'E']],
      ],
    ],
    [
      'just after midnight in China is today, just before is yesterday (UTC would say otherwise)',
      [entry('A', '2026-11-23T16:00:00Z'), entry('B', '2026-11-23T15:59:59Z')],
      [
        ['2026-11-24', 'today', ['A']],
        ['2026-11-23', 'yesterday', ['B']],
      ],
    ],
    ['only old footprints: no 今天 heading', [entry('A', '2026-10-01T04:00:00Z')], [['2026-10-01', 'date', ['A']]]],
  ])('%s', (_name, list, expected) => {
    expect(
      footprintDays(list as Footprint[], now).map((day) => [
        day.day,
        day.kind,
        day.entries.map((item) => item.goods.mouldNo),
      ]),
    ).toEqual(expected);
  });
});
