import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { OK } from '@mall/contract';
import { OrderErrorCode } from '@mall/contract/checkout';
import { orderRoutes as calls } from '@mall/contract/orders';
import { currentUser, requireUser } from '../http/caller';
import { serve } from '../http/serve';
import { buyerOf } from '../services/checkout';
import { orderCentreService, type OrderChange } from '../services/orderCentre';
import type { RefundService } from '../services/refunds';
import type { AppContext } from './context';

const tags = ['订单中心 Order centre'];

/** Another buyer's order answers the same as an unknown one: no enumeration (issue #12). */
const notFound = { code: 404, msg: '订单不存在' };

/**
 * The order centre (issue #12; spec §2 /myIndex/orderList and /myIndex/order, §3 order, §4 labels
 * and buttons): the buyer's list by tab with counts, the detail, cancel, delete (hide) and confirm
 * receipt. The buyer is the token's, a member or a staff user; another's order number is a 404.
 */
export const orderCentreRoutes: FastifyPluginAsyncTypebox<AppContext & { refunds: RefundService }> = async (
  app,
  { database, clock, productCode, refunds },
) => {
  const centre = orderCentreService(database.db, clock, refunds.viewsOf);
  const signedIn = { tags, preHandler: requireUser };

  /** A change's answer: 200, 404, or 409 with the refusal's message (`code` for cancel's contract). */
  const answer = (reply: FastifyReply, change: OrderChange, conflictCode = 409) => {
    if (change.kind === 'missing') return reply.status(404).send(notFound);
    if (change.kind === 'refused') return reply.status(409).send({ code: conflictCode, msg: change.msg });
    return reply.send({ code: OK, msg: 'success', data: null });
  };

  serve(
    app,
    productCode,
    calls.orderList,
    { ...signedIn, summary: '自己的订单（最新在前，不含已删除）：按标签页分页，附各标签页的数量' },
    async (request) => {
      const list = await centre.list(buyerOf(await currentUser(request)), request.query);
      return { code: OK, msg: 'success', data: list };
    },
  );

  serve(
    app,
    productCode,
    calls.orderDetail,
    { ...signedIn, summary: '自己的订单详情（含已删除的；超时未付的订单在读取时关闭）' },
    async (request, reply) => {
      const detail = await centre.detail(buyerOf(await currentUser(request)), request.query.orderNo);
      if (!detail) return reply.status(404).send(notFound);
      return { code: OK, msg: 'success', data: detail };
    },
  );

  serve(
    app,
    productCode,
    calls.orderCancel,
    { ...signedIn, summary: '取消自己的待付款订单（买家关闭，状态 6）：库存、积分和礼品卡同时退回' },
    async (request, reply) => {
      const change = await centre.cancel(buyerOf(await currentUser(request)), request.body.orderNo);
      return answer(reply, change, OrderErrorCode.ORDER_NOT_PAYABLE);
    },
  );

  serve(
    app,
    productCode,
    calls.orderBuyAgain,
    { ...signedIn, summary: '再次购买：已关闭订单中仍在售的商品加入购物袋，已下架或售罄的跳过并计数' },
    async (request, reply) => {
      const outcome = await centre.buyAgain(buyerOf(await currentUser(request)), request.body.orderNo);
      if (outcome.kind === 'added') return { code: OK, msg: 'success', data: outcome.value };
      return answer(reply, outcome);
    },
  );

  // Delete (hide) and confirm receipt: the same body and answers, each allowed when the rules offer it.
  const changes = [
    [calls.orderDelete, '删除（隐藏）自己的已关闭订单：从列表消失，详情仍可查看', centre.remove],
    [calls.orderConfirmReceipt, '确认收货：已发货的订单变为交易成功（只生效一次）', centre.confirmReceipt],
  ] as const;
  for (const [routed, summary, change] of changes) {
    serve(app, productCode, routed, { ...signedIn, summary }, async (request, reply) =>
      answer(reply, await change(buyerOf(await currentUser(request)), request.body.orderNo)),
    );
  }
};
