import {
  checkoutPaths,
  IDEMPOTENCY_HEADER,
  type Address,
  type AddressSaveBody,
  type MemberPoints,
  type OrderConfirm,
  type OrderConfirmBody,
  type OrderCreateBody,
  type OrderCreated,
  type OrderDetail,
  type PayMethod,
  type RegionTree,
} from '@mall/contract';
import type { ApiClient } from '@mall/core';

/** The envelope every checkout call answers in (contract: CodeEnvelope). */
type CodeAnswer<T> = { code: number; msg: string; data: T };

/** Thrown when an answer arrives with HTTP 200 but a failing envelope. */
export class CheckoutCallFailed extends Error {
  constructor(readonly msg: string) {
    super(msg || 'call failed');
  }
}

function data<T>(answer: CodeAnswer<T>): T {
  if (answer.code !== 200) throw new CheckoutCallFailed(answer.msg);
  return answer.data;
}

/** One method per call of checkout and payment (contract `checkout.ts`, `checkoutPaths`). */
export function createCheckoutApi(client: ApiClient, productCode: string) {
  const paths = checkoutPaths(productCode);
  return {
    /** The member's addresses, the default first. */
    addresses: async () => data(await client.get<CodeAnswer<Address[]>>(paths.addressList)),
    /** Creates (no id) or updates an address; answers the saved address. */
    saveAddress: async (body: AddressSaveBody) => data(await client.post<CodeAnswer<Address>>(paths.addressSave, body)),
    /** The GB/T 2260 province → city → district tree the address form offers (issue #13). */
    regions: async () => data(await client.get<CodeAnswer<RegionTree>>(paths.addressRegions)),
    /** Deletes one of the member's addresses (another's or an unknown id answers 404). */
    deleteAddress: async (id: number) => data(await client.post<CodeAnswer<null>>(paths.addressDelete, { id })),
    /** spec §7 POST crm-point-api/point/get: available points, their worth, password need, rate. */
    points: async () => data(await client.post<CodeAnswer<MemberPoints>>(paths.pointsGet, {}, { host: 'crm' })),
    /** Whether gift-card payment is offered. */
    giftCardSwitch: async () => data(await client.get<CodeAnswer<{ open: boolean }>>(paths.giftCardSwitch)),
    /** The member's gift-card balance. */
    giftCardBalance: async () =>
      data(await client.get<CodeAnswer<{ balance: string; balanceFen: number }>>(paths.giftCardBalance)),
    /** Prices the lines now (spec §9 discounts, today's gold price, points and gift card capped). */
    confirm: async (body: OrderConfirmBody) =>
      data(await client.post<CodeAnswer<OrderConfirm>>(paths.orderConfirm, body, { withMember: true })),
    /**
     * Creates the order. `key` is the checkout's Idempotency-Key: the same key answers the same
     * order, however often it is sent (DESIGN.md §7).
     */
    create: async (body: OrderCreateBody, key: string) =>
      data(
        await client.post<CodeAnswer<OrderCreated>>(paths.orderCreate, body, {
          withMember: true,
          headers: { [IDEMPOTENCY_HEADER]: key },
        }),
      ),
    /** One of the member's orders. */
    orderDetail: async (orderNo: string) =>
      data(await client.get<CodeAnswer<OrderDetail>>(paths.orderDetail, { params: { orderNo } })),
    /** A payment attempt for an unpaid order: where to send the browser. */
    payCreate: async (orderNo: string, method: PayMethod) =>
      data(await client.post<CodeAnswer<{ payNo: string; cashierUrl: string }>>(paths.payCreate, { orderNo, method })),
  };
}

export type CheckoutApi = ReturnType<typeof createCheckoutApi>;
