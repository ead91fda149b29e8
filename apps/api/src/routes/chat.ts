import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OK } from '@mall/contract';
import { chatRefusals, chatRoutes as calls, type ChatRefusal } from '@mall/contract/chat';
import type { FastifyReply } from 'fastify';
import { currentUser, requireMember, requireUser } from '../http/caller';
import { serve } from '../http/serve';
import type { ChatService } from '../services/chat';
import type { AppContext } from './context';

const tags = ['在线客服 Chat'];

/** Why the chat page refuses a signed identity (issue #15): the page words it by the refusal's code. */
const sessionRefusals = { forged: 'forged', stale: 'stale', notYours: 'notYourLink' } as const;

/** A refusal of the chat's table: its status, its own code and its zh-CN message. */
export function refuse(reply: FastifyReply, refusal: ChatRefusal) {
  const { status, code, msg } = chatRefusals[refusal];
  return reply.status(status).send({ code, msg });
}

/**
 * The chat page's calls (issue #15): the session that verifies the signed identity and opens or
 * resumes the member's conversation, a fresh socket ticket on reconnecting, ending, rating and the
 * member's orders for the order card. Always the token's member, never an id from the body.
 */
export const chatRoutes: FastifyPluginAsyncTypebox<AppContext & { chat: ChatService }> = async (
  app,
  { chat, productCode },
) => {
  const member = { tags, preHandler: requireMember };

  serve(
    app,
    productCode,
    calls.session,
    {
      ...member,
      summary:
        '打开在线客服：校验 /api/udesk/auth 的签名（签名与 5 分钟时间窗，web_token 须为当前会员），开启或恢复会员的会话，发放 WebSocket 票据',
    },
    async (request, reply) => {
      const outcome = await chat.openSession(await currentUser(request), request.body);
      if ('refused' in outcome) return refuse(reply, sessionRefusals[outcome.refused]);
      return { code: OK, msg: 'success', data: outcome };
    },
  );

  serve(
    app,
    productCode,
    calls.ticket,
    {
      tags,
      preHandler: requireUser,
      summary: '重新连接时换取 WebSocket 票据（会员用于自己的会话；客服用于服务台），60 秒内有效',
    },
    async (request, reply) => {
      const user = await currentUser(request);
      if (!user.isStaff)
        return {
          code: OK,
          msg: 'success',
          data: await chat.ticketFor({ role: 'customer', memberId: user.uid }, user.sessionId),
        };
      const staffId = await chat.agentOf(user);
      if (staffId === null) return refuse(reply, 'notAgent');
      return { code: OK, msg: 'success', data: await chat.ticketFor({ role: 'agent', staffId }, user.sessionId) };
    },
  );

  serve(app, productCode, calls.end, { ...member, summary: '会员结束自己的会话' }, async (request, reply) => {
    const user = await currentUser(request);
    const conversation = await chat.end(user.uid, request.body.conversationId);
    if (!conversation) return refuse(reply, 'notFound');
    return { code: OK, msg: 'success', data: conversation };
  });

  serve(
    app,
    productCode,
    calls.rate,
    { ...member, summary: '评价会话（1–5 分，备注不超过 200 字；进行中的会话先结束）；每个会话只能评价一次' },
    async (request, reply) => {
      const user = await currentUser(request);
      const { conversationId, rating, remark = '' } = request.body;
      const outcome = await chat.rate(user.uid, conversationId, rating, remark);
      if ('conversation' in outcome) return { code: OK, msg: 'success', data: outcome.conversation };
      if (outcome.error === 'remark') return refuse(reply, 'remarkTooLong');
      if (outcome.error === 'rated') return refuse(reply, 'rated');
      return refuse(reply, 'notFound');
    },
  );

  serve(
    app,
    productCode,
    calls.orders,
    { ...member, summary: '会员最近的订单（卡片），供在会话中发送订单' },
    async (request) => {
      const user = await currentUser(request);
      return { code: OK, msg: 'success', data: await chat.memberOrders(user.uid) };
    },
  );
};
