import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OK } from '@mall/contract';
import { chatRoutes as calls } from '@mall/contract/chat';
import { currentUser, requireUser } from '../http/caller';
import { serve } from '../http/serve';
import type { ChatService } from '../services/chat';
import { refuse } from './chat';
import type { AppContext } from './context';

const tags = ['客服服务台 Service desk'];

/**
 * The service desk (issue #15): staff with the agent role (signed in through the staff provider)
 * list waiting and open conversations, read one with the customer's facts, take one (exactly one
 * agent wins), transfer it to another agent or close it. Replies go over the socket.
 */
export const chatDeskRoutes: FastifyPluginAsyncTypebox<AppContext & { chat: ChatService }> = async (
  app,
  { chat, productCode },
) => {
  const agents = new WeakMap<FastifyRequest, number>();
  const requireAgent = async (request: FastifyRequest, reply: FastifyReply) => {
    await requireUser(request, reply);
    if (reply.sent) return;
    const staffId = await chat.agentOf(await currentUser(request));
    if (staffId === null) return refuse(reply, 'notAgent');
    agents.set(request, staffId);
  };
  const agentOf = (request: FastifyRequest) => agents.get(request) ?? -1;
  const agent = { tags, preHandler: requireAgent };

  serve(
    app,
    productCode,
    calls.deskConversations,
    { ...agent, summary: '服务台：等待中（等待最久在前）与进行中的会话' },
    async () => ({ code: OK, msg: 'success', data: await chat.deskList() }),
  );

  serve(
    app,
    productCode,
    calls.deskConversation,
    { ...agent, summary: '服务台：一个会话的消息与顾客信息（卡级、最近订单、来源商品）' },
    async (request, reply) => {
      const found = await chat.deskConversation(request.query.id);
      if (!found) return refuse(reply, 'notFound');
      return { code: OK, msg: 'success', data: found };
    },
  );

  serve(
    app,
    productCode,
    calls.deskTake,
    { ...agent, summary: '服务台：接入等待中的会话（多位客服同时接入时只有一位成功）' },
    async (request, reply) => {
      if (!(await chat.take(agentOf(request), request.body.conversationId))) return refuse(reply, 'takenByOther');
      return { code: OK, msg: 'success', data: null };
    },
  );

  serve(app, productCode, calls.deskAgents, { ...agent, summary: '服务台：可转接的客服' }, async (request) => ({
    code: OK,
    msg: 'success',
    data: await chat.agents(agentOf(request)),
  }));

  serve(
    app,
    productCode,
    calls.deskTransfer,
    { ...agent, summary: '服务台：把自己接待中的会话转给另一位客服' },
    async (request, reply) => {
      const outcome = await chat.transfer(agentOf(request), request.body.conversationId, request.body.staffCode);
      if (outcome === 'noAgent') return refuse(reply, 'noAgent');
      if (outcome === 'notYours') return refuse(reply, 'transferNotYours');
      return { code: OK, msg: 'success', data: null };
    },
  );

  serve(
    app,
    productCode,
    calls.deskClose,
    { ...agent, summary: '服务台：结束自己接待中的会话' },
    async (request, reply) => {
      if (!(await chat.close(agentOf(request), request.body.conversationId))) return refuse(reply, 'closeNotYours');
      return { code: OK, msg: 'success', data: null };
    },
  );
};
