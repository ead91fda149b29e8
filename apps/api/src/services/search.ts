import type { GoodsCard, SearchCountRequest as SearchCountBody } from '@mall/contract/goods';
import type { Db } from '../db/database';
import { searchTerms } from '../lib/searchTerms';
import { goodsRepository, type GoldReading } from '../repositories/goods';
import { emptyFilters, searchRepository, type Filters, type SearchBase } from '../repositories/search';
import { activitiesByGoods, toCard } from './catalog';

/** spec §9: search adverts come 3 a slide; two slides at most. */
const SEARCH_ADVERTS_MAX = 6;

/** The filters of a search body, normalised; a string is the reason for a 400 (what the schema cannot express). */
export function filtersOf(body: SearchCountBody): Filters | string {
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

/** Search (spec §7 "Search"): results, counts, conditions, words and the search adverts, priced at `now`. */
export function searchService(db: Db) {
  const repo = searchRepository(db);
  const goods = goodsRepository(db);

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
    const activities = activitiesByGoods(
      await goods.activities(
        rows.map((row) => row.id),
        at,
      ),
    );
    return rows.map((row) => toCard(row, activities.get(row.id) ?? []));
  }

  /** The search-recommendation adverts (position 4) as cards, the advert's picture on each. */
  async function advertCards(at: Date, gold: GoldReading | undefined): Promise<GoodsCard[]> {
    const adverts = await repo.recommendationAdverts(at);
    const mouldOf = (link: string) => new URLSearchParams(link.split('?')[1] ?? '').get('mouldNo') ?? '';
    const ids = await repo.idsOfMouldNos(adverts.map((advert) => mouldOf(advert.jumpLink)).filter(Boolean));
    const cards = await cardsOf(await goods.cardsByIds(ids, gold), at);
    const pictureByMould = new Map(adverts.map((advert) => [mouldOf(advert.jumpLink), advert.srcLink]));
    return cards.map((card) => ({ ...card, srcLink: pictureByMould.get(card.mouldNo) || card.thumb }));
  }

  return {
    /**
     * The pieces with these mould numbers that are on sale, as cards priced at `at`, in the order given (a topic's
     * pieces, issue #31 item 2: shown as the goods list shows them); unknown or withdrawn numbers are left out.
     */
    async cardsOfMouldNos(mouldNos: readonly string[], at: Date): Promise<GoodsCard[]> {
      const ids = await repo.idsOfMouldNos(mouldNos);
      if (ids.length === 0) return [];
      return cardsOf(await goods.cardsByIds(ids, await goods.currentGoldPrice(at)), at);
    },

    /** One page of results as cards; undefined when the mid is unknown (nothing can match). */
    async page(
      body: SearchCountBody,
      filters: Filters,
      page: { orderType: 0 | 1 | 2 | 3 | 4; pageIndex: number; pageSize: number },
      now: Date,
    ) {
      const found = await baseOf(body);
      if (!found) return undefined;
      const { orderType, pageIndex, pageSize } = page;
      const gold: GoldReading | undefined = await goods.currentGoldPrice(now);
      const rows = await repo.page(found.base, filters, {
        gold,
        orderType,
        limit: pageSize,
        offset: (pageIndex - 1) * pageSize,
      });
      // Past the last page there is no row to carry the window count: count separately.
      const total = rows[0]?.total ?? (pageIndex > 1 ? await repo.count(found.base, filters, gold) : 0);
      return { list: await cardsOf(rows, now), total, keyword: found.keyword };
    },

    /** How many pieces the search finds (the list's total). */
    async count(body: SearchCountBody, filters: Filters, now: Date): Promise<number> {
      const found = await baseOf(body);
      if (!found) return 0;
      return repo.count(found.base, filters, await goods.currentGoldPrice(now));
    },

    /** The filter options with their counts. */
    async conditions(body: SearchCountBody, filters: Filters, now: Date) {
      const found = await baseOf(body);
      const gold = await goods.currentGoldPrice(now);
      return found
        ? repo.conditions(found.base, filters, gold)
        : {
            brands: [],
            series: [],
            productTypes: [],
            productGroups: [],
            categories: [],
            styles: [],
            pricingModes: [],
            priceRanges: [],
            inStockCount: 0,
            total: 0,
          };
    },

    /** The hot words (type 1) or the search box's hints (type 2). */
    async keywords(type: 1 | 2) {
      return (await repo.keywords(type)).map((row) => row.word);
    },

    bannedWords: () => repo.bannedWords(),

    /** The search panel's recommendations: advertised products and series. */
    async recommendations(size: number, now: Date) {
      const gold = await goods.currentGoldPrice(now);
      const [products, series] = await Promise.all([advertCards(now, gold), repo.recommendedSeries(size)]);
      return {
        products: products.slice(0, size),
        series: series.map((item) => ({
          ...item,
          jumpLink: `/goodsList?keyword=${encodeURIComponent(item.seriesName)}`,
        })),
      };
    },

    /** The search adverts; with a keyword, those it matches, else its hottest pieces. */
    async adverts(keyword: string, now: Date): Promise<GoodsCard[]> {
      const gold = await goods.currentGoldPrice(now);
      const cards = await advertCards(now, gold);
      if (!keyword) return cards.slice(0, SEARCH_ADVERTS_MAX);
      const base = { terms: searchTerms(keyword) };
      const matching = await repo.matchingIds(
        base,
        cards.map((card) => card.goodsId),
      );
      let list = cards.filter((card) => matching.has(card.goodsId));
      if (list.length === 0) {
        // No advert fits the keyword: its hottest pieces instead.
        const rows = await repo.page(base, emptyFilters(), {
          gold,
          orderType: 0,
          limit: SEARCH_ADVERTS_MAX,
          offset: 0,
        });
        list = await cardsOf(
          rows.filter((row) => row.isHot),
          now,
        );
      }
      return list.slice(0, SEARCH_ADVERTS_MAX);
    },
  };
}
