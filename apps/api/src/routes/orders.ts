import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OK } from '@mall/contract';
import { checkoutRoutes as calls } from '@mall/contract/checkout';
import { currentUser, requireUser } from '../http/caller';
import { serve } from '../http/serve';
import { badIdempotencyKey, idempotencyKeyOf } from '../http/idempotency';
import type { CheckoutEnv } from '../env';
import { buyerOf, CheckoutRefusal } from '../services/checkout';
import { orderService, type OrderCreated } from '../services/orders';
import type { AppContext } from './context';
import { everyInterval } from './sweeper';

const tags = ['订单 Orders'];

/**
 * Order confirmation and creation (issue #7 items 3–4; DESIGN.md §7), and the sweeper that closes
 * unpaid orders after ORDER_PAY_MINUTES, returning stock, points and gift card. The order centre's
 * calls (list, detail, cancel, delete, confirm receipt) are in routes/orderCentre.ts.
 */
export const orderRoutes: FastifyPluginAsyncTypebox<AppContext & { checkout: CheckoutEnv }> = async (
  app,
  { database, clock, productCode, checkout },
) => {
  const orders = orderService(database.db, checkout, clock);

  /** The refusal a checkout step threw, as its answer; anything else is a real error. */
  const refusal = (error: unknown): CheckoutRefusal => {
    if (error instanceof CheckoutRefusal) return error;
    throw error;
  };

  serve(
    app,
    productCode,
    calls.orderConfirm,
    { tags, preHandler: requireUser, summary: '按当前价格（克价商品按今日金价）计算结算金额：优惠、积分、礼品卡' },
    async (request, reply) => {
      try {
        const confirmed = await orders.confirm(buyerOf(await currentUser(request)), request.body);
        return { code: OK, msg: 'success', data: confirmed };
      } catch (error) {
        const { status, body } = refusal(error);
        return reply.status(status as 400).send(body);
      }
    },
  );

  serve(
    app,
    productCode,
    calls.orderCreate,
    {
      tags,
      preHandler: requireUser,
      summary: '提交订单（请求头 Idempotency-Key：同一个键同一内容返回同一订单；内容不同 422；处理中 409）',
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      if (key === null) return reply.status(400).send(badIdempotencyKey);
      try {
        const { status, body } = await orders.create(
          buyerOf(await currentUser(request)),
          request.body,
          key,
          request.ip,
        );
        return await reply.status(status as 200).send(body as OrderCreated);
      } catch (error) {
        const { status, body } = refusal(error);
        return reply.status(status as 409).send(body);
      }
    },
  );

  // The sweeper: every ORDER_SWEEP_SECONDS this process closes unpaid orders past their deadline.
  // Safe with many processes (skip locked, once-only close); reads close late orders too.
  everyInterval(
    app,
    checkout.orderSweepSeconds,
    async () => {
      const closed = await orders.sweepUnpaid();
      if (closed > 0) app.log.info({ closed }, 'closed unpaid orders past their deadline');
    },
    'the unpaid-order sweep failed; it runs again next interval',
  );
};
