import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OK } from '@mall/contract';
import { contentRoutes as calls } from '@mall/contract/content';
import { serve } from '../http/serve';
import { contentService } from '../services/content';
import { searchService } from '../services/search';
import type { AppContext } from './context';

const tags = ['内容与营销 Content'];

/**
 * The calls of the layout shell and content (spec §7 "Marketing, content", "Footprints and
 * adverts"; menus are our design in the same style).
 */
export const contentRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { database, clock, productCode }) => {
  const content = contentService(database.db);
  const search = searchService(database.db);

  serve(app, productCode, calls.menu, { tags, summary: '菜单（menuType 0 页头，1 页脚）' }, async (request) => {
    return { code: OK, msg: 'success', data: await content.menu(request.query.menuType) };
  });

  serve(app, productCode, calls.notice, { tags, summary: '顶部公告（当前有效，按顺序轮播）' }, async () => ({
    code: OK,
    msg: 'success',
    data: await content.notices(clock()),
  }));

  serve(app, productCode, calls.isPageGraying, { tags, summary: '当日是否全站置灰' }, async () => {
    return { code: OK, msg: 'success', data: await content.graying(clock()) };
  });

  const noGoldPrice = { code: 404, msg: '今日金价暂未公布' };

  serve(
    app,
    productCode,
    calls.ctfTodayGoldPrice,
    { tags, summary: '今日金价（页头弹层）' },
    async (_request, reply) => {
      const price = await content.goldPrice(clock());
      return price ? { code: OK, msg: 'success', data: price } : reply.status(404).send(noGoldPrice);
    },
  );

  serve(
    app,
    productCode,
    calls.todayGoldPrice,
    { tags, summary: '今日金价与每日走势（/todaygold）' },
    async (request, reply) => {
      const price = await content.goldPrice(clock());
      if (!price) return reply.status(404).send(noGoldPrice);
      const history = await content.goldPriceHistory(clock(), request.query.days ?? 30);
      return { code: OK, msg: 'success', data: { ...price, history } };
    },
  );

  serve(app, productCode, calls.goldPriceDecorate, { tags, summary: '金价弹层装饰' }, async () => {
    return { code: OK, msg: 'success', data: await content.goldPriceDecoration() };
  });

  serve(app, productCode, calls.getAd, { tags, summary: '广告位（tagValue 3 为金价广告）' }, async (request) => ({
    code: OK,
    msg: 'success',
    data: await content.adverts(request.query.tagValue, clock()),
  }));

  serve(app, productCode, calls.classifies, { tags, summary: '商品分类树' }, async () => {
    return { code: OK, msg: 'success', data: await content.classifies() };
  });

  serve(
    app,
    productCode,
    calls.topic,
    { tags, summary: '专题：无 id 时为列表，有 id 时为详情' },
    async (request, reply) => {
      const { id } = request.query;
      if (id === undefined) return { code: OK, msg: 'success', data: await content.topics() };
      const topic = await content.topic(id);
      if (!topic) return reply.status(404).send({ code: 404, msg: '专题不存在或已下线' });
      // Its pieces as the goods list shows them (issue #31 item 2), priced now.
      const pieces = await search.cardsOfMouldNos(topic.mouldNos, clock());
      return { code: OK, msg: 'success', data: { ...topic, pieces } };
    },
  );
};
