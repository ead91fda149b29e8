import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OK } from '@mall/contract';
import { orderRoutes as calls } from '@mall/contract/orders';
import { currentUser, requireUser } from '../http/caller';
import { serve } from '../http/serve';
import { buyerOf } from '../services/checkout';
import { snapshotService } from '../services/snapshots';
import type { AppContext } from './context';

const tags = ['订单中心 Order centre'];

/**
 * The trade snapshot (issue #12; contract snapshot.ts; spec §2 /snapshot): the buyer's own order line
 * as it was sold. The page is public, the data the buyer's: another buyer's order answers 404.
 */
export const snapshotRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { database, productCode }) => {
  const snapshots = snapshotService(database.db);

  serve(
    app,
    productCode,
    calls.orderSnapshot,
    {
      tags,
      preHandler: requireUser,
      summary: '交易快照：自己订单中一件商品下单时的样子（标题、图片、规格、成交单价）',
    },
    async (request, reply) => {
      const snapshot = await snapshots.ofLine(buyerOf(await currentUser(request)), request.query);
      if (!snapshot) return reply.status(404).send({ code: 404, msg: '交易快照不存在' });
      return { code: OK, msg: 'success', data: snapshot };
    },
  );
};
