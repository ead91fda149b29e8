import {
  CallerFields,
  CommentGoodsResponse,
  ErrorBody,
  fenToYuan,
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
  type GoodsDetail,
  type WatermarkMark,
} from '@mall/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sanitizeHtml } from '../lib/sanitizeHtml';
import { goodsRepository } from '../repositories/goods';
import { searchRepository } from '../repositories/search';
import { activitiesByGoods, attributeOptions, breakdownOf, categoryObjectOf, goodsPageLink, labelsOf, priceOf, promotionPrice, skuView, toCard, toDiscountActivity } from '../services/catalog';
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
export const goodsRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { database, clock, productCode }) => {
  const repo = goodsRepository(database.db);
  const search = searchRepository(database.db);
  const paths = goodsPaths(productCode);

  app.post(
    paths.queryGoodsDetails,
    { schema: { tags, summary: '商品详情（按款号）：SKU 价格与库存、按克计价明细、图片、活动标签', body: GoodsDetailRequest, response: { 200: GoodsDetailResponse, 404: ErrorBody } } },
    async (request, reply) => {
      const now = clock();
      const found = await repo.byMouldNo(request.body.mouldNo);
      if (!found) return reply.status(404).send(goodsNotFound);
      const piece = found.goods;
      const [gold, skus, images, activities] = await Promise.all([
        repo.currentGoldPrice(now),
        repo.skus(piece.id),
        repo.images(piece.id),
        repo.activities([piece.id], now),
      ]);
      const priceFen = priceOf(piece, gold, now);
      const skuViews = skus.map((sku) => skuView(piece, sku, gold, now));
      const stockWeb = skus.reduce((sum, sku) => sum + sku.stockWeb, 0);
      const main = images.find((image) => image.kind === 'main') ?? images[0];
      const data: GoodsDetail = {
        goodsId: piece.id,
        mouldNo: piece.mouldNo,
        thumb: main?.src ?? '',
        title: piece.title,
        newTitle: piece.newTitle,
        titleInfo: piece.titleInfo,
        brandId: piece.brandId,
        brandName: found.brandName,
        seriesId: piece.seriesId,
        seriesName: found.seriesName ?? '',
        productTypeID: piece.productTypeId,
        productGroupID: piece.productGroupId,
        productTypeName: found.productTypeName,
        productGroupName: found.productGroupName,
        categoryName: piece.category,
        style: piece.style,
        isHot: piece.isHot,
        isNew: piece.isNew,
        isPresell: piece.isPresell,
        pricingMode: piece.pricingMode,
        shopPrice: fenToYuan(priceFen),
        marketingPrice: promotionPrice(priceFen, piece.pricingMode === 'fixed' ? piece.marketingPriceFen : null),
        shopPriceFen: priceFen,
        hasPriceRange: new Set(skuViews.map((sku) => sku.shopPriceFen)).size > 1,
        stockQtyWeb: stockWeb,
        stockQtyStore: skus.reduce((sum, sku) => sum + sku.stockStore, 0),
        isSoldOut: stockWeb === 0,
        labels: labelsOf(activities),
        jumpLink: goodsPageLink(piece.mouldNo),
        linkUrl: piece.linkUrl ?? '',
        presellPrice: fenToYuan(piece.presellPriceFen ?? 0),
        deposit: fenToYuan(piece.depositFen ?? 0),
        bonusPurchasePoint: piece.bonusPurchasePoint,
        isUsePoints: piece.isUsePoints,
        goodSource: piece.goodSource,
        pointProductType: piece.pointProductType,
        // Written by staff, shown to shoppers: sanitised on the way out (issue #4).
        descriptionHtml: sanitizeHtml(piece.descriptionHtml),
        category: categoryObjectOf(piece, undefined, priceFen),
        priceBreakdown: breakdownOf(piece, gold, now),
        images,
        skus: skuViews,
        attributes: attributeOptions(skus),
      };
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
      const now = clock();
      const found = await repo.byMouldNo(request.body.mouldNo);
      if (!found) return reply.status(404).send(goodsNotFound);
      const piece = found.goods;
      const [gold, skus] = await Promise.all([repo.currentGoldPrice(now), repo.skus(piece.id)]);
      const { attribute } = request.body;
      const chosen = attribute === undefined ? skus : skus.filter((sku) => sku.attribute === attribute);
      if (chosen.length === 0) return reply.status(404).send({ code: 404, msg: '该规格不存在，请重新选择' });
      const perGram = piece.pricingMode === 'per_gram' && gold;
      const fenPerGram = perGram ? (breakdownOf(piece, gold, now)?.goldPriceFenPerGram ?? 0) : 0;
      return {
        code: OK,
        msg: 'success',
        data: {
          goodsId: piece.id,
          mouldNo: piece.mouldNo,
          pricingMode: piece.pricingMode,
          skus: chosen.map((sku) => skuView(piece, sku, gold, now)),
          goldPrice: fenToYuan(fenPerGram),
          goldPriceInputTime: perGram ? gold.inputTime.toISOString() : '',
          readTime: now.toISOString(),
        },
      };
    },
  );

  app.post(
    paths.getProductMarketings,
    { schema: { tags, summary: '商品的进行中营销活动（6 满减，10 满件折）', body: ProductMarketingsRequest, response: { 200: ProductMarketingsResponse } } },
    async (request) => {
      const now = clock();
      const ids = [...new Set(request.body.goodsIds)];
      const [rows, gold] = await Promise.all([repo.activities(ids, now), repo.currentGoldPrice(now)]);
      const cards = await repo.cardsByIds([...new Set(rows.map((row) => row.goodsId))], gold);
      const priceById = new Map(cards.map((card) => [card.id, card.priceFen]));
      const byActivity = new Map<number, typeof rows>();
      for (const row of rows) byActivity.set(row.id, [...(byActivity.get(row.id) ?? []), row]);
      const data = [...byActivity.values()].map((group) =>
        toDiscountActivity(
          group[0] as (typeof rows)[number],
          group.filter((row) => priceById.has(row.goodsId)).map((row) => ({ goodsId: row.goodsId, priceFen: priceById.get(row.goodsId) as number })),
        ),
      );
      return { code: OK, msg: 'success', data: data.filter((activity) => activity.ProductInfo.length > 0) };
    },
  );

  app.post(
    paths.goodsApi,
    {
      schema: {
        tags,
        summary: '旧版商品接口：action=commentgoods 评价；GetProductTypes 品类；GetProductStyles 款式（请求体至少为 {}）',
        querystring: GoodsApiQuery,
        body: GoodsApiBody,
        response: { 200: Type.Union([CommentGoodsResponse, ProductTypesResponse]), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { action } = request.query;
      if (action === 'GetProductTypes' || action === 'GetProductStyles') {
        const facets = await search.facetsForKeyword(request.body.keyword ?? '');
        return { code: OK, msg: 'success', data: action === 'GetProductTypes' ? facets.productTypes : facets.styles };
      }
      const { mouldNo } = request.body;
      if (!mouldNo) return reply.status(400).send({ code: 400, msg: '请求参数有误：缺少款号 mouldNo' });
      const found = await repo.byMouldNo(mouldNo);
      if (!found) return reply.status(404).send(goodsNotFound);
      const pageIndex = request.body.pageIndex ?? 1;
      const pageSize = request.body.pageSize ?? 10;
      const { rows, total, ratingSum } = await repo.comments(found.goods.id, pageSize, (pageIndex - 1) * pageSize);
      return {
        code: OK,
        msg: 'success',
        data: {
          list: rows.map((row) => ({ ...row, images: row.images ?? [], createdAt: row.createdAt.toISOString() })),
          total,
          averageRating: total ? (ratingSum / total).toFixed(1) : '0.0',
          pageIndex,
          pageSize,
        },
      };
    },
  );

  app.post(
    paths.watermark,
    { schema: { tags, summary: '商品图角标（新品、热卖、预售、活动）', body: WatermarkRequest, response: { 200: WatermarkResponse, 404: ErrorBody } } },
    async (request, reply) => {
      const now = clock();
      const found = await repo.byMouldNo(request.body.mouldNo);
      if (!found) return reply.status(404).send(goodsNotFound);
      const piece = found.goods;
      const marks: WatermarkMark[] = [];
      if (piece.isPresell) marks.push({ kind: 'presell', text: '预售' });
      if (piece.isNew) marks.push({ kind: 'new', text: '新品' });
      if (piece.isHot) marks.push({ kind: 'hot', text: '热卖' });
      for (const activity of await repo.activities([piece.id], now)) marks.push({ kind: 'activity', text: activity.labelName });
      return { code: OK, msg: 'success', data: { mouldNo: piece.mouldNo, marks } };
    },
  );

  app.post(
    paths.productImages,
    { schema: { tags, summary: '商品图片（主图在前，详情图在后）', body: ProductImagesRequest, response: { 200: ProductImagesResponse, 404: ErrorBody } } },
    async (request, reply) => {
      const found = await repo.byMouldNo(request.body.mouldNo);
      if (!found) return reply.status(404).send(goodsNotFound);
      return { code: OK, msg: 'success', data: { mouldNo: found.goods.mouldNo, images: await repo.images(found.goods.id) } };
    },
  );

  app.post(
    paths.recommendProducts,
    { schema: { tags, summary: '详情页推荐：同系列、同品类、同材质', body: RecommendProductsRequest, response: { 200: RecommendProductsResponse, 404: ErrorBody } } },
    async (request, reply) => {
      const now = clock();
      const found = await repo.byMouldNo(request.body.mouldNo);
      if (!found) return reply.status(404).send(goodsNotFound);
      const gold = await repo.currentGoldPrice(now);
      const rows = await repo.recommendations(found.goods, gold, request.body.pageSize ?? 8);
      const activities = activitiesByGoods(await repo.activities(rows.map((row) => row.id), now));
      return { code: OK, msg: 'success', data: rows.map((row) => toCard(row, activities.get(row.id) ?? [])) };
    },
  );
};
