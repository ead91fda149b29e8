import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OK } from '@mall/contract';
import { authRoutes as calls } from '@mall/contract/auth';
import { currentUser, requestUser, requireMember } from '../http/caller';
import { serve } from '../http/serve';
import { clauseService } from '../services/clauses';
import type { AppContext } from './context';

const tags = ['条款 Clauses'];

/**
 * Clause consent (spec §4 clause agreement flow, §7 "Clauses") for the token's member. The body's
 * customerId is the spec's field but never decides whose consent is read or written.
 */
export const clauseRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { database, clock, productCode }) => {
  const clauses = clauseService(database.db);

  serve(
    app,
    productCode,
    calls.checkSign,
    {
      tags,
      summary:
        '查询当前会员是否已同意某条款的某版本：clauseStatus 1 已同意（该版本或更新版本），0 未同意；clauseVersion 为已同意的版本',
      preHandler: requireMember,
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const { clauseKey, clauseVersion } = request.body;
      const consent = await clauses.check(user.uid, clauseKey, clauseVersion);
      if (!consent) return reply.status(400).send({ code: 400, msg: '条款不存在或版本有误' });
      return { code: OK, msg: 'success', data: consent };
    },
  );

  serve(
    app,
    productCode,
    calls.saveSign,
    {
      tags,
      summary: '记录当前会员同意某条款的某版本（不会用旧版本覆盖已同意的新版本）',
      preHandler: requireMember,
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const { clauseKey, clauseVersion } = request.body;
      const signed = await clauses.sign(user.uid, clauseKey, clauseVersion, clock());
      if (signed === undefined) return reply.status(400).send({ code: 400, msg: '条款不存在或版本有误' });
      return { code: OK, msg: '已同意', data: { clauseStatus: 1, clauseVersion: signed } };
    },
  );

  serve(
    app,
    productCode,
    calls.batchSignDetails,
    {
      tags,
      summary:
        '批量查询条款的当前版本与当前会员的同意情况（按 clauseKey 返回；未登录时 clauseStatus 均为 0；不存在的 key 不返回）',
    },
    async (request) => {
      const user = await requestUser(request);
      const current = await clauses.current(request.body.clauseKeys, user && !user.isStaff ? user.uid : null);
      const data = Object.fromEntries(current.map((clause) => [clause.clauseKey, clause]));
      return { resultCode: String(OK), resultMessage: 'success', data };
    },
  );
};
