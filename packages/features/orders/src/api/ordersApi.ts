import { type OrderTab } from '@mall/contract';
import { checkoutCalls } from '@mall/contract/checkout';
import { orderCalls } from '@mall/contract/orders';
import { royaltyCalls } from '@mall/contract/royalty';
import { bindCalls, type ApiClient } from '@mall/core';

/** Orders one page of the order centre lists. */
export const orderPageSize = 10;

/** Rights-fund orders one page lists. */
export const royaltyOrderPageSize = 10;

/**
 * One method per call of the order centre (the contract's `orderCalls`, and checkout's address book),
 * all for the signed-in buyer.
 */
export function createOrdersApi(client: ApiClient, productCode: string) {
  const orders = bindCalls(client, productCode, orderCalls);
  const checkout = bindCalls(client, productCode, checkoutCalls);
  const royalty = bindCalls(client, productCode, royaltyCalls);
  return {
    /** A page of the buyer's orders under one tab, with every tab's count. */
    list: (tab: OrderTab, pageIndex: number) => orders.orderList({ tab, pageIndex, pageSize: orderPageSize }),
    /** A page of the signed-in staff user's rights-fund orders, newest first (a customer's answers 403). */
    royaltyOrders: (pageIndex: number) => royalty.orders({ pageIndex, pageSize: royaltyOrderPageSize }),
    /** One of the buyer's orders (another buyer's number answers 404). */
    detail: (orderNo: string) => orders.orderDetail({ orderNo }),
    /** The parcels of a shipped order with their tracking events (an order not shipped answers 409). */
    logistics: (orderNo: string) => orders.orderLogistics({ orderNo }),
    /** Closes an unpaid order; its stock, points and gift card go back. */
    cancel: (orderNo: string) => orders.orderCancel({ orderNo }),
    /** Hides a closed order from the list (never deleted: it is a money record). */
    remove: (orderNo: string) => orders.orderDelete({ orderNo }),
    /** 再次购买: the closed order's lines still on sale go into the bag; how many went in and how many were skipped. */
    buyAgain: (orderNo: string) => orders.orderBuyAgain({ orderNo }),
    /** The buyer has the parcel: a shipped order becomes successful. */
    confirmReceipt: (orderNo: string) => orders.orderConfirmReceipt({ orderNo }),
    /** The trade snapshot of one of the buyer's order lines (404 for another buyer's order). */
    snapshot: (orderNo: string, goodsId: number, attribute?: string) =>
      orders.orderSnapshot({ orderNo, goodsId, ...(attribute === undefined ? {} : { attribute }) }),
    /** The transfer gift behind a share token, for the signed-in member holding it. */
    gift: (token: string) => orders.giftDetail({ token }),
    /** Accepts the gift to one of the member's addresses (409 when it was settled first). */
    acceptGift: (token: string, addressId: number) => orders.giftAccept({ token, addressId }),
    /** Returns the gift (409 when it was settled first). */
    declineGift: (token: string) => orders.giftDecline({ token }),
    /** The member's addresses, the default first: where an accepted gift may ship. */
    addresses: () => checkout.addressList(),
  };
}

export type OrdersApi = ReturnType<typeof createOrdersApi>;
