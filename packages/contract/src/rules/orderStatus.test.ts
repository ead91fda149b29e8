import { describe, expect, it } from 'vitest';
import {
  actualAmountStatus,
  hasMoreGoods,
  orderButtons,
  orderFlags,
  orderStates,
  orderStatusLabel,
  orderStatusLabels,
  pendingPaymentNotice,
  type OrderFacts,
  type OrderStatusLabel,
} from './orderStatus';

const now = new Date('2026-11-24T08:00:00Z');
const later = '2026-11-25T08:00:00Z';
const earlier = '2026-11-23T08:00:00Z';

/** An ordinary unpaid order within its deadline; each row changes what it is about. */
const base: OrderFacts = {
  orderState: 1,
  orderType: null,
  paymentState: 0,
  relatedOrderState: null,
  relatedPaymentState: null,
  payDeadline: later,
  depositEndPayTime: null,
  balanceEndPayTime: null,
  isPreSellEnd: false,
  isTransferGift: false,
  transferGiftState: null,
  source: 1,
  firstPointProductType: null,
  goodsCount: 1,
  isReviewed: false,
};
const order = (changes: Partial<OrderFacts>): OrderFacts => ({ ...base, ...changes });
const paidDeposit = { orderType: 1 as const, paymentState: 1, relatedPaymentState: 0 };

