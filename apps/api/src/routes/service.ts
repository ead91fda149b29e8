import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { OK } from '@mall/contract';
import { serviceRoutes as calls } from '@mall/contract/service';
import { currentUser, requireMember } from '../http/caller';
import { attachmentHeaders } from '../http/download';
import { badIdempotencyKey, idempotencyKeyOf } from '../http/idempotency';
import { serve } from '../http/serve';
import { buyerOf } from '../services/checkout';
import type { ServiceOutcome, ServiceService } from '../services/service';
import type { AppContext } from './context';

const tags = ['服务 Services'];
const statusOf = { missing: 404, refused: 409, invalid: 400, limited: 429 } as const;

/** An outcome's answer: 200 with its value, else the status its kind names with the message. */
export function answerService<T>(reply: FastifyReply, outcome: ServiceOutcome<T>) {
  if (outcome.kind === 'done') return reply.send({ code: OK, msg: 'success', data: outcome.value });
  const status = statusOf[outcome.kind];
  return reply.status(status).send({ code: status, msg: outcome.msg });
}

/** A file outcome's answer (an invoice or guarantee PDF): the attachment, else the refusal as {@link answerService}. */
export function answerFile(reply: FastifyReply, outcome: ServiceOutcome<{ fileName: string; bytes: Buffer }>) {
  if (outcome.kind !== 'done') return answerService(reply, outcome);
  return reply.headers(attachmentHeaders(outcome.value.fileName)).send(outcome.value.bytes);
}

/**
 * Feedback (issue #14 item 4; the member's own, behind their token) and enterprise customization
 * inquiries (item 5; public, behind a captcha pass, limited per network).
 */
export const serviceRoutes: FastifyPluginAsyncTypebox<AppContext & { service: ServiceService }> = async (
  app,
  { productCode, service },
) => {
  serve(
    app,
    productCode,
    calls.feedbackSubmit,
    {
      tags,
      preHandler: requireMember,
      summary:
        '提交意见反馈：类型、关联订单（可选，须为本人订单）、内容 10~500 字、最多 3 张图片、联系方式偏好；请求头 Idempotency-Key：同一个键只生成一条反馈',
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      if (key === null) return reply.status(400).send(badIdempotencyKey);
      const buyer = buyerOf(await currentUser(request));
      return answerService(reply, await service.submitFeedback(buyer, request.body, key));
    },
  );

  serve(
    app,
    productCode,
    calls.feedbackList,
    {
      tags,
      preHandler: requireMember,
      summary: '我的意见反馈（最新在前，最多 50 条）：状态（已提交、处理中、已回复）与客服回复',
    },
    async (request) => ({
      code: OK,
      msg: 'success',
      data: await service.memberFeedback(buyerOf(await currentUser(request))),
    }),
  );

  serve(
    app,
    productCode,
    calls.inquirySubmit,
    {
      tags,
      summary:
        '提交企业定制咨询（无需登录）：公司、联系人、手机号、邮箱、数量、预算、用途、期望日期（不早于今天）、需求描述、标志图片（可选）；须先通过滑块验证；同一网络每小时最多 10 次',
    },
    async (request, reply) => answerService(reply, await service.submitInquiry(request.body, request.ip)),
  );
};
