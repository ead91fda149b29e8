import { useBoundApi, useSession } from '@mall/core';
import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { isBuyersOrderKey, isRefundOptionsKey, ordersKeys } from '../api/keys';
import { createRefundsApi } from '../api/refundsApi';
import type { RefundApplyBody } from '@mall/contract/orders';

function useRefundsApi() {
  return useBoundApi(createRefundsApi);
}

/** What the refund form offers for the order (null number: nothing asked). Not revalidated while the form is open. */
export function useRefundOptions(orderNo: string | null) {
  const api = useRefundsApi();
  const { uid } = useSession().user;
  return useSWR(orderNo ? ordersKeys.refundOptions(uid, orderNo) : null, () => api.options(orderNo ?? ''), {
    revalidateOnFocus: false,
    revalidateIfStale: true,
  });
}

/**
 * Apply and withdraw: each call, then every list and detail of the buyer's orders is asked again (an
 * application moves the order under 退款/售后 and its card says 退款中). A failed call throws and
 * changes nothing here, so the form or the dialog that asked keeps what the shopper entered.
 */
export function useRefundCommands() {
  const api = useRefundsApi();
  const { uid } = useSession().user;
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    // Everything of the buyer's orders is asked again but the form's options, which are dropped: the form asks
    // when it opens next, and an order whose application is now open has none to ask for.
    const refresh = () =>
      Promise.all([
        mutate((key) => isBuyersOrderKey(key, uid) && !isRefundOptionsKey(key, uid)),
        mutate((key) => isRefundOptionsKey(key, uid), undefined, { revalidate: false }),
      ]);
    return {
      apply: async (body: RefundApplyBody) => {
        const { refundNo } = await api.apply(body);
        await refresh();
        return refundNo;
      },
      withdraw: async (refundNo: string) => {
        await api.withdraw(refundNo);
        await refresh();
      },
    };
  }, [api, mutate, uid]);
}
