import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { invoiceRoutes as calls } from '@mall/contract/invoice';
import { currentUser, requireUser } from '../http/caller';
import { serve } from '../http/serve';
import { buyerOf } from '../services/checkout';
import type { InvoiceService } from '../services/invoices';
import type { AppContext } from './context';
import { answerFile, answerService } from './service';
import { everyInterval } from './sweeper';

const tags = ['发票管理 Invoices'];

/**
 * Invoices (issue #14 item 1): the member's own, behind their token (staff callers are told their
 * orders are not invoiced here); and the e-invoice adapter's in-process run every
 * INVOICE_SWEEP_SECONDS (pending → issued, reversals requested by refunds → reversed).
 */
export const invoiceRoutes: FastifyPluginAsyncTypebox<
  AppContext & { invoices: InvoiceService; sweepSeconds: number }
> = async (app, { productCode, invoices, sweepSeconds }) => {
  const buyer = async (request: Parameters<typeof currentUser>[0]) => buyerOf(await currentUser(request));
  const signedIn = { tags, preHandler: requireUser };

  serve(
    app,
    productCode,
    calls.invoiceOptions,
    {
      ...signedIn,
      summary:
        '申请发票前：订单可开票金额（实付减已退款，服务器计算）；不能申请时说明原因（未支付、已取消、已申请、员工权益金订单等）',
    },
    async (request, reply) => answerService(reply, await invoices.options(await buyer(request), request.query.orderNo)),
  );

  serve(
    app,
    productCode,
    calls.invoiceRequest,
    {
      ...signedIn,
      summary:
        '申请发票：抬头类型个人或单位；单位须填名称和18位统一社会信用代码（GB 32100 校验位），开户行、账号、地址电话选填；接收邮箱；每个订单一张，金额由服务器按实付减退款计算',
    },
    async (request, reply) => answerService(reply, await invoices.request(await buyer(request), request.body)),
  );

  serve(
    app,
    productCode,
    calls.invoiceList,
    {
      ...signedIn,
      summary: '我的发票（按申请时间倒序分页）：可按状态（待开票、已开票、已红冲）和申请日期范围筛选',
    },
    async (request, reply) => answerService(reply, await invoices.list(await buyer(request), request.query)),
  );

  serve(
    app,
    productCode,
    calls.invoiceDetail,
    {
      ...signedIn,
      summary: '发票详情（按订单号）：抬头、税号、金额、税额、明细、发票号码、红冲信息；他人的订单回答 404',
    },
    async (request, reply) => answerService(reply, await invoices.detail(await buyer(request), request.query.orderNo)),
  );

  serve(
    app,
    productCode,
    calls.invoicePdf,
    {
      ...signedIn,
      summary: '下载电子发票 PDF（仅本人；附件形式）：发票号码、开票日期、销售方、购买方、明细、税额、价税合计大小写',
    },
    async (request, reply) => answerFile(reply, await invoices.pdf(await buyer(request), request.query.orderNo)),
  );

  serve(
    app,
    productCode,
    calls.invoiceRedPdf,
    {
      ...signedIn,
      summary:
        '下载红字发票 PDF（仅本人；退款红冲后）：红字发票号码与日期、被红冲的蓝字发票号码、负数明细与价税合计；未红冲回答 409',
    },
    async (request, reply) => answerFile(reply, await invoices.redPdf(await buyer(request), request.query.orderNo)),
  );

  serve(
    app,
    productCode,
    calls.invoiceResend,
    { ...signedIn, summary: '重新发送电子发票到邮箱（不填则发到申请时的邮箱）；开具后才能发送' },
    async (request, reply) =>
      answerService(reply, await invoices.resend(await buyer(request), request.body.orderNo, request.body.email)),
  );

  everyInterval(
    app,
    sweepSeconds,
    async () => {
      const { issued, reversed } = await invoices.sweep();
      if (issued.length > 0 || reversed.length > 0) {
        app.log.info({ issued: issued.length, reversed: reversed.length }, 'e-invoice run');
      }
    },
    'the e-invoice run failed; it runs again next interval',
  );
};
