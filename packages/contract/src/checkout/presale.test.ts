import { describe, expect, it } from 'vitest';
import { balanceWindow, type BalanceWindow } from './presale';

const now = new Date('2026-11-20T02:30:00.000Z');
const earlier = '2026-11-19T02:30:00.000Z';
const later = '2026-11-21T02:30:00.000Z';

describe('the final-payment window (spec §3 finalpaytimestarttext / finalpaytimeendtext, §4 final payment)', () => {
  it.each<[string, string | null, string | null, BalanceWindow]>([
    ['before its start: not started', later, later, 'notStarted'],
    ['between start and end: open', earlier, later, 'open'],
    ['after its end: over (the button shows disabled)', earlier, earlier, 'over'],
    ['no start set: open from the deposit', null, later, 'open'],
    ['no end set: open', earlier, null, 'open'],
    ['exactly at its end: still open', earlier, now.toISOString(), 'open'],
  ])('%s', (_case, start, end, expected) => {
    expect(balanceWindow({ start, end }, now)).toBe(expected);
  });
});
