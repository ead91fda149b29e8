import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OK } from '@mall/contract';
import { royaltyRoutes as calls } from '@mall/contract/royalty';
import { serve } from '../http/serve';
import { currentUser, requireUser } from '../http/caller';
import { royaltyService } from '../services/royalty';
import { staffUidOffset } from '../services/staff';
import type { AppContext } from './context';

const tags = ['员工权益金商城 Royalty shop'];

/**
 * The staff royalty shop (spec §1 rights-fund mall, §2 royalty/goods, §6): the list is public,
 * so anyone sees what staff can buy with their rights fund; the balance is the signed-in staff
 * user's own, taken from the token, never from a staff code the client names.
 */
export const royaltyRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { database, clock, productCode }) => {
  const royalty = royaltyService(database.db);

  serve(
    app,
    productCode,
    calls.goodsList,
    {
      tags,
      summary: '员工权益金商城的商品（公开；按今日金价计价，附权益金价与每年限购件数）',
    },
    async (request) => {
      const { pageIndex = 1, pageSize = 20, orderType = 0 } = request.body;
      const { total, list } = await royalty.page(orderType, pageIndex, pageSize, clock());
      return { code: OK, msg: 'success', data: { total, list } };
    },
  );

  serve(
    app,
    productCode,
    calls.balance,
    {
      preHandler: requireUser,
      tags,
      summary: '当前员工本年度的权益金（已发放、已使用、余额、到期时间）；顾客账号 403',
    },
    async (request, reply) => {
      const user = await currentUser(request);
      if (!user.isStaff || !user.staffCode) return reply.status(403).send({ code: 403, msg: '权益金仅限员工使用' });
      const balance = await royalty.balance(user.staffCode, clock());
      if (!balance) return reply.status(403).send({ code: 403, msg: '权益金仅限在职员工使用' });
      return { code: OK, msg: 'success', data: balance };
    },
  );

  serve(
    app,
    productCode,
    calls.orders,
    {
      preHandler: requireUser,
      tags,
      summary: '当前员工的权益金订单（用权益金支付的订单，新的在前，分页）；顾客账号 403',
    },
    async (request, reply) => {
      const user = await currentUser(request);
      if (!user.isStaff || !user.staffCode) return reply.status(403).send({ code: 403, msg: '权益金仅限员工使用' });
      const { pageIndex = 1, pageSize = 10 } = request.query;
      // The staff user is the token's: their staff row id is the uid less the staff range's offset.
      const data = await royalty.orders(user.uid - staffUidOffset, pageIndex, pageSize, clock());
      return { code: OK, msg: 'success', data };
    },
  );
};
