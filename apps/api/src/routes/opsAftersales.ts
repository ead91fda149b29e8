import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callPath, OK } from '@mall/contract';
import { pspNoticeCalls } from '@mall/contract/checkout';
import {
  AFTERSALES_READ,
  aftersaleRefusals,
  aftersalesRoutes as calls,
  type AftersaleRefusal,
} from '@mall/contract/ops';
import type { RefundNotifyBody } from '@mall/contract/orders';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serveOps } from '../http/opsRoute';
import type { AftersaleService } from '../services/aftersales';
import type { AppContext } from './context';

/**
 * The console's after-sales (issue #29 "After-sales"): the queue, one application, approve (运营;
 * above REFUND_SECOND_APPROVAL_FEN a first approval), confirm (财务's second approval) and refuse.
 * Sending a refund asks the sandbox PSP, whose signed notice is delivered to the mall's refund notify
 * route server to server, as a real PSP would (what /__dev/refunds did before the console).
 */
export const opsAftersaleRoutes: FastifyPluginAsyncTypebox<AppContext & { aftersales: AftersaleService }> = async (
  app,
  { aftersales, productCode },
) => {
  const refundNotify = callPath(pspNoticeCalls.refundNotify, productCode);

  const refuse = (reply: FastifyReply, reason: AftersaleRefusal, msg?: string) => {
    const refusal = aftersaleRefusals[reason];
    return reply.status(refusal.status).send({ code: refusal.code, msg: msg ?? refusal.msg });
  };
  const deliver = async (request: FastifyRequest, notification: RefundNotifyBody | undefined) => {
    if (!notification) return;
    const delivered = await app.inject({ method: 'POST', url: refundNotify, payload: notification });
    if (delivered.statusCode !== 200) request.log.warn({ body: delivered.body }, 'sandbox refund notice refused');
  };

  serveOps(
    app,
    productCode,
    calls.aftersales,
    {
      permission: AFTERSALES_READ,
      summary: '售后队列：等待处理的退款与售后申请，最早的在前，含时长与 48 小时时限（运营与财务可读）',
    },
    async (request) => ({ code: OK, msg: 'success', data: await aftersales.queue(request.query) }),
  );

  serveOps(
    app,
    productCode,
    calls.aftersaleDetail,
    { permission: AFTERSALES_READ, summary: '售后申请详情：凭证图片、订单信息与时间线（运营与财务可读）' },
    async (request, reply) => {
      const found = await aftersales.detail(request.query.refundNo);
      if (!found) return refuse(reply, 'noRefund');
      return { code: OK, msg: 'success', data: found };
    },
  );

  serveOps(
    app,
    productCode,
    calls.aftersaleApprove,
    {
      permission: 'aftersales.review',
      summary: '同意售后申请：不超过申请金额；超过复核门槛时仅记初审，待财务复核（记入操作日志）',
    },
    async (request, reply, staff) => {
      const outcome = await aftersales.approve(request, staff, request.body);
      if (outcome.kind === 'refused') return refuse(reply, outcome.reason, outcome.msg);
      await deliver(request, outcome.notification);
      return { code: OK, msg: 'success', data: outcome.value };
    },
  );

  serveOps(
    app,
    productCode,
    calls.aftersaleConfirm,
    {
      permission: 'refunds.approve',
      summary: '财务复核大额退款：须为另一位同事，金额与初审一致，随后退款（记入操作日志）',
    },
    async (request, reply, staff) => {
      const outcome = await aftersales.confirm(request, staff, request.body);
      if (outcome.kind === 'refused') return refuse(reply, outcome.reason, outcome.msg);
      await deliver(request, outcome.notification);
      return { code: OK, msg: 'success', data: outcome.value };
    },
  );

  serveOps(
    app,
    productCode,
    calls.aftersaleRefuse,
    { permission: 'aftersales.review', summary: '拒绝售后申请，原因买家可见（记入操作日志）' },
    async (request, reply, staff) => {
      const outcome = await aftersales.refuse(request, staff, request.body.refundNo, request.body.reason);
      if (outcome.kind === 'refused') return refuse(reply, outcome.reason, outcome.msg);
      return { code: OK, msg: 'success', data: outcome.value };
    },
  );
};
