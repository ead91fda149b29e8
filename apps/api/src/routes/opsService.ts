import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OK } from '@mall/contract';
import { opsServiceRefusals, opsServiceRoutes as calls, type OpsServiceRefusal } from '@mall/contract/ops';
import type { FastifyReply } from 'fastify';
import { serveOps } from '../http/opsRoute';
import type { OpsServiceOutcome, ServiceService } from '../services/service';
import type { AppContext } from './context';

/** Answers a refusal of the service calls with the contract's status, code and message. */
function refuse(reply: FastifyReply, reason: OpsServiceRefusal) {
  const { status, code, msg } = opsServiceRefusals[reason];
  return reply.status(status).send({ code, msg });
}

/** Answers an outcome: the value in the envelope, or its refusal. */
function answer<T>(reply: FastifyReply, outcome: OpsServiceOutcome<T>) {
  if (outcome.kind === 'refused') return refuse(reply, outcome.reason);
  return { code: OK, msg: 'success', data: outcome.value };
}

/**
 * The console's shopper service (issue #29 "Shopper service"): the feedback queue, a thread and its
 * reply; the enterprise inquiries with assignee, status and internal notes. Every call needs
 * service.reply (客服; the administrator holds every permission), declared here once per route.
 */
export const opsServiceRoutes: FastifyPluginAsyncTypebox<AppContext & { service: ServiceService }> = async (
  app,
  { service, productCode },
) => {
  const permission = 'service.reply';

  serveOps(
    app,
    productCode,
    calls.feedback,
    { permission, summary: '意见反馈队列：待回复在前，最新在前；可按待回复、已回复筛选' },
    async (request) => ({ code: OK, msg: 'success', data: await service.opsFeedback(request.query.state) }),
  );

  serveOps(
    app,
    productCode,
    calls.feedbackThread,
    { permission, summary: '一条意见反馈：会员的留言与回复' },
    async (request, reply) => {
      const thread = await service.opsFeedbackThread(request.query.feedbackNo);
      if (!thread) return refuse(reply, 'noFeedback');
      return { code: OK, msg: 'success', data: thread };
    },
  );

  serveOps(
    app,
    productCode,
    calls.feedbackReply,
    { permission, summary: '回复意见反馈（变为已回复，会员在意见反馈中看到；只能回复一次；记入操作日志）' },
    async (request, reply, staff) =>
      answer(reply, await service.opsReply(request, staff, request.body.feedbackNo, request.body.reply)),
  );

  serveOps(
    app,
    productCode,
    calls.inquiries,
    { permission, summary: '企业定制咨询：最新在前，可按跟进状态筛选' },
    async (request) => ({ code: OK, msg: 'success', data: await service.opsInquiries(request.query.status) }),
  );

  serveOps(
    app,
    productCode,
    calls.inquiryDetail,
    { permission, summary: '一条企业定制咨询：内容、跟进状态、负责人与内部备注' },
    async (request, reply) => {
      const found = await service.opsInquiry(request.query.inquiryNo);
      if (!found) return refuse(reply, 'noInquiry');
      return { code: OK, msg: 'success', data: found };
    },
  );

  serveOps(
    app,
    productCode,
    calls.inquiryAssign,
    { permission, summary: '指派企业定制咨询的负责人（记入操作日志）' },
    async (request, reply, staff) =>
      answer(reply, await service.opsAssign(request, staff, request.body.inquiryNo, request.body.staffCode)),
  );

  serveOps(
    app,
    productCode,
    calls.inquiryStatus,
    { permission, summary: '设置企业定制咨询的跟进状态（记入操作日志）' },
    async (request, reply, staff) =>
      answer(reply, await service.opsStatus(request, staff, request.body.inquiryNo, request.body.status)),
  );

  serveOps(
    app,
    productCode,
    calls.inquiryNote,
    { permission, summary: '添加企业定制咨询的内部备注（记入操作日志）' },
    async (request, reply, staff) =>
      answer(reply, await service.opsNote(request, staff, request.body.inquiryNo, request.body.text)),
  );
};
