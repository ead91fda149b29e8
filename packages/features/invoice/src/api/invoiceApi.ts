import {
  invoicePaths,
  type Invoice,
  type InvoiceList,
  type InvoiceOptions,
  type InvoiceRequestBody,
  type InvoiceState,
} from '@mall/contract';
import { ensureOk, type ApiClient } from '@mall/core';

type CodeAnswer<T> = { code: number; msg: string; data: T };

/** The list's filter: a state, and the request dates (China dates, inclusive). */
export type InvoiceQuery = { state?: InvoiceState; from?: string; to?: string; pageIndex: number; pageSize: number };

/** Invoices (issue #14 item 1): the member's own, by order number. */
export function createInvoiceApi(client: ApiClient, productCode: string) {
  const paths = invoicePaths(productCode);
  return {
    /** The amount an invoice of the order would carry, or why it cannot have one (409). */
    options: async (orderNo: string) =>
      ensureOk(await client.get<CodeAnswer<InvoiceOptions>>(paths.invoiceOptions, { params: { orderNo } })).data,
    request: async (body: InvoiceRequestBody) =>
      ensureOk(await client.post<CodeAnswer<Invoice>>(paths.invoiceRequest, body)).data,
    list: async (query: InvoiceQuery) =>
      ensureOk(await client.get<CodeAnswer<InvoiceList>>(paths.invoiceList, { params: { ...query } })).data,
    detail: async (orderNo: string) =>
      ensureOk(await client.get<CodeAnswer<Invoice>>(paths.invoiceDetail, { params: { orderNo } })).data,
    /** The issued invoice's PDF, as bytes. */
    pdf: async (orderNo: string) =>
      new Uint8Array(
        await client.get<ArrayBuffer>(paths.invoicePdf, { params: { orderNo }, responseType: 'arrayBuffer' }),
      ),
    /** The red-letter invoice that reversed it after a refund (已红冲), as bytes. */
    redPdf: async (orderNo: string) =>
      new Uint8Array(
        await client.get<ArrayBuffer>(paths.invoiceRedPdf, { params: { orderNo }, responseType: 'arrayBuffer' }),
      ),
    resend: async (orderNo: string, email: string) =>
      ensureOk(await client.post<CodeAnswer<{ email: string }>>(paths.invoiceResend, { orderNo, email })).data,
  };
}

export type InvoiceApi = ReturnType<typeof createInvoiceApi>;
