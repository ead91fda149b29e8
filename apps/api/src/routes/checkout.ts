import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OK } from '@mall/contract';
import { ADDRESSES_MAX, checkoutRoutes as calls, OrderErrorCode } from '@mall/contract/checkout';
import { currentUser, requireMember, requireUser } from '../http/caller';
import { serve } from '../http/serve';
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
  const service = checkoutService(database.db, checkout);

  serve(
    app,
    productCode,
    calls.addressList,
    { tags, preHandler: requireUser, summary: '当前用户的收货地址（默认地址在前，其余最新在前）' },
    async (request) => {
      const user = await currentUser(request);
      return { code: OK, msg: 'success', data: (await service.addresses(user.uid)).map(addressView) };
    },
  );

  serve(
    app,
    productCode,
    calls.addressSave,
    {
      tags,
      preHandler: requireUser,
      summary: '新增（不带 id）或修改自己的收货地址，最多 20 个；省市区按 GB/T 2260 代码校验',
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

  serve(
    app,
    productCode,
    calls.addressRegions,
    { tags, summary: '省 → 市 → 区县三级行政区划（GB/T 2260，与保存地址时的校验同一份数据；可缓存）' },
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
      // The answer's JSON, already serialised (and maybe compressed): Fastify sends a Buffer as it is,
      // so the call's schema describes what the bytes hold, not a value to serialise.
      return reply.type('application/json; charset=utf-8').send(bytes as never);
    },
  );

  serve(
    app,
    productCode,
    calls.addressDelete,
    { tags, preHandler: requireUser, summary: '删除自己的收货地址' },
    async (request, reply) => {
      const user = await currentUser(request);
      const removed = await service.removeAddress(user.uid, request.body.id);
      if (!removed) return reply.status(404).send({ code: 404, msg: '收货地址不存在' });
      return { code: OK, msg: 'success', data: null };
    },
  );

  serve(
    app,
    productCode,
    calls.pointsExchangeRate,
    { tags, summary: '积分兑换比例：多少积分抵 1 元（spec §9 默认 50）' },
    async () => ({
      code: OK,
      msg: 'success',
      data: { pointsExchangeRate: checkout.pointsExchangeRate },
    }),
  );

  serve(
    app,
    productCode,
    calls.pointsGet,
    { tags, preHandler: requireMember, summary: '当前会员的可用积分、可抵金额及是否需要积分密码' },
    async (request, reply) => {
      const user = await currentUser(request);
      const points = await service.points(user.uid, clock());
      if (!points) return reply.status(401).send({ code: 401, msg: '登录已失效，请重新登录' });
      return { code: OK, msg: 'success', data: points };
    },
  );

  serve(app, productCode, calls.giftCardSwitch, { tags, summary: '是否开放礼品卡支付' }, async () => ({
    code: OK,
    msg: 'success',
    data: { open: checkout.giftCardEnabled },
  }));

  serve(
    app,
    productCode,
    calls.giftCardBalance,
    { tags, preHandler: requireMember, summary: '当前会员的礼品卡余额' },
    async (request, reply) => {
      const user = await currentUser(request);
      const balance = await service.giftCardBalance(user.uid);
      if (!balance) return reply.status(401).send({ code: 401, msg: '登录已失效，请重新登录' });
      return { code: OK, msg: 'success', data: balance };
    },
  );

  serve(
    app,
    productCode,
    calls.purchaseLimit,
    {
      tags,
      preHandler: requireUser,
      summary: '员工内购限额校验（本月已用 = 本月未关闭的订单；超出时 409 并说明剩余额度）',
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
