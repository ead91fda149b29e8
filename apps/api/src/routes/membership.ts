import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OK } from '@mall/contract';
import { membershipRoutes as calls } from '@mall/contract/member';
import { currentUser, requireMember, unauthorizedBody } from '../http/caller';
import { serve } from '../http/serve';
import { membershipService } from '../services/membership';
import type { AppContext } from './context';

const tags = ['会员 Member'];

/**
 * The membership page's calls (issue #13; spec §7 Member): card levels, the points ledger, the
 * consumption record and K points, each for the token's member only (a member id in a body is
 * ignored); staff have no membership (403, spec §6: the rights fund instead).
 */
export const membershipRoutes: FastifyPluginAsyncTypebox<AppContext> = async (
  app,
  { database, clock, productCode },
) => {
  const signedIn = { tags, preHandler: requireMember };
  const membership = membershipService(database.db);

  serve(
    app,
    productCode,
    calls.cardLevelList,
    { ...signedIn, summary: '会员卡等级列表（由低到高）：每级所需的年度消费金额（元）与会员权益' },
    async () => ({ code: OK, msg: 'success', data: { list: await membership.levels() } }),
  );

  serve(
    app,
    productCode,
    calls.membershipRecord,
    {
      ...signedIn,
      summary:
        '当前会员的积分明细（最新在前，分页）：获得、抵扣、退回、退款返还、退款扣回、过期；附当前可用积分与年底将过期积分',
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const { pageIndex = 1, pageSize = 10 } = request.body ?? {};
      const data = await membership.ledger(user.uid, { pageIndex, pageSize }, clock());
      if (!data) return reply.status(401).send(unauthorizedBody);
      return { code: OK, msg: 'success', data };
    },
  );

  serve(
    app,
    productCode,
    calls.membershipConsumeRecord,
    {
      ...signedIn,
      summary: '当前会员的消费记录（最新在前，分页）：线上订单支付、退款与门店消费；附本年度累计消费金额（元）',
    },
    async (request) => {
      const user = await currentUser(request);
      const { pageIndex = 1, pageSize = 10 } = request.body ?? {};
      return {
        code: OK,
        msg: 'success',
        data: await membership.consumption(user.uid, { pageIndex, pageSize }, clock()),
      };
    },
  );

  serve(
    app,
    productCode,
    calls.kPoint,
    { ...signedIn, summary: '当前会员的 K 积分（本商城未发放 K 积分，如实为 0）' },
    async () => ({ code: OK, msg: 'success', data: { kPoint: 0 } }),
  );
};
