import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CardLevelListQuery,
  CardLevelListResponse,
  ConsumeRecordResponse,
  ErrorBody,
  KPointResponse,
  MembershipPageBody,
  membershipPaths,
  OK,
  PointsRecordResponse,
} from '@mall/contract';
import { Type } from '@sinclair/typebox';
import { currentUser, requireMember, unauthorizedBody } from '../http/caller';
import { membershipService } from '../services/membership';
import type { AppContext } from './context';

const tags = ['会员 Member'];
const refusals = { 401: ErrorBody, 403: ErrorBody };

/**
 * The membership page's calls (issue #13; spec §7 Member): card levels, the points ledger, the
 * consumption record and K points, each for the token's member only (a member id in a body is
 * ignored); staff have no membership (403, spec §6: the rights fund instead).
 */
export const membershipRoutes: FastifyPluginAsyncTypebox<AppContext> = async (
  app,
  { database, clock, productCode },
) => {
  const paths = membershipPaths(productCode);
  const membership = membershipService(database.db);

  app.get(
    paths.cardLevelList,
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: '会员卡等级列表（由低到高）：每级所需的年度消费金额（元）与会员权益',
        querystring: CardLevelListQuery,
        response: { 200: CardLevelListResponse, ...refusals },
      },
    },
    async () => ({ code: OK, msg: 'success', data: { list: await membership.levels() } }),
  );

  app.post(
    paths.membershipRecord,
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary:
          '当前会员的积分明细（最新在前，分页）：获得、抵扣、退回、退款返还、退款扣回、过期；附当前可用积分与年底将过期积分',
        body: Type.Optional(MembershipPageBody),
        response: { 200: PointsRecordResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const { pageIndex = 1, pageSize = 10 } = request.body ?? {};
      const data = await membership.ledger(user.uid, { pageIndex, pageSize }, clock());
      if (!data) return reply.status(401).send(unauthorizedBody);
      return { code: OK, msg: 'success', data };
    },
  );

  app.post(
    paths.membershipConsumeRecord,
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: '当前会员的消费记录（最新在前，分页）：线上订单支付、退款与门店消费；附本年度累计消费金额（元）',
        body: Type.Optional(MembershipPageBody),
        response: { 200: ConsumeRecordResponse, ...refusals },
      },
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

  app.post(
    paths.kPoint,
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: '当前会员的 K 积分（本商城未发放 K 积分，如实为 0）',
        body: Type.Optional(Type.Object({}, { additionalProperties: true })),
        response: { 200: KPointResponse, ...refusals },
      },
    },
    async () => ({ code: OK, msg: 'success', data: { kPoint: 0 } }),
  );
};
