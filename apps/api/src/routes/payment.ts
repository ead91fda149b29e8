import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callPath, OK } from '@mall/contract';
import {
  checkoutRoutes as calls,
  OrderErrorCode,
  PayMethod,
  pspNoticeCalls,
  pspNoticeRoutes,
  SANDBOX_CASHIER_PATH,
} from '@mall/contract/checkout';
import { Type } from '@sinclair/typebox';
import { currentUser, requireUser } from '../http/caller';
import { serve } from '../http/serve';
import type { CheckoutEnv } from '../env';
import { cashierPage, noticePage } from '../adapters/sandboxPayment';
import { buyerOf } from '../services/checkout';
import { paymentService } from '../services/payment';
import type { AppContext } from './context';
import { pspAnswer, refuseNotice } from './pspNotice';

const tags = ['支付 Payment'];

/** Why pay/create refuses an order that is not unpaid. */
const notPayableMessages = {
  closed: '订单已超时关闭，请重新下单',
  cancelled: '订单已取消，请重新下单',
  paid: '订单已支付，无需重复支付',
} as const;

const CashierQuery = Type.Object({ payNo: Type.String({ minLength: 1, maxLength: 64 }) });
const CashierForm = Type.Object({
  payNo: Type.String({ minLength: 1, maxLength: 64 }),
  method: Type.Optional(PayMethod),
  outcome: Type.Union([Type.Literal('pay'), Type.Literal('fail')]),
});

/**
 * Payment (issue #7 item 5; DESIGN.md §5): pay/create starts an attempt and sends the browser to
 * the sandbox cashier; the cashier (the local PSP) posts a signed notification to pay/notify,
 * which settles the order exactly once, then sends the browser to /paySuccess or /payFail.
 */
export const paymentRoutes: FastifyPluginAsyncTypebox<AppContext & { checkout: CheckoutEnv }> = async (
  app,
  { database, clock, productCode, checkout },
) => {
  const payNotify = callPath(pspNoticeCalls.payNotify, productCode);
  const payments = await paymentService(database.db, checkout, clock);
  await app.register(formbody, { bodyLimit: 4 * 1024 });

  serve(
    app,
    productCode,
    calls.payCreate,
    { tags, preHandler: requireUser, summary: '为待付款订单发起一次支付，返回收银台地址' },
    async (request, reply) => {
      const buyer = buyerOf(await currentUser(request));
      const started = await payments.start(buyer, request.body.orderNo, request.body.method);
      if (started === 'missing') return reply.status(404).send({ code: 404, msg: '订单不存在' });
      if (typeof started === 'string') {
        const msg = notPayableMessages[started];
        return reply.status(409).send({ code: OrderErrorCode.ORDER_NOT_PAYABLE, msg });
      }
      if ('refused' in started) {
        return reply.status(409).send({ code: OrderErrorCode.ORDER_BALANCE_WINDOW, msg: started.refused });
      }
      const { payNo } = started;
      return { code: OK, msg: 'success', data: { payNo, cashierUrl: `${SANDBOX_CASHIER_PATH}?payNo=${payNo}` } };
    },
  );

  serve(
    app,
    productCode,
    pspNoticeRoutes.payNotify,
    {
      tags,
      summary: '支付服务商的支付结果通知（HMAC-SHA256 签名、时间窗、金额校验；多次送达只结算一次）',
      // The PSP expects its own answer shape even for a malformed body.
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) return reply.status(400).send(pspAnswer('FAIL', '通知格式不正确'));
      const body = request.body;
      const settled = await payments.settle(body);
      if (settled.refused !== undefined) return refuseNotice(reply, settled.refused, '支付单不存在');
      const { outcome } = settled;
      request.log.info(
        { payNo: body.payNo, orderNo: body.orderNo, status: body.status, outcome },
        'payment notification',
      );
      return pspAnswer('SUCCESS', '成功');
    },
  );

  app.get(
    SANDBOX_CASHIER_PATH,
    { schema: { tags, summary: '沙箱收银台（本地模拟的支付服务）', querystring: CashierQuery, hide: true } },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const found = await payments.attempt(request.query.payNo);
      if (!found)
        return reply.status(404).send(noticePage('支付单不存在或已失效。', { href: '/', text: '返回商城首页' }));
      const orderLink = `/paySuccess?orderNo=${encodeURIComponent(found.orderNo)}`;
      if (found.paymentState !== 0)
        return reply.send(noticePage('该订单已支付。', { href: orderLink, text: '查看支付结果' }));
      if (found.orderState !== 1)
        return reply.send(noticePage('该订单已关闭，无法支付。', { href: '/', text: '返回商城首页' }));
      if (found.payment.state !== 'created')
        return reply.send(
          noticePage('这笔支付已处理，请回到商城重新发起支付。', {
            href: `/payFail?orderNo=${encodeURIComponent(found.orderNo)}`,
            text: '返回订单',
          }),
        );
      return reply.send(
        cashierPage(SANDBOX_CASHIER_PATH, {
          payNo: found.payment.payNo,
          orderNo: found.orderNo,
          amountFen: found.payment.amountFen,
          method: found.payment.method,
        }),
      );
    },
  );

  app.post(
    SANDBOX_CASHIER_PATH,
    {
      schema: {
        tags,
        summary: '沙箱收银台的支付 / 模拟失败：向商城服务器发送签名通知，再把浏览器送回商城',
        body: CashierForm,
        hide: true,
      },
    },
    async (request, reply) => {
      const { payNo, method, outcome } = request.body;
      const chosen = await payments.cashierOutcome(payNo, method, outcome === 'pay');
      if (!chosen) {
        const notice = noticePage('支付单不存在或已失效。', { href: '/', text: '返回商城首页' });
        return reply.status(404).type('text/html; charset=utf-8').send(notice);
      }
      const { orderNo, notification } = chosen;
      // Server to server, as a real PSP would: the mall's notify endpoint with its checks.
      const delivered = await app.inject({ method: 'POST', url: payNotify, payload: notification });
      const settled = delivered.statusCode === 200 && outcome === 'pay';
      const target = settled ? '/paySuccess' : '/payFail';
      return reply.redirect(`${target}?orderNo=${encodeURIComponent(orderNo)}`, 303);
    },
  );
};
