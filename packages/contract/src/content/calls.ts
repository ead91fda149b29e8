import { call, routeSchemas } from '../call';
import { ErrorBody, TimestampQuery } from '../envelope';
import {
  ArticleCategoriesQuery,
  ArticleCategoriesResponse,
  ArticleDetailQuery,
  ArticleDetailResponse,
  ArticleListQuery,
  ArticleListResponse,
  ClauseDetailQuery,
  ClauseDetailResponse,
} from './articles';
import {
  AdvertQuery,
  AdvertResponse,
  ClassifyResponse,
  CtfTodayGoldPriceResponse,
  GoldPriceDecorateResponse,
  GrayingQuery,
  GrayingResponse,
  MenuQuery,
  MenuResponse,
  NoticeResponse,
  TodayGoldPriceQuery,
  TodayGoldPriceResponse,
  TopicQuery,
  TopicResponse,
} from './schemas';
import { StoreListQuery, StoreListResponse } from './stores';

// The layout shell's and the content pages' calls (spec §7 "Marketing, content", "Footprints and
// adverts"): the marketing server's paths as the spec gives them; menus, articles, the help centre,
// clause texts and stores are not shown in spec §7 and are designed in its style (DESIGN.md §4).
// A call whose only query is the client's `timestamp` takes no input.
const marketing = '/{product}-marketing-server';

/** The content calls, for both sides. */
export const contentCalls = {
  /** Menus: menuType 0 the header's, 1 the footer's. */
  menu: call<{ query: typeof MenuQuery; response: typeof MenuResponse }>()({
    method: 'GET',
    path: `${marketing}/api/v1/web/menu`,
    envelope: 'code',
  }),
  /** The header's notices in force, in order. */
  notice: call<{ response: typeof NoticeResponse }>()({
    method: 'GET',
    path: `${marketing}/api/v1/web/notice`,
    envelope: 'code',
  }),
  /** Whether the whole site is grey today (port 4: the web platform). */
  isPageGraying: call<{ query: typeof GrayingQuery; response: typeof GrayingResponse }>()({
    method: 'GET',
    path: `${marketing}/cPageGrayingConfig/isPageGraying`,
    envelope: 'code',
  }),
  /** The goods classification tree. */
  classifies: call<{ response: typeof ClassifyResponse }>()({
    method: 'GET',
    path: `${marketing}/api/v1/web/classifies`,
    envelope: 'code',
  }),
  /** Topics: without `id` every topic (summaries), with `id` that topic in full. */
  topic: call<{ query: typeof TopicQuery; response: typeof TopicResponse }>()({
    method: 'GET',
    path: `${marketing}/api/v1/web/topic`,
    envelope: 'code',
  }),
  /** One page of articles of a kind. */
  articleList: call<{ query: typeof ArticleListQuery; response: typeof ArticleListResponse }>()({
    method: 'GET',
    path: `${marketing}/api/v1/web/article/list`,
    envelope: 'code',
  }),
  /** A kind's categories and their titles. */
  articleCategories: call<{ query: typeof ArticleCategoriesQuery; response: typeof ArticleCategoriesResponse }>()({
    method: 'GET',
    path: `${marketing}/api/v1/web/article/categories`,
    envelope: 'code',
  }),
  /** One article, by id or slug. */
  articleDetail: call<{ query: typeof ArticleDetailQuery; response: typeof ArticleDetailResponse }>()({
    method: 'GET',
    path: `${marketing}/api/v1/web/article/detail`,
    envelope: 'code',
  }),
  /** A clause's text (the version in force without `clauseVersion`). */
  clauseDetail: call<{ query: typeof ClauseDetailQuery; response: typeof ClauseDetailResponse }>()({
    method: 'GET',
    path: `${marketing}/api/v1/web/clause/detail`,
    envelope: 'code',
  }),
  /** The official stores: online shops or offline stores of a city. */
  storeList: call<{ query: typeof StoreListQuery; response: typeof StoreListResponse }>()({
    method: 'GET',
    path: `${marketing}/api/v1/web/store/list`,
    envelope: 'code',
  }),
  /** The gold-price pop-up's decoration (null when none). */
  goldPriceDecorate: call<{ response: typeof GoldPriceDecorateResponse }>()({
    method: 'GET',
    path: `${marketing}/api/v1/mini/getGoldPriceDecorate`,
    envelope: 'code',
  }),
  /** Today's gold price (the header's pop-up); HTTP 404 before it is published. */
  ctfTodayGoldPrice: call<{ response: typeof CtfTodayGoldPriceResponse }>()({
    method: 'GET',
    path: `${marketing}/common/ctfTodayGoldPrice`,
    envelope: 'code',
  }),
  /** Today's gold price with its daily history (/todaygold). */
  todayGoldPrice: call<{ query: typeof TodayGoldPriceQuery; response: typeof TodayGoldPriceResponse }>()({
    method: 'GET',
    path: `${marketing}/common/todayGoldPrice`,
    envelope: 'code',
  }),
  /** Adverts of a position (tagValue 3: the gold advert). */
  getAd: call<{ query: typeof AdvertQuery; response: typeof AdvertResponse }>()({
    method: 'GET',
    path: '/{product}-common2-server/adverseManage/getAd',
    envelope: 'code',
  }),
};

/** The content calls with the schemas the server checks them by. */
export const contentRoutes = routeSchemas(contentCalls, {
  menu: { querystring: MenuQuery, response: { 200: MenuResponse } },
  notice: { querystring: TimestampQuery, response: { 200: NoticeResponse } },
  isPageGraying: { querystring: GrayingQuery, response: { 200: GrayingResponse } },
  classifies: { querystring: TimestampQuery, response: { 200: ClassifyResponse } },
  topic: { querystring: TopicQuery, response: { 200: TopicResponse, 404: ErrorBody } },
  articleList: { querystring: ArticleListQuery, response: { 200: ArticleListResponse } },
  articleCategories: { querystring: ArticleCategoriesQuery, response: { 200: ArticleCategoriesResponse } },
  articleDetail: {
    querystring: ArticleDetailQuery,
    response: { 200: ArticleDetailResponse, 400: ErrorBody, 404: ErrorBody },
  },
  clauseDetail: { querystring: ClauseDetailQuery, response: { 200: ClauseDetailResponse, 404: ErrorBody } },
  storeList: { querystring: StoreListQuery, response: { 200: StoreListResponse } },
  goldPriceDecorate: { querystring: TimestampQuery, response: { 200: GoldPriceDecorateResponse } },
  ctfTodayGoldPrice: { querystring: TimestampQuery, response: { 200: CtfTodayGoldPriceResponse, 404: ErrorBody } },
  todayGoldPrice: { querystring: TodayGoldPriceQuery, response: { 200: TodayGoldPriceResponse, 404: ErrorBody } },
  getAd: { querystring: AdvertQuery, response: { 200: AdvertResponse } },
});
