import type { OrderTab } from '@mall/contract';

/**
 * SWR keys of the order centre; the first element is the domain (STYLE.md §5). An order's detail,
 * which the checkout's result pages read too, has core's `sharedKeys.orderDetail` (same shape).
 */
export const ordersKeys = {
  /** Every key of one buyer's orders: what a cancel, delete or receipt makes stale. */
  all: (uid: number) => ['orders', uid] as const,
  list: (uid: number, tab: OrderTab, page: number) => ['orders', uid, 'list', tab, page] as const,
  /** An order's lines with their reviews (the review form). */
  reviewLines: (uid: number, orderNo: string) => ['orders', uid, 'reviews', orderNo] as const,
};

/** Whether an SWR key belongs to this buyer's orders (for `mutate(filter)` after a change). */
export function isBuyersOrderKey(key: unknown, uid: number): boolean {
  return Array.isArray(key) && key[0] === 'orders' && key[1] === uid;
}
