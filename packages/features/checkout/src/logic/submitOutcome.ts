import { OrderErrorCode } from '@mall/contract/checkout';
import { isApiError } from '@mall/core';

/**
 * What a failed order creation means for the shopper and for the idempotency key (contract:
 * OrderErrorCode; DESIGN.md §7 idempotency):
 * - `inFlight` 409: the same key is still being processed — retry after a moment, same key;
 * - `priceChanged` 409: the payable moved (per-gram goods follow today's gold price) — ask, then submit again;
 * - `outOfStock` 409: a piece is short — back to the bag;
 * - `purchaseLimit` 409: a staff order above what is left of the month's limit (spec §8);
 * - `pointsPassword` 422: the points password is missing or wrong;
 * - `keyReused` 422: this checkout's key already made an order with another body;
 * - `notFound` 404: the address or a piece is gone;
 * - `rejected`: another 4xx with the server's message;
 * - `uncertain`: no answer, a timeout, a 5xx or busy — the order may or may not exist.
 */
export type SubmitFailure =
  | 'inFlight'
  | 'priceChanged'
  | 'outOfStock'
  | 'purchaseLimit'
  | 'pointsPassword'
  | 'keyReused'
  | 'notFound'
  | 'rejected'
  | 'uncertain';

/** The contract's ORDER_PURCHASE_LIMIT: a staff order above what is left of the month's limit. */
export const orderPurchaseLimitCode = OrderErrorCode.ORDER_PURCHASE_LIMIT;

/** Sorts a rejection of order/create into a {@link SubmitFailure}. */
export function classifySubmitError(error: unknown): SubmitFailure {
  if (!isApiError(error)) return 'uncertain';
  if (error.kind !== 'http' || error.status >= 500 || error.status === 0) return 'uncertain';
  switch (error.code) {
    case OrderErrorCode.ORDER_IN_FLIGHT:
      return 'inFlight';
    case OrderErrorCode.ORDER_PRICE_CHANGED:
      return 'priceChanged';
    case OrderErrorCode.ORDER_OUT_OF_STOCK:
      return 'outOfStock';
    case orderPurchaseLimitCode:
      return 'purchaseLimit';
    case OrderErrorCode.ORDER_POINTS_PASSWORD:
      return 'pointsPassword';
    case OrderErrorCode.IDEMPOTENCY_KEY_REUSED:
      return 'keyReused';
    default:
      break;
  }
  if (error.status === 409 && error.code === 409) return 'inFlight';
  if (error.status === 404) return 'notFound';
  return 'rejected';
}

/**
 * Whether the server said for certain that no order was made, so the next submit may carry a new
 * key (its body will differ: a new expected payable, a password, another address). After an
 * uncertain failure, an in-flight answer or a reused key, the key stays: the same key can only
 * ever make one order, which is what keeps a retry or a double click from buying twice.
 */
export function failureFreesKey(failure: SubmitFailure): boolean {
  return (
    failure === 'priceChanged' ||
    failure === 'outOfStock' ||
    failure === 'purchaseLimit' ||
    failure === 'pointsPassword' ||
    failure === 'notFound' ||
    failure === 'rejected'
  );
}

/** How long to wait before asking again while the same key is still in flight, and how often. */
export const inFlightRetryDelayMs = 1000;
export const inFlightRetriesMax = 5;
