import { goodsApiActions, searchCalls, type SearchRequest } from '@mall/contract/goods';
import { bindCalls, type ApiClient } from '@mall/core';
import type { FilterFields } from '../logic/listQuery';

/** One method per search call (spec §7 "Search"), over `searchCalls` (member fields are the calls' own). */
export function createSearchApi(client: ApiClient, productCode: string) {
  const search = bindCalls(client, productCode, searchCalls);
  const legacy = bindCalls(client, productCode, goodsApiActions);
  return {
    /** getSearchValueNew: one page of the goods list. */
    search: (request: SearchRequest) => search.getSearchValueNew(request),
    /** getSearchCount: how many the filters find. */
    count: async (filters: FilterFields) => (await search.getSearchCount(filters)).total,
    /** getSearchCondition: the filters with their counts. */
    conditions: (filters: FilterFields) => search.getSearchCondition(filters),
    /** _Goods_API.ashx?action=GetProductTypes for a keyword. */
    productTypes: (keyword: string) =>
      legacy.getProductTypes({ body: keyword ? { keyword } : {}, query: { action: 'GetProductTypes' } }),
    /** _Goods_API.ashx?action=GetProductStyles for a keyword. */
    productStyles: (keyword: string) =>
      legacy.getProductStyles({ body: keyword ? { keyword } : {}, query: { action: 'GetProductStyles' } }),
    /** hotSearch type 1 (hot keywords, in rank order) or 2 (hints for the placeholder). */
    hotSearch: (type: 1 | 2) => search.hotSearch({ type }),
    /** getBadWords: the words recent searches mask (retcode envelope). */
    badWords: async () => (await search.getBadWords()).map((entry) => entry.word),
    /** api/v1/web/search: the search adverts of the pop-up (3 a slide). */
    adverts: () => search.searchAdverts({}),
    /** advertisementOper/list: recommended products and series (the empty result page). */
    recommendations: () => search.advertisementList({ pageSize: 8 }),
  };
}

export type SearchApi = ReturnType<typeof createSearchApi>;
