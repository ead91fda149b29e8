import { sql } from 'drizzle-orm';
import { amountInCapitals, fenToYuan, splitTax } from '@mall/contract';
import { refundPaths } from '@mall/contract/orders';
import { guaranteePaths, type GuaranteeList } from '@mall/contract/guarantee';
import { invoicePaths, type Invoice, type InvoiceList } from '@mall/contract/invoice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedEInvoice } from '../src/adapters/eInvoice';
import { devOutboxMail } from '../src/adapters/mail';
import { signedNotification } from '../src/adapters/sandboxPayment';
import { rowsOf } from '../src/db/database';
import { fulfilmentFromEnv } from '../src/env';
import { pdfRenderer } from '../src/pdf/pdfPool';
import { fulfilmentService } from '../src/services/fulfilment';
import { invoiceService } from '../src/services/invoices';
import { now } from './catalogFixture';
import { pdfText } from './pdfText';
import { chinaDate } from '../src/lib/chinaTime';
import { auth, checkoutEnv, insertCheckoutFixture, paths, placeOrder, sessions } from './checkoutFixture';
import { engines, startTestApp } from './harness';
import { consoleApprove, staffSessions } from './staffFixture';

const invoice = invoicePaths('mall');
const refund = refundPaths('mall');
const guarantee = guaranteePaths('mall');
const rings = { goodID: 1, attribute: 'ringSize:10', buyNum: 2 };
const piece = { goodID: 8, attribute: '', buyNum: 1 };
const tencent = { name: '深圳市腾讯计算机系统有限公司', taxId: '91440300708461136T' };

/**
 * Issue #14 item 1: a member requests an invoice for their own paid order (each refusal with its
 * message), the issuing simulator issues it (number, tax split, seller, mailed), the owner downloads
 * a real PDF (its text holds the buyer and the total), the list filters, another member gets 404, and
 * a refund after issue reverses it with a red-letter invoice (its own PDF, negative, for the owner;
 * mailed) and voids the refunded pieces' guarantees.
 */
