import { refundPaths, type RefundApplyBody, type RefundOptions } from '@mall/contract';
import { ensureOk, type ApiClient } from '@mall/core';

type CodeAnswer<T> = { code: number; msg: string; data: T };
const data = <T>(answer: CodeAnswer<T>): T => ensureOk(answer).data;

/** One method per refund call (contract `refunds.ts`, `refundPaths`), all for the signed-in buyer. */
export function createRefundsApi(client: ApiClient, productCode: string) {
  const paths = refundPaths(productCode);
  return {
    /** What the form offers for an order (409 with the reason when its rules offer no refund). */
    options: async (orderNo: string) =>
      data(await client.get<CodeAnswer<RefundOptions>>(paths.refundOptions, { params: { orderNo } })),
    /** Applies; answers the refund's number. */
    apply: async (body: RefundApplyBody) =>
      data(await client.post<CodeAnswer<{ refundNo: string }>>(paths.refundApply, body)),
    /** Withdraws (撤销) an application still applying. */
    withdraw: async (refundNo: string) => data(await client.post<CodeAnswer<null>>(paths.refundWithdraw, { refundNo })),
  };
}
