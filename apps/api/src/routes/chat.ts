import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  chatPaths,
  ChatConversationRef,
  ChatConversationResponse,
  ChatOrdersResponse,
  ChatRateBody,
  ChatSessionBody,
  ChatSessionResponse,
  ChatTicketResponse,
  ErrorBody,
  OK,
} from '@mall/contract';
import { currentUser, requireMember, requireUser } from '../http/caller';
import type { ChatService } from '../services/chat';
import type { AppContext } from './context';

const tags = ['在线客服 Chat'];

/** Why the chat page refuses a signed identity: the page shows the message (issue #15). */
const sessionRefusals = {
  forged: '客服链接无效，请从商城重新打开在线客服',
  stale: '客服链接已过期，请从商城重新打开在线客服',
  notYours: '客服链接与当前登录的账号不符，请从商城重新打开在线客服',
} as const;

/**
 * The chat page's calls (issue #15): the session that verifies the signed identity and opens or
 * resumes the member's conversation, a fresh socket ticket on reconnecting, ending, rating and the
 * member's orders for the order card. Always the token's member, never an id from the body.
 */
export const chatRoutes: FastifyPluginAsyncTypebox<AppContext & { chat: ChatService }> = async (app, { chat }) => {
  const paths = chatPaths();

  app.post(
    paths.session,
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary:
          '打开在线客服：校验 /api/udesk/auth 的签名（签名与 5 分钟时间窗，web_token 须为当前会员），开启或恢复会员的会话，发放 WebSocket 票据',
        body: ChatSessionBody,
        response: { 200: ChatSessionResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const outcome = await chat.openSession(await currentUser(request), request.body);
      if ('refused' in outcome) return reply.status(403).send({ code: 403, msg: sessionRefusals[outcome.refused] });
      return { code: OK, msg: 'success', data: outcome };
    },
  );

  app.post(
    paths.ticket,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '重新连接时换取 WebSocket 票据（会员用于自己的会话；客服用于服务台），60 秒内有效',
        response: { 200: ChatTicketResponse, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      if (!user.isStaff)
        return { code: OK, msg: 'success', data: chat.ticketFor({ role: 'customer', memberId: user.uid }) };
      const staffId = await chat.agentOf(user);
      if (staffId === null) return reply.status(403).send({ code: 403, msg: '仅客服可以使用服务台' });
      return { code: OK, msg: 'success', data: chat.ticketFor({ role: 'agent', staffId }) };
    },
  );

  app.post(
    paths.end,
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: '会员结束自己的会话',
        body: ChatConversationRef,
        response: { 200: ChatConversationResponse, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const conversation = await chat.end(user.uid, request.body.conversationId);
      if (!conversation) return reply.status(404).send({ code: 404, msg: '会话不存在' });
      return { code: OK, msg: 'success', data: conversation };
    },
  );

  app.post(
    paths.rate,
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: '评价会话（1–5 分，备注不超过 200 字；进行中的会话先结束）；每个会话只能评价一次',
        body: ChatRateBody,
        response: {
          200: ChatConversationResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const { conversationId, rating, remark = '' } = request.body;
      const outcome = await chat.rate(user.uid, conversationId, rating, remark);
      if ('conversation' in outcome) return { code: OK, msg: 'success', data: outcome.conversation };
      if (outcome.error === 'remark') return reply.status(400).send({ code: 400, msg: '评价备注不能超过 200 字' });
      if (outcome.error === 'rated') return reply.status(409).send({ code: 409, msg: '该会话已评价' });
      return reply.status(404).send({ code: 404, msg: '会话不存在' });
    },
  );

  app.get(
    paths.orders,
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: '会员最近的订单（卡片），供在会话中发送订单',
        response: { 200: ChatOrdersResponse, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      return { code: OK, msg: 'success', data: await chat.memberOrders(user.uid) };
    },
  );
};
