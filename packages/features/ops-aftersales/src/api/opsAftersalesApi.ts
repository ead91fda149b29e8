import {
  aftersalesCalls,
  opsCalls,
  type AftersaleApproveBody,
  type AftersaleConfirmBody,
  type AftersaleQuery,
} from '@mall/contract/ops';
import { bindCalls, type ApiClient } from '@mall/core';

/** The console's after-sales calls (issue #29 "After-sales"). */
export function createOpsAftersalesApi(client: ApiClient, productCode: string) {
  const ops = bindCalls(client, productCode, {
    me: opsCalls.me,
    aftersales: aftersalesCalls.aftersales,
    aftersaleDetail: aftersalesCalls.aftersaleDetail,
    aftersaleApprove: aftersalesCalls.aftersaleApprove,
    aftersaleConfirm: aftersalesCalls.aftersaleConfirm,
    aftersaleRefuse: aftersalesCalls.aftersaleRefuse,
  });
  return {
    /** What the signed-in staff member may do (the page offers only those acts). */
    me: () => ops.me(),
    queue: (query: AftersaleQuery) => ops.aftersales(query),
    detail: (refundNo: string) => ops.aftersaleDetail({ refundNo }),
    approve: (body: AftersaleApproveBody) => ops.aftersaleApprove(body),
    confirm: (body: AftersaleConfirmBody) => ops.aftersaleConfirm(body),
    refuse: (refundNo: string, reason: string) => ops.aftersaleRefuse({ refundNo, reason }),
  };
}

export type OpsAftersalesApi = ReturnType<typeof createOpsAftersalesApi>;
