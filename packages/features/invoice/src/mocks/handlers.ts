import {
  amountInCapitals,
  invoiceInputOf,
  invoiceMessages,
  invoiceRequestProblems,
  normalizeCreditCode,
  splitTax,
  type InvoiceField,
  type InvoiceProblem,
} from '@mall/contract';
import { invoicePaths, type Invoice, type InvoiceRequestBody } from '@mall/contract/invoice';
import { delay, http, HttpResponse } from 'msw';

const paths = invoicePaths('mall');
const ok = <T>(payload: T) => HttpResponse.json({ code: 200, msg: 'success', data: payload });
const refuse = (status: number, msg: string) => HttpResponse.json({ code: status, msg }, { status });

/** The story member (王女士). */
export const member = { uid: 1, nickname: '王女士', idToken: 'story-token' };

const seller = { name: '深圳金缘珠宝首饰有限公司', taxId: '91440300MA5JY2026A' };
const issuedLines = (totalFen: number) => {
  const { amountFen, taxFen } = splitTax(totalFen);
  return { lines: [{ title: '足金福字戒指', qty: 1, amountFen, ratePercent: 13, taxFen }], taxFen };
};

/** The story member's invoices: one issued to a company, one reversed after a refund, one pending. */
export const storyInvoices: Invoice[] = [
  {
    orderNo: 'JY20261125100000000001',
    state: 'issued',
    titleType: 'company',
    title: '深圳市腾讯计算机系统有限公司',
    amountFen: 102_614,
    requestedAt: '2026-11-25T02:20:00.000Z',
    invoiceNo: '26442000001234567890',
    issuedAt: '2026-11-25T02:20:02.000Z',
    redInvoiceNo: null,
    reversedAt: null,
    taxId: '91440300708461136T',
    bankName: '招商银行深圳分行',
    bankAccount: '6222021234567890',
    address: '',
    phone: '',
    email: 'finance@example.com',
    ...issuedLines(102_614),
    seller,
  },
  {
    orderNo: 'JY20261120100000000002',
    state: 'reversed',
    titleType: 'personal',
    title: '王丽',
    amountFen: 328_000,
    requestedAt: '2026-11-20T02:00:00.000Z',
    invoiceNo: '26442000001234567001',
    issuedAt: '2026-11-20T02:00:02.000Z',
    redInvoiceNo: '26442000009876543210',
    reversedAt: '2026-11-22T06:00:00.000Z',
    taxId: '',
    bankName: '',
    bankAccount: '',
    address: '',
    phone: '',
    email: 'wang@example.com',
    ...issuedLines(328_000),
    seller,
  },
];

/** A paid order of the story member without an invoice yet (the request form's order). */
export const openOrder = { orderNo: 'JY20261125110000000003', amountFen: 205_228 };

export type InvoiceMockOptions = {
  invoices?: Invoice[];
  /** The list answers 500. */
  failing?: boolean;
  /** The request answers 409 with this message (an order that may not have one). */
  refusal?: string;
};

/**
 * The invoice calls as the reference server answers them, over an in-memory list: options and the
 * request for `openOrder` (the shared rules' 400s, one per order), the list with its state and date
 * filters, the detail and PDF by order number (404 for any other), the re-send.
 */
