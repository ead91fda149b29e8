import { call, routeSchemas } from '../call';
import { ErrorBody } from '../envelope';
import { GiftAcceptBody, GiftDeclineBody, GiftQuery, GiftSettledResponse, GiftViewResponse } from './gifts';
import { OrderLogisticsQuery, OrderLogisticsResponse } from './logistics';
import {
  RefundApplyBody,
  RefundApplyResponse,
  RefundDoneResponse,
  RefundNoBody,
  RefundOptionsQuery,
  RefundOptionsResponse,
} from './refunds';
import { ReviewLinesQuery, ReviewLinesResponse, ReviewSubmitBody, ReviewSubmitResponse } from './reviews';
import {
  OrderBuyAgainResponse,
  OrderCancelBody,
  OrderCancelResponse,
  OrderDetailQuery,
  OrderDetailResponse,
  OrderDoneResponse,
  OrderListQuery,
  OrderListResponse,
  OrderNoBody,
} from './schemas';
import { SnapshotQuery, TradeSnapshotResponse } from './snapshot';

// The order centre (issue #12; spec §2 /myIndex/*, §4 buttons): "not shown" in spec §7, designed
// on the order server (DESIGN.md §4), every call scoped to the token's buyer (another buyer's
// order answers 404). Refunds, reviews and the development operator's refunds have tables of
// their own below.
const order = '/{product}-order-server/api';

/** A change's answers: done, a bad body, signed out, unknown order, refused by the rules. */
const changeAnswers = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The order centre's calls, for both sides. */
export const orderCalls = {
  /** A page of the buyer's orders under one tab, with every tab's count. */
  orderList: call<{ query: typeof OrderListQuery; response: typeof OrderListResponse }>()({
    method: 'GET',
    path: `${order}/order/list`,
    envelope: 'code',
  }),
  /** One of the buyer's orders (another buyer's number answers 404). */
  orderDetail: call<{ query: typeof OrderDetailQuery; response: typeof OrderDetailResponse }>()({
    method: 'GET',
    path: `${order}/order/detail`,
    envelope: 'code',
  }),
  /** Closes an unpaid order; its stock, points and gift card go back. */
  orderCancel: call<{ body: typeof OrderCancelBody; response: typeof OrderCancelResponse }>()({
    method: 'POST',
    path: `${order}/order/cancel`,
    envelope: 'code',
  }),
  /** Hides a closed order from the list (never deleted: it is a money record). */
  orderDelete: call<{ body: typeof OrderNoBody; response: typeof OrderDoneResponse }>()({
    method: 'POST',
    path: `${order}/order/delete`,
    envelope: 'code',
  }),
  /** The buyer has the parcel: a shipped order becomes successful. */
  orderConfirmReceipt: call<{ body: typeof OrderNoBody; response: typeof OrderDoneResponse }>()({
    method: 'POST',
    path: `${order}/order/confirmReceipt`,
    envelope: 'code',
  }),
  /** 再次购买 (issue #12): a closed order's lines still on sale into the bag. */
  orderBuyAgain: call<{ body: typeof OrderNoBody; response: typeof OrderBuyAgainResponse }>()({
    method: 'POST',
    path: `${order}/order/buyAgain`,
    envelope: 'code',
  }),
  /** The parcels of a shipped order with their tracking events (an order not shipped answers 409). */
  orderLogistics: call<{ query: typeof OrderLogisticsQuery; response: typeof OrderLogisticsResponse }>()({
    method: 'GET',
    path: `${order}/order/logistics`,
    envelope: 'code',
  }),
  /** The trade snapshot of one of the buyer's order lines. */
  orderSnapshot: call<{ query: typeof SnapshotQuery; response: typeof TradeSnapshotResponse }>()({
    method: 'GET',
    path: `${order}/order/snapshot`,
    envelope: 'code',
  }),
  /** The transfer gift behind a share token, for the signed-in member holding it. */
  giftDetail: call<{ query: typeof GiftQuery; response: typeof GiftViewResponse }>()({
    method: 'GET',
    path: `${order}/gift/detail`,
    envelope: 'code',
  }),
  /** Accepts the gift to one of the member's addresses (409 when it was settled first). */
  giftAccept: call<{ body: typeof GiftAcceptBody; response: typeof GiftSettledResponse }>()({
    method: 'POST',
    path: `${order}/gift/accept`,
    envelope: 'code',
  }),
  /** Returns the gift (409 when it was settled first). */
  giftDecline: call<{ body: typeof GiftDeclineBody; response: typeof GiftSettledResponse }>()({
    method: 'POST',
    path: `${order}/gift/decline`,
    envelope: 'code',
  }),
};