describe('order status label (spec §4 "Order status label")', () => {
  it.each<[string, Partial<OrderFacts>, OrderStatusLabel]>([
    [
      '1: a balance order inside its balance period is pending balance payment',
      { orderType: 2, balanceEndPayTime: later },
      'pendingBalance',
    ],
    ['1: a balance order past its period is closed', { orderType: 2, balanceEndPayTime: earlier }, 'closed'],
    ['1: a deposit order past its deposit deadline is closed', { orderType: 1, depositEndPayTime: earlier }, 'closed'],
    [
      '1: a deposit order, deposit paid, related order unpaid: deposit paid',
      { ...paidDeposit, depositEndPayTime: later },
      'depositPaid',
    ],
    [
      '1: a paid deposit past its (deposit) deadline still waits for its balance (issue #12 reading)',
      { ...paidDeposit, depositEndPayTime: earlier, balanceEndPayTime: later },
      'depositPaid',
    ],
    [
      '1: a paid deposit whose balance window is over: deposit paid (its final payment shows disabled)',
      { ...paidDeposit, depositEndPayTime: earlier, balanceEndPayTime: earlier },
      'depositPaid',
    ],
    ['1: a deposit order otherwise is pending deposit', { orderType: 1, depositEndPayTime: later }, 'pendingDeposit'],
    ['1: any other unpaid order is pending payment', {}, 'pendingPayment'],
    ['2: paid, pending shipment', { orderState: 2, paymentState: 1 }, 'pendingShipment'],
    ['9: pending shipment', { orderState: 9, paymentState: 1 }, 'pendingShipment'],
    [
      '2: a transfer gift not yet accepted awaits acceptance',
      { orderState: 2, isTransferGift: true, transferGiftState: 0 },
      'giftAwaiting',
    ],
    [
      '2: an accepted transfer gift is pending shipment',
      { orderState: 2, isTransferGift: true, transferGiftState: 1 },
      'pendingShipment',
    ],
    [
      '2: a deposit order before the balance deadline is pending payment',
      { orderState: 2, ...paidDeposit, balanceEndPayTime: later },
      'pendingPayment',
    ],
    [
      '9: a deposit order past the balance deadline is closed',
      { orderState: 9, ...paidDeposit, balanceEndPayTime: earlier },
      'closed',
    ],
    [
      '2: a deposit order whose balance order is paid is one purchase pending shipment (issue #12)',
      { orderState: 2, ...paidDeposit, relatedOrderState: 2, relatedPaymentState: 1, balanceEndPayTime: earlier },
      'pendingShipment',
    ],
    ['3: shipped', { orderState: 3 }, 'shipped'],
    ['4: transaction successful', { orderState: 4 }, 'successful'],
    ['5: closed', { orderState: 5 }, 'closed'],
    [
      '5: a deposit order closed when its balance went unpaid past the period (deposit forfeited) is closed',
      { orderState: 5, ...paidDeposit, relatedOrderState: 5, balanceEndPayTime: earlier },
      'closed',
    ],
    ['6: closed', { orderState: 6 }, 'closed'],
    ['7: closed', { orderState: 7 }, 'closed'],
    ['8: shipped', { orderState: 8 }, 'shipped'],
    ...[10, 11, 12, 13, 15, 17, 18, 21, 22].map((state): [string, Partial<OrderFacts>, OrderStatusLabel] => [
      `${state}: pending shipment`,
      { orderState: state },
      'pendingShipment',
    ]),
    ['11: a gift awaiting acceptance', { orderState: 11, isTransferGift: true, transferGiftState: 0 }, 'giftAwaiting'],
    ['14: pending payment', { orderState: 14 }, 'pendingPayment'],
    ['16: pending shipment', { orderState: 16 }, 'pendingShipment'],
    ['19: shipped', { orderState: 19 }, 'shipped'],
    ['20: shipped', { orderState: 20 }, 'shipped'],
  ])('%s', (_case, changes, label) => {
    expect(orderStatusLabel(order(changes), now)).toBe(label);
  });

  /**
   * Spec §4 "Order status label", one predicate per label, written from the spec's lines (and the
   * issue #12 reading of presale: a deposit's deadline closes only an unpaid deposit, a deposit whose
   * balance order is paid ships like any order). The predicates must split every combination into
   * exactly one label, and it must be the one `orderStatusLabel` gives.
   */
  const at = (iso: string | null) => (iso === null ? null : Date.parse(iso));
  const isOpen = (iso: string | null) => at(iso) !== null && now.getTime() <= (at(iso) as number);
  const awaiting = [2, 9, 10, 11, 12, 13, 15, 16, 17, 18, 21, 22];
  /** States 2 and 9 of a deposit order whose balance order is not paid: pending payment or closed by the balance deadline. */
  const depositBalanceDue = (f: OrderFacts) =>
    (f.orderState === 2 || f.orderState === 9) && f.orderType === 1 && f.relatedPaymentState !== 1;
  const depositLapsed = (f: OrderFacts) =>
    f.orderType === 1 && f.paymentState === 0 && at(f.depositEndPayTime) !== null && !isOpen(f.depositEndPayTime);
  const depositPaidBalanceDue = (f: OrderFacts) =>
    f.orderType === 1 && f.paymentState === 1 && f.relatedPaymentState !== 1;
  const specLabel: Record<OrderStatusLabel, (f: OrderFacts) => boolean> = {
    pendingBalance: (f) => f.orderState === 1 && f.orderType === 2 && isOpen(f.balanceEndPayTime),
    depositPaid: (f) => f.orderState === 1 && depositPaidBalanceDue(f),
    pendingDeposit: (f) => f.orderState === 1 && f.orderType === 1 && !depositLapsed(f) && !depositPaidBalanceDue(f),
    pendingPayment: (f) =>
      (f.orderState === 1 && f.orderType === null) ||
      (depositBalanceDue(f) && isOpen(f.balanceEndPayTime)) ||
      f.orderState === 14,
    closed: (f) =>
      (f.orderState === 1 && f.orderType === 2 && !isOpen(f.balanceEndPayTime)) ||
      (f.orderState === 1 && depositLapsed(f)) ||
      (depositBalanceDue(f) && !isOpen(f.balanceEndPayTime)) ||
      [5, 6, 7].includes(f.orderState),
    giftAwaiting: (f) =>
      awaiting.includes(f.orderState) && !depositBalanceDue(f) && f.isTransferGift && f.transferGiftState !== 1,
    pendingShipment: (f) =>
      awaiting.includes(f.orderState) && !depositBalanceDue(f) && !(f.isTransferGift && f.transferGiftState !== 1),
    shipped: (f) => [3, 8, 19, 20].includes(f.orderState),
    successful: (f) => f.orderState === 4,
  };

  /** Every combination of the inputs the label reads, each over all its values. */
  function* everyOrder(): Generator<OrderFacts> {
    for (const orderState of orderStates)
      for (const orderType of [null, 1, 2] as const)
        for (const isTransferGift of [false, true])
          for (const transferGiftState of [null, 0, 1, 2])
            for (const paymentState of [0, 1, 2])
              for (const relatedPaymentState of [null, 0, 1])
                for (const payDeadline of [null, earlier, later])
                  for (const depositEndPayTime of [null, earlier, later])
                    for (const balanceEndPayTime of [null, earlier, later])
                      yield order({
                        orderState,
                        orderType,
                        isTransferGift,
                        transferGiftState,
                        paymentState,
                        relatedPaymentState,
                        payDeadline,
                        depositEndPayTime,
                        balanceEndPayTime,
                      });
  }

  it('gives every state 1–22 × order type × gift flag (× gift state, payment, related payment, deadlines) exactly one label', () => {
    let combinations = 0;
    const seen = new Set<OrderStatusLabel>();
    for (const facts of everyOrder()) {
      combinations += 1;
      const matching = orderStatusLabels.filter((label) => specLabel[label](facts));
      const label = orderStatusLabel(facts, now);
      // Exactly one of the spec's branches holds, and the rules chose it.
      if (matching.length !== 1 || matching[0] !== label) {
        expect({ facts, matching }).toEqual({ facts, matching: [label] });
      }
      seen.add(label);
    }
    expect(combinations).toBe(22 * 3 * 2 * 4 * 3 * 3 * 3 * 3 * 3);
    // The enumeration reaches every label, so no predicate above is vacuous.
    expect(seen).toEqual(new Set(orderStatusLabels));
  });
});

