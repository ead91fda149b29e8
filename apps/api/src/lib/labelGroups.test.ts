import { orderStatusLabel, orderStatusLabels, type OrderFacts } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { deadlineOnSide, deadlineSide, groupFacts, groupsStillHold } from './labelGroups';

const now = new Date('2026-11-24T02:30:00.000Z');

describe('deadlineSide and deadlineOnSide (the order list groups deadlines by where they stand at now)', () => {
  it.each([
    ['no deadline', null, null],
    ['an hour ahead', '2026-11-24T03:30:00.000Z', 1],
    ['exactly now (not passed: spec §4 "within the deadline")', now.toISOString(), 1],
    ['a millisecond ago', '2026-11-24T02:29:59.999Z', 0],
    ['a day ago', '2026-11-23T02:30:00.000Z', 0],
  ] as const)('%s', (_name, iso, side) => {
    expect(deadlineSide(iso, now)).toBe(side);
    expect(deadlineSide(deadlineOnSide(side, now), now)).toBe(side);
  });
});

/** A small deterministic generator, so a failure names its seed. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return { pick };
}

describe('groupFacts reads as every order of its group (issue #12: the tabs counted from groups)', () => {
  const times = [
    null,
    '2026-11-24T02:30:00.000Z',
    '2026-11-24T02:29:59.999Z',
    '2026-11-25T00:00:00.000Z',
    '2026-11-01T00:00:00.000Z',
  ];
  it('gives the same status label as the order itself, over 20,000 generated orders covering every label', () => {
    const { pick } = generator(20_261_124);
    const seen = new Set<string>();
    for (let index = 0; index < 20_000; index += 1) {
      const facts: OrderFacts = {
        orderState: pick(Array.from({ length: 22 }, (_, state) => state + 1)),
        orderType: pick([null, 1, 2] as const),
        paymentState: pick([0, 1, 2]),
        relatedOrderState: pick([null, 1, 2, 4, 5]),
        relatedPaymentState: pick([null, 0, 1]),
        payDeadline: pick(times),
        depositEndPayTime: pick(times),
        balanceEndPayTime: pick(times),
        isPreSellEnd: pick([false, true]),
        isTransferGift: pick([false, true]),
        transferGiftState: pick([null, 0, 1, 2]),
        source: pick([1, 23]),
        firstPointProductType: pick([null, 21, 23]),
        goodsCount: pick([1, 3]),
        isReviewed: pick([false, true]),
      };
      const group = {
        ...facts,
        payDeadline: deadlineSide(facts.payDeadline, now),
        depositEndPayTime: deadlineSide(facts.depositEndPayTime, now),
        balanceEndPayTime: deadlineSide(facts.balanceEndPayTime, now),
      };
      const label = orderStatusLabel(facts, now);
      seen.add(label);
      expect(orderStatusLabel(groupFacts(group, now), now), JSON.stringify(facts)).toBe(label);
    }
    expect([...seen].sort()).toEqual([...orderStatusLabels].sort());
  });
});

describe('groupsStillHold (issue #12: the list reuses its tab counts while nothing they read has moved)', () => {
  const reading = { version: 7, readAt: 1_000, until: 5_000, groups: null };
  it.each([
    ['same counter, same instant', reading, 7, 1_000, true],
    ['same counter, before the next deadline', reading, 7, 4_999, true],
    ['the next deadline itself (an unpaid order turns overdue at its deadline)', reading, 7, 5_000, false],
    ['after the next deadline', reading, 7, 6_000, false],
    ['an order or refund changed since (counter moved on)', reading, 8, 1_001, false],
    ['the clock went back before the reading', reading, 7, 999, false],
    ['no deadline ahead: holds until the counter moves', { ...reading, until: null }, 7, 9e12, true],
  ] as const)('%s', (_name, entry, version, now, holds) => {
    expect(groupsStillHold(entry, version, now)).toBe(holds);
  });
});
