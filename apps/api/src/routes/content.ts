import {
  AdvertQuery,
  AdvertResponse,
  ClassifyResponse,
  contentPaths,
  CtfTodayGoldPriceResponse,
  ErrorBody,
  fenToYuan,
  GoldPriceDecorateResponse,
  GrayingQuery,
  GrayingResponse,
  MenuQuery,
  MenuResponse,
  NoticeResponse,
  OK,
  TimestampQuery,
  TodayGoldPriceQuery,
  TodayGoldPriceResponse,
  TopicQuery,
  TopicResponse,
  type GoldPrice,
} from '@mall/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { chinaDate } from '../lib/chinaTime';
import { sanitizeHtml } from '../lib/sanitizeHtml';
import { buildTree } from '../lib/tree';
import { contentRepository } from '../repositories/content';
import type { AppContext } from './context';

const tags = ['内容与营销 Content'];

/**
 * The calls of the layout shell and content (spec §7 "Marketing, content", "Footprints and
 * adverts"; menus are our design in the same style).
 */
export const contentRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { database, clock, productCode }) => {
  const repo = contentRepository(database.db);
  const paths = contentPaths(productCode);

  app.get(paths.menu, { schema: { tags, summary: '菜单（menuType 0 页头，1 页脚）', querystring: MenuQuery, response: { 200: MenuResponse } } }, async (request) => {
    const rows = await repo.menus(request.query.menuType);
    return { code: OK, msg: 'success', data: buildTree(rows.map(({ menuType: _type, sort: _sort, ...item }) => item)) };
  });

  app.get(paths.notice, { schema: { tags, summary: '顶部公告（当前有效，按顺序轮播）', querystring: TimestampQuery, response: { 200: NoticeResponse } } }, async () => ({
    code: OK,
    msg: 'success',
    data: await repo.activeNotices(clock()),
  }));

  app.get(paths.isPageGraying, { schema: { tags, summary: '当日是否全站置灰', querystring: GrayingQuery, response: { 200: GrayingResponse } } }, async () => {
    const day = await repo.grayingOn(chinaDate(clock()));
    return { code: OK, msg: 'success', data: { isGraying: Boolean(day), reason: day?.reason ?? '' } };
  });

  async function currentGoldPrice(): Promise<GoldPrice | undefined> {
    const now = clock();
    const [reading, [goldAdvert]] = await Promise.all([repo.currentGoldPrice(now), repo.adverts(3, now)]);
    if (!reading) return undefined;
    return {
      actStatus: reading.actStatus,
      showStatus: reading.showStatus,
      inputTime: reading.inputTime.toISOString(),
      readTime: now.toISOString(),
      copywriting: reading.copywriting,
      todayPriceHK: fenToYuan(reading.todayPriceHK),
      todayPriceTzjt: fenToYuan(reading.todayPriceTzjt),
      todayPriceHgjShi: fenToYuan(reading.todayPriceHgjShi),
      baiJianHJPrice: fenToYuan(reading.baiJianHJPrice),
      homeAdSrc: goldAdvert?.srcLink ?? '',
    };
  }

  const noGoldPrice = { code: 404, msg: '今日金价暂未公布' };

  app.get(
    paths.ctfTodayGoldPrice,
    { schema: { tags, summary: '今日金价（页头弹层）', querystring: TimestampQuery, response: { 200: CtfTodayGoldPriceResponse, 404: ErrorBody } } },
    async (_request, reply) => {
      const price = await currentGoldPrice();
      return price ? { code: OK, msg: 'success', data: price } : reply.status(404).send(noGoldPrice);
    },
  );

  app.get(
    paths.todayGoldPrice,
    { schema: { tags, summary: '今日金价与每日走势（/todaygold）', querystring: TodayGoldPriceQuery, response: { 200: TodayGoldPriceResponse, 404: ErrorBody } } },
    async (request, reply) => {
      const price = await currentGoldPrice();
      if (!price) return reply.status(404).send(noGoldPrice);
      const history = await repo.dailyGoldPrices(clock(), request.query.days ?? 30);
      return {
        code: OK,
        msg: 'success',
        data: {
          ...price,
          history: history.map((row) => ({
            date: row.day,
            todayPriceHK: fenToYuan(Number(row.hk)),
            todayPriceTzjt: fenToYuan(Number(row.tzjt)),
            baiJianHJPrice: fenToYuan(Number(row.recycle)),
          })),
        },
      };
    },
  );

  app.get(
    paths.goldPriceDecorate,
    { schema: { tags, summary: '金价弹层装饰', querystring: TimestampQuery, response: { 200: GoldPriceDecorateResponse } } },
    async () => {
      const row = await repo.goldPriceDecoration();
      return { code: OK, msg: 'success', data: row ? { imageSrc: row.imageSrc, title: row.title, copywriting: row.copywriting, jumpLink: row.jumpLink } : null };
    },
  );

  app.get(paths.getAd, { schema: { tags, summary: '广告位（tagValue 3 为金价广告）', querystring: AdvertQuery, response: { 200: AdvertResponse } } }, async (request) => ({
    code: OK,
    msg: 'success',
    data: await repo.adverts(request.query.tagValue, clock()),
  }));

  app.get(paths.classifies, { schema: { tags, summary: '商品分类树', querystring: TimestampQuery, response: { 200: ClassifyResponse } } }, async () => {
    const rows = await repo.classifies();
    return { code: OK, msg: 'success', data: buildTree(rows.map(({ sort: _sort, ...item }) => item)) };
  });

  app.get(
    paths.topic,
    { schema: { tags, summary: '专题：无 id 时为列表，有 id 时为详情', querystring: TopicQuery, response: { 200: TopicResponse, 404: ErrorBody } } },
    async (request, reply) => {
      const { id } = request.query;
      if (id === undefined) return { code: OK, msg: 'success', data: await repo.topics() };
      const topic = await repo.topic(id);
      if (!topic) return reply.status(404).send({ code: 404, msg: '专题不存在或已下线' });
      const { sort: _sort, bodyHtml, ...data } = topic;
      // Written by staff, shown to shoppers: sanitised on the way out like articles (issue #4).
      return { code: OK, msg: 'success', data: { ...data, bodyHtml: sanitizeHtml(bodyHtml) } };
    },
  );
};
