import {
  goodsPaths,
  searchPaths,
  type BadWordsResponse,
  type HotSearchResponse,
  type ProductTypesResponse,
  type RecommendListResponse,
  type SearchAdvertResponse,
  type SearchConditionResponse,
  type SearchCountResponse,
  type SearchRequest,
  type SearchResponse,
} from '@mall/contract';
import type { ApiClient } from '@mall/core';
import type { FilterFields } from '../logic/listQuery';

/** One method per search call (spec §7 "Search"); search calls carry the member fields (spec §7 general). */
export function createSearchApi(client: ApiClient, productCode: string) {
  const paths = searchPaths(productCode);
  const goodsApi = goodsPaths(productCode).goodsApi;
  const member = { withMember: true } as const;
  return {
    /** getSearchValueNew: one page of the goods list. */
    search: async (request: SearchRequest) =>
      (await client.post<SearchResponse>(paths.getSearchValueNew, request, member)).data,
    /** getSearchCount: how many the filters find. */
    count: async (filters: FilterFields) =>
      (await client.post<SearchCountResponse>(paths.getSearchCount, filters, member)).data.total,
    /** getSearchCondition: the filters with their counts. */
    conditions: async (filters: FilterFields) =>
      (await client.post<SearchConditionResponse>(paths.getSearchCondition, filters, member)).data,
    /** _Goods_API.ashx?action=GetProductTypes for a keyword. */
    productTypes: async (keyword: string) =>
      (
        await client.post<ProductTypesResponse>(goodsApi, keyword ? { keyword } : {}, {
          params: { action: 'GetProductTypes' },
        })
      ).data,
    /** _Goods_API.ashx?action=GetProductStyles for a keyword. */
    productStyles: async (keyword: string) =>
      (
        await client.post<ProductTypesResponse>(goodsApi, keyword ? { keyword } : {}, {
          params: { action: 'GetProductStyles' },
        })
      ).data,
    /** hotSearch type 1 (hot keywords, in rank order) or 2 (hints for the placeholder). */
    hotSearch: async (type: 1 | 2) => (await client.post<HotSearchResponse>(paths.hotSearch, { type }, member)).data,
    /** getBadWords: the words recent searches mask (retcode envelope). */
    badWords: async () => (await client.get<BadWordsResponse>(paths.getBadWords)).data.map((entry) => entry.word),
    /** api/v1/web/search: the search adverts of the pop-up (3 a slide). */
    adverts: async () => (await client.get<SearchAdvertResponse>(paths.searchAdverts)).data,
    /** advertisementOper/list: recommended products and series (the empty result page). */
    recommendations: async () =>
      (await client.post<RecommendListResponse>(paths.advertisementList, { pageSize: 8 }, member)).data,
  };
}

export type SearchApi = ReturnType<typeof createSearchApi>;
