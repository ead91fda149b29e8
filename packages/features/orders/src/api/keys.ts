import type { OrderTab } from '@mall/contract';

/**
 * SWR keys of the order centre; the first element is the domain (STYLE.md §5). An order's detail,
 * which the checkout's result pages read too, has core's `sharedKeys.orderDetail` (same shape).
 */
export const ordersKeys = {
  /** Every key of one buyer's orders: what a cancel, delete or receipt makes stale. */
  all: (uid: number) => ['orders', uid] as const,
  list: (uid: number, tab: OrderTab, page: number) => ['orders', uid, 'list', tab, page] as const,
  /** A page of the staff user's rights-fund orders (a change to an order makes it stale with the rest). */
  royalty: (uid: number, page: number) => ['orders', uid, 'royalty', page] as const,
  /** An order's parcels and tracking events (a receipt or an after-sales change makes them stale too). */
  logistics: (uid: number, orderNo: string) => ['orders', uid, 'logistics', orderNo] as const,
  snapshot: (uid: number, orderNo: string, goodsId: number, attribute: string | undefined) =>
    ['orders', uid, 'snapshot', orderNo, goodsId, attribute ?? ''] as const,
  gift: (uid: number, token: string) => ['orders', uid, 'gift', token] as const,
  addresses: (uid: number) => ['orders', uid, 'addresses'] as const,
  /** What the refund form offers for an order (made stale with the rest after a change). */
  refundOptions: (uid: number, orderNo: string) => ['orders', uid, 'refundOptions', orderNo] as const,
  /** An order's lines with their reviews (the review form). */
  reviewLines: (uid: number, orderNo: string) => ['orders', uid, 'reviews', orderNo] as const,
};

/** Whether an SWR key belongs to this buyer's orders (for `mutate(filter)` after a change). */
export function isBuyersOrderKey(key: unknown, uid: number): boolean {
  return Array.isArray(key) && key[0] === 'orders' && key[1] === uid;
}

/**
 * Whether an SWR key is one of this buyer's refund-form options: after a change they are dropped, not asked again
 * (an order with an open application has none; the server answers 409, issue #31 item 4).
 */
export function isRefundOptionsKey(key: unknown, uid: number): boolean {
  return isBuyersOrderKey(key, uid) && (key as unknown[])[2] === 'refundOptions';
}
