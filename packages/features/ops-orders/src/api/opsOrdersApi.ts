import { opsCalls, type OpsOrderQuery, type OpsOrderShipBody } from '@mall/contract/ops';
import { bindCalls, type ApiClient } from '@mall/core';

/** The console's order calls (issue #29 "Orders", "Shipping by people"). */
export function createOpsOrdersApi(client: ApiClient, productCode: string) {
  const ops = bindCalls(client, productCode, {
    me: opsCalls.me,
    orders: opsCalls.orders,
    orderDetail: opsCalls.orderDetail,
    orderNote: opsCalls.orderNote,
    orderShip: opsCalls.orderShip,
    orderShippingPdf: opsCalls.orderShippingPdf,
  });
  return {
    /** What the signed-in staff member may do (the page offers only those acts). */
    me: () => ops.me(),
    search: (query: OpsOrderQuery) => ops.orders(query),
    detail: (orderNo: string) => ops.orderDetail({ orderNo }),
    addNote: (orderNo: string, text: string) => ops.orderNote({ orderNo, text }),
    ship: (body: OpsOrderShipBody) => ops.orderShip(body),
    /** The shipped order's labels and packing slips, as PDF bytes. */
    shippingPdf: async (orderNo: string) =>
      new Uint8Array(await ops.orderShippingPdf({ orderNo }, { responseType: 'arrayBuffer' })),
  };
}

export type OpsOrdersApi = ReturnType<typeof createOpsOrdersApi>;
