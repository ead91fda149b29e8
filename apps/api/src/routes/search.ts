import { randomUUID } from 'node:crypto';
import {
  BadWordsResponse,
  ErrorBody,
  HotSearchRequest,
  HotSearchResponse,
  OK,
  RecommendListRequest,
  RecommendListResponse,
  RETCODE_OK,
  SearchAdvertQuery,
  SearchAdvertResponse,
  SearchConditionRequest,
  SearchConditionResponse,
  SearchCountRequest,
  SearchCountResponse,
  searchPaths,
  SearchRequest,
  SearchResponse,
  TimestampQuery,
  type GoodsCard,
  type SearchCountRequest as SearchCountBody,
} from '@mall/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { searchTerms } from '../lib/searchTerms';
import { goodsRepository, type GoldReading } from '../repositories/goods';
import { emptyFilters, searchRepository, type Filters, type SearchBase } from '../repositories/search';
import { activitiesByGoods, toCard } from '../services/catalog';
import type { AppContext } from './context';

const tags = ['搜索 Search'];

/** spec §9: search adverts come 3 a slide; two slides at most. */
const SEARCH_ADVERTS_MAX = 6;

/** The filters of a search body, normalised; a string is the reason for a 400 (what the schema cannot express). */
function filtersOf(body: SearchCountBody): Filters | string {
  if (body.isBrand === 1 && !body.brandID) return '请求参数有误：品牌搜索（isBrand=1）需要 brandID';
  if (body.minPriceFen !== undefined && body.maxPriceFen !== undefined && body.minPriceFen > body.maxPriceFen) {
    return '请求参数有误：最低价不能高于最高价';
  }
  const unique = <T>(values: readonly T[] | undefined) => [...new Set(values ?? [])];
  return {
    brandIds: unique([...(body.brandIds ?? []), ...(body.brandID ? [body.brandID] : [])]),
    seriesIds: unique(body.seriesIds),
    productTypeIds: unique(body.productTypeIds),
    productGroupIds: unique(body.productGroupIds),
    categories: unique(body.categories),
    styles: unique(body.styles),
    pricingMode: body.pricingMode,
    minPriceFen: body.minPriceFen,
    maxPriceFen: body.maxPriceFen,
    inStockOnly: body.inStockOnly ?? false,
  };
}

