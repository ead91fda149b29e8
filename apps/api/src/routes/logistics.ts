import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OK } from '@mall/contract';
import { orderRoutes as calls } from '@mall/contract/orders';
import type { FulfilmentEnv } from '../env';
import { currentUser, requireUser } from '../http/caller';
import { serve } from '../http/serve';
import { buyerOf } from '../services/checkout';
import { fulfilmentService } from '../services/fulfilment';
import type { AppContext } from './context';
import { everyInterval } from './sweeper';

const tags = ['订单中心 Order centre'];

/**
 * Logistics (issue #12; spec §2 /myIndex/branchOrder, §4 查看物流): the parcels of the buyer's order
 * with their tracking events, and the in-process sweep that ships paid orders and confirms old
 * shipments every FULFIL_SWEEP_SECONDS (safe with many processes: skip locked, conditional updates).
 */
export const logisticsRoutes: FastifyPluginAsyncTypebox<AppContext & { fulfilment: FulfilmentEnv }> = async (
  app,
  { database, clock, productCode, fulfilment },
) => {
  const service = fulfilmentService(database.db, fulfilment, clock);

  serve(
    app,
    productCode,
    calls.orderLogistics,
    {
      tags,
      preHandler: requireUser,
      summary: '自己订单的物流：每个包裹的快递公司、运单号、所含商品和物流轨迹（最新在前）；未发货 409',
    },
    async (request, reply) => {
      const answer = await service.logistics(buyerOf(await currentUser(request)), request.query.orderNo);
      // Another buyer's order answers as an unknown one: no enumeration (issue #12).
      if (answer.kind === 'missing') return reply.status(404).send({ code: 404, msg: '订单不存在' });
      if (answer.kind === 'notShipped') {
        return reply.status(409).send({ code: 409, msg: '订单尚未发货，暂无物流信息' });
      }
      return { code: OK, msg: 'success', data: answer.logistics };
    },
  );

  everyInterval(
    app,
    fulfilment.sweepSeconds,
    async () => {
      const { shipped, confirmed } = await service.sweep();
      if (shipped.length > 0 || confirmed.length > 0) {
        app.log.info({ shipped: shipped.length, confirmed: confirmed.length }, 'fulfilment sweep');
      }
    },
    'the fulfilment sweep failed; it runs again next interval',
  );
};
