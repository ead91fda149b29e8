import {
  AdvertQuery,
  AdvertResponse,
  ClassifyResponse,
  contentPaths,
  CtfTodayGoldPriceResponse,
  ErrorBody,
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
} from '@mall/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contentService } from '../services/content';
import type { AppContext } from './context';

const tags = ['内容与营销 Content'];

/**
 * The calls of the layout shell and content (spec §7 "Marketing, content", "Footprints and
 * adverts"; menus are our design in the same style).
 */
export const contentRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { database, clock, productCode }) => {
  const content = contentService(database.db);
  const paths = contentPaths(productCode);

  app.get(
    paths.menu,
    {
      schema: {
        tags,
        summary: '菜单（menuType 0 页头，1 页脚）',
        querystring: MenuQuery,
        response: { 200: MenuResponse },
      },
    },
    async (request) => {
      return { code: OK, msg: 'success', data: await content.menu(request.query.menuType) };
    },
  );

  app.get(
    paths.notice,
    {
      schema: {
        tags,
        summary: '顶部公告（当前有效，按顺序轮播）',
        querystring: TimestampQuery,
        response: { 200: NoticeResponse },
      },
    },
    async () => ({
      code: OK,
      msg: 'success',
      data: await content.notices(clock()),
    }),
  );

  app.get(
    paths.isPageGraying,
    { schema: { tags, summary: '当日是否全站置灰', querystring: GrayingQuery, response: { 200: GrayingResponse } } },
    async () => {
      return { code: OK, msg: 'success', data: await content.graying(clock()) };
    },
  );

  const noGoldPrice = { code: 404, msg: '今日金价暂未公布' };

  app.get(
    paths.ctfTodayGoldPrice,
    {
      schema: {
        tags,
        summary: '今日金价（页头弹层）',
        querystring: TimestampQuery,
        response: { 200: CtfTodayGoldPriceResponse, 404: ErrorBody },
      },
    },
    async (_request, reply) => {
      const price = await content.goldPrice(clock());
      return price ? { code: OK, msg: 'success', data: price } : reply.status(404).send(noGoldPrice);
    },
  );

  app.get(
    paths.todayGoldPrice,
    {
      schema: {
        tags,
        summary: '今日金价与每日走势（/todaygold）',
        querystring: TodayGoldPriceQuery,
        response: { 200: TodayGoldPriceResponse, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const price = await content.goldPrice(clock());
      if (!price) return reply.status(404).send(noGoldPrice);
      const history = await content.goldPriceHistory(clock(), request.query.days ?? 30);
      return { code: OK, msg: 'success', data: { ...price, history } };
    },
  );

  app.get(
    paths.goldPriceDecorate,
    {
      schema: {
        tags,
        summary: '金价弹层装饰',
        querystring: TimestampQuery,
        response: { 200: GoldPriceDecorateResponse },
      },
    },
    async () => {
      return { code: OK, msg: 'success', data: await content.goldPriceDecoration() };
    },
  );

  app.get(
    paths.getAd,
    {
      schema: {
        tags,
        summary: '广告位（tagValue 3 为金价广告）',
        querystring: AdvertQuery,
        response: { 200: AdvertResponse },
      },
    },
    async (request) => ({
      code: OK,
      msg: 'success',
      data: await content.adverts(request.query.tagValue, clock()),
    }),
  );

  app.get(
    paths.classifies,
    { schema: { tags, summary: '商品分类树', querystring: TimestampQuery, response: { 200: ClassifyResponse } } },
    async () => {
      return { code: OK, msg: 'success', data: await content.classifies() };
    },
  );

  app.get(
    paths.topic,
    {
      schema: {
        tags,
        summary: '专题：无 id 时为列表，有 id 时为详情',
        querystring: TopicQuery,
        response: { 200: TopicResponse, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { id } = request.query;
      if (id === undefined) return { code: OK, msg: 'success', data: await content.topics() };
      const topic = await content.topic(id);
      if (!topic) return reply.status(404).send({ code: 404, msg: '专题不存在或已下线' });
      return { code: OK, msg: 'success', data: topic };
    },
  );
};
