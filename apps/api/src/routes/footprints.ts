import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OK } from '@mall/contract';
import { footprintsRoutes as calls } from '@mall/contract/footprints';
import { serve } from '../http/serve';
import { currentUser, requireMember } from '../http/caller';
import { footprintService } from '../services/footprints';
import type { AppContext } from './context';

const tags = ['足迹 Footprints'];

/**
 * A signed-in member's footprints (spec §1 browsing history, §7 userFootPrint): the product page
 * records each piece opened; the list answers them newest first as product cards priced for today.
 * The member is the token's, never a uid the client names.
 */
export const footprintRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { database, clock, productCode }) => {
  const footprints = footprintService(database.db);

  serve(
    app,
    productCode,
    calls.update,
    {
      preHandler: requireMember,
      tags,
      summary: '记录当前会员浏览了某件商品（已浏览过的移到最前）',
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const recorded = await footprints.record(user.uid, request.body.mouldNo, clock());
      if (!recorded) return reply.status(404).send({ code: 404, msg: '商品不存在或已下架' });
      return { code: OK, msg: 'success', data: null };
    },
  );

  serve(
    app,
    productCode,
    calls.list,
    {
      preHandler: requireMember,
      tags,
      summary: '当前会员的浏览足迹（最新在前，只含在售商品，按今日金价计价）',
    },
    async (request) => {
      const user = await currentUser(request);
      const { pageIndex = 1, pageSize = 20 } = request.query;
      const { total, list } = await footprints.page(user.uid, pageIndex, pageSize, clock());
      return { code: OK, msg: 'success', data: { total, list } };
    },
  );

  serve(
    app,
    productCode,
    calls.deleteAll,
    {
      preHandler: requireMember,
      tags,
      summary: '清空当前会员的浏览足迹',
    },
    async (request) => {
      const user = await currentUser(request);
      await footprints.clear(user.uid);
      return { code: OK, msg: 'success', data: null };
    },
  );
};
