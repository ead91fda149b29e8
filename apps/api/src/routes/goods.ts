import {
  CallerFields,
  CommentGoodsResponse,
  ErrorBody,
  GoodsApiQuery,
  GoodsDetailRequest,
  GoodsDetailResponse,
  goodsPaths,
  GoodsPriceStockRequest,
  GoodsPriceStockResponse,
  MouldNo,
  OK,
  ProductImagesRequest,
  ProductImagesResponse,
  ProductMarketingsRequest,
  ProductMarketingsResponse,
  ProductTypesResponse,
  RecommendProductsRequest,
  RecommendProductsResponse,
  SEARCH_KEYWORD_MAX,
  WatermarkRequest,
  WatermarkResponse,
} from '@mall/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { goodsService } from '../services/goods';
import type { AppContext } from './context';

const tags = ['商品 Goods'];

/** spec §7 goods calls: an unknown or withdrawn mould number (HTTP 404, documented in the contract). */
export const goodsNotFound = { code: 404, msg: '商品不存在或已下架' } as const;

/** The legacy `_Goods_API.ashx` body: the fields of whichever action the query names. */
const GoodsApiBody = Type.Object(
  {
    mouldNo: Type.Optional(MouldNo),
    pageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
    keyword: Type.Optional(Type.String({ maxLength: SEARCH_KEYWORD_MAX, pattern: '^[^\\u0000-\\u001f\\u007f]*$' })),
    ...CallerFields,
  },
  { additionalProperties: true },
);

/** The goods calls (spec §7 "Goods"; payloads designed by us, see packages/contract/src/goods.ts). */
/** `photoLink`: a published review photo's public link (issue #12), for the comments' photos. */
export const goodsRoutes: FastifyPluginAsyncTypebox<AppContext & { photoLink: (id: string) => string }> = async (
  app,
  { database, clock, productCode, photoLink },
) => {
  const goods = goodsService(database.db, photoLink);
  const paths = goodsPaths(productCode);

  app.post(
    paths.queryGoodsDetails,
    {
      schema: {
        tags,
        summary: '商品详情（按款号）：SKU 价格与库存、按克计价明细、图片、活动标签',
        body: GoodsDetailRequest,
        response: { 200: GoodsDetailResponse, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const data = await goods.detail(request.body.mouldNo, clock());
      if (!data) return reply.status(404).send(goodsNotFound);
      return { code: OK, msg: 'success', data };
    },
  );

  app.post(
    paths.getGoodsPriceStock,
    {
      schema: {
        tags,
        summary: '按属性（圈口、链长、定制）取当前价格与库存；按克计价随今日金价',
        body: GoodsPriceStockRequest,
        response: { 200: GoodsPriceStockResponse, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const data = await goods.priceStock(request.body.mouldNo, request.body.attribute, clock());
      if (!data) return reply.status(404).send(goodsNotFound);
      if (data === 'noSku') return reply.status(404).send({ code: 404, msg: '该规格不存在，请重新选择' });
      return { code: OK, msg: 'success', data };
    },
  );

  app.post(
    paths.getProductMarketings,
    {
      schema: {
        tags,
        summary: '商品的进行中营销活动（6 满减，10 满件折）',
        body: ProductMarketingsRequest,
        response: { 200: ProductMarketingsResponse },
      },
    },
    async (request) => {
      return { code: OK, msg: 'success', data: await goods.marketings(request.body.goodsIds, clock()) };
    },
  );

  app.post(
    paths.goodsApi,
    {
      schema: {
        tags,
        summary:
          '旧版商品接口：action=commentgoods 评价；GetProductTypes 品类；GetProductStyles 款式（请求体至少为 {}）',
        querystring: GoodsApiQuery,
        body: GoodsApiBody,
        response: { 200: Type.Union([CommentGoodsResponse, ProductTypesResponse]), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { action } = request.query;
      if (action === 'GetProductTypes' || action === 'GetProductStyles') {
        const facets = await goods.facets(request.body.keyword ?? '');
        return { code: OK, msg: 'success', data: action === 'GetProductTypes' ? facets.productTypes : facets.styles };
      }
      const { mouldNo } = request.body;
      if (!mouldNo) return reply.status(400).send({ code: 400, msg: '请求参数有误：缺少款号 mouldNo' });
      const data = await goods.comments(mouldNo, request.body.pageIndex ?? 1, request.body.pageSize ?? 10);
      if (!data) return reply.status(404).send(goodsNotFound);
      return { code: OK, msg: 'success', data };
    },
  );

  app.post(
    paths.watermark,
    {
      schema: {
        tags,
        summary: '商品图角标（新品、热卖、预售、活动）',
        body: WatermarkRequest,
        response: { 200: WatermarkResponse, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const data = await goods.watermark(request.body.mouldNo, clock());
      if (!data) return reply.status(404).send(goodsNotFound);
      return { code: OK, msg: 'success', data };
    },
  );

  app.post(
    paths.productImages,
    {
      schema: {
        tags,
        summary: '商品图片（主图在前，详情图在后）',
        body: ProductImagesRequest,
        response: { 200: ProductImagesResponse, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const data = await goods.images(request.body.mouldNo);
      if (!data) return reply.status(404).send(goodsNotFound);
      return { code: OK, msg: 'success', data };
    },
  );

  app.post(
    paths.recommendProducts,
    {
      schema: {
        tags,
        summary: '详情页推荐：同系列、同品类、同材质',
        body: RecommendProductsRequest,
        response: { 200: RecommendProductsResponse, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const data = await goods.recommendations(request.body.mouldNo, request.body.pageSize ?? 8, clock());
      if (!data) return reply.status(404).send(goodsNotFound);
      return { code: OK, msg: 'success', data };
    },
  );
};