describe('amount status codes (spec §4 "Amount status codes")', () => {
  it.each<[number, number | null]>([
    [1, null],
    [14, null],
    [2, 1],
    [9, 1],
    [16, 1],
    [22, 1],
    [3, 2],
    [8, 2],
    [19, 2],
    [20, 2],
    [4, 3],
    [5, 4],
    [6, 5],
    [7, 6],
  ])('state %i has amount status %s', (state, code) => {
    expect(actualAmountStatus(state)).toBe(code);
  });
});

describe('order flags (spec §3; the server derives them, the buttons read them)', () => {
  it.each<[string, Partial<OrderFacts>, number, { showViewLogisticsBtn: boolean; showRefundBtn: boolean }]>([
    ['unpaid: neither', {}, 0, { showViewLogisticsBtn: false, showRefundBtn: false }],
    [
      'paid, pending shipment: a refund',
      { orderState: 2, paymentState: 1 },
      0,
      { showViewLogisticsBtn: false, showRefundBtn: true },
    ],
    [
      'shipped in one parcel: logistics and after-sales',
      { orderState: 3, paymentState: 1 },
      1,
      { showViewLogisticsBtn: true, showRefundBtn: true },
    ],
    [
      'shipped in three parcels (a branch order): logistics and after-sales',
      { orderState: 3, paymentState: 1 },
      3,
      { showViewLogisticsBtn: true, showRefundBtn: true },
    ],
    [
      'shipped state without a parcel on record: no logistics to show',
      { orderState: 3, paymentState: 1 },
      0,
      { showViewLogisticsBtn: false, showRefundBtn: true },
    ],
    [
      'successful: logistics and after-sales',
      { orderState: 4, paymentState: 1 },
      1,
      { showViewLogisticsBtn: true, showRefundBtn: true },
    ],
    [
      'a gift awaiting acceptance: no refund',
      { orderState: 2, paymentState: 1, isTransferGift: true, transferGiftState: 0 },
      0,
      { showViewLogisticsBtn: false, showRefundBtn: false },
    ],
    [
      'a paid presale deposit: no refund (its balance order decides)',
      { orderState: 2, ...paidDeposit },
      0,
      { showViewLogisticsBtn: false, showRefundBtn: false },
    ],
    [
      'a deposit forfeited when its balance went unpaid (closed, deposit paid): no refund',
      { orderState: 5, ...paidDeposit, relatedOrderState: 5 },
      0,
      { showViewLogisticsBtn: false, showRefundBtn: false },
    ],
    [
      'refunded and closed: neither',
      { orderState: 7, paymentState: 2 },
      0,
      { showViewLogisticsBtn: false, showRefundBtn: false },
    ],
    [
      'refunded after it shipped: its parcels can still be traced',
      { orderState: 7, paymentState: 2 },
      1,
      { showViewLogisticsBtn: true, showRefundBtn: false },
    ],
  ])('%s', (_case, changes, parcelCount, flags) => {
    expect(orderFlags(order(changes), { parcelCount })).toEqual(flags);
  });
});

