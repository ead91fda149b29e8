import { call, routeSchemas } from '../call';
import { ErrorBody } from '../envelope';
import { PdfFile } from '../files';
import {
  OpsAuditQuery,
  OpsAuditResponse,
  OpsMeResponse,
  OpsOrderDetailResponse,
  OpsOrderListResponse,
  OpsOrderNoteBody,
  OpsOrderNoteResponse,
  OpsOrderQuery,
  OpsOrderRef,
  OpsOrderShipBody,
  OpsOrderShipResponse,
  OpsRolesResponse,
  OpsStaffRolesBody,
  OpsStaffRolesResponse,
} from './schemas';

// The operations console's calls, part 1 (issue #29; DESIGN.md §10), under the contract's path style
// `/{product}-ops-server/api/v1/…`. The permission each needs is declared by the server on its route
// (apps/api serveOps), the one place it is checked.
const ops = '/{product}-ops-server/api/v1';

/** The console's calls, for both sides. */
export const opsCalls = {
  /** The signed-in staff member, their roles and permissions. */
  me: call<{ response: typeof OpsMeResponse }>()({ method: 'GET', path: `${ops}/me`, envelope: 'code' }),
  /** The order search: filters, tabs with counts, sort and paging, on the server. */
  orders: call<{ query: typeof OpsOrderQuery; response: typeof OpsOrderListResponse }>()({
    method: 'GET',
    path: `${ops}/orders`,
    envelope: 'code',
  }),
  /** One order whole, with its timeline. */
  orderDetail: call<{ query: typeof OpsOrderRef; response: typeof OpsOrderDetailResponse }>()({
    method: 'GET',
    path: `${ops}/orders/detail`,
    envelope: 'code',
  }),
  /** Adds an internal note to an order. */
  orderNote: call<{ body: typeof OpsOrderNoteBody; response: typeof OpsOrderNoteResponse }>()({
    method: 'POST',
    path: `${ops}/orders/note`,
    envelope: 'code',
  }),
  /** Ships a paid order by hand: parcels, carriers, waybills. */
  orderShip: call<{ body: typeof OpsOrderShipBody; response: typeof OpsOrderShipResponse }>()({
    method: 'POST',
    path: `${ops}/orders/ship`,
    envelope: 'code',
  }),
  /** A shipped order's shipping labels and packing slips: A6 pages, one label and one slip a parcel (bytes). */
  orderShippingPdf: call<{ query: typeof OpsOrderRef; response: typeof PdfFile }>()({
    method: 'GET',
    path: `${ops}/orders/shipping-pdf`,
    envelope: 'bare',
  }),
  /** The audit trail, filtered and paged, newest first. */
  audit: call<{ query: typeof OpsAuditQuery; response: typeof OpsAuditResponse }>()({
    method: 'GET',
    path: `${ops}/audit`,
    envelope: 'code',
  }),
  /** The roles with their permissions, and the staff with their roles. */
  roles: call<{ response: typeof OpsRolesResponse }>()({ method: 'GET', path: `${ops}/roles`, envelope: 'code' }),
  /** Sets a staff member's roles. */
  staffRoles: call<{ body: typeof OpsStaffRolesBody; response: typeof OpsStaffRolesResponse }>()({
    method: 'POST',
    path: `${ops}/staff/roles`,
    envelope: 'code',
  }),
};

const staffOnly = { 401: ErrorBody, 403: ErrorBody };

/** The console's calls with the schemas the server checks them by. */
export const opsRoutes = routeSchemas(opsCalls, {
  me: { response: { 200: OpsMeResponse, ...staffOnly } },
  orders: { querystring: OpsOrderQuery, response: { 200: OpsOrderListResponse, 400: ErrorBody, ...staffOnly } },
  orderDetail: {
    querystring: OpsOrderRef,
    response: { 200: OpsOrderDetailResponse, 400: ErrorBody, ...staffOnly, 404: ErrorBody },
  },
  orderNote: {
    body: OpsOrderNoteBody,
    response: { 200: OpsOrderNoteResponse, 400: ErrorBody, ...staffOnly, 404: ErrorBody },
  },
  orderShip: {
    body: OpsOrderShipBody,
    response: { 200: OpsOrderShipResponse, 400: ErrorBody, ...staffOnly, 404: ErrorBody, 409: ErrorBody },
  },
  orderShippingPdf: {
    querystring: OpsOrderRef,
    response: { 200: PdfFile, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  },
  audit: { querystring: OpsAuditQuery, response: { 200: OpsAuditResponse, 400: ErrorBody, ...staffOnly } },
  roles: { response: { 200: OpsRolesResponse, ...staffOnly } },
  staffRoles: {
    body: OpsStaffRolesBody,
    response: { 200: OpsStaffRolesResponse, 400: ErrorBody, ...staffOnly, 404: ErrorBody, 409: ErrorBody },
  },
});
