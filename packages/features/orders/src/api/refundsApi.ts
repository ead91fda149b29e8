import { refundCalls, type RefundApplyBody } from '@mall/contract/orders';
import { bindCalls, type ApiClient } from '@mall/core';

/** One method per refund call (the contract's `refundCalls`), all for the signed-in buyer. */
export function createRefundsApi(client: ApiClient, productCode: string) {
  const refunds = bindCalls(client, productCode, refundCalls);
  return {
    /** What the form offers for an order (409 with the reason when its rules offer no refund). */
    options: (orderNo: string) => refunds.refundOptions({ orderNo }),
    /** Applies; answers the refund's number. */
    apply: (body: RefundApplyBody) => refunds.refundApply(body),
    /** Withdraws (撤销) an application still applying. */
    withdraw: (refundNo: string) => refunds.refundWithdraw({ refundNo }),
  };
}
