import { call, routeSchemas } from '../call';
import { ErrorBody, TimestampQuery } from '../envelope';
import { RefundNotifyBody } from '../orders/refunds';
import {
  AddressDeleteBody,
  AddressDeleteResponse,
  AddressListResponse,
  AddressSaveBody,
  AddressSaveResponse,
  CheckoutErrorBody,
  GiftCardBalanceResponse,
  GiftCardSwitchResponse,
  OrderConfirmBody,
  OrderConfirmResponse,
  OrderCreateBody,
  OrderCreateResponse,
  PayCreateBody,
  PayCreateResponse,
  PayNotifyAnswer,
  PayNotifyBody,
  PayNotifyRefused,
  PointsExchangeRateResponse,
  PointsGetBody,
  PointsGetResponse,
  PurchaseLimitBody,
  PurchaseLimitResponse,
  RegionTreeNotModified,
  RegionTreeResponse,
} from './schemas';

// Checkout and payment (issue #7; spec §7 "Orders and payment", Member): the points paths are
// spec §7's on the CRM host; addresses, the gift card, the purchase limit, confirmation, creation
// and payment are "not shown", designed on the order server (DESIGN.md §4). The order centre's
// calls (detail, list, cancel, …) are @mall/contract/orders.
const order = '/{product}-order-server/api';

/** Checkout's calls, for both sides. */
export const checkoutCalls = {
  /** The member's addresses, the default first. */
  addressList: call<{ response: typeof AddressListResponse }>()({
    method: 'GET',
    path: `${order}/address/list`,
    envelope: 'code',
  }),
  /** Creates (no id) or updates an address; answers the saved address. */
  addressSave: call<{ body: typeof AddressSaveBody; response: typeof AddressSaveResponse }>()({
    method: 'POST',
    path: `${order}/address/save`,
    envelope: 'code',
  }),
  /** Deletes one of the member's addresses (another's or an unknown id answers 404). */
  addressDelete: call<{ body: typeof AddressDeleteBody; response: typeof AddressDeleteResponse }>()({
    method: 'POST',
    path: `${order}/address/delete`,
    envelope: 'code',
  }),
  /** The GB/T 2260 province → city → district tree the address form offers (issue #13). */
  addressRegions: call<{ response: typeof RegionTreeResponse }>()({
    method: 'GET',
    path: `${order}/address/regions`,
    envelope: 'code',
  }),
  /** spec §7 GET crm-point-api/point/exchangeRate: points per 1 元. */
  pointsExchangeRate: call<{ response: typeof PointsExchangeRateResponse }>()({
    method: 'GET',
    path: '/crm-point-api/point/exchangeRate',
    envelope: 'code',
    host: 'crm',
  }),
  /** spec §7 POST crm-point-api/point/get: available points, their worth, password need, rate. */
  pointsGet: call<{ body: typeof PointsGetBody; response: typeof PointsGetResponse }>()({
    method: 'POST',
    path: '/crm-point-api/point/get',
    envelope: 'code',
    host: 'crm',
  }),
  /** Whether gift-card payment is offered. */
  giftCardSwitch: call<{ response: typeof GiftCardSwitchResponse }>()({
    method: 'GET',
    path: `${order}/giftCard/getSwitchConfig`,
    envelope: 'code',
  }),
  /** The member's gift-card balance. */
  giftCardBalance: call<{ response: typeof GiftCardBalanceResponse }>()({
    method: 'GET',
    path: `${order}/giftCard/getGiftCardBalance`,
    envelope: 'code',
  }),
  /** Staff purchase limit (spec §4, §8): passes, or HTTP 409 with what is left of the month. */
  purchaseLimit: call<{ body: typeof PurchaseLimitBody; response: typeof PurchaseLimitResponse }>()({
    method: 'POST',
    path: `${order}/staff/checkPurchaseLimit`,
    envelope: 'code',
  }),
  /** Prices the lines now (spec §9 discounts, today's gold price, points and gift card capped). */
  orderConfirm: call<{ body: typeof OrderConfirmBody; response: typeof OrderConfirmResponse }>()({
    method: 'POST',
    path: `${order}/order/confirm`,
    envelope: 'code',
    member: true,
  }),
  /** Creates the order; the checkout's Idempotency-Key header makes a retry answer the same order. */
  orderCreate: call<{ body: typeof OrderCreateBody; response: typeof OrderCreateResponse }>()({
    method: 'POST',
    path: `${order}/order/create`,
    envelope: 'code',
    member: true,
  }),
  /** A payment attempt for an unpaid order: where to send the browser. */
  payCreate: call<{ body: typeof PayCreateBody; response: typeof PayCreateResponse }>()({
    method: 'POST',
    path: `${order}/pay/create`,
    envelope: 'code',
  }),
};

