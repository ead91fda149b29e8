import { describe, expect, it } from 'vitest';
import { orderTabsOf } from './schemas';
import type { OrderStatusLabel } from '../rules/orderStatus';

describe('the tabs an order is listed under (issue #12 order list; the server and the mocks share it)', () => {
  it.each<[OrderStatusLabel, number, boolean, string[]]>([
    ['pendingPayment', 0, false, ['all', 'unpaid']],
    ['pendingBalance', 0, false, ['all', 'unpaid']],
    ['depositPaid', 1, false, ['all', 'unpaid']],
    ['pendingShipment', 1, false, ['all', 'toShip']],
    ['giftAwaiting', 1, false, ['all', 'toShip']],
    ['shipped', 1, false, ['all', 'toReceive']],
    ['successful', 1, false, ['all', 'done']],
    ['closed', 0, false, ['all']],
    // 退款/售后: a refunded payment, or any refund that was not withdrawn (open, refunded or refused).
    ['closed', 2, false, ['all', 'refund']],
    ['closed', 2, true, ['all', 'refund']],
    ['pendingShipment', 1, true, ['all', 'toShip', 'refund']],
    ['shipped', 1, true, ['all', 'toReceive', 'refund']],
    ['successful', 2, true, ['all', 'done', 'refund']],
  ])('%s with payment state %i, a refund %s: %j', (label, paymentState, hasRefund, tabs) => {
    expect(orderTabsOf(label, paymentState, hasRefund)).toEqual(tabs);
  });
});
