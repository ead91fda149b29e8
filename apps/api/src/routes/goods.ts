import { OK } from '@mall/contract';
import { goodsRoutes as calls } from '@mall/contract/goods';
import { serve } from '../http/serve';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { goodsService } from '../services/goods';
import type { AppContext } from './context';

const tags = ['商品 Goods'];

/** spec §7 goods calls: an unknown or withdrawn mould number (HTTP 404, documented in the contract). */
export const goodsNotFound = { code: 404, msg: '商品不存在或已下架' } as const;

/** The goods calls (spec §7 "Goods"; payloads designed by us, see packages/contract/src/goods). */
/** `photoLink`: a published review photo's public link (issue #12), for the comments' photos. */
export const goodsRoutes: FastifyPluginAsyncTypebox<AppContext & { photoLink: (id: string) => string }> = async (
  app,
  { database, clock, productCode, photoLink },
) => {
  const goods = goodsService(database.db, photoLink);

  serve(
    app,
    productCode,
    calls.queryGoodsDetails,
    {
      tags,
      summary: '商品详情（按款号）：SKU 价格与库存、按克计价明细、图片、活动标签',
    },
    async (request, reply) => {
      const data = await goods.detail(request.body.mouldNo, clock());
      if (!data) return reply.status(404).send(goodsNotFound);
      return { code: OK, msg: 'success', data };
    },
  );

  serve(
    app,
    productCode,
    calls.getGoodsPriceStock,
    {
      tags,
      summary: '按属性（圈口、链长、定制）取当前价格与库存；按克计价随今日金价',
    },
    async (request, reply) => {
      const data = await goods.priceStock(request.body.mouldNo, request.body.attribute, clock());
      if (!data) return reply.status(404).send(goodsNotFound);
      if (data === 'noSku') return reply.status(404).send({ code: 404, msg: '该规格不存在，请重新选择' });
      return { code: OK, msg: 'success', data };
    },
  );

  serve(
    app,
    productCode,
    calls.getProductMarketings,
    {
      tags,
      summary: '商品的进行中营销活动（6 满减，10 满件折）',
    },
    async (request) => {
      return { code: OK, msg: 'success', data: await goods.marketings(request.body.goodsIds, clock()) };
    },
  );

  serve(
    app,
    productCode,
    calls.goodsApi,
    {
      tags,
      summary: '旧版商品接口：action=commentgoods 评价；GetProductTypes 品类；GetProductStyles 款式（请求体至少为 {}）',
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

  serve(
    app,
    productCode,
    calls.watermark,
    {
      tags,
      summary: '商品图角标（新品、热卖、预售、活动）',
    },
    async (request, reply) => {
      const data = await goods.watermark(request.body.mouldNo, clock());
      if (!data) return reply.status(404).send(goodsNotFound);
      return { code: OK, msg: 'success', data };
    },
  );

  serve(
    app,
    productCode,
    calls.productImages,
    {
      tags,
      summary: '商品图片（主图在前，详情图在后）',
    },
    async (request, reply) => {
      const data = await goods.images(request.body.mouldNo);
      if (!data) return reply.status(404).send(goodsNotFound);
      return { code: OK, msg: 'success', data };
    },
  );

  serve(
    app,
    productCode,
    calls.recommendProducts,
    {
      tags,
      summary: '详情页推荐：同系列、同品类、同材质',
    },
    async (request, reply) => {
      const data = await goods.recommendations(request.body.mouldNo, request.body.pageSize ?? 8, clock());
      if (!data) return reply.status(404).send(goodsNotFound);
      return { code: OK, msg: 'success', data };
    },
  );
};