/** The order centre's calls with the schemas the server checks them by. */
export const orderRoutes = routeSchemas(orderCalls, {
  orderList: { querystring: OrderListQuery, response: { 200: OrderListResponse, 400: ErrorBody, 401: ErrorBody } },
  orderDetail: {
    querystring: OrderDetailQuery,
    response: { 200: OrderDetailResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
  },
  orderCancel: { body: OrderCancelBody, response: { 200: OrderCancelResponse, ...changeAnswers } },
  orderDelete: { body: OrderNoBody, response: { 200: OrderDoneResponse, ...changeAnswers } },
  orderConfirmReceipt: { body: OrderNoBody, response: { 200: OrderDoneResponse, ...changeAnswers } },
  orderBuyAgain: { body: OrderNoBody, response: { 200: OrderBuyAgainResponse, ...changeAnswers } },
  orderLogistics: {
    querystring: OrderLogisticsQuery,
    response: { 200: OrderLogisticsResponse, ...changeAnswers },
  },
  orderSnapshot: {
    querystring: SnapshotQuery,
    response: { 200: TradeSnapshotResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
  },
  giftDetail: {
    querystring: GiftQuery,
    response: { 200: GiftViewResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
  },
  giftAccept: { body: GiftAcceptBody, response: { 200: GiftSettledResponse, ...changeAnswers } },
  giftDecline: { body: GiftDeclineBody, response: { 200: GiftSettledResponse, ...changeAnswers } },
});

/**
 * Refunds and after-sales (issue #12), for the signed-in buyer: what the form offers, apply,
 * withdraw. The PSP's refund notice is @mall/contract/checkout's `pspNoticeCalls`.
 */
export const refundCalls = {
  /** What the form offers for an order (409 with the reason when its rules offer no refund). */
  refundOptions: call<{ query: typeof RefundOptionsQuery; response: typeof RefundOptionsResponse }>()({
    method: 'GET',
    path: `${order}/refund/options`,
    envelope: 'code',
  }),
  /** Applies; answers the refund's number. */
  refundApply: call<{ body: typeof RefundApplyBody; response: typeof RefundApplyResponse }>()({
    method: 'POST',
    path: `${order}/refund/apply`,
    envelope: 'code',
  }),
  /** Withdraws (撤销) an application still applying. */
  refundWithdraw: call<{ body: typeof RefundNoBody; response: typeof RefundDoneResponse }>()({
    method: 'POST',
    path: `${order}/refund/withdraw`,
    envelope: 'code',
  }),
};

/** The refund calls with the schemas the server checks them by. */
export const refundRoutes = routeSchemas(refundCalls, {
  refundOptions: { querystring: RefundOptionsQuery, response: { 200: RefundOptionsResponse, ...changeAnswers } },
  refundApply: { body: RefundApplyBody, response: { 200: RefundApplyResponse, ...changeAnswers } },
  refundWithdraw: { body: RefundNoBody, response: { 200: RefundDoneResponse, ...changeAnswers } },
});

/** Reviews (issue #12 评价) of the signed-in buyer's own orders. */
export const reviewCalls = {
  /** The order's lines with their reviews (another buyer's order answers 404). */
  lines: call<{ query: typeof ReviewLinesQuery; response: typeof ReviewLinesResponse }>()({
    method: 'GET',
    path: `${order}/review/lines`,
    envelope: 'code',
  }),
  /** Reviews of one or several lines, all or none; answers the lines with their reviews. */
  submit: call<{ body: typeof ReviewSubmitBody; response: typeof ReviewSubmitResponse }>()({
    method: 'POST',
    path: `${order}/review/submit`,
    envelope: 'code',
  }),
};

/** The review calls with the schemas the server checks them by. */
export const reviewRoutes = routeSchemas(reviewCalls, {
  lines: {
    querystring: ReviewLinesQuery,
    response: { 200: ReviewLinesResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
  },
  submit: { body: ReviewSubmitBody, response: { 200: ReviewSubmitResponse, ...changeAnswers } },
});
