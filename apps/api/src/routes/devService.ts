import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, OK } from '@mall/contract';
import {
  DevFeedbackDoneResponse,
  DevFeedbackListResponse,
  DevFeedbackReplyBody,
  DevInquiryListResponse,
  serviceDevPaths,
} from '@mall/contract/service';
import type { ServiceService } from '../services/service';
import type { AppContext } from './context';
import { answerService } from './service';

const tags = ['开发 Development'];

/**
 * The development operator and sales desk (issue #14; off in production like routes/dev.ts:
 * registered only when NODE_ENV is not production, so these paths do not exist there): every
 * member's feedback, moving one to 处理中 or replying, and the enterprise inquiries.
 */
export const devServiceRoutes: FastifyPluginAsyncTypebox<AppContext & { service: ServiceService }> = async (
  app,
  { service },
) => {
  const paths = serviceDevPaths;

  app.get(
    paths.devFeedback,
    {
      schema: {
        tags,
        summary: '开发运营：全部会员的意见反馈，最新在前（仅非生产环境）',
        response: { 200: DevFeedbackListResponse },
      },
    },
    async () => ({ code: OK, msg: 'success', data: await service.operatorFeedback() }),
  );

  app.post(
    paths.devFeedbackReply,
    {
      schema: {
        tags,
        summary: '开发运营：将反馈标为处理中，或回复（变为已回复，回复后不再更改）（仅非生产环境）',
        body: DevFeedbackReplyBody,
        response: { 200: DevFeedbackDoneResponse, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => answerService(reply, await service.operatorUpdate(request.body)),
  );

  app.get(
    paths.devInquiries,
    {
      schema: {
        tags,
        summary: '开发销售：企业定制咨询，最新在前（仅非生产环境）',
        response: { 200: DevInquiryListResponse },
      },
    },
    async () => ({ code: OK, msg: 'success', data: await service.inquiries() }),
  );
};
