import type { ReviewInput } from '@mall/contract/orders';
import { useBoundApi, useSession } from '@mall/core';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { createReviewsApi } from '../api/reviewsApi';
import { isBuyersOrderKey, ordersKeys } from '../api/keys';

function useReviewsApi() {
  return useBoundApi(createReviewsApi);
}

/** The lines of one of the buyer's orders with their reviews. */
export function useReviewLines(orderNo: string) {
  const api = useReviewsApi();
  const { uid } = useSession().user;
  return useSWR(orderNo ? ordersKeys.reviewLines(uid, orderNo) : null, () => api.lines(orderNo));
}

/**
 * Sends reviews, then refreshes every list and detail of the buyer's orders (评价 goes from an order
 * once every line is reviewed). A refusal throws and changes nothing here: the form keeps its text.
 */
export function useSubmitReviews() {
  const api = useReviewsApi();
  const { uid } = useSession().user;
  const { mutate } = useSWRConfig();
  return useCallback(
    async (orderNo: string, reviews: readonly ReviewInput[]) => {
      const lines = await api.submit(orderNo, reviews);
      await mutate(ordersKeys.reviewLines(uid, orderNo), lines, { revalidate: false });
      void mutate((key) => isBuyersOrderKey(key, uid) && !(Array.isArray(key) && key[2] === 'reviews'));
      return lines;
    },
    [api, mutate, uid],
  );
}
