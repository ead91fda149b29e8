import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ADDRESSES_MAX,
  AddressDeleteBody,
  AddressDeleteResponse,
  AddressListResponse,
  AddressSaveBody,
  AddressSaveResponse,
  CheckoutErrorBody,
  checkoutPaths,
  ErrorBody,
  GiftCardBalanceResponse,
  GiftCardSwitchResponse,
  OK,
  OrderErrorCode,
  PointsExchangeRateResponse,
  PointsGetResponse,
  PurchaseLimitBody,
  PurchaseLimitResponse,
  RegionTreeResponse,
  TimestampQuery,
} from '@mall/contract';
import { Type } from '@sinclair/typebox';
import { currentUser, requireMember, requireUser } from '../http/caller';
import type { CheckoutEnv } from '../env';
import { regions } from '../lib/regions';
import { addressView, checkoutService, CheckoutRefusal } from '../services/checkout';
import { staffUidOffset } from '../services/staff';
import type { AppContext } from './context';

const tags = ['结算 Checkout'];

/**
 * What checkout reads before the order (issue #7; spec §4 checkout, §7 Member, §9): addresses,
 * points and their exchange rate, the gift card, and the staff purchase limit. The caller is the
 * token's; addresses belong to the token's uid (members and staff both ship somewhere).
 */
export const checkoutRoutes: FastifyPluginAsyncTypebox<AppContext & { checkout: CheckoutEnv }> = async (
  app,
  { database, clock, productCode, checkout },
) => {
  const paths = checkoutPaths(productCode);
  const service = checkoutService(database.db, checkout);

  app.get(
    paths.addressList,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '当前用户的收货地址（默认地址在前，其余最新在前）',
        response: { 200: AddressListResponse, 401: ErrorBody },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      return { code: OK, msg: 'success', data: (await service.addresses(user.uid)).map(addressView) };
    },
  );

  app.post(
    paths.addressSave,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '新增（不带 id）或修改自己的收货地址，最多 20 个；省市区按 GB/T 2260 代码校验',
        body: AddressSaveBody,
        response: { 200: AddressSaveResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const { id, ...input } = request.body;
      const saved = await service.saveAddress(user.uid, id, input, clock(), ADDRESSES_MAX);
      if (saved === 'full')
        return reply.status(409).send({ code: 409, msg: `收货地址最多保存 ${ADDRESSES_MAX} 个，请先删除不用的地址` });
      if (saved === 'missing') return reply.status(404).send({ code: 404, msg: '收货地址不存在' });
      if ('kind' in saved) return reply.status(400).send({ code: 400, msg: saved.msg });
      return { code: OK, msg: 'success', data: addressView(saved) };
    },
  );

  app.get(
    paths.addressRegions,
    {
      schema: {
        tags,
        summary: '省 → 市 → 区县三级行政区划（GB/T 2260，与保存地址时的校验同一份数据；可缓存）',
        querystring: TimestampQuery,
        // The stored bytes of this answer (a Buffer is sent as it is, never serialised).
        response: { 200: Type.Unsafe<Buffer>(RegionTreeResponse), 304: Type.Null() },
      },
    },
    async (request, reply) => {
      // Built once per process; sent as stored bytes (compressed when the browser takes it), not re-serialised.
      const { body } = regions();
      reply
        .header('cache-control', 'public, max-age=86400')
        .header('etag', body.etag)
        .header('vary', 'accept-encoding');
      const known = request.headers['if-none-match']?.split(/\s*,\s*/) ?? [];
      if (known.includes(body.etag)) return reply.status(304).send(null);
      const accepted = request.headers['accept-encoding'] ?? '';
      const [encoding, bytes] = /\bbr\b/.test(accepted)
        ? ['br', body.br]
        : /\bgzip\b/.test(accepted)
          ? ['gzip', body.gzip]
          : [undefined, body.json];
      if (encoding) reply.header('content-encoding', encoding);
      return reply.type('application/json; charset=utf-8').send(bytes);
    },
  );

  app.post(
    paths.addressDelete,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '删除自己的收货地址',
        body: AddressDeleteBody,
        response: { 200: AddressDeleteResponse, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const removed = await service.removeAddress(user.uid, request.body.id);
      if (!removed) return reply.status(404).send({ code: 404, msg: '收货地址不存在' });
      return { code: OK, msg: 'success', data: null };
    },
  );

  app.get(
    paths.pointsExchangeRate,
    {
      schema: {
        tags,
        summary: '积分兑换比例：多少积分抵 1 元（spec §9 默认 50）',
        response: { 200: PointsExchangeRateResponse },
      },
    },
    async () => ({
      code: OK,
      msg: 'success',
      data: { pointsExchangeRate: checkout.pointsExchangeRate },
    }),
  );

  app.post(
    paths.pointsGet,
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: '当前会员的可用积分、可抵金额及是否需要积分密码',
        body: Type.Optional(Type.Object({}, { additionalProperties: true })),
        response: { 200: PointsGetResponse, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const points = await service.points(user.uid, clock());
      if (!points) return reply.status(401).send({ code: 401, msg: '登录已失效，请重新登录' });
      return { code: OK, msg: 'success', data: points };
    },
  );

  app.get(
    paths.giftCardSwitch,
    { schema: { tags, summary: '是否开放礼品卡支付', response: { 200: GiftCardSwitchResponse } } },
    async () => ({
      code: OK,
      msg: 'success',
      data: { open: checkout.giftCardEnabled },
    }),
  );

  app.get(
    paths.giftCardBalance,
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: '当前会员的礼品卡余额',
        response: { 200: GiftCardBalanceResponse, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const balance = await service.giftCardBalance(user.uid);
      if (!balance) return reply.status(401).send({ code: 401, msg: '登录已失效，请重新登录' });
      return { code: OK, msg: 'success', data: balance };
    },
  );

  app.post(
    paths.purchaseLimit,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '员工内购限额校验（本月已用 = 本月未关闭的订单；超出时 409 并说明剩余额度）',
        body: PurchaseLimitBody,
        response: {
          200: PurchaseLimitResponse,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: CheckoutErrorBody,
        },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      if (!user.isStaff) return reply.status(403).send({ code: 403, msg: '内购限额只适用于员工账号' });
      try {
        const { data, over } = await service.staffLimitCheck(user.uid - staffUidOffset, request.body.lines, clock());
        if (over) return reply.status(409).send({ code: OrderErrorCode.ORDER_PURCHASE_LIMIT, msg: over, data });
        return { code: OK, msg: 'success', data };
      } catch (error) {
        if (!(error instanceof CheckoutRefusal)) throw error;
        return reply.status(error.status as 403).send(error.body);
      }
    },
  );
};
