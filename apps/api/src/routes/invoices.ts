import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBody,
  invoicePaths,
  InvoiceListQuery,
  InvoiceListResponse,
  InvoiceOptionsQuery,
  InvoiceOptionsResponse,
  InvoiceOrderQuery,
  InvoiceRequestBody,
  InvoiceResendBody,
  InvoiceResendResponse,
  InvoiceResponse,
} from '@mall/contract';
import { Type } from '@sinclair/typebox';
import { currentUser, requireUser } from '../http/caller';
import { buyerOf } from '../services/checkout';
import type { InvoiceService } from '../services/invoices';
import type { AppContext } from './context';
import { answerFile, answerService } from './service';
import { everyInterval } from './sweeper';

const tags = ['发票管理 Invoices'];
const refusals = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * Invoices (issue #14 item 1): the member's own, behind their token (staff callers are told their
 * orders are not invoiced here); and the e-invoice adapter's in-process run every
 * INVOICE_SWEEP_SECONDS (pending → issued, reversals requested by refunds → reversed).
 */
export const invoiceRoutes: FastifyPluginAsyncTypebox<
  AppContext & { invoices: InvoiceService; sweepSeconds: number }
> = async (app, { productCode, invoices, sweepSeconds }) => {
  const paths = invoicePaths(productCode);
  const buyer = async (request: Parameters<typeof currentUser>[0]) => buyerOf(await currentUser(request));

  app.get(
    paths.invoiceOptions,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          '申请发票前：订单可开票金额（实付减已退款，服务器计算）；不能申请时说明原因（未支付、已取消、已申请、员工权益金订单等）',
        querystring: InvoiceOptionsQuery,
        response: { 200: InvoiceOptionsResponse, ...refusals },
      },
    },
    async (request, reply) => answerService(reply, await invoices.options(await buyer(request), request.query.orderNo)),
  );

  app.post(
    paths.invoiceRequest,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          '申请发票：抬头类型个人或单位；单位须填名称和18位统一社会信用代码（GB 32100 校验位），开户行、账号、地址电话选填；接收邮箱；每个订单一张，金额由服务器按实付减退款计算',
        body: InvoiceRequestBody,
        response: { 200: InvoiceResponse, ...refusals },
      },
    },
    async (request, reply) => answerService(reply, await invoices.request(await buyer(request), request.body)),
  );

  app.get(
    paths.invoiceList,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '我的发票（按申请时间倒序分页）：可按状态（待开票、已开票、已红冲）和申请日期范围筛选',
        querystring: InvoiceListQuery,
        response: { 200: InvoiceListResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request, reply) => answerService(reply, await invoices.list(await buyer(request), request.query)),
  );

  app.get(
    paths.invoiceDetail,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '发票详情（按订单号）：抬头、税号、金额、税额、明细、发票号码、红冲信息；他人的订单回答 404',
        querystring: InvoiceOrderQuery,
        response: { 200: InvoiceResponse, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => answerService(reply, await invoices.detail(await buyer(request), request.query.orderNo)),
  );

  app.get(
    paths.invoicePdf,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '下载电子发票 PDF（仅本人；附件形式）：发票号码、开票日期、销售方、购买方、明细、税额、价税合计大小写',
        querystring: InvoiceOrderQuery,
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), ...refusals },
      },
    },
    async (request, reply) => answerFile(reply, await invoices.pdf(await buyer(request), request.query.orderNo)),
  );

  app.get(
    paths.invoiceRedPdf,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          '下载红字发票 PDF（仅本人；退款红冲后）：红字发票号码与日期、被红冲的蓝字发票号码、负数明细与价税合计；未红冲回答 409',
        querystring: InvoiceOrderQuery,
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), ...refusals },
      },
    },
    async (request, reply) => answerFile(reply, await invoices.redPdf(await buyer(request), request.query.orderNo)),
  );

  app.post(
    paths.invoiceResend,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '重新发送电子发票到邮箱（不填则发到申请时的邮箱）；开具后才能发送',
        body: InvoiceResendBody,
        response: { 200: InvoiceResendResponse, ...refusals },
      },
    },
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
