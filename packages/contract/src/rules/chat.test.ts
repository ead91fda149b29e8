import { describe, expect, it } from 'vitest';
import {
  CHAT_HOURS_DEFAULT,
  chatAvailability,
  HOTLINE_HOURS_DEFAULT,
  isWithinHours,
  mergeByClientId,
  nextHoursBoundary,
  parseDailyHours,
  type DailyHours,
} from './chat';

// spec §1 / §7 "Customer service chat", issue #15: online chat daily 8:15–23:45 and the hotline
// weekdays 9:30–17:30, both in Asia/Shanghai whatever the machine's zone.
const chat = parseDailyHours(CHAT_HOURS_DEFAULT) as DailyHours;
const hotline = parseDailyHours(HOTLINE_HOURS_DEFAULT) as DailyHours;

describe('parseDailyHours', () => {
  const rows: [string, DailyHours | null][] = [
    ['8:15-23:45', { from: 495, to: 1425 }],
    ['09:30 - 17:30', { from: 570, to: 1050 }],
    ['0:00-24:00', { from: 0, to: 1440 }],
    ['23:45-8:15', null],
    ['8:15', null],
    ['25:00-26:00', null],
    ['8:61-9:00', null],
    ['', null],
  ];
  it.each(rows)('%j', (text, expected) => expect(parseDailyHours(text)).toEqual(expected));
});

describe('online chat hours (spec §1: daily 8:15–23:45 Asia/Shanghai; 8:15 open, 23:45 closed)', () => {
  const rows: [string, string, boolean][] = [
    ['8:14:59 local (00:14:59Z), one second before opening', '2026-11-25T00:14:59Z', false],
    ['8:15:00 local, the opening minute counts', '2026-11-25T00:15:00Z', true],
    ['noon local', '2026-11-25T04:00:00Z', true],
    ['23:44:59 local, the last open second', '2026-11-25T15:44:59Z', true],
    ['23:45:00 local, the closing minute does not count', '2026-11-25T15:45:00Z', false],
    ['00:30 local (16:30Z the day before)', '2026-11-24T16:30:00Z', false],
    ['a Sunday at 10:00 local: chat is daily', '2026-11-29T02:00:00Z', true],
    ['9:00 UTC is 17:00 local: open, whatever the server zone', '2026-11-25T09:00:00Z', true],
  ];
  it.each(rows)('%s', (_name, iso, expected) => expect(isWithinHours(new Date(iso), chat)).toBe(expected));
});

describe('hotline hours (spec §1: weekdays 9:30–17:30 Asia/Shanghai)', () => {
  const rows: [string, string, boolean][] = [
    ['Wednesday 9:29 local', '2026-11-25T01:29:00Z', false],
    ['Wednesday 9:30 local', '2026-11-25T01:30:00Z', true],
    ['Wednesday 17:29 local', '2026-11-25T09:29:00Z', true],
    ['Wednesday 17:30 local', '2026-11-25T09:30:00Z', false],
    ['Saturday 10:00 local', '2026-11-28T02:00:00Z', false],
    ['Sunday 10:00 local', '2026-11-29T02:00:00Z', false],
    ['Monday 10:00 local is Sunday 02:00 UTC: the local day counts', '2026-11-30T02:00:00Z', true],
    ['Friday 23:00 UTC is Saturday 7:00 local', '2026-11-27T23:00:00Z', false],
  ];
  it.each(rows)('%s', (_name, iso, expected) =>
    expect(isWithinHours(new Date(iso), hotline, { weekdaysOnly: true })).toBe(expected),
  );
});

describe('chatAvailability', () => {
  it('answers both windows at once', () => {
    expect(chatAvailability(new Date('2026-11-28T13:00:00Z'), { chat, hotline })).toEqual({
      isChatOpen: true,
      isHotlineOpen: false,
    });
    expect(chatAvailability(new Date('2026-11-25T16:00:00Z'), { chat, hotline })).toEqual({
      isChatOpen: false,
      isHotlineOpen: false,
    });
  });
});

// issue #15: a resend after a reconnect never doubles a message.
describe('mergeByClientId', () => {
  const pending = { clientId: 'a', id: 'a', status: 'sending' };
  const stored = { clientId: 'a', id: '17', status: 'sent' };
  const other = { clientId: 'b', id: '18', status: 'sent' };
  const rows: [string, (typeof pending)[], (typeof pending)[], (typeof pending)[]][] = [
    ['a new message is appended', [], [stored], [stored]],
    ['the acknowledged copy replaces the pending one in place', [pending, other], [stored], [stored, other]],
    ['the same message twice (resend echoed) is kept once', [stored], [stored, stored], [stored]],
    ['history after a reconnect overlapping what is shown', [stored], [stored, other], [stored, other]],
    ['two copies in one batch keep the later', [], [pending, stored], [stored]],
  ];
  it.each(rows)('%s', (_name, list, incoming, expected) => expect(mergeByClientId(list, incoming)).toEqual(expected));
});

describe('nextHoursBoundary: when a chat page left open must look again (issue #15)', () => {
  // Instants in UTC; Shanghai is UTC+8 all year.
  const rows: [string, string, string][] = [
    ['before opening (8:00)', '2026-12-02T00:00:00.000Z', '2026-12-02T00:15:00.000Z'],
    ['a millisecond before 8:15', '2026-12-02T00:14:59.999Z', '2026-12-02T00:15:00.000Z'],
    ['at 8:15 exactly: the close is next', '2026-12-02T00:15:00.000Z', '2026-12-02T15:45:00.000Z'],
    ['during the day (14:00)', '2026-12-02T06:00:00.000Z', '2026-12-02T15:45:00.000Z'],
    ['a millisecond before 23:45', '2026-12-02T15:44:59.999Z', '2026-12-02T15:45:00.000Z'],
    ['at 23:45 exactly: tomorrow’s opening is next', '2026-12-02T15:45:00.000Z', '2026-12-03T00:15:00.000Z'],
    ['at 23:50', '2026-12-02T15:50:00.000Z', '2026-12-03T00:15:00.000Z'],
    ['just after midnight (0:05, the same night)', '2026-12-02T16:05:00.000Z', '2026-12-03T00:15:00.000Z'],
    ['across a month’s end (31 Dec 23:59)', '2026-12-31T15:59:00.000Z', '2027-01-01T00:15:00.000Z'],
  ];
  it.each(rows)('%s', (_case, at, expected) => {
    const instant = new Date(at);
    const boundary = nextHoursBoundary(instant, chat);
    expect(boundary.toISOString()).toBe(expected);
    // The rule and the hours agree: open and closed differ on either side of the boundary.
    expect(isWithinHours(new Date(boundary.getTime() - 1), chat)).not.toBe(isWithinHours(boundary, chat));
  });

  it('follows configured hours (9:00–18:00)', () => {
    const hours = parseDailyHours('9:00-18:00') as DailyHours;
    expect(nextHoursBoundary(new Date('2026-12-02T09:59:00.000Z'), hours).toISOString()).toBe(
      '2026-12-02T10:00:00.000Z',
    );
  });
});
