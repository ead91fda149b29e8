import { call, routeSchemas } from '../call';
import { ErrorBody } from '../envelope';
import {
  AftersaleApproveBody,
  AftersaleApproveResponse,
  AftersaleConfirmBody,
  AftersaleDetailResponse,
  AftersaleListResponse,
  AftersaleQuery,
  AftersaleRef,
  AftersaleRefuseBody,
  AftersaleRefuseResponse,
} from './aftersalesSchemas';

const ops = '/{product}-ops-server/api/v1';

/** The console's after-sales calls (issue #29 "After-sales"). */
export const aftersalesCalls = {
  /** The queue: applications waiting, oldest first, with age against the 48 h service level. */
  aftersales: call<{ query: typeof AftersaleQuery; response: typeof AftersaleListResponse }>()({
    method: 'GET',
    path: `${ops}/aftersales`,
    envelope: 'code',
  }),
  /** One application with its photos and its order's facts and history. */
  aftersaleDetail: call<{ query: typeof AftersaleRef; response: typeof AftersaleDetailResponse }>()({
    method: 'GET',
    path: `${ops}/aftersales/detail`,
    envelope: 'code',
  }),
  /** Approves (above the threshold: a first approval, for 财务 to confirm). */
  aftersaleApprove: call<{ body: typeof AftersaleApproveBody; response: typeof AftersaleApproveResponse }>()({
    method: 'POST',
    path: `${ops}/aftersales/approve`,
    envelope: 'code',
  }),
  /** 财务 gives the second approval of a large refund, and the refund is sent. */
  aftersaleConfirm: call<{ body: typeof AftersaleConfirmBody; response: typeof AftersaleApproveResponse }>()({
    method: 'POST',
    path: `${ops}/aftersales/confirm`,
    envelope: 'code',
  }),
  /** Refuses with the reason the shopper reads. */
  aftersaleRefuse: call<{ body: typeof AftersaleRefuseBody; response: typeof AftersaleRefuseResponse }>()({
    method: 'POST',
    path: `${ops}/aftersales/refuse`,
    envelope: 'code',
  }),
};

export const aftersalesRoutes = routeSchemas(aftersalesCalls, {
  aftersales: {
    querystring: AftersaleQuery,
    response: { 200: AftersaleListResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
  },
  aftersaleDetail: {
    querystring: AftersaleRef,
    response: { 200: AftersaleDetailResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
  },
  aftersaleApprove: {
    body: AftersaleApproveBody,
    response: {
      200: AftersaleApproveResponse,
      400: ErrorBody,
      401: ErrorBody,
      403: ErrorBody,
      404: ErrorBody,
      409: ErrorBody,
    },
  },
  aftersaleConfirm: {
    body: AftersaleConfirmBody,
    response: {
      200: AftersaleApproveResponse,
      400: ErrorBody,
      401: ErrorBody,
      403: ErrorBody,
      404: ErrorBody,
      409: ErrorBody,
    },
  },
  aftersaleRefuse: {
    body: AftersaleRefuseBody,
    response: {
      200: AftersaleRefuseResponse,
      400: ErrorBody,
      401: ErrorBody,
      403: ErrorBody,
      404: ErrorBody,
      409: ErrorBody,
    },
  },
});
