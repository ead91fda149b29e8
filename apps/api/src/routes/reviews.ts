import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OK } from '@mall/contract';
import { reviewRoutes as calls } from '@mall/contract/orders';
import { currentUser, requireUser } from '../http/caller';
import { serve } from '../http/serve';
import { buyerOf } from '../services/checkout';
import { reviewService } from '../services/reviews';
import type { AppContext } from './context';

const tags = ['评价 Reviews'];

/** Another buyer's order answers the same as an unknown one: no enumeration (issue #12). */
const notFound = { code: 404, msg: '订单不存在' };

/**
 * Reviews (issue #12 评价; spec §2 /myIndex/orderEvaluate, §4: 评价 on successful unreviewed
 * orders): the lines of the buyer's order with their reviews, and reviews of one or several lines
 * at once. A published review shows in the goods page's comments; `photoLink` gives its photos'
 * public links.
 */
export const reviewRoutes: FastifyPluginAsyncTypebox<AppContext & { photoLink: (id: string) => string }> = async (
  app,
  { database, clock, productCode, photoLink },
) => {
  const reviews = reviewService(database.db, clock, photoLink);

  serve(
    app,
    productCode,
    calls.lines,
    { tags, preHandler: requireUser, summary: '自己订单的商品行及其评价（未评价为 null）：评价表单用' },
    async (request, reply) => {
      const lines = await reviews.lines(buyerOf(await currentUser(request)), request.query.orderNo);
      if (!lines) return reply.status(404).send(notFound);
      return { code: OK, msg: 'success', data: lines };
    },
  );

  serve(
    app,
    productCode,
    calls.submit,
    {
      tags,
      preHandler: requireUser,
      summary:
        '评价交易成功订单的商品（一次一行或多行，全部成功或全部不生效）：1–5 星，5–500 字（去除 HTML，违禁词显示为 ***），最多 6 张图，可匿名',
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const { orderNo, reviews: entries } = request.body;
      const change = await reviews.submit(buyerOf(user), user.nickname, orderNo, entries);
      if (change.kind === 'missing') return reply.status(404).send(notFound);
      if (change.kind === 'refused') return reply.status(change.status).send({ code: change.status, msg: change.msg });
      return { code: OK, msg: 'success', data: change.lines };
    },
  );
};
