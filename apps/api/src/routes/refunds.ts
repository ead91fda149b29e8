import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { OK } from '@mall/contract';
import { pspNoticeRoutes } from '@mall/contract/checkout';
import { refundRoutes as calls } from '@mall/contract/orders';
import { currentUser, requireUser } from '../http/caller';
import { serve } from '../http/serve';
import { buyerOf } from '../services/checkout';
import type { RefundOutcome, RefundService } from '../services/refunds';
import type { AppContext } from './context';
import { pspAnswer, refuseNotice } from './pspNotice';

const tags = ['退款售后 Refunds'];

/** Another buyer's order or refund answers as an unknown one: no enumeration (issue #12). */
const notFound = { order: { code: 404, msg: '订单不存在' }, refund: { code: 404, msg: '退款申请不存在' } };

/** An outcome's answer: 200 with its value, 404, 409 with the refusal, or 400 with the bad input's message. */
export function answerOutcome<T>(
  reply: FastifyReply,
  outcome: RefundOutcome<T>,
  missing: { code: number; msg: string },
) {
  if (outcome.kind === 'missing') return reply.status(404).send(missing);
  if (outcome.kind === 'refused') return reply.status(409).send({ code: 409, msg: outcome.msg });
  if (outcome.kind === 'invalid') return reply.status(400).send({ code: 400, msg: outcome.msg });
  return reply.send({ code: OK, msg: 'success', data: outcome.value });
}

/**
 * Refunds before shipment and after-sales after it (issue #12; spec §4 order buttons): what the form
 * offers for an order, apply, withdraw, all for the token's buyer; and the PSP's signed refund notice,
 * which settles a refund once however often it is delivered.
 */
export const refundRoutes: FastifyPluginAsyncTypebox<AppContext & { refunds: RefundService }> = async (
  app,
  { productCode, refunds },
) => {
  const signedIn = { tags, preHandler: requireUser };

  serve(
    app,
    productCode,
    calls.refundOptions,
    { ...signedIn, summary: '退款/售后表单的选项：类型（退款或售后）、可退商品与数量、各行实付与已退金额' },
    async (request, reply) =>
      answerOutcome(
        reply,
        await refunds.options(buyerOf(await currentUser(request)), request.query.orderNo),
        notFound.order,
      ),
  );

  serve(
    app,
    productCode,
    calls.refundApply,
    {
      ...signedIn,
      summary:
        '申请退款（发货前）或售后（发货后）：原因、商品与数量、金额、描述、最多 3 张凭证；每单同时只有一个进行中的申请',
    },
    async (request, reply) =>
      answerOutcome(reply, await refunds.apply(buyerOf(await currentUser(request)), request.body), notFound.order),
  );

  serve(
    app,
    productCode,
    calls.refundWithdraw,
    { ...signedIn, summary: '撤销自己的退款申请（仅申请中）' },
    async (request, reply) =>
      answerOutcome(
        reply,
        await refunds.withdraw(buyerOf(await currentUser(request)), request.body.refundNo),
        notFound.refund,
      ),
  );

  serve(
    app,
    productCode,
    pspNoticeRoutes.refundNotify,
    {
      tags,
      summary: '支付服务商的退款结果通知（与支付通知相同的 HMAC-SHA256 签名、时间窗、金额校验；多次送达只退款一次）',
      // The PSP expects its own answer shape even for a malformed body.
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) return reply.status(400).send(pspAnswer('FAIL', '通知格式不正确'));
      const body = request.body;
      const settled = await refunds.settleNotice(body);
      if (settled.refused !== undefined) return refuseNotice(reply, settled.refused, '退款单不存在');
      request.log.info(
        { refundNo: body.refundNo, orderNo: body.orderNo, status: body.status, outcome: settled.outcome },
        'refund notification',
      );
      return pspAnswer('SUCCESS', '成功');
    },
  );
};
