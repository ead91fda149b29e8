import { call, routeSchemas, type CallAnswer, type CallBody, type CallQuery } from '../call';
import { ErrorBody } from '../envelope';
import {
  type CommentGoodsQuery,
  GoodsApiBody,
  GoodsApiResponse,
  type ProductStylesQuery,
  type ProductTypesQuery,
} from './goodsApi';
import {
  type CommentGoodsRequest,
  type CommentGoodsResponse,
  GoodsApiQuery,
  GoodsDetailRequest,
  GoodsDetailResponse,
  GoodsPriceStockRequest,
  GoodsPriceStockResponse,
  ProductImagesRequest,
  ProductImagesResponse,
  ProductMarketingsRequest,
  ProductMarketingsResponse,
  RecommendProductsRequest,
  RecommendProductsResponse,
  WatermarkRequest,
  WatermarkResponse,
} from './schemas';
import { type ProductFacetRequest, type ProductStylesResponse, type ProductTypesResponse } from './search';

// The goods calls (spec §7 "Goods"): the goods server's paths as the spec gives them; the
// marketing lookup keeps the spec's own spelling (getproductmarkeings) and has no product segment.
const goodsServer = '/{product}-goods-server';
const legacyGoodsApi = { method: 'POST', path: '/{product}_Goods_API.ashx', envelope: 'code' } as const;

/** The goods calls, for both sides. */
export const goodsCalls = {
  /** One piece by mould number: SKU prices and stock, per-gram breakdown, pictures, labels. */
  queryGoodsDetails: call<{ body: typeof GoodsDetailRequest; response: typeof GoodsDetailResponse }>()({
    method: 'POST',
    path: `${goodsServer}/product/queryGoodsDetails`,
    envelope: 'code',
  }),
  /** Today's price and stock of every SKU, or of one attribute: per-gram prices move. */
  getGoodsPriceStock: call<{ body: typeof GoodsPriceStockRequest; response: typeof GoodsPriceStockResponse }>()({
    method: 'POST',
    path: `${goodsServer}/product/getGoodsPriceStock`,
    envelope: 'code',
  }),
  /** The running marketing activities of the given goods (6 full-minus, 10 quantity discount). */
  getProductMarketings: call<{ body: typeof ProductMarketingsRequest; response: typeof ProductMarketingsResponse }>()({
    method: 'POST',
    path: '/api/goods/getproductmarkeings',
    envelope: 'code',
  }),
  /** The legacy endpoint as the server registers it; the browser calls `goodsApiActions`. */
  goodsApi: call<{
    body: typeof GoodsApiBody;
    query: typeof GoodsApiQuery;
    response: typeof GoodsApiResponse;
  }>()(legacyGoodsApi),
  /** The marks drawn over a piece's pictures. */
  watermark: call<{ body: typeof WatermarkRequest; response: typeof WatermarkResponse }>()({
    method: 'POST',
    path: '/{product}-marketing-server/api/watermark/getByMouldNo',
    envelope: 'code',
  }),
  /** Every picture of a piece, main pictures first. */
  productImages: call<{ body: typeof ProductImagesRequest; response: typeof ProductImagesResponse }>()({
    method: 'POST',
    path: `${goodsServer}/productsImages/query`,
    envelope: 'code',
  }),
  /** Pieces to show under a product: same series, then same group, then same category. */
  recommendProducts: call<{ body: typeof RecommendProductsRequest; response: typeof RecommendProductsResponse }>()({
    method: 'POST',
    path: `${goodsServer}/api/productsitemdetailrecommend/getProductsList`,
    envelope: 'code',
  }),
};

/** The legacy endpoint's actions as the browser calls them (the server's one route is `goodsCalls.goodsApi`). */
export const goodsApiActions = {
  /** action=commentgoods: a piece's comments, newest first, paged. */
  commentGoods: call<{
    body: typeof CommentGoodsRequest;
    query: typeof CommentGoodsQuery;
    response: typeof CommentGoodsResponse;
  }>()(legacyGoodsApi),
  /** action=GetProductTypes: the category filter with counts, for a keyword. */
  getProductTypes: call<{
    body: typeof ProductFacetRequest;
    query: typeof ProductTypesQuery;
    response: typeof ProductTypesResponse;
  }>()(legacyGoodsApi),
  /** action=GetProductStyles: the style filter with counts, for a keyword. */
  getProductStyles: call<{
    body: typeof ProductFacetRequest;
    query: typeof ProductStylesQuery;
    response: typeof ProductStylesResponse;
  }>()(legacyGoodsApi),
};

type GoodsApiRoute = typeof goodsCalls.goodsApi;
type ServedBy<A> = [CallBody<A>, CallQuery<A>, CallAnswer<A>] extends [
  CallBody<GoodsApiRoute>,
  CallQuery<GoodsApiRoute>,
  CallAnswer<GoodsApiRoute>,
]
  ? true
  : false;
type Proven<T extends true> = T;
/** tsc's proof that the one route serves every action: each action's body, query and answer fit the route's. */
export type GoodsApiActionsServed = Proven<
  {
    [K in keyof typeof goodsApiActions]: ServedBy<(typeof goodsApiActions)[K]>;
  } extends Record<keyof typeof goodsApiActions, true>
    ? true
    : false
>;

/** The goods calls with the schemas the server checks them by. */
export const goodsRoutes = routeSchemas(goodsCalls, {
  queryGoodsDetails: { body: GoodsDetailRequest, response: { 200: GoodsDetailResponse, 404: ErrorBody } },
  getGoodsPriceStock: { body: GoodsPriceStockRequest, response: { 200: GoodsPriceStockResponse, 404: ErrorBody } },
  getProductMarketings: { body: ProductMarketingsRequest, response: { 200: ProductMarketingsResponse } },
  goodsApi: {
    querystring: GoodsApiQuery,
    body: GoodsApiBody,
    response: { 200: GoodsApiResponse, 400: ErrorBody, 404: ErrorBody },
  },
  watermark: { body: WatermarkRequest, response: { 200: WatermarkResponse, 404: ErrorBody } },
  productImages: { body: ProductImagesRequest, response: { 200: ProductImagesResponse, 404: ErrorBody } },
  recommendProducts: { body: RecommendProductsRequest, response: { 200: RecommendProductsResponse, 404: ErrorBody } },
});
