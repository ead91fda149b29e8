import { call, routeSchemas } from '../call';
import { ErrorBody } from '../envelope';
import { PdfFile } from '../files';
import {
  InvoiceListQuery,
  InvoiceListResponse,
  InvoiceOptionsQuery,
  InvoiceOptionsResponse,
  InvoiceOrderQuery,
  InvoiceRequestBody,
  InvoiceResendBody,
  InvoiceResendResponse,
  InvoiceResponse,
} from './schemas';

// Invoices (issue #14 item 1; spec §2 /invoiceManage, calls not shown, designed on the order
// server): what the form needs, the request, the member's list, one invoice, its PDF (and, once a
// refund reversed it, the red-letter invoice's PDF), sending it again.
const invoice = '/{product}-order-server/api/invoice';
const refusals = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The invoice calls, for both sides. */
export const invoiceCalls = {
  /** The amount an invoice of the order would carry, or why it cannot have one (409). */
  invoiceOptions: call<{ query: typeof InvoiceOptionsQuery; response: typeof InvoiceOptionsResponse }>()({
    method: 'GET',
    path: `${invoice}/options`,
    envelope: 'code',
  }),
  invoiceRequest: call<{ body: typeof InvoiceRequestBody; response: typeof InvoiceResponse }>()({
    method: 'POST',
    path: `${invoice}/apply`,
    envelope: 'code',
  }),
  invoiceList: call<{ query: typeof InvoiceListQuery; response: typeof InvoiceListResponse }>()({
    method: 'GET',
    path: `${invoice}/list`,
    envelope: 'code',
  }),
  invoiceDetail: call<{ query: typeof InvoiceOrderQuery; response: typeof InvoiceResponse }>()({
    method: 'GET',
    path: `${invoice}/detail`,
    envelope: 'code',
  }),
  /** The issued invoice's PDF: bytes, no envelope. */
  invoicePdf: call<{ query: typeof InvoiceOrderQuery; response: typeof PdfFile }>()({
    method: 'GET',
    path: `${invoice}/pdf`,
    envelope: 'bare',
  }),
  /** The red-letter invoice that reversed it after a refund (已红冲): bytes, no envelope. */
  invoiceRedPdf: call<{ query: typeof InvoiceOrderQuery; response: typeof PdfFile }>()({
    method: 'GET',
    path: `${invoice}/red-pdf`,
    envelope: 'bare',
  }),
  invoiceResend: call<{ body: typeof InvoiceResendBody; response: typeof InvoiceResendResponse }>()({
    method: 'POST',
    path: `${invoice}/resend`,
    envelope: 'code',
  }),
};

/** The invoice calls with the schemas the server checks them by. */
export const invoiceRoutes = routeSchemas(invoiceCalls, {
  invoiceOptions: { querystring: InvoiceOptionsQuery, response: { 200: InvoiceOptionsResponse, ...refusals } },
  invoiceRequest: { body: InvoiceRequestBody, response: { 200: InvoiceResponse, ...refusals } },
  invoiceList: {
    querystring: InvoiceListQuery,
    response: { 200: InvoiceListResponse, 400: ErrorBody, 401: ErrorBody },
  },
  invoiceDetail: {
    querystring: InvoiceOrderQuery,
    response: { 200: InvoiceResponse, 401: ErrorBody, 404: ErrorBody },
  },
  invoicePdf: { querystring: InvoiceOrderQuery, response: { 200: PdfFile, ...refusals } },
  invoiceRedPdf: { querystring: InvoiceOrderQuery, response: { 200: PdfFile, ...refusals } },
  invoiceResend: { body: InvoiceResendBody, response: { 200: InvoiceResendResponse, ...refusals } },
});
