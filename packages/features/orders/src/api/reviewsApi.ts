import { reviewCalls, type ReviewInput } from '@mall/contract/orders';
import { bindCalls, type ApiClient } from '@mall/core';

/** The review calls (the contract's `reviewCalls`), for the signed-in buyer's own orders. */
export function createReviewsApi(client: ApiClient, productCode: string) {
  const reviews = bindCalls(client, productCode, reviewCalls);
  return {
    /** The order's lines with their reviews (another buyer's order answers 404). */
    lines: (orderNo: string) => reviews.lines({ orderNo }),
    /** Reviews of one or several lines, all or none; answers the lines with their reviews. */
    submit: (orderNo: string, entries: readonly ReviewInput[]) => reviews.submit({ orderNo, reviews: [...entries] }),
  };
}
