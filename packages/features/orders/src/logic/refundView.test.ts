import type { RefundView } from '@mall/contract/orders';
import { describe, expect, it } from 'vitest';
import { cardRefundStatus, refundSteps, refundTone } from './refundView';

const t1 = '2026-11-24T08:00:00.000Z';
const t2 = '2026-11-24T09:00:00.000Z';
const t3 = '2026-11-24T09:01:00.000Z';

describe('a refund’s steps (issue #12: 申请中 → 已同意 → 退款中 → 已退款, or 已拒绝 / 已撤销)', () => {
  it.each<[string, Pick<RefundView, 'state' | 'timeline'>, string[]]>([
    [
      'applying: the first step current, the rest ahead',
      { state: 'applying', timeline: [{ state: 'applying', at: t1 }] },
      ['applying current', 'approved pending', 'refunding pending', 'refunded pending'],
    ],
    [
      'refunding: approved and refunding reached together',
      {
        state: 'refunding',
        timeline: [
          { state: 'applying', at: t1 },
          { state: 'approved', at: t2 },
          { state: 'refunding', at: t2 },
        ],
      },
      ['applying done', 'approved done', 'refunding current', 'refunded pending'],
    ],
    [
      'refunded: every step reached',
      {
        state: 'refunded',
        timeline: [
          { state: 'applying', at: t1 },
          { state: 'approved', at: t2 },
          { state: 'refunding', at: t2 },
          { state: 'refunded', at: t3 },
        ],
      },
      ['applying done', 'approved done', 'refunding done', 'refunded current'],
    ],
    [
      'refused: it ends there',
      {
        state: 'refused',
        timeline: [
          { state: 'applying', at: t1 },
          { state: 'refused', at: t2 },
        ],
      },
      ['applying done', 'refused current'],
    ],
    [
      'withdrawn: it ends there',
      {
        state: 'withdrawn',
        timeline: [
          { state: 'applying', at: t1 },
          { state: 'withdrawn', at: t2 },
        ],
      },
      ['applying done', 'withdrawn current'],
    ],
  ])('%s', (_case, refund, expected) => {
    expect(refundSteps(refund).map((step) => `${step.state} ${step.status}`)).toEqual(expected);
  });

  it('keeps each reached step’s time', () => {
    expect(refundSteps({ state: 'applying', timeline: [{ state: 'applying', at: t1 }] })[0]?.at).toBe(t1);
  });
});

describe('what the card and the progress say of a refund', () => {
  it.each([
    ['applying', 'open', 'attention'],
    ['approved', 'open', 'progress'],
    ['refunding', 'open', 'progress'],
    ['refunded', 'refunded', 'success'],
    ['refused', 'refused', 'muted'],
    ['withdrawn', null, 'muted'],
  ] as const)('%s: the card says %s, the tone is %s', (state, card, tone) => {
    expect(cardRefundStatus(state)).toBe(card);
    expect(refundTone(state)).toBe(tone);
  });

  it('says nothing for an order without a refund', () => {
    expect(cardRefundStatus(null)).toBeNull();
  });
});
