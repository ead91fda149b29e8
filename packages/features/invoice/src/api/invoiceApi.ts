import { invoiceCalls, type InvoiceListQuery, type InvoiceRequestBody } from '@mall/contract/invoice';
import { bindCalls, type ApiClient } from '@mall/core';

/** The list's filter: a state, and the request dates (China dates, inclusive). */
export type InvoiceQuery = Omit<InvoiceListQuery, 'timestamp'> & { pageIndex: number; pageSize: number };

/** Invoices (issue #14 item 1): the member's own, by order number, over `invoiceCalls`. */
export function createInvoiceApi(client: ApiClient, productCode: string) {
  const invoice = bindCalls(client, productCode, invoiceCalls);
  const bytes = { responseType: 'arrayBuffer' } as const;
  return {
    /** The amount an invoice of the order would carry, or why it cannot have one (409). */
    options: (orderNo: string) => invoice.invoiceOptions({ orderNo }),
    request: (body: InvoiceRequestBody) => invoice.invoiceRequest(body),
    list: (query: InvoiceQuery) => invoice.invoiceList(query),
    detail: (orderNo: string) => invoice.invoiceDetail({ orderNo }),
    /** The issued invoice's PDF, as bytes. */
    pdf: async (orderNo: string) => new Uint8Array(await invoice.invoicePdf({ orderNo }, bytes)),
    /** The red-letter invoice that reversed it after a refund (已红冲), as bytes. */
    redPdf: async (orderNo: string) => new Uint8Array(await invoice.invoiceRedPdf({ orderNo }, bytes)),
    resend: (orderNo: string, email: string) => invoice.invoiceResend({ orderNo, email }),
  };
}

export type InvoiceApi = ReturnType<typeof createInvoiceApi>;
