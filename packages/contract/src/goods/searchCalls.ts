import { call, routeSchemas } from '../call';
import { ErrorBody, TimestampQuery } from '../envelope';
import {
  BadWordsResponse,
  HotSearchRequest,
  HotSearchResponse,
  RecommendListRequest,
  RecommendListResponse,
  SearchAdvertQuery,
  SearchAdvertResponse,
  SearchConditionRequest,
  SearchConditionResponse,
  SearchCountRequest,
  SearchCountResponse,
  SearchRequest,
  SearchResponse,
} from './search';

// The search calls (spec §7 "Search"): the goods server's open-search paths as the spec gives them.
// The goods-list calls carry the member fields (spec §7 general: search calls get cardLevel, vipNo,
// cardNo); the banned words and the search adverts do not. GetProductTypes / GetProductStyles are
// actions of the legacy goods endpoint (`goodsApiActions`).
const openSearch = '/{product}-goods-server/openSearch';
const member = { member: true } as const;

/** The search calls, for both sides. */
export const searchCalls = {
  /** One page of the goods list: keyword, filters, order, page. */
  getSearchValueNew: call<{ body: typeof SearchRequest; response: typeof SearchResponse }>()({
    method: 'POST',
    path: `${openSearch}/getSearchValueNew`,
    envelope: 'code',
    ...member,
  }),
  /** The filters with their counts. */
  getSearchCondition: call<{ body: typeof SearchConditionRequest; response: typeof SearchConditionResponse }>()({
    method: 'POST',
    path: `${openSearch}/getSearchCondition`,
    envelope: 'code',
    ...member,
  }),
  /** How many the filters find. */
  getSearchCount: call<{ body: typeof SearchCountRequest; response: typeof SearchCountResponse }>()({
    method: 'POST',
    path: `${openSearch}/getSearchCount`,
    envelope: 'code',
    ...member,
  }),
  /** type 1 the hot keywords (rank order), type 2 the search box's hints. */
  hotSearch: call<{ body: typeof HotSearchRequest; response: typeof HotSearchResponse }>()({
    method: 'POST',
    path: `${openSearch}/hotSearch`,
    envelope: 'code',
    ...member,
  }),
  /** Recommended products and series (the search pop-up, the empty result page). */
  advertisementList: call<{ body: typeof RecommendListRequest; response: typeof RecommendListResponse }>()({
    method: 'POST',
    path: '/{product}-goods-server/advertisementOper/list',
    envelope: 'code',
    ...member,
  }),
  /** The words recent searches mask (retcode envelope). */
  getBadWords: call<{ response: typeof BadWordsResponse }>()({
    method: 'GET',
    path: '/api/common/getBadWords',
    envelope: 'retcode',
  }),
  /** The search adverts (3 a slide); with a keyword, the ones related to it. */
  searchAdverts: call<{ query: typeof SearchAdvertQuery; response: typeof SearchAdvertResponse }>()({
    method: 'GET',
    path: '/{product}-marketing-server/api/v1/web/search',
    envelope: 'code',
  }),
};

/** The search calls with the schemas the server checks them by. */
export const searchRoutes = routeSchemas(searchCalls, {
  getSearchValueNew: { body: SearchRequest, response: { 200: SearchResponse, 400: ErrorBody } },
  getSearchCondition: { body: SearchConditionRequest, response: { 200: SearchConditionResponse, 400: ErrorBody } },
  getSearchCount: { body: SearchCountRequest, response: { 200: SearchCountResponse, 400: ErrorBody } },
  hotSearch: { body: HotSearchRequest, response: { 200: HotSearchResponse } },
  advertisementList: { body: RecommendListRequest, response: { 200: RecommendListResponse } },
  getBadWords: { querystring: TimestampQuery, response: { 200: BadWordsResponse } },
  searchAdverts: { querystring: SearchAdvertQuery, response: { 200: SearchAdvertResponse } },
});
