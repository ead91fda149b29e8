import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, OK, RoyaltyBalanceQuery, RoyaltyBalanceResponse, RoyaltyGoodsListBody, RoyaltyGoodsListResponse, royaltyPaths } from '@mall/contract';
import { currentUser, requireUser } from '../http/caller';
import { chinaDate } from '../lib/chinaTime';
import { goodsRepository } from '../repositories/goods';
import { royaltyRepository } from '../repositories/royalty';
import { activitiesByGoods, toCard } from '../services/catalog';
import type { AppContext } from './context';

const tags = ['员工权益金商城 Royalty shop'];

/** The last instant of a calendar year in China (UTC+8): when that year's rights fund lapses. */
export function fundExpiry(year: number): Date {
  return new Date(Date.UTC(year + 1, 0, 1) - 8 * 3_600_000 - 1);
}

/**
 * The staff royalty shop (spec §1 rights-fund mall, §2 royalty/goods, §6): the list is public,
 * so anyone sees what staff can buy with their rights fund; the balance is the signed-in staff
 * user's own, taken from the token, never from a staff code the client names.
 */
export const royaltyRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { database, clock, productCode }) => {
  const paths = royaltyPaths(productCode);
  const royalty = royaltyRepository(database.db);
  const goods = goodsRepository(database.db);

  app.post(
    paths.goodsList,
    {
      schema: {
        tags,
        summary: '员工权益金商城的商品（公开；按今日金价计价，附权益金价与每年限购件数）',
        body: RoyaltyGoodsListBody,
        response: { 200: RoyaltyGoodsListResponse, 400: ErrorBody },
      },
    },
    async (request) => {
      const { pageIndex = 1, pageSize = 20, orderType = 0 } = request.body;
      const now = clock();
      const gold = await goods.currentGoldPrice(now);
      const rows = await royalty.page(gold, orderType, pageSize, (pageIndex - 1) * pageSize);
      const ids = rows.map((row) => row.id);
      const [terms, activityRows] = await Promise.all([royalty.terms(ids), goods.activities(ids, now)]);
      const activities = activitiesByGoods(activityRows);
      const total = rows[0]?.total ?? (await royalty.count());
      const list = rows.flatMap((row) => {
        const term = terms.get(row.id);
        return term ? [{ goods: toCard(row, activities.get(row.id) ?? []), royaltyPriceFen: term.royaltyPriceFen, limitPerYear: term.limitPerYear }] : [];
      });
      return { code: OK, msg: 'success', data: { total, list } };
    },
  );

  app.get(
    paths.balance,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '当前员工本年度的权益金（已发放、已使用、余额、到期时间）；顾客账号 403',
        querystring: RoyaltyBalanceQuery,
        response: { 200: RoyaltyBalanceResponse, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      if (!user.isStaff || !user.staffCode) return reply.status(403).send({ code: 403, msg: '权益金仅限员工使用' });
      const year = Number(chinaDate(clock()).slice(0, 4));
      const fund = await royalty.fundOf(user.staffCode, year);
      if (!fund?.isActive) return reply.status(403).send({ code: 403, msg: '权益金仅限在职员工使用' });
      const grantedFen = fund.grantedFen ?? 0;
      const usedFen = Math.min(fund.usedFen ?? 0, grantedFen);
      return {
        code: OK,
        msg: 'success',
        data: {
          staffCode: fund.staffCode,
          nickname: fund.nickname,
          year,
          grantedFen,
          usedFen,
          balanceFen: grantedFen - usedFen,
          expiresAt: fundExpiry(year).toISOString(),
        },
      };
    },
  );
};