export function createInvoiceMock({ invoices = storyInvoices, failing = false, refusal }: InvoiceMockOptions = {}) {
  const held = [...invoices];
  const handlers = [
    http.get(paths.invoiceOptions, async ({ request }) => {
      await delay(50);
      const orderNo = new URL(request.url).searchParams.get('orderNo') ?? '';
      if (refusal) return refuse(409, refusal);
      if (held.some((invoice) => invoice.orderNo === orderNo))
        return refuse(409, '该订单已申请发票，请在发票管理中查看');
      return orderNo === openOrder.orderNo ? ok({ ...openOrder, email: '' }) : refuse(404, '订单不存在');
    }),
    http.post(paths.invoiceRequest, async ({ request }) => {
      await delay(50);
      const body = (await request.json()) as InvoiceRequestBody;
      const input = invoiceInputOf(body);
      const first = Object.entries(invoiceRequestProblems(input))[0] as [InvoiceField, InvoiceProblem] | undefined;
      if (first) return refuse(400, invoiceMessages[first[0]][first[1]] ?? '发票信息有误');
      if (refusal) return refuse(409, refusal);
      const invoice: Invoice = {
        orderNo: body.orderNo,
        state: 'pending',
        titleType: body.titleType,
        title: body.title.trim(),
        amountFen: openOrder.amountFen,
        requestedAt: new Date().toISOString(),
        invoiceNo: null,
        issuedAt: null,
        redInvoiceNo: null,
        reversedAt: null,
        taxId: body.titleType === 'company' ? normalizeCreditCode(input.taxId) : '',
        bankName: input.bankName,
        bankAccount: input.bankAccount,
        address: input.address,
        phone: input.phone,
        email: input.email,
        lines: [],
        taxFen: null,
        seller: null,
      };
      held.unshift(invoice);
      return ok(invoice);
    }),
    http.get(paths.invoiceList, async ({ request }) => {
      await delay(50);
      if (failing) return refuse(500, '服务繁忙，请稍后再试');
      const query = new URL(request.url).searchParams;
      const state = query.get('state');
      const from = query.get('from');
      const to = query.get('to');
      if (from && to && from > to) return refuse(400, '开始日期不能晚于结束日期');
      const day = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);
      const chosen = held.filter(
        (invoice) =>
          (!state || invoice.state === state) &&
          (!from || day(invoice.requestedAt) >= from) &&
          (!to || day(invoice.requestedAt) <= to),
      );
      const pageIndex = Number(query.get('pageIndex') ?? 1);
      const pageSize = Number(query.get('pageSize') ?? 10);
      return ok({ total: chosen.length, list: chosen.slice((pageIndex - 1) * pageSize, pageIndex * pageSize) });
    }),
    http.get(paths.invoiceDetail, async ({ request }) => {
      await delay(50);
      const found = held.find((invoice) => invoice.orderNo === new URL(request.url).searchParams.get('orderNo'));
      return found ? ok(found) : refuse(404, '发票不存在');
    }),
    http.get(paths.invoicePdf, async ({ request }) => {
      await delay(50);
      const found = held.find((invoice) => invoice.orderNo === new URL(request.url).searchParams.get('orderNo'));
      if (!found) return refuse(404, '发票不存在');
      // Not a drawn invoice: enough of a PDF for the download to be saved (the server's is tested in apps/api).
      return new HttpResponse(`%PDF-1.7\n% ${found.title} ${amountInCapitals(found.amountFen)}\n%%EOF\n`, {
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="invoice.pdf"' },
      });
    }),
    http.get(paths.invoiceRedPdf, async ({ request }) => {
      await delay(50);
      const found = held.find((invoice) => invoice.orderNo === new URL(request.url).searchParams.get('orderNo'));
      if (!found) return refuse(404, '发票不存在');
      if (found.state !== 'reversed') return refuse(409, '该发票未红冲，没有红字发票');
      // Not a drawn invoice: the red-letter marks the download carries (the server's is tested in apps/api).
      return new HttpResponse(
        `%PDF-1.7\n% 红字发票 ${found.redInvoiceNo} ${amountInCapitals(-found.amountFen)}\n%%EOF\n`,
        {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="red.pdf"' },
        },
      );
    }),
    http.post(paths.invoiceResend, async ({ request }) => {
      await delay(50);
      const body = (await request.json()) as { orderNo: string; email?: string };
      const found = held.find((invoice) => invoice.orderNo === body.orderNo);
      if (!found) return refuse(404, '发票不存在');
      const email = body.email?.trim() || found.email;
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return refuse(400, '请输入正确的电子邮箱');
      return ok({ email });
    }),
  ];
  return { handlers };
}