describe('order buttons and their order (spec §4 "Order buttons")', () => {
  // An order that left the warehouse has its parcel (the fulfilment ships each order in one or more).
  const shipped = (changes: Partial<OrderFacts>) => ({
    parcelCount: [3, 4, 8, 19, 20].includes(changes.orderState ?? 1) ? 1 : 0,
  });
  const buttons = (changes: Partial<OrderFacts>, flags = orderFlags(order(changes), shipped(changes))) =>
    orderButtons(order(changes), flags, now).map((button) =>
      button.isDisabled ? `${button.action}(disabled)` : button.action,
    );

  it.each<[string, Partial<OrderFacts>, string[]]>([
    ['unpaid within the deadline: pay, cancel', {}, ['pay', 'cancel']],
    ['unpaid past the deadline: nothing', { payDeadline: earlier }, []],
    ['unpaid from source 23: no pay button', { source: 23 }, ['cancel']],
    [
      'deposit pending within its deadline: pay the deposit, cancel',
      { orderType: 1, depositEndPayTime: later },
      ['pay', 'cancel'],
    ],
    ['deposit unpaid past its deadline: delete', { orderType: 1, depositEndPayTime: earlier }, ['delete']],
    // spec §4 "Cancel: unpaid orders" read for presale: a balance order is the second payment of a
    // paid deposit, not an unpaid order of its own (issue #12).
    ['balance order inside the period: pay, no cancel', { orderType: 2, balanceEndPayTime: later }, ['pay']],
    ['balance order past the period: nothing', { orderType: 2, balanceEndPayTime: earlier }, []],
    [
      'deposit paid, balance open: final payment',
      { orderState: 2, ...paidDeposit, balanceEndPayTime: later },
      ['finalPayment'],
    ],
    [
      '1: deposit paid (deposit deadline over), balance open: final payment only (issue #12)',
      { ...paidDeposit, depositEndPayTime: earlier, balanceEndPayTime: later },
      ['finalPayment'],
    ],
    [
      'deposit paid, balance over: final payment, disabled',
      { orderState: 2, ...paidDeposit, balanceEndPayTime: earlier },
      ['finalPayment(disabled)'],
    ],
    [
      'deposit order closed at the end of its window (deposit forfeited): delete, add to bag, no final payment',
      { orderState: 5, ...paidDeposit, relatedOrderState: 5, balanceEndPayTime: earlier },
      ['delete', 'addToBag'],
    ],
    ['pending shipment: refund', { orderState: 2, paymentState: 1 }, ['refund']],
    [
      'pending shipment, first line a points product 21: no refund',
      { orderState: 2, paymentState: 1, firstPointProductType: 21 },
      [],
    ],
    [
      'shipped: confirm receipt, logistics, after-sales',
      { orderState: 3, paymentState: 1 },
      ['confirmReceipt', 'viewLogistics', 'afterSales'],
    ],
    [
      'shipped (19): confirm receipt, logistics, after-sales',
      { orderState: 19, paymentState: 1 },
      ['confirmReceipt', 'viewLogistics', 'afterSales'],
    ],
    [
      'successful, not reviewed: logistics, after-sales, review',
      { orderState: 4, paymentState: 1 },
      ['viewLogistics', 'afterSales', 'review'],
    ],
    [
      'successful, reviewed: logistics, after-sales',
      { orderState: 4, paymentState: 1, isReviewed: true },
      ['viewLogistics', 'afterSales'],
    ],
    ['closed (5): delete, add to bag', { orderState: 5 }, ['delete', 'addToBag']],
    ['closed (6): delete, add to bag', { orderState: 6 }, ['delete', 'addToBag']],
    ['closed, first line a points product 23: delete only', { orderState: 6, firstPointProductType: 23 }, ['delete']],
    [
      'a closed transfer gift: neither delete nor add to bag',
      { orderState: 7, isTransferGift: true, transferGiftState: 2 },
      [],
    ],
    [
      'a gift awaiting acceptance: nothing',
      { orderState: 2, paymentState: 1, isTransferGift: true, transferGiftState: 0 },
      [],
    ],
  ])('%s', (_case, changes, expected) => {
    expect(buttons(changes)).toEqual(expected);
  });

  it('shows logistics and refunds only when the server set their flags', () => {
    const none = { showViewLogisticsBtn: false, showRefundBtn: false };
    expect(buttons({ orderState: 3, paymentState: 1 }, none)).toEqual(['confirmReceipt']);
  });

  it('puts pay first, logistics before refund, refund before delete, delete before add to bag (spec §4 priorities)', () => {
    const all = orderButtons(order({ orderState: 5 }), { showViewLogisticsBtn: true, showRefundBtn: true }, now);
    expect(all.map((button) => button.action)).toEqual(['viewLogistics', 'refund', 'delete', 'addToBag']);
  });
});

