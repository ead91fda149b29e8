import {
  invoiceInputOf,
  invoiceMessages,
  invoiceRefusal,
  invoiceRefusalMessages,
  invoiceRequestProblems,
  normalizeCreditCode,
  splitInProportion,
  type InvoiceField,
  type InvoiceProblem,
} from '@mall/contract';
import {
  type Invoice,
  type InvoiceList,
  type InvoiceListQuery,
  type InvoiceOptions,
  type InvoiceRequestBody,
  type InvoiceSummary,
} from '@mall/contract/invoice';
import type { EInvoiceGateway } from '../adapters/eInvoice';
import type { MailGateway } from '../adapters/mail';
import type { Db } from '../db/database';
import { ownOrder } from '../repositories/checkout';
import { type Buyer, type OrderRow } from '../repositories/orderBasics';
import { invoiceRepository, type InvoiceWithOrder } from '../repositories/invoices';
import { refundRepository } from '../repositories/refunds';
import type { PdfRenderer } from '../pdf/pdfPool';
import type { ServiceOutcome } from './service';

export type InvoiceServiceOptions = {
  gateway: EInvoiceGateway;
  mail: MailGateway;
  pdf: PdfRenderer;
  /** The brand printed as the issuer (runtime config brand name). */
  brand: string;
};

const missing = { kind: 'missing', msg: '发票不存在' } as const;
const orderMissing = { kind: 'missing', msg: '订单不存在' } as const;

/** China's UTC offset: the list's day filter reads China dates. */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const chinaDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - CHINA_OFFSET_MS);

/**
 * Invoices (issue #14 item 1). A member requests one for their own paid order (the contract's
 * `invoiceRefusal`, then one per order, nothing while a refund is open, nothing for a zero amount);
 * the amount is the order's cash less what refunds gave back, computed here. The e-invoice adapter
 * issues pending invoices and writes red-letter reversals (`sweep`); the PDF is drawn on the PDF
 * worker for the owner only, and can be mailed again.
 */
