import { describe, expect, it } from 'vitest';
import { auditDiff, chinaDayRange, maskMobile, orderTimeline, statusTabOf, type TimelineFacts } from './opsRules';

describe('the console’s order rules (issue #29)', () => {
  it.each([
    [1, 'unpaid'],
    [14, 'unpaid'],
    [2, 'toShip'],
    [9, 'toShip'],
    [22, 'toShip'],
    [3, 'shipped'],
    [20, 'shipped'],
    [4, 'done'],
    [5, 'closed'],
    [7, 'closed'],
    [99, 'closed'],
  ] as const)('state %i is under the %s tab', (state, tab) => {
    expect(statusTabOf(state)).toBe(tab);
  });

  it.each([
    ['13812345678', '138****5678'],
    ['61234567', '****4567'],
    ['1234', '****'],
    ['', ''],
  ])('masks %s as %s', (mobile, masked) => {
    expect(maskMobile(mobile)).toBe(masked);
  });

  it.each([
    ['2026-11-20', '2026-11-20', '2026-11-19T16:00:00.000Z', '2026-11-20T16:00:00.000Z'],
    ['2026-11-01', undefined, '2026-10-31T16:00:00.000Z', undefined],
    [undefined, '2026-12-31', undefined, '2026-12-31T16:00:00.000Z'],
  ])('reads the China days %s … %s as instants', (from, to, since, until) => {
    const range = chinaDayRange(from, to);
    expect(range?.since?.toISOString()).toBe(since);
    expect(range?.until?.toISOString()).toBe(until);
  });

  it('refuses a day range that runs backwards', () => {
    expect(chinaDayRange('2026-11-21', '2026-11-20')).toBeNull();
  });
});

describe('auditDiff (issue #29: the audit row’s before and after)', () => {
  it.each([
    ['a changed field', { orderState: 2 }, { orderState: 3 }, { orderState: { before: 2, after: 3 } }],
    ['an unchanged field is left out', { a: 1, b: 'x' }, { a: 1, b: 'y' }, { b: { before: 'x', after: 'y' } }],
    ['a created field has no before', {}, { note: '加急' }, { note: { after: '加急' } }],
    ['a removed field has no after', { note: '加急' }, {}, { note: { before: '加急' } }],
    ['undefined counts as absent', { a: undefined }, { a: 1 }, { a: { after: 1 } }],
    ['arrays compare by content', { roles: ['a', 'b'] }, { roles: ['a', 'b'] }, {}],
    [
      'arrays in another order differ',
      { roles: ['a', 'b'] },
      { roles: ['b', 'a'] },
      { roles: { before: ['a', 'b'], after: ['b', 'a'] } },
    ],
    ['nothing changed', { x: { y: 1 } }, { x: { y: 1 } }, {}],
  ])('%s', (_case, before, after, diff) => {
    expect(auditDiff(before, after)).toEqual(diff);
  });
});

describe('orderTimeline (issue #29: everything that happened to an order, oldest first)', () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 2, minutes));
  const facts: TimelineFacts = {
    createdAt: at(0),
    paidAt: at(5),
    payments: [{ payNo: 'P1', method: 'wechat', amountFen: 123_400, settledAt: at(5), state: 'paid' }],
    parcels: [{ parcelNo: 1, carrierName: '顺丰速运', trackingNo: 'SF1000000000001', shippedAt: at(30) }],
    shippedBy: 'JY80002 周敏',
    receivedAt: null,
    closedAt: null,
    orderState: 3,
    gift: { isTransferGift: false, transferGiftState: null, settledAt: null },
    refunds: [
      {
        kind: 'afterSales',
        amountFen: 1000,
        appliedAt: at(40),
        approvedAt: null,
        refundedAt: null,
        refusedAt: null,
        withdrawnAt: null,
      },
    ],
    invoices: [],
    guarantees: [],
    notes: [{ at: at(10), staff: 'JY80002 周敏', text: '买家要求周六送达' }],
  };

  it('orders the records by time and words them in Chinese, with who did each', () => {
    expect(orderTimeline(facts).map((entry) => [entry.kind, entry.title, entry.actor])).toEqual([
      ['created', '买家下单', '买家'],
      ['paid', '买家付款', '买家'],
      ['note', '内部备注', 'JY80002 周敏'],
      ['shipped', '已发货', 'JY80002 周敏'],
      ['refund', '买家申请售后', '买家'],
    ]);
    expect(orderTimeline(facts)[1]?.detail).toBe('微信支付 ¥1234.00，支付流水号 P1');
  });

  it('names the warehouse when the sweep shipped it, and the closing by its state', () => {
    const swept = orderTimeline({ ...facts, shippedBy: null, refunds: [], notes: [], closedAt: at(50), orderState: 6 });
    expect(swept.find((entry) => entry.kind === 'shipped')?.actor).toBe('仓库（自动发货）');
    expect(swept.at(-1)).toMatchObject({ kind: 'closed', title: '买家取消订单' });
  });
});
