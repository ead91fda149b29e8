import { reviewPaths, type ReviewInput, type ReviewLines } from '@mall/contract';
import { ensureOk, type ApiClient } from '@mall/core';

type CodeAnswer<T> = { code: number; msg: string; data: T };
const data = <T>(answer: CodeAnswer<T>): T => ensureOk(answer).data;

/** The review calls (contract `reviews.ts`, `reviewPaths`), for the signed-in buyer's own orders. */
export function createReviewsApi(client: ApiClient, productCode: string) {
  const paths = reviewPaths(productCode);
  return {
    /** The order's lines with their reviews (another buyer's order answers 404). */
    lines: async (orderNo: string) =>
      data(await client.get<CodeAnswer<ReviewLines>>(paths.lines, { params: { orderNo } })),
    /** Reviews of one or several lines, all or none; answers the lines with their reviews. */
    submit: async (orderNo: string, reviews: readonly ReviewInput[]) =>
      data(await client.post<CodeAnswer<ReviewLines>>(paths.submit, { orderNo, reviews })),
  };
}
