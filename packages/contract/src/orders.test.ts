import { describe, expect, it } from 'vitest';
import { orderTabsOf } from './orders';
import type { OrderStatusLabel } from './rules/orderStatus';

describe('the tabs an order is listed under (issue #12 order list; the server and the mocks share it)', () => {
  it.each<[OrderStatusLabel, number, string[]]>([
    ['pendingPayment', 0, ['all', 'unpaid']],
    ['pendingBalance', 0, ['all', 'unpaid']],
    ['depositPaid', 1, ['all', 'unpaid']],
    ['pendingShipment', 1, ['all', 'toShip']],
    ['giftAwaiting', 1, ['all', 'toShip']],
    ['shipped', 1, ['all', 'toReceive']],
    ['successful', 1, ['all', 'done']],
    ['closed', 0, ['all']],
    ['closed', 2, ['all', 'refund']],
  ])('%s with payment state %i: %j', (label, paymentState, tabs) => {
    expect(orderTabsOf(label, paymentState)).toEqual(tabs);
  });
});
