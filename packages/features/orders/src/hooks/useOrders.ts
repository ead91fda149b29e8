import type { OrderTab } from '@mall/contract';
import type { GiftView } from '@mall/contract/orders';
import { sharedKeys, useBoundApi, useSession } from '@mall/core';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { createOrdersApi } from '../api/ordersApi';
import { isBuyersOrderKey, ordersKeys } from '../api/keys';
import type { ConfirmedAction } from '../logic/orderView';

/** The order centre's api bound to the app's client and product code. */
function useOrdersApi() {
  return useBoundApi(createOrdersApi);
}

/** A page of the buyer's orders under a tab, with every tab's count; the page shown stays while the next loads. */
export function useOrderList(tab: OrderTab, page: number) {
  const api = useOrdersApi();
  const { uid } = useSession().user;
  return useSWR(ordersKeys.list(uid, tab, page), () => api.list(tab, page));
}

/** A page of the signed-in staff user's rights-fund orders; the page shown stays while the next loads. */
export function useRoyaltyOrders(page: number) {
  const api = useOrdersApi();
  const { uid } = useSession().user;
  return useSWR(ordersKeys.royalty(uid, page), () => api.royaltyOrders(page), { keepPreviousData: true });
}

/** One of the buyer's orders. */
export function useOrderDetail(orderNo: string) {
  const api = useOrdersApi();
  const { uid } = useSession().user;
  return useSWR(orderNo ? sharedKeys.orderDetail(uid, orderNo) : null, () => api.detail(orderNo));
}

/**
 * The parcels of one of the buyer's orders with their tracking events; asked only when the order has
 * parcels (`isShipped`). Asked again every minute while shown: the carrier adds events as the parcel travels.
 */
export function useOrderLogistics(orderNo: string, isShipped = true) {
  const api = useOrdersApi();
  const { uid } = useSession().user;
  return useSWR(orderNo && isShipped ? ordersKeys.logistics(uid, orderNo) : null, () => api.logistics(orderNo), {
    refreshInterval: 60_000,
  });
}

/**
 * Cancel, delete and confirm receipt: each call, then every list and detail of the buyer's orders is
 * asked again (a cancel moves an order between tabs and changes the counts). A failed call throws and
 * changes nothing here, so the dialog that asked can say so and stay open.
 */
export function useOrderCommand() {
  const api = useOrdersApi();
  const { uid } = useSession().user;
  const { mutate } = useSWRConfig();
  return useCallback(
    async (action: ConfirmedAction, orderNo: string) => {
      if (action === 'cancel') await api.cancel(orderNo);
      else if (action === 'delete') await api.remove(orderNo);
      else await api.confirmReceipt(orderNo);
      await mutate((key) => isBuyersOrderKey(key, uid));
    },
    [api, mutate, uid],
  );
}

/** 再次购买 (issue #12): asks the server to put the order's lines still on sale in the bag; answers the counts. */
export function useBuyAgain() {
  const api = useOrdersApi();
  return useCallback((orderNo: string) => api.buyAgain(orderNo), [api]);
}

/** The trade snapshot of one of the buyer's order lines (null query: nothing asked). */
export function useSnapshot(query: { orderNo: string; goodsId: number; attribute?: string } | null) {
  const api = useOrdersApi();
  const { uid } = useSession().user;
  return useSWR(query ? ordersKeys.snapshot(uid, query.orderNo, query.goodsId, query.attribute) : null, () =>
    query ? api.snapshot(query.orderNo, query.goodsId, query.attribute) : undefined,
  );
}

/**
 * The gift behind a share token, the member's addresses, and the two answers: each answer's view
 * replaces the gift's (a refusal throws, for the page to say why, and the gift is asked again).
 */
export function useGift(token: string) {
  const api = useOrdersApi();
  const { uid } = useSession().user;
  const gift = useSWR(token ? ordersKeys.gift(uid, token) : null, () => api.gift(token));
  const addresses = useSWR(token ? ordersKeys.addresses(uid) : null, () => api.addresses());
  const answer = useCallback(
    async (send: () => Promise<GiftView>) => {
      try {
        await gift.mutate(await send(), { revalidate: false });
      } catch (error) {
        await gift.mutate();
        throw error;
      }
    },
    [gift],
  );
  return {
    gift,
    addresses,
    accept: (addressId: number) => answer(() => api.acceptGift(token, addressId)),
    decline: () => answer(() => api.declineGift(token)),
  };
}
