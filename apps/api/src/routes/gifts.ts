import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { OK } from '@mall/contract';
import { orderRoutes as calls } from '@mall/contract/orders';
import { currentUser, requireUser } from '../http/caller';
import { serve } from '../http/serve';
import { giftService, type GiftChange } from '../services/gifts';
import type { AppContext } from './context';

const tags = ['订单中心 Order centre'];

/**
 * Transfer gifts (issue #12; contract gifts.ts): what a signed-in member holding a gift's share link
 * sees, and its acceptance to one of their addresses or its return, once (the second answer is 409).
 */
export const giftRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { database, clock, productCode }) => {
  const gifts = giftService(database.db, clock);

  const answer = (reply: FastifyReply, change: GiftChange) => {
    if (change.kind === 'missing') return reply.status(404).send({ code: 404, msg: change.msg });
    if (change.kind === 'refused') return reply.status(409).send({ code: 409, msg: change.msg });
    return reply.send({ code: OK, msg: 'success', data: change.view });
  };
  const signedIn = { tags, preHandler: requireUser };

  serve(
    app,
    productCode,
    calls.giftDetail,
    { ...signedIn, summary: '凭分享链接查看转赠的礼物（商品，不含价格）与其状态' },
    async (request, reply) => {
      const view = await gifts.view((await currentUser(request)).uid, request.query.token);
      if (!view) return reply.status(404).send({ code: 404, msg: '礼物不存在或链接有误' });
      return { code: OK, msg: 'success', data: view };
    },
  );

  serve(
    app,
    productCode,
    calls.giftAccept,
    { ...signedIn, summary: '领取礼物：寄往自己的一个收货地址（只生效一次；自己送出的礼物不能领取）' },
    async (request, reply) =>
      answer(reply, await gifts.accept((await currentUser(request)).uid, request.body.token, request.body.addressId)),
  );

  serve(
    app,
    productCode,
    calls.giftDecline,
    { ...signedIn, summary: '退回礼物：订单关闭（状态 7），库存退回，款项由退款流程退还（只生效一次）' },
    async (request, reply) => answer(reply, await gifts.decline((await currentUser(request)).uid, request.body.token)),
  );
};
