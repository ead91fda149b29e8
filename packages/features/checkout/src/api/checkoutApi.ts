import {
  checkoutCalls,
  IDEMPOTENCY_HEADER,
  type AddressSaveBody,
  type OrderConfirmBody,
  type OrderCreateBody,
  type PayMethod,
} from '@mall/contract/checkout';
import { orderCalls } from '@mall/contract/orders';
import { bindCalls, type ApiClient } from '@mall/core';

/**
 * One method per call of checkout and payment, over the contract's `checkoutCalls` (and the order
 * centre's detail): a failing envelope rejects with core's ApiError.
 */
export function createCheckoutApi(client: ApiClient, productCode: string) {
  const checkout = bindCalls(client, productCode, checkoutCalls);
  const orders = bindCalls(client, productCode, orderCalls);
  return {
    /** The member's addresses, the default first. */
    addresses: () => checkout.addressList(),
    /** Creates (no id) or updates an address; answers the saved address. */
    saveAddress: (body: AddressSaveBody) => checkout.addressSave(body),
    /** The GB/T 2260 province → city → district tree the address form offers (issue #13). */
    regions: () => checkout.addressRegions(),
    /** Deletes one of the member's addresses (another's or an unknown id answers 404). */
    deleteAddress: (id: number) => checkout.addressDelete({ id }),
    /** spec §7 POST crm-point-api/point/get: available points, their worth, password need, rate. */
    points: () => checkout.pointsGet({}),
    /** Whether gift-card payment is offered. */
    giftCardSwitch: () => checkout.giftCardSwitch(),
    /** The member's gift-card balance. */
    giftCardBalance: () => checkout.giftCardBalance(),
    /** Prices the lines now (spec §9 discounts, today's gold price, points and gift card capped). */
    confirm: (body: OrderConfirmBody) => checkout.orderConfirm(body),
    /**
     * Creates the order. `key` is the checkout's Idempotency-Key: the same key answers the same
     * order, however often it is sent (DESIGN.md §7).
     */
    create: (body: OrderCreateBody, key: string) =>
      checkout.orderCreate(body, { headers: { [IDEMPOTENCY_HEADER]: key } }),
    /** One of the member's orders. */
    orderDetail: (orderNo: string) => orders.orderDetail({ orderNo }),
    /** A payment attempt for an unpaid order: where to send the browser. */
    payCreate: (orderNo: string, method: PayMethod) => checkout.payCreate({ orderNo, method }),
  };
}

export type CheckoutApi = ReturnType<typeof createCheckoutApi>;
