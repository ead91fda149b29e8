import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CART_RETCODE_OK,
  CartGoodsDetailsBody,
  CartGoodsDetailsResponse,
  CartMarketingBody,
  CartMarketingResponse,
  CheckGoodsIdsBody,
  CheckGoodsIdsRefused,
  CheckGoodsIdsResponse,
  DeleteUserCartBody,
  DeleteUserCartResponse,
  ErrorBody,
  OK,
  SyncUserCartBody,
  SyncUserCartResponse,
  cartPaths,
} from '@mall/contract';
import { currentUser, requireUser } from '../http/caller';
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
  const paths = cartPaths(productCode);
  const bag = cartService(database.db);

  app.post(
    paths.syncUserCart,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '加入或合并购物袋（operateType 0：同款同属性数量相加；1：设为该数量），数量不超过库存与 99',
        body: SyncUserCartBody,
        response: { 200: SyncUserCartResponse, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const { cartData, operateType = 0 } = request.body;
      const synced = await bag.sync(user.uid, cartData, operateType, clock());
      if (synced === 'missing') return reply.status(404).send(notFound);
      if (synced === 'notInBag') return reply.status(404).send({ code: 404, msg: '购物袋中没有这件商品' });
      if (synced === 'full') {
        return reply.status(409).send({ code: 409, msg: bagFullMessage });
      }
      return { code: OK, msg: 'success', data: synced };
    },
  );

  app.post(
    paths.getGoodsDetails,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '购物袋商品详情（按当前价格与库存，最新加入在前；已下架或售罄为失效 cartValid 0）',
        body: CartGoodsDetailsBody,
        response: { 200: CartGoodsDetailsResponse, 401: ErrorBody },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      const productData = await bag.details(user.uid, request.body.cartGoods, clock());
      return { retcode: CART_RETCODE_OK, msg: 'success', data: { productData } };
    },
  );

  app.post(
    paths.deleteUserCart,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '删除购物袋商品（带 attribute 删除该属性一行，否则删除该商品的所有行）',
        body: DeleteUserCartBody,
        response: { 200: DeleteUserCartResponse, 401: ErrorBody },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      return { code: OK, msg: 'success', data: await bag.remove(user.uid, request.body.gid, request.body.attribute) };
    },
  );

  app.post(
    paths.checkGoodsIds,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '结算前检查：下架、售罄或超出库存的商品不能结算（409，msg 说明）',
        body: CheckGoodsIdsBody,
        response: { 200: CheckGoodsIdsResponse, 401: ErrorBody, 409: CheckGoodsIdsRefused },
      },
    },
    async (request, reply) => {
      await currentUser(request);
      const refusals = await bag.checkoutRefusals(request.body.cartGoods);
      const [first] = refusals;
      if (first) return reply.status(409).send({ code: 409, msg: first.msg, data: refusals });
      return { code: OK, msg: 'success', data: null };
    },
  );

  app.post(
    paths.marketing,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '购物袋商品参与的营销活动（满减 6、满件折 10；空列表表示无活动）',
        body: CartMarketingBody,
        response: { 200: CartMarketingResponse, 401: ErrorBody },
      },
    },
    async (request) => {
      await currentUser(request);
      return { code: OK, msg: 'success', data: await bag.marketing(request.body.CartItem, clock()) };
    },
  );
};