export function invoiceService(db: Db, clock: () => Date, options: InvoiceServiceOptions) {
  const repository = invoiceRepository(db);
  const refunds = refundRepository(db);

  /**
   * The order's lines as they stand after refunds that went through: pieces and cash left (the
   * order's cash split across its lines by value, as refunds split it, less each line's refunded
   * cash), the lines with nothing left dropped. The invoice's amount is their sum.
   */
  async function linesLeft(order: Pick<OrderRow, 'id' | 'payFen'>) {
    const items = await refunds.linesOf(order.id, true);
    const paid = splitInProportion(
      order.payFen,
      items.map(({ item }) => item.unitPriceFen * item.qty),
    );
    return items
      .map(({ item, refundedQty, refundedFen }, index) => ({
        title: item.title,
        qty: Math.max(1, item.qty - refundedQty),
        totalFen: (paid[index] ?? 0) - refundedFen,
      }))
      .filter((line) => line.totalFen > 0);
  }
  const sum = (lines: { totalFen: number }[]) => lines.reduce((total, line) => total + line.totalFen, 0);

  /** The buyer's order and its amount to invoice, or why it may have none. */
  async function eligible(buyer: Buyer, orderNo: string) {
    const order = await ownOrder(db, buyer, orderNo, clock());
    if (!order) return orderMissing;
    const refusal = invoiceRefusal({
      orderState: order.orderState,
      paymentState: order.paymentState,
      orderType: order.orderType,
      royaltyFundFen: order.royaltyFundFen,
      isStaffOrder: order.staffId !== null,
    });
    if (refusal) return { kind: 'refused', msg: invoiceRefusalMessages[refusal] } as const;
    if (await refunds.openOf(order.id)) return { kind: 'refused', msg: invoiceRefusalMessages.refunding } as const;
    const amountFen = sum(await linesLeft(order));
    if (amountFen <= 0) return { kind: 'refused', msg: invoiceRefusalMessages.zero } as const;
    return { kind: 'ok', order, amountFen } as const;
  }

  const summaryOf = ({ row, orderNo }: InvoiceWithOrder): InvoiceSummary => ({
    orderNo,
    state: row.state,
    titleType: row.titleType,
    title: row.title,
    amountFen: row.amountFen,
    requestedAt: row.requestedAt.toISOString(),
    invoiceNo: row.invoiceNo,
    issuedAt: row.issuedAt?.toISOString() ?? null,
    redInvoiceNo: row.redInvoiceNo,
    reversedAt: row.reversedAt?.toISOString() ?? null,
  });
  const detailOf = (found: InvoiceWithOrder): Invoice => ({
    ...summaryOf(found),
    taxId: found.row.taxId,
    bankName: found.row.bankName,
    bankAccount: found.row.bankAccount,
    address: found.row.address,
    phone: found.row.phone,
    email: found.row.email,
    lines: found.row.lines,
    taxFen: found.row.taxFen,
    seller: found.row.sellerName !== null ? { name: found.row.sellerName, taxId: found.row.sellerTaxId ?? '' } : null,
  });

  /** The member's invoice of the order, issued (or reversed): the only ones with a PDF. */
  async function issuedOf(buyer: Buyer, orderNo: string) {
    if (buyer.memberId === null) return undefined;
    const found = await repository.memberInvoice(buyer.memberId, orderNo);
    return found && found.row.state !== 'pending' ? found : undefined;
  }

  /**
   * An invoice's PDF and its file name: the blue invoice as issued, or its red-letter reversal
   * (红字发票: its own number and date, the blue number it reverses, every line and total negative,
   * since the simulator and a 全电 platform reverse the blue invoice in full).
   */
  async function pdfOf(
    { row, orderNo }: InvoiceWithOrder,
    letter: 'blue' | 'red' = 'blue',
  ): Promise<{ fileName: string; bytes: Buffer }> {
    const isRed = letter === 'red';
    const sign = isRed ? -1 : 1;
    const invoiceNo = (isRed ? row.redInvoiceNo : row.invoiceNo) ?? '';
    const bytes = await options.pdf.render({
      kind: 'invoice',
      print: {
        kind: letter,
        invoiceNo,
        issuedAt: (isRed ? row.reversedAt : row.issuedAt) ?? row.requestedAt,
        ...(isRed ? { reverses: row.invoiceNo ?? '' } : {}),
        orderNo,
        buyer: {
          name: row.title,
          taxId: row.taxId,
          address: row.address,
          phone: row.phone,
          bankName: row.bankName,
          bankAccount: row.bankAccount,
        },
        seller: { name: row.sellerName ?? '', taxId: row.sellerTaxId ?? '' },
        lines: row.lines.map((line) => ({
          ...line,
          qty: sign * line.qty,
          amountFen: sign * line.amountFen,
          taxFen: sign * line.taxFen,
        })),
        amountFen: sign * row.amountFen,
        taxFen: sign * (row.taxFen ?? 0),
        brand: options.brand,
      },
    });
    return { fileName: `${isRed ? '红字发票' : '发票'}_${invoiceNo || orderNo}.pdf`, bytes };
  }

  /** Mails the invoice's PDF to `to` (at issue, and again on request). */
  async function mailInvoice(found: InvoiceWithOrder, to: string): Promise<void> {
    const { fileName, bytes } = await pdfOf(found);
    const reversed =
      found.row.state === 'reversed' ? `（退款后已红冲，红字发票号码 ${found.row.redInvoiceNo ?? ''}）` : '';
    await options.mail.send({
      to,
      subject: `${options.brand}电子发票 ${found.row.invoiceNo ?? ''}`,
      text: `您好，您在${options.brand}官方商城订单 ${found.orderNo} 的电子发票${reversed}见附件。`,
      attachment: { name: fileName, bytes },
    });
  }

  /** Mails the red-letter invoice to the invoice's address once it is written (the buyer's books need it too). */
  async function mailReversal(found: InvoiceWithOrder): Promise<void> {
    const { fileName, bytes } = await pdfOf(found, 'red');
    await options.mail.send({
      to: found.row.email,
      subject: `${options.brand}红字发票 ${found.row.redInvoiceNo ?? ''}`,
      text: `您好，您在${options.brand}官方商城订单 ${found.orderNo} 退款后，原电子发票 ${found.row.invoiceNo ?? ''} 已红冲，红字发票见附件。`,
      attachment: { name: fileName, bytes },
    });
  }

  return {
    /** What the request form needs: the amount the invoice will carry, or why there is none. */
    async options(buyer: Buyer, orderNo: string): Promise<ServiceOutcome<InvoiceOptions>> {
      if (buyer.memberId !== null && (await repository.memberInvoice(buyer.memberId, orderNo))) {
        return { kind: 'refused', msg: invoiceRefusalMessages.exists };
      }
      const checked = await eligible(buyer, orderNo);
      if (checked.kind !== 'ok') return checked;
      return { kind: 'done', value: { orderNo: checked.order.orderNo, amountFen: checked.amountFen, email: '' } };
    },

    /** Requests the invoice (see the service's comment); the fields by the shared rule (first problem's message). */
    async request(buyer: Buyer, body: InvoiceRequestBody): Promise<ServiceOutcome<Invoice>> {
      const input = invoiceInputOf(body);
      const first = Object.entries(invoiceRequestProblems(input))[0] as [InvoiceField, InvoiceProblem] | undefined;
      if (first) return { kind: 'invalid', msg: invoiceMessages[first[0]][first[1]] ?? '发票信息有误' };
      const checked = await eligible(buyer, body.orderNo);
      if (checked.kind !== 'ok') return checked;
      const isCompany = input.titleType === 'company';
      const row = await repository.insert({
        memberId: checked.order.memberId ?? 0,
        orderId: checked.order.id,
        titleType: input.titleType,
        title: input.title.trim(),
        taxId: isCompany ? normalizeCreditCode(input.taxId) : '',
        bankName: isCompany ? input.bankName.trim() : '',
        bankAccount: isCompany ? input.bankAccount.replace(/\s/g, '') : '',
        address: isCompany ? input.address.trim() : '',
        phone: isCompany ? input.phone.trim() : '',
        email: input.email.trim(),
        amountFen: checked.amountFen,
        requestedAt: clock(),
      });
      if (!row) return { kind: 'refused', msg: invoiceRefusalMessages.exists };
      return { kind: 'done', value: detailOf({ row, orderNo: checked.order.orderNo }) };
    },

    /** A page of the member's invoices, newest request first, by state and by the China day requested. */
    async list(buyer: Buyer, query: InvoiceListQuery): Promise<ServiceOutcome<InvoiceList>> {
      if (query.from && query.to && query.from > query.to) {
        return { kind: 'invalid', msg: '开始日期不能晚于结束日期' };
      }
      if (buyer.memberId === null) return { kind: 'done', value: { total: 0, list: [] } };
      const pageIndex = query.pageIndex ?? 1;
      const pageSize = query.pageSize ?? 10;
      const page = await repository.memberPage(
        buyer.memberId,
        {
          ...(query.state ? { state: query.state } : {}),
          ...(query.from ? { from: chinaDayStart(query.from) } : {}),
          ...(query.to ? { to: new Date(chinaDayStart(query.to).getTime() + 86_400_000) } : {}),
        },
        (pageIndex - 1) * pageSize,
        pageSize,
      );
      return { kind: 'done', value: { total: page.total, list: page.rows.map(summaryOf) } };
    },

    /** One of the member's invoices by its order's number (another member's answers 404). */
    async detail(buyer: Buyer, orderNo: string): Promise<ServiceOutcome<Invoice>> {
      const found = buyer.memberId === null ? undefined : await repository.memberInvoice(buyer.memberId, orderNo);
      return found ? { kind: 'done', value: detailOf(found) } : missing;
    },

    /** The PDF of the member's issued invoice; 404 for another's, 409 while pending. */
    async pdf(buyer: Buyer, orderNo: string): Promise<ServiceOutcome<{ fileName: string; bytes: Buffer }>> {
      const found = await issuedOf(buyer, orderNo);
      if (!found) {
        const any = buyer.memberId === null ? undefined : await repository.memberInvoice(buyer.memberId, orderNo);
        return any ? { kind: 'refused', msg: '发票正在开具，请稍后下载' } : missing;
      }
      return { kind: 'done', value: await pdfOf(found) };
    },

    /** The red-letter invoice's PDF of the member's reversed invoice; 404 for another's, 409 while not reversed. */
    async redPdf(buyer: Buyer, orderNo: string): Promise<ServiceOutcome<{ fileName: string; bytes: Buffer }>> {
      const found = buyer.memberId === null ? undefined : await repository.memberInvoice(buyer.memberId, orderNo);
      if (!found) return missing;
      if (found.row.state !== 'reversed') return { kind: 'refused', msg: '该发票未红冲，没有红字发票' };
      return { kind: 'done', value: await pdfOf(found, 'red') };
    },

    /** Mails the issued invoice's PDF again, to `email` or the invoice's own address. */
    async resend(buyer: Buyer, orderNo: string, email: string | undefined): Promise<ServiceOutcome<{ email: string }>> {
      const found = await issuedOf(buyer, orderNo);
      if (!found) {
        const any = buyer.memberId === null ? undefined : await repository.memberInvoice(buyer.memberId, orderNo);
        return any ? { kind: 'refused', msg: '发票开具后才能发送' } : missing;
      }
      const to = (email ?? '').trim() || found.row.email;
      const problem = invoiceRequestProblems({
        titleType: 'personal',
        title: '-',
        taxId: '',
        bankName: '',
        bankAccount: '',
        address: '',
        phone: '',
        email: to,
      }).email;
      if (problem) return { kind: 'invalid', msg: invoiceMessages.email[problem] ?? '请输入正确的电子邮箱' };
      await mailInvoice(found, to);
      return { kind: 'done', value: { email: to } };
    },

    /**
     * The adapter's run: issues pending invoices for what their orders have left (a request whose
     * order was refunded in full before issue is dropped), mails each issued one to its address, and
     * writes the red-letter reversals refunds asked for, mailing the red-letter invoice to the same
     * address. Answers the invoice ids issued and reversed.
     */
    async sweep(): Promise<{ issued: number[]; reversed: number[] }> {
      const issued: number[] = [];
      const reversed: number[] = [];
      for (const { row, payFen, orderNo } of await repository.pending(20)) {
        const lines = await linesLeft({ id: row.orderId, payFen });
        if (sum(lines) <= 0) {
          await repository.dropPending(row.id);
          continue;
        }
        const done = await options.gateway.issue({ buyer: { name: row.title, taxId: row.taxId }, lines }, clock());
        const moved = await repository.issued(row.id, {
          invoiceNo: done.invoiceNo,
          issuedAt: done.issuedAt,
          lines: done.lines,
          taxFen: done.taxFen,
          amountFen: sum(lines),
          sellerName: done.seller.name,
          sellerTaxId: done.seller.taxId,
        });
        if (!moved) continue;
        issued.push(row.id);
        await mailInvoice({ row: moved, orderNo }, moved.email);
      }
      for (const { row, orderNo } of await repository.reversalsDue(20)) {
        if (!row.invoiceNo) continue;
        const done = await options.gateway.reverse(row.invoiceNo, clock());
        const moved = await repository.reversed(row.id, done.redInvoiceNo, done.reversedAt);
        if (!moved) continue;
        reversed.push(row.id);
        await mailReversal({ row: moved, orderNo });
      }
      return { issued, reversed };
    },
  };
}

export type InvoiceService = ReturnType<typeof invoiceService>;
