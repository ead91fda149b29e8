import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OK } from '@mall/contract';
import { CART_RETCODE_OK } from '@mall/contract/cart';
import { cartRoutes as calls } from '@mall/contract/cart';
import { currentUser, requireUser } from '../http/caller';
import { serve } from '../http/serve';
import { bagFullMessage, cartService } from '../services/cart';
import type { AppContext } from './context';

const tags = ['购物袋 Cart'];
const notFound = { code: 404, msg: '商品不存在或已下架' } as const;

/**
 * The bag (spec §7 Cart): syncUserCart, getGoodsDetails, deleteUserCart, checkGoodsIds and the bag's
 * marketing activities. Open to any signed-in caller — members and staff (spec §6: staff check out
 * too, without discounts) — and always the token's caller's bag, whatever uid a body names.
 */
export const cartRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { database, clock, productCode }) => {
  const bag = cartService(database.db);
  const signedIn = { tags, preHandler: requireUser };

  serve(
    app,
    productCode,
    calls.syncUserCart,
    {
      ...signedIn,
      summary: '加入或合并购物袋（operateType 0：同款同属性数量相加；1：设为该数量），数量不超过库存与 99',
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const { cartData, operateType = 0 } = request.body;
      const synced = await bag.sync(user.uid, cartData, operateType, clock());
      if (synced === 'missing') return reply.status(404).send(notFound);
      if (synced === 'notInBag') return reply.status(404).send({ code: 404, msg: '购物袋中没有这件商品' });
      if (synced === 'full') return reply.status(409).send({ code: 409, msg: bagFullMessage });
      return { code: OK, msg: 'success', data: synced };
    },
  );

  serve(
    app,
    productCode,
    calls.getGoodsDetails,
    { ...signedIn, summary: '购物袋商品详情（按当前价格与库存，最新加入在前；已下架或售罄为失效 cartValid 0）' },
    async (request) => {
      const user = await currentUser(request);
      const productData = await bag.details(user.uid, request.body.cartGoods, clock());
      return { retcode: CART_RETCODE_OK, msg: 'success', data: { productData } };
    },
  );

  serve(
    app,
    productCode,
    calls.deleteUserCart,
    { ...signedIn, summary: '删除购物袋商品（带 attribute 删除该属性一行，否则删除该商品的所有行）' },
    async (request) => {
      const user = await currentUser(request);
      return { code: OK, msg: 'success', data: await bag.remove(user.uid, request.body.gid, request.body.attribute) };
    },
  );

  serve(
    app,
    productCode,
    calls.checkGoodsIds,
    { ...signedIn, summary: '结算前检查：下架、售罄或超出库存的商品不能结算（409，msg 说明）' },
    async (request, reply) => {
      await currentUser(request);
      const refusals = await bag.checkoutRefusals(request.body.cartGoods);
      const [first] = refusals;
      if (first) return reply.status(409).send({ code: 409, msg: first.msg, data: refusals });
      return { code: OK, msg: 'success', data: null };
    },
  );

  serve(
    app,
    productCode,
    calls.marketing,
    { ...signedIn, summary: '购物袋商品参与的营销活动（满减 6、满件折 10；空列表表示无活动）' },
    async (request) => {
      await currentUser(request);
      return { code: OK, msg: 'success', data: await bag.marketing(request.body.CartItem, clock()) };
    },
  );
};