describe("'show more goods' (spec §4)", () => {
  it.each([
    [1, false],
    [2, false],
    [3, true],
  ])('%i goods: %s', (count, expected) => {
    expect(hasMoreGoods(count)).toBe(expected);
  });
});

describe('what an order awaiting payment says under its status (issue #31 item 5)', () => {
  it.each<[string, Partial<OrderFacts>, ReturnType<typeof pendingPaymentNotice>]>([
    ['an order of the mall: pay before its deadline', {}, 'payBefore'],
    ['an order placed where it is paid (source 23): no 去支付, so it says where', { source: 23 }, 'paidElsewhere'],
    ['source 23 with a deadline still says where, not when', { source: 23, payDeadline: later }, 'paidElsewhere'],
    ['no deadline and paid here: nothing to say', { payDeadline: null }, null],
  ])('%s', (_case, changes, expected) => {
    expect(pendingPaymentNotice(order(changes))).toBe(expected);
  });

  it('an order that offers no 去支付 while it waits for payment says why (source 23)', () => {
    const placedElsewhere = order({ source: 23 });
    expect(
      orderButtons(placedElsewhere, { showViewLogisticsBtn: false, showRefundBtn: false }, now).map((b) => b.action),
    ).not.toContain('pay');
    expect(pendingPaymentNotice(placedElsewhere)).toBe('paidElsewhere');
  });
});

describe('评价 is not invited on a fully refunded order (issue #31 item 7)', () => {
  const flags = { showViewLogisticsBtn: false, showRefundBtn: false };
  it.each<[string, Partial<OrderFacts>, boolean]>([
    ['successful and paid', { orderState: 4, paymentState: 1 }, true],
    ['successful, every piece refunded after receipt', { orderState: 4, paymentState: 2 }, false],
    ['successful and reviewed', { orderState: 4, paymentState: 1, isReviewed: true }, false],
  ])('%s', (_case, changes, invited) => {
    expect(orderButtons(order(changes), flags, now).some((button) => button.action === 'review')).toBe(invited);
  });
});