describe.each(engines())('invoices on %s (issue #14 item 1)', (engine) => {
  const clock = { now };
  let s: Awaited<ReturnType<typeof startTestApp>>;
  let wang = '';
  let li = '';
  const pdf = pdfRenderer();
  let run: () => Promise<{ issued: number[]; reversed: number[] }>;
  /** Staff approve the refund in the console (issue #29): a 运营, and a 财务 above the threshold; signed in afresh (the clock moves). */
  const approveInConsole = async (refundNo: string) => {
    const staff = await staffSessions(s, { JY70002: 'operations', JY70006: 'finance' });
    return consoleApprove(s, refundNo, { operations: staff.JY70002 as string, finance: staff.JY70006 as string });
  };

  beforeAll(async () => {
    s = await startTestApp(engine, { ...checkoutEnv, INVOICE_SWEEP_SECONDS: '0' }, { clock: () => clock.now });
    await insertCheckoutFixture(s.database.db);
    await s.database.db.execute(sql`update goods_skus set stock_web = 100 where goods_id in (1, 8)`);
    [wang = '', li = ''] = await sessions(s, [1, 2]);
    const service = invoiceService(s.database.db, () => clock.now, {
      gateway: simulatedEInvoice(s.env.invoicing.seller),
      mail: devOutboxMail(s.database.db, () => clock.now),
      pdf,
      brand: '金缘珠宝',
    });
    run = () => service.sweep();
  }, 60_000);
  afterAll(async () => {
    await pdf.close();
    await s?.close();
  });

  const get = (url: string, token: string | null) => s.app.inject({ method: 'GET', url, headers: auth(token) });
  const post = (url: string, token: string, payload: object) =>
    s.app.inject({ method: 'POST', url, headers: auth(token), payload });
  const payFenOf = async (orderNo: string) =>
    Number(
      rowsOf<{ pay_fen: number }>(
        await s.database.db.execute(sql`select pay_fen from orders where order_no = ${orderNo}`),
      )[0]?.pay_fen,
    );
  const pay = async (orderNo: string, token = wang) => {
    const payNo = (await post(paths.payCreate, token, { orderNo, method: 'wechat' })).json().data.payNo;
    const notified = await s.app.inject({
      method: 'POST',
      url: paths.payNotify,
      payload: signedNotification(
        { payNo, orderNo, amountFen: await payFenOf(orderNo), status: 'SUCCESS' },
        checkoutEnv.PAY_NOTIFY_SECRET,
        clock.now,
      ),
    });
    expect(notified.json().code, notified.body).toBe('SUCCESS');
  };
  const paidOrder = async (lines = [piece], token = wang, uid = 1) => {
    const orderNo = await placeOrder(s, token, uid, lines);
    await pay(orderNo, token);
    return orderNo;
  };
  const company = (orderNo: string, extra: object = {}) => ({
    orderNo,
    titleType: 'company',
    title: tencent.name,
    taxId: tencent.taxId,
    bankName: '招商银行深圳分行',
    bankAccount: '6222 0212 3456 7890',
    email: 'finance@example.com',
    ...extra,
  });
  const detail = async (orderNo: string, token = wang): Promise<Invoice> => {
    const response = await get(`${invoice.invoiceDetail}?orderNo=${orderNo}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const list = async (query: string): Promise<InvoiceList> => {
    const response = await get(`${invoice.invoiceList}${query}`, wang);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  let issuedOrder = '';

  describe('the request and its refusals', () => {
    it('refuses an unpaid order, a cancelled one, a bad credit code, another member’s order, and a second request', async () => {
      const unpaid = await placeOrder(s, wang, 1, [piece]);
      const refusedUnpaid = await post(invoice.invoiceRequest, wang, company(unpaid));
      expect(refusedUnpaid.statusCode).toBe(409);
      expect(refusedUnpaid.json().msg).toBe('订单未支付，支付后才能申请发票');

      expect((await post(paths.orderCancel, wang, { orderNo: unpaid })).statusCode).toBe(200);
      const cancelled = await post(invoice.invoiceRequest, wang, company(unpaid));
      expect(cancelled.statusCode).toBe(409);
      expect(cancelled.json().msg).toBe('订单已取消，不能申请发票');

      const orderNo = await paidOrder();
      const wrongCheck = await post(invoice.invoiceRequest, wang, company(orderNo, { taxId: '91440300708461136U' }));
      expect(wrongCheck.statusCode).toBe(400);
      expect(wrongCheck.json().msg).toBe('纳税人识别号校验位不正确，请核对');
      const noEmail = await post(invoice.invoiceRequest, wang, company(orderNo, { email: 'finance' }));
      expect(noEmail.statusCode).toBe(400);
      expect(noEmail.json().msg).toBe('请输入正确的电子邮箱');

      // Another member's order: as unknown as an order that does not exist.
      const others = await post(invoice.invoiceRequest, li, company(orderNo));
      expect(others.statusCode).toBe(404);
      expect((await get(`${invoice.invoiceOptions}?orderNo=${orderNo}`, li)).statusCode).toBe(404);

      const options = await get(`${invoice.invoiceOptions}?orderNo=${orderNo}`, wang);
      expect(options.json().data).toMatchObject({ orderNo, amountFen: await payFenOf(orderNo) });

      // The amount is the server's: one typed in the body is dropped.
      const requested = await post(invoice.invoiceRequest, wang, { ...company(orderNo), amountFen: 1 });
      expect(requested.statusCode, requested.body).toBe(200);
      expect(requested.json().data).toMatchObject({
        orderNo,
        state: 'pending',
        titleType: 'company',
        title: tencent.name,
        taxId: tencent.taxId,
        bankAccount: '6222021234567890',
        amountFen: await payFenOf(orderNo),
        invoiceNo: null,
      });
      const again = await post(invoice.invoiceRequest, wang, company(orderNo));
      expect(again.statusCode).toBe(409);
      expect(again.json().msg).toBe('该订单已申请发票，请在发票管理中查看');
      issuedOrder = orderNo;

      // A PDF only once issued.
      expect((await get(`${invoice.invoicePdf}?orderNo=${orderNo}`, wang)).statusCode).toBe(409);
    });

    it('takes a person’s request without a taxpayer id', async () => {
      const orderNo = await paidOrder();
      const requested = await post(invoice.invoiceRequest, wang, {
        orderNo,
        titleType: 'personal',
        title: '王丽',
        taxId: 'ignored',
        email: 'wang@example.com',
      });
      expect(requested.statusCode, requested.body).toBe(200);
      expect(requested.json().data).toMatchObject({ titleType: 'personal', title: '王丽', taxId: '' });
    });
  });

  describe('issue, PDF and mail', () => {
    it('issues pending invoices: a 20-digit number, 13 % tax split from the total, the seller; mails it', async () => {
      const { issued } = await run();
      expect(issued.length).toBeGreaterThanOrEqual(2);
      const data = await detail(issuedOrder);
      const total = await payFenOf(issuedOrder);
      expect(data.state).toBe('issued');
      expect(data.invoiceNo).toMatch(/^\d{20}$/);
      expect(data.amountFen).toBe(total);
      expect(data.taxFen).toBe(splitTax(total).taxFen);
      expect(data.lines).toEqual([
        {
          title: expect.any(String),
          qty: 1,
          amountFen: splitTax(total).amountFen,
          ratePercent: 13,
          taxFen: splitTax(total).taxFen,
        },
      ]);
      expect(data.seller).toEqual(s.env.invoicing.seller);

      const mails = (await s.app.inject({ method: 'GET', url: `${invoice.devMail}?to=finance@example.com` })).json()
        .data;
      expect(mails[0]).toMatchObject({
        to: 'finance@example.com',
        subject: expect.stringContaining(data.invoiceNo ?? 'none'),
        attachment: { name: `发票_${data.invoiceNo}.pdf`, bytes: expect.any(Number) },
      });
      expect(await run()).toEqual({ issued: [], reversed: [] });
    });

    it('lets the owner download a real PDF with the buyer, the credit code and the total; another member gets 404', async () => {
      const data = await detail(issuedOrder);
      const response = await get(`${invoice.invoicePdf}?orderNo=${issuedOrder}`, wang);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename=/);
      const bytes = response.rawPayload;
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = await pdfText(bytes);
      expect(text).toContain(tencent.name);
      expect(text).toContain(tencent.taxId);
      expect(text).toContain(data.invoiceNo ?? 'none');
      expect(text).toContain(`¥${fenToYuan(data.amountFen)}`);
      expect(text).toContain(amountInCapitals(data.amountFen));
      expect(text).toContain(s.env.invoicing.seller.name);

      expect((await get(`${invoice.invoicePdf}?orderNo=${issuedOrder}`, li)).statusCode).toBe(404);
      expect((await get(`${invoice.invoiceDetail}?orderNo=${issuedOrder}`, li)).statusCode).toBe(404);
      expect((await get(`${invoice.invoicePdf}?orderNo=${issuedOrder}`, null)).statusCode).toBe(401);
    });

    it('re-sends the PDF to another e-mail, and refuses a malformed one', async () => {
      const sent = await post(invoice.invoiceResend, wang, { orderNo: issuedOrder, email: 'boss@example.com' });
      expect(sent.statusCode, sent.body).toBe(200);
      const mails = (await s.app.inject({ method: 'GET', url: `${invoice.devMail}?to=boss@example.com` })).json().data;
      expect(mails).toHaveLength(1);
      const bad = await post(invoice.invoiceResend, wang, { orderNo: issuedOrder, email: 'boss' });
      expect(bad.statusCode).toBe(400);
      expect((await post(invoice.invoiceResend, li, { orderNo: issuedOrder })).statusCode).toBe(404);
    });

    it('lists the member’s invoices by state and by the day requested', async () => {
      const all = await list('');
      expect(all.total).toBe(2);
      expect((await list('?state=issued')).list.map((i) => i.orderNo)).toContain(issuedOrder);
      expect((await list('?state=reversed')).total).toBe(0);
      const day = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
      expect((await list(`?from=${day}&to=${day}`)).total).toBe(2);
      expect((await list('?from=2000-01-01&to=2000-01-02')).total).toBe(0);
      const backwards = await get(`${invoice.invoiceList}?from=${day}&to=2000-01-01`, wang);
      expect(backwards.statusCode).toBe(400);
      expect((await get(invoice.invoiceList, li)).json().data).toEqual({ total: 0, list: [] });
    });
  });

  describe('a refund after issue', () => {
    it('reverses the invoice with a red-letter one; the refunded order may not have another', async () => {
      const applied = await post(refund.refundApply, wang, { orderNo: issuedOrder, reason: 'unwanted' });
      expect(applied.statusCode, applied.body).toBe(200);
      const refusedWhileRefunding = await get(`${invoice.invoiceOptions}?orderNo=${issuedOrder}`, wang);
      expect(refusedWhileRefunding.statusCode).toBe(409);
      const approved = await approveInConsole(applied.json().data.refundNo);
      expect(approved.statusCode, approved.body).toBe(200);
      const { reversed } = await run();
      expect(reversed).toHaveLength(1);
      const data = await detail(issuedOrder);
      expect(data.state).toBe('reversed');
      expect(data.redInvoiceNo).toMatch(/^\d{20}$/);
      expect(data.redInvoiceNo).not.toBe(data.invoiceNo);
      expect(data.reversedAt).not.toBeNull();
      expect((await list('?state=reversed')).list.map((i) => i.orderNo)).toEqual([issuedOrder]);
    });

    it('lets the owner download the red-letter invoice: 红字发票, the negative total, the blue number it reverses', async () => {
      const data = await detail(issuedOrder);
      const redNo = data.redInvoiceNo ?? 'none';
      const response = await get(`${invoice.invoiceRedPdf}?orderNo=${issuedOrder}`, wang);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(encodeURIComponent(`红字发票_${redNo}.pdf`));
      const text = await pdfText(response.rawPayload);
      expect(text).toContain('红字发票');
      expect(text).toContain(`发票号码：${redNo}`);
      expect(text).toContain(`被红冲蓝字发票号码：${data.invoiceNo}`);
      expect(text).toContain(`（小写）¥-${fenToYuan(data.amountFen)}`);
      expect(text).toContain(`¥-${fenToYuan(data.taxFen ?? 0)}`);
      expect(text).toContain(amountInCapitals(-data.amountFen));
      expect(text).toContain(tencent.name);

      // The blue invoice stays as it was issued.
      const blue = await pdfText((await get(`${invoice.invoicePdf}?orderNo=${issuedOrder}`, wang)).rawPayload);
      expect(blue).not.toContain('红字');
      expect(blue).toContain(`（小写）¥${fenToYuan(data.amountFen)}`);

      // Mailed to the invoice's address when the reversal was written.
      const mails = (await s.app.inject({ method: 'GET', url: `${invoice.devMail}?to=finance@example.com` })).json()
        .data as { subject: string; attachment: { name: string } | null }[];
      expect(mails.find((mail) => mail.subject.includes(redNo))?.attachment?.name).toBe(`红字发票_${redNo}.pdf`);

      // The owner only; an invoice not reversed has none.
      expect((await get(`${invoice.invoiceRedPdf}?orderNo=${issuedOrder}`, li)).statusCode).toBe(404);
      expect((await get(`${invoice.invoiceRedPdf}?orderNo=${issuedOrder}`, null)).statusCode).toBe(401);
      const stillBlue = (await list('?state=issued')).list[0]?.orderNo ?? 'none';
      const notReversed = await get(`${invoice.invoiceRedPdf}?orderNo=${stillBlue}`, wang);
      expect(notReversed.statusCode).toBe(409);
      expect(notReversed.json().msg).toBe('该发票未红冲，没有红字发票');
    });

    it('voids the guarantees of the pieces an after-sales refund took back; verification says so', async () => {
      const settings = fulfilmentFromEnv({ FULFIL_AFTER_SECONDS: '180', AUTO_CONFIRM_DAYS: '10' });
      const orderNo = await paidOrder([rings]);
      clock.now = new Date(clock.now.getTime() + 181_000);
      [wang = '', li = ''] = await sessions(s, [1, 2]);
      expect((await fulfilmentService(s.database.db, settings, () => clock.now).sweep()).shipped).toContain(orderNo);
      expect((await post(paths.orderConfirmReceipt, wang, { orderNo })).statusCode).toBe(200);
      const mine = async () =>
        ((await get(`${guarantee.guaranteeList}?pageSize=50`, wang)).json().data as GuaranteeList).list.filter(
          (g) => g.orderNo === orderNo,
        );
      expect((await mine()).map((g) => g.voidedAt)).toEqual([null, null]);

      const applied = await post(refund.refundApply, wang, {
        orderNo,
        reason: 'quality',
        lines: [{ goodID: rings.goodID, attribute: rings.attribute, qty: 1 }],
      });
      expect(applied.statusCode, applied.body).toBe(200);
      expect((await approveInConsole(applied.json().data.refundNo)).statusCode).toBe(200);
      const after = await mine();
      expect(after.filter((g) => g.voidedAt !== null).map((g) => g.pieceNo)).toEqual([2]);
      const voided = after.find((g) => g.pieceNo === 2)?.certNo ?? '';

      const verify = async (certNo: string) =>
        (
          await s.app.inject({
            method: 'POST',
            url: guarantee.verify,
            payload: { certNo },
          })
        ).json().data;
      expect(await verify(voided)).toEqual({ result: 'voided' });
      const kept = after.find((g) => g.pieceNo === 1)?.certNo ?? '';
      expect((await verify(kept)).result).toBe('found');

      // Its PDF says so (issue #31 item 1): the mark, the China day and no promise; the kept piece's does not.
      const pdfOf = async (certNo: string) =>
        pdfText((await get(`${guarantee.guaranteePdf}?certNo=${certNo}`, wang)).rawPayload);
      const voidSheet = await pdfOf(voided);
      expect(voidSheet).toContain('已作废');
      expect(voidSheet).toContain(
        `本保单已于 ${chinaDate(new Date(after.find((g) => g.pieceNo === 2)?.voidedAt ?? ''))} 因退款作废`,
      );
      expect(voidSheet).not.toContain('终身免费清洗');
      const keptSheet = await pdfOf(kept);
      expect(keptSheet).not.toContain('已作废');
      expect(keptSheet).toContain('终身免费清洗');
    });

    it('draws the guarantee certificate as a PDF for its owner only', async () => {
      const [first] = ((await get(`${guarantee.guaranteeList}?pageSize=1`, wang)).json().data as GuaranteeList).list;
      const response = await get(`${guarantee.guaranteePdf}?certNo=${first?.certNo}`, wang);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/^attachment;/);
      const text = await pdfText(response.rawPayload);
      expect(text).toContain(first?.certNo);
      expect(text).toContain(first?.title);
      expect((await get(`${guarantee.guaranteePdf}?certNo=${first?.certNo}`, li)).statusCode).toBe(404);
    });
  });
});
