import type { OrderLine, OrderListItem } from '@mall/contract/orders';
import { describe, expect, it } from 'vitest';
import { needsConfirmation, orderActionsOf, statusTone } from './orderView';

const now = new Date('2026-11-24T08:00:00Z');
const line = (changes: Partial<OrderLine> = {}): OrderLine => ({
  goodID: 12,
  mouldNo: 'JY10001',
  title: '足金999 古法传承素圈戒指',
  thumb: '/media/goods/12.svg',
  attribute: 'ringSize:12',
  buyNum: 1,
  unitPriceFen: 358000,
  pointProductType: null,
  category: {},
  ...changes,
});
const order = (changes: Partial<OrderListItem>): OrderListItem => ({
  orderNo: 'JY202611240001',
  createdAt: '2026-11-24T07:30:00Z',
  orderState: 1,
  orderType: null,
  paymentState: 0,
  relatedOrderState: null,
  relatedPaymentState: null,
  relatedOrderNo: null,
  payDeadline: '2026-11-24T08:30:00Z',
  depositEndPayTime: null,
  balanceEndPayTime: null,
  isPreSellEnd: false,
  isTransferGift: false,
  transferGiftState: null,
  source: 1,
  saleCode: '',
  showViewLogisticsBtn: false,
  showRefundBtn: false,
  orderStateDesc: 'pendingPayment',
  actualAmountStatus: null,
  isReviewed: false,
  payableFen: 358000,
  goodsCount: 1,
  goodsList: [line()],
  refund: null,
  ...changes,
});

describe('the buttons the order centre draws (spec §4 order buttons, less those of later slices)', () => {
  const paid = { orderState: 2, paymentState: 1, showRefundBtn: true };
  it.each<[string, Partial<OrderListItem>, boolean, string[]]>([
    ['unpaid: pay, cancel', {}, false, ['pay', 'cancel']],
    ['paid, awaiting shipment: apply for a refund', paid, false, ['refund']],
    ['paid, a refund open: its progress instead of a second', paid, true, []],
    [
      'paid, a points product of type 21 first: no refund (spec §4)',
      { ...paid, goodsList: [line({ pointProductType: 21 })] },
      false,
      [],
    ],
    [
      'shipped in parcels: confirm receipt, logistics, after-sales',
      { orderState: 3, paymentState: 1, showViewLogisticsBtn: true, showRefundBtn: true },
      false,
      ['confirmReceipt', 'viewLogistics', 'afterSales'],
    ],
    [
      'shipped without a parcel on record: confirm receipt, after-sales',
      { orderState: 3, paymentState: 1, showViewLogisticsBtn: false, showRefundBtn: true },
      false,
      ['confirmReceipt', 'afterSales'],
    ],
    [
      'successful, not reviewed: logistics, after-sales, review (评价)',
      { orderState: 4, paymentState: 1, showViewLogisticsBtn: true, showRefundBtn: true },
      false,
      ['viewLogistics', 'afterSales', 'review'],
    ],
    ['successful and not reviewed, no flags: review only', { orderState: 4, paymentState: 1 }, false, ['review']],
    [
      'successful and every line reviewed, no flags: nothing',
      { orderState: 4, paymentState: 1, isReviewed: true },
      false,
      [],
    ],
    ['closed: delete, buy again', { orderState: 6 }, false, ['delete', 'addToBag']],
    [
      'closed with a points product 23 first: delete',
      { orderState: 6, goodsList: [line({ pointProductType: 23 })] },
      false,
      ['delete'],
    ],
  ])('%s', (_case, changes, hasOpenRefund, expected) => {
    expect(orderActionsOf(order(changes), now, hasOpenRefund).map((button) => button.action)).toEqual(expected);
  });
});

describe('status tones', () => {
  it.each([
    ['pendingPayment', 'attention'],
    ['pendingBalance', 'attention'],
    ['pendingShipment', 'progress'],
    ['shipped', 'progress'],
    ['successful', 'success'],
    ['closed', 'muted'],
  ] as const)('%s reads as %s', (label, tone) => {
    expect(statusTone(label)).toBe(tone);
  });
});

describe('confirmation', () => {
  it('asks again before a call changes the order, not before paying or buying again', () => {
    expect(['cancel', 'delete', 'confirmReceipt', 'pay', 'addToBag'].map((a) => needsConfirmation(a as never))).toEqual(
      [true, true, true, false, false],
    );
  });
});
