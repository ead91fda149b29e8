import { randomUUID } from 'node:crypto';
import { OK } from '@mall/contract';
import { RETCODE_OK, searchRoutes as calls, type GoodsCard } from '@mall/contract/goods';
import { serve } from '../http/serve';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { filtersOf, searchService } from '../services/search';
import type { AppContext } from './context';

const tags = ['搜索 Search'];

/** The search calls (spec §7 "Search"; shapes in packages/contract/src/goods/search.ts). */
export const searchRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { database, clock, productCode }) => {
  const search = searchService(database.db);

  serve(
    app,
    productCode,
    calls.getSearchValueNew,
    {
      tags,
      summary:
        '商品搜索与列表：关键词（中文、品牌、系列、款号）、筛选、排序（orderType 0 综合，1 新品，2 价格升，3 价格降，4 销量）、分页',
    },
    async (request, reply) => {
      const { body } = request;
      const filters = filtersOf(body);
      if (typeof filters === 'string') return reply.status(400).send({ code: 400, msg: filters });
      const pageIndex = body.pageIndex ?? 1;
      const pageSize = body.pageSize ?? 20;
      const orderType = body.orderType ?? 0;
      const requestId = body.requestId || randomUUID();
      const answer = (list: GoodsCard[], total: number, keyword: string) => ({
        code: OK,
        msg: 'success',
        data: { list, total, pageIndex, pageSize, orderType, keyword, requestId },
      });
      const found = await search.page(body, filters, { orderType, pageIndex, pageSize }, clock());
      if (!found) return answer([], 0, (body.keyword ?? '').trim());
      return answer(found.list, found.total, found.keyword);
    },
  );

  serve(
    app,
    productCode,
    calls.getSearchCount,
    {
      tags,
      summary: '搜索结果总数（与列表 total 一致）',
    },
    async (request, reply) => {
      const filters = filtersOf(request.body);
      if (typeof filters === 'string') return reply.status(400).send({ code: 400, msg: filters });
      return { code: OK, msg: 'success', data: { total: await search.count(request.body, filters, clock()) } };
    },
  );

  serve(
    app,
    productCode,
    calls.getSearchCondition,
    {
      tags,
      summary: '筛选条件及数量（品牌、系列、品类、类别、材质、款式、计价方式、价格区间、有货）',
    },
    async (request, reply) => {
      const filters = filtersOf(request.body);
      if (typeof filters === 'string') return reply.status(400).send({ code: 400, msg: filters });
      return { code: OK, msg: 'success', data: await search.conditions(request.body, filters, clock()) };
    },
  );

  serve(
    app,
    productCode,
    calls.hotSearch,
    {
      tags,
      summary: '热门搜索词（type 1）与搜索框轮播提示词（type 2），带 request_id',
    },
    async (request) => {
      const { type, pageIndex, pageSize } = request.body;
      const words = await search.keywords(type);
      const size = pageSize ?? 15;
      const page = pageIndex === undefined ? words : words.slice((pageIndex - 1) * size, pageIndex * size);
      return {
        code: OK,
        msg: 'success',
        data: {
          hot: type === 1 ? page : [],
          hint: type === 2 ? page : [],
          request_id: randomUUID(),
          total: words.length,
        },
      };
    },
  );

  serve(
    app,
    productCode,
    calls.getBadWords,
    {
      tags,
      summary: '违禁词（最近搜索中显示为 ***）；retcode 1 为成功',
    },
    async () => ({ retcode: RETCODE_OK, msg: 'success', data: await search.bannedWords() }),
  );

  serve(
    app,
    productCode,
    calls.advertisementList,
    {
      tags,
      summary: '搜索弹层推荐：推荐商品与系列',
    },
    async (request) => {
      const { products, series } = await search.recommendations(request.body.pageSize ?? 6, clock());
      return { code: OK, msg: 'success', data: { title: '为你推荐', products, series } };
    },
  );

  serve(
    app,
    productCode,
    calls.searchAdverts,
    {
      tags,
      summary: '搜索广告位（每屏 3 个）；带关键词时为与其相关的推荐',
    },
    async (request) => {
      const keyword = (request.query.keyword ?? '').trim();
      const list = await search.adverts(keyword, clock());
      return { code: OK, msg: 'success', data: { title: keyword ? `${keyword} · 热门推荐` : '热门推荐', list } };
    },
  );
};