/** The search calls (spec §7 "Search"; shapes in packages/contract/src/search.ts). */
export const searchRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { database, clock, productCode }) => {
  const repo = searchRepository(database.db);
  const goods = goodsRepository(database.db);
  const paths = searchPaths(productCode);

  /** The keyword plus the mid's keyword; undefined when the mid is unknown (nothing can match). */
  async function baseOf(body: SearchCountBody): Promise<{ base: SearchBase; keyword: string } | undefined> {
    const parts = [(body.keyword ?? '').trim()];
    if (body.mid) {
      const classifyKeyword = await repo.classifyKeyword(body.mid);
      if (classifyKeyword === undefined) return undefined;
      parts.push(classifyKeyword);
    }
    const keyword = parts.filter(Boolean).join(' ');
    return { base: { terms: searchTerms(keyword) }, keyword };
  }

  async function cardsOf(rows: Awaited<ReturnType<typeof repo.page>>, at: Date): Promise<GoodsCard[]> {
    const activities = activitiesByGoods(await goods.activities(rows.map((row) => row.id), at));
    return rows.map((row) => toCard(row, activities.get(row.id) ?? []));
  }

  app.post(
    paths.getSearchValueNew,
    {
      schema: {
        tags,
        summary: '商品搜索与列表：关键词（中文、品牌、系列、款号）、筛选、排序（orderType 0 综合，1 新品，2 价格升，3 价格降，4 销量）、分页',
        body: SearchRequest,
        response: { 200: SearchResponse, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const now = clock();
      const { body } = request;
      const filters = filtersOf(body);
      if (typeof filters === 'string') return reply.status(400).send({ code: 400, msg: filters });
      const pageIndex = body.pageIndex ?? 1;
      const pageSize = body.pageSize ?? 20;
      const orderType = body.orderType ?? 0;
      const requestId = body.requestId || randomUUID();
      const found = await baseOf(body);
      const answer = (list: GoodsCard[], total: number, keyword: string) => ({
        code: OK,
        msg: 'success',
        data: { list, total, pageIndex, pageSize, orderType, keyword, requestId },
      });
      if (!found) return answer([], 0, (body.keyword ?? '').trim());
      const gold: GoldReading | undefined = await goods.currentGoldPrice(now);
      const rows = await repo.page(found.base, filters, { gold, orderType, limit: pageSize, offset: (pageIndex - 1) * pageSize });
      // Past the last page there is no row to carry the window count: count separately.
      const total = rows[0]?.total ?? (pageIndex > 1 ? await repo.count(found.base, filters, gold) : 0);
      return answer(await cardsOf(rows, now), total, found.keyword);
    },
  );

  app.post(
    paths.getSearchCount,
    { schema: { tags, summary: '搜索结果总数（与列表 total 一致）', body: SearchCountRequest, response: { 200: SearchCountResponse, 400: ErrorBody } } },
    async (request, reply) => {
      const filters = filtersOf(request.body);
      if (typeof filters === 'string') return reply.status(400).send({ code: 400, msg: filters });
      const found = await baseOf(request.body);
      if (!found) return { code: OK, msg: 'success', data: { total: 0 } };
      const gold = await goods.currentGoldPrice(clock());
      return { code: OK, msg: 'success', data: { total: await repo.count(found.base, filters, gold) } };
    },
  );

  app.post(
    paths.getSearchCondition,
    {
      schema: {
        tags,
        summary: '筛选条件及数量（品牌、系列、品类、类别、材质、款式、计价方式、价格区间、有货）',
        body: SearchConditionRequest,
        response: { 200: SearchConditionResponse, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const filters = filtersOf(request.body);
      if (typeof filters === 'string') return reply.status(400).send({ code: 400, msg: filters });
      const found = await baseOf(request.body);
      const gold = await goods.currentGoldPrice(clock());
      const conditions = found
        ? await repo.conditions(found.base, filters, gold)
        : { brands: [], series: [], productTypes: [], productGroups: [], categories: [], styles: [], pricingModes: [], priceRanges: [], inStockCount: 0, total: 0 };
      return { code: OK, msg: 'success', data: conditions };
    },
  );

  app.post(
    paths.hotSearch,
    { schema: { tags, summary: '热门搜索词（type 1）与搜索框轮播提示词（type 2），带 request_id', body: HotSearchRequest, response: { 200: HotSearchResponse } } },
    async (request) => {
      const { type, pageIndex, pageSize } = request.body;
      const words = (await repo.keywords(type)).map((row) => row.word);
      const size = pageSize ?? 15;
      const page = pageIndex === undefined ? words : words.slice((pageIndex - 1) * size, pageIndex * size);
      return {
        code: OK,
        msg: 'success',
        data: { hot: type === 1 ? page : [], hint: type === 2 ? page : [], request_id: randomUUID(), total: words.length },
      };
    },
  );

  app.get(
    paths.getBadWords,
    { schema: { tags, summary: '违禁词（最近搜索中显示为 ***）；retcode 1 为成功', querystring: TimestampQuery, response: { 200: BadWordsResponse } } },
    async () => ({ retcode: RETCODE_OK, msg: 'success', data: await repo.bannedWords() }),
  );

  /** The search-recommendation adverts (position 4) as cards, the advert's picture on each. */
  async function advertCards(at: Date, gold: GoldReading | undefined): Promise<GoodsCard[]> {
    const adverts = await repo.recommendationAdverts(at);
    const mouldOf = (link: string) => new URLSearchParams(link.split('?')[1] ?? '').get('mouldNo') ?? '';
    const ids = await repo.idsOfMouldNos(adverts.map((advert) => mouldOf(advert.jumpLink)).filter(Boolean));
    const cards = await cardsOf(await goods.cardsByIds(ids, gold), at);
    const pictureByMould = new Map(adverts.map((advert) => [mouldOf(advert.jumpLink), advert.srcLink]));
    return cards.map((card) => ({ ...card, srcLink: pictureByMould.get(card.mouldNo) || card.thumb }));
  }

  app.post(
    paths.advertisementList,
    { schema: { tags, summary: '搜索弹层推荐：推荐商品与系列', body: RecommendListRequest, response: { 200: RecommendListResponse } } },
    async (request) => {
      const now = clock();
      const size = request.body.pageSize ?? 6;
      const gold = await goods.currentGoldPrice(now);
      const [products, series] = await Promise.all([advertCards(now, gold), repo.recommendedSeries(size)]);
      return {
        code: OK,
        msg: 'success',
        data: {
          title: '为你推荐',
          products: products.slice(0, size),
          series: series.map((item) => ({ ...item, jumpLink: `/goodsList?keyword=${encodeURIComponent(item.seriesName)}` })),
        },
      };
    },
  );

  app.get(
    paths.searchAdverts,
    { schema: { tags, summary: '搜索广告位（每屏 3 个）；带关键词时为与其相关的推荐', querystring: SearchAdvertQuery, response: { 200: SearchAdvertResponse } } },
    async (request) => {
      const now = clock();
      const gold = await goods.currentGoldPrice(now);
      const keyword = (request.query.keyword ?? '').trim();
      const cards = await advertCards(now, gold);
      if (!keyword) return { code: OK, msg: 'success', data: { title: '热门推荐', list: cards.slice(0, SEARCH_ADVERTS_MAX) } };
      const base = { terms: searchTerms(keyword) };
      const matching = await repo.matchingIds(base, cards.map((card) => card.goodsId));
      let list = cards.filter((card) => matching.has(card.goodsId));
      if (list.length === 0) {
        // No advert fits the keyword: its hottest pieces instead.
        const rows = await repo.page(base, emptyFilters(), { gold, orderType: 0, limit: SEARCH_ADVERTS_MAX, offset: 0 });
        list = await cardsOf(rows.filter((row) => row.isHot), now);
      }
      return { code: OK, msg: 'success', data: { title: `${keyword} · 热门推荐`, list: list.slice(0, SEARCH_ADVERTS_MAX) } };
    },
  );
};

