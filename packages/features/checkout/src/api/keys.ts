import type { OrderConfirmBody } from '@mall/contract/checkout';

/**
 * SWR keys of the checkout feature; the first element is the domain (STYLE.md §5). Points and the
 * gift card, which the account overview reads too, have core's `sharedKeys`.
 */
export const checkoutKeys = {
  addresses: (uid: number) => ['checkout', 'addresses', uid] as const,
  /** The region tree is the same for everyone. */
  regions: () => ['checkout', 'regions'] as const,
  /** The body as JSON, so equal bodies share one answer whatever object holds them. */
  confirm: (uid: number, body: OrderConfirmBody) => ['checkout', 'confirm', uid, JSON.stringify(body)] as const,
};
