import {
  checkoutPaths,
  royaltyPaths,
  type RoyaltyOrderList,
  type Address,
  type OrderBuyAgain,
  type OrderLogistics,
  type GiftView,
  type OrderDetail,
  type OrderList,
  type OrderTab,
  type TradeSnapshot,
} from '@mall/contract';
import { ensureOk, type ApiClient } from '@mall/core';

/** The envelope every order call answers in (contract: CodeEnvelope); another code is refused by core's `ensureOk`. */
type CodeAnswer<T> = { code: number; msg: string; data: T };
const data = <T>(answer: CodeAnswer<T>): T => ensureOk(answer).data;

/** Orders one page of the order centre lists. */
export const orderPageSize = 10;

/** Rights-fund orders one page lists. */
export const royaltyOrderPageSize = 10;

/** One method per call of the order centre (contract `orders.ts`, `checkoutPaths`), all for the signed-in buyer. */
export function createOrdersApi(client: ApiClient, productCode: string) {
  const paths = checkoutPaths(productCode);
  const command = async (path: string, orderNo: string) => data(await client.post<CodeAnswer<null>>(path, { orderNo }));
  return {
    /** A page of the buyer's orders under one tab, with every tab's count. */
    list: async (tab: OrderTab, pageIndex: number) =>
      data(
        await client.get<CodeAnswer<OrderList>>(paths.orderList, {
          params: { tab, pageIndex, pageSize: orderPageSize },
        }),
      ),
    /** A page of the signed-in staff user's rights-fund orders, newest first (a customer's answers 403). */
    royaltyOrders: async (pageIndex: number) =>
      data(
        await client.get<CodeAnswer<RoyaltyOrderList>>(royaltyPaths(productCode).orders, {
          params: { pageIndex, pageSize: royaltyOrderPageSize },
        }),
      ),
    /** One of the buyer's orders (another buyer's number answers 404). */
    detail: async (orderNo: string) =>
      data(await client.get<CodeAnswer<OrderDetail>>(paths.orderDetail, { params: { orderNo } })),
    /** The parcels of a shipped order with their tracking events (an order not shipped answers 409). */
    logistics: async (orderNo: string) =>
      data(await client.get<CodeAnswer<OrderLogistics>>(paths.orderLogistics, { params: { orderNo } })),
    /** Closes an unpaid order; its stock, points and gift card go back. */
    cancel: (orderNo: string) => command(paths.orderCancel, orderNo),
    /** Hides a closed order from the list (never deleted: it is a money record). */
    remove: (orderNo: string) => command(paths.orderDelete, orderNo),
    /** 再次购买: the closed order's lines still on sale go into the bag; how many went in and how many were skipped. */
    buyAgain: async (orderNo: string) =>
      data(await client.post<CodeAnswer<OrderBuyAgain>>(paths.orderBuyAgain, { orderNo })),
    /** The buyer has the parcel: a shipped order becomes successful. */
    confirmReceipt: (orderNo: string) => command(paths.orderConfirmReceipt, orderNo),
    /** The trade snapshot of one of the buyer's order lines (404 for another buyer's order). */
    snapshot: async (orderNo: string, goodsId: number, attribute?: string) =>
      data(
        await client.get<CodeAnswer<TradeSnapshot>>(paths.orderSnapshot, {
          params: { orderNo, goodsId, ...(attribute === undefined ? {} : { attribute }) },
        }),
      ),
    /** The transfer gift behind a share token, for the signed-in member holding it. */
    gift: async (token: string) =>
      data(await client.get<CodeAnswer<GiftView>>(paths.giftDetail, { params: { token } })),
    /** Accepts the gift to one of the member's addresses (409 when it was settled first). */
    acceptGift: async (token: string, addressId: number) =>
      data(await client.post<CodeAnswer<GiftView>>(paths.giftAccept, { token, addressId })),
    /** Returns the gift (409 when it was settled first). */
    declineGift: async (token: string) => data(await client.post<CodeAnswer<GiftView>>(paths.giftDecline, { token })),
    /** The member's addresses, the default first: where an accepted gift may ship. */
    addresses: async () => data(await client.get<CodeAnswer<Address[]>>(paths.addressList)),
  };
}

export type OrdersApi = ReturnType<typeof createOrdersApi>;
