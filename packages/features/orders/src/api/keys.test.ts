import { describe, expect, it } from 'vitest';
import { sharedKeys } from '@mall/core';
import { isBuyersOrderKey, isRefundOptionsKey, ordersKeys } from './keys';

describe('order centre SWR keys (STYLE.md §5)', () => {
  it('starts every key with the domain and the buyer', () => {
    expect(ordersKeys.list(7, 'unpaid', 2)).toEqual(['orders', 7, 'list', 'unpaid', 2]);
  });

  it.each<[string, unknown, boolean]>([
    ['a list of the buyer', ordersKeys.list(7, 'all', 1), true],
    ['a detail of the buyer (shared with the checkout)', sharedKeys.orderDetail(7, 'JY1'), true],
    ["a page of the staff user's rights-fund orders", ordersKeys.royalty(7, 1), true],
    ["another buyer's list", ordersKeys.list(8, 'all', 1), false],
    ["another domain's key", ['checkout', 7, 'order', 'JY1'], false],
    ['a string key', 'orders', false],
  ])('after a change, %s is made stale: %s', (_case, key, expected) => {
    expect(isBuyersOrderKey(key, 7)).toBe(expected);
  });

  it.each<[string, unknown, boolean]>([
    ["the refund form's options of an order", ordersKeys.refundOptions(7, 'JY1'), true],
    ["another buyer's refund options", ordersKeys.refundOptions(8, 'JY1'), false],
    ['a detail of the buyer', sharedKeys.orderDetail(7, 'JY1'), false],
  ])('after a change, %s is dropped rather than asked again (issue #31 item 4): %s', (_case, key, expected) => {
    expect(isRefundOptionsKey(key, 7)).toBe(expected);
  });
});