/** Checkout's calls with the schemas the server checks them by. */
export const checkoutRoutes = routeSchemas(checkoutCalls, {
  addressList: { response: { 200: AddressListResponse, 401: ErrorBody } },
  addressSave: {
    body: AddressSaveBody,
    response: { 200: AddressSaveResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  },
  addressDelete: { body: AddressDeleteBody, response: { 200: AddressDeleteResponse, 401: ErrorBody, 404: ErrorBody } },
  // The server sends the stored bytes of this answer (a Buffer is sent as it is, never serialised).
  addressRegions: { querystring: TimestampQuery, response: { 200: RegionTreeResponse, 304: RegionTreeNotModified } },
  pointsExchangeRate: { response: { 200: PointsExchangeRateResponse } },
  pointsGet: { body: PointsGetBody, response: { 200: PointsGetResponse, 401: ErrorBody, 403: ErrorBody } },
  giftCardSwitch: { response: { 200: GiftCardSwitchResponse } },
  giftCardBalance: { response: { 200: GiftCardBalanceResponse, 401: ErrorBody, 403: ErrorBody } },
  purchaseLimit: {
    body: PurchaseLimitBody,
    response: { 200: PurchaseLimitResponse, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: CheckoutErrorBody },
  },
  orderConfirm: {
    body: OrderConfirmBody,
    response: { 200: OrderConfirmResponse, 400: CheckoutErrorBody, 401: CheckoutErrorBody, 404: CheckoutErrorBody },
  },
  orderCreate: {
    body: OrderCreateBody,
    response: {
      200: OrderCreateResponse,
      400: CheckoutErrorBody,
      401: CheckoutErrorBody,
      403: CheckoutErrorBody,
      404: CheckoutErrorBody,
      409: CheckoutErrorBody,
      422: CheckoutErrorBody,
    },
  },
  payCreate: {
    body: PayCreateBody,
    response: { 200: PayCreateResponse, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  },
});

/**
 * What the payment provider sends the mall, server to server (DESIGN.md §5): the signed payment and
 * refund notices. Not the mall's calls (the browser never binds them): the provider's answer shape,
 * `bare`. Apps/api serves them from here so their paths live in one place.
 */
export const pspNoticeCalls = {
  /** The PSP's payment result (HMAC-SHA256 signed; settled once however often delivered). */
  payNotify: call<{ body: typeof PayNotifyBody; response: typeof PayNotifyAnswer }>()({
    method: 'POST',
    path: `${order}/pay/notify`,
    envelope: 'bare',
  }),
  /** The PSP's refund result (the same signature, time window and amount checks). */
  refundNotify: call<{ body: typeof RefundNotifyBody; response: typeof PayNotifyAnswer }>()({
    method: 'POST',
    path: `${order}/pay/refundNotify`,
    envelope: 'bare',
  }),
};

/** The answers of a PSP notice (payment or refund); a body that is not even JSON gets the app's error answer. */
const pspNoticeResponses = {
  200: PayNotifyAnswer,
  400: PayNotifyRefused,
  401: PayNotifyAnswer,
  404: PayNotifyAnswer,
};

/** The PSP's notices with the schemas the server checks them by. */
export const pspNoticeRoutes = routeSchemas(pspNoticeCalls, {
  payNotify: { body: PayNotifyBody, response: pspNoticeResponses },
  refundNotify: { body: RefundNotifyBody, response: pspNoticeResponses },
});
