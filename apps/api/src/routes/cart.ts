import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BAG_LINES_MAX,
  CART_RETCODE_OK,
  CartGoodsDetailsBody,
  CartGoodsDetailsResponse,
  CartMarketingBody,
  CartMarketingResponse,
  CheckGoodsIdsBody,
  CheckGoodsIdsRefused,
  CheckGoodsIdsResponse,
  DeleteUserCartBody,
  DeleteUserCartResponse,
  ErrorBody,
  OK,
  SyncUserCartBody,
  SyncUserCartResponse,
  bagLineKey,
  cartPaths,
  fenToYuan,
  type CartItem,
  type CheckGoodsRefusal,
} from '@mall/contract';
import { currentUser, requireUser } from '../http/caller';
import { cartRepository } from '../repositories/cart';
import { goodsRepository, type GoldReading } from '../repositories/goods';
import { activitiesByGoods, categoryObjectOf, priceOf, promotionPrice, toDiscountActivity } from '../services/catalog';
import type { AppContext } from './context';

const tags = ['购物袋 Cart'];
const notFound = { code: 404, msg: '商品不存在或已下架' } as const;

type LineRow = Awaited<ReturnType<ReturnType<typeof cartRepository>['lines']>>[number];

/** The most one line may hold: the web stock (at least 1, a sold-out line shows invalid instead) and 99. */
const capOf = (stock: number) => Math.max(1, Math.min(stock, 99));

/** The unit price now and the promotion price (spec §9: shown when positive and below the shop price). */
function unitPrices(row: Pick<LineRow, 'goods'> & { sku: LineRow['sku'] }, gold: GoldReading | undefined, now: Date) {
  const shopFen = priceOf(row.goods, gold, now, row.sku ?? undefined);
  const marketingFen = row.goods.pricingMode === 'fixed' && row.goods.marketingPriceFen !== null ? row.goods.marketingPriceFen + (row.sku?.priceDeltaFen ?? 0) : null;
  const marketing = promotionPrice(shopFen, marketingFen);
  const unitFen = marketing === '0.00' ? shopFen : (marketingFen ?? shopFen);
  return { shopFen, marketing, unitFen };
}

/** One bag line as spec §3 "Cart item". */
function toCartItem(row: LineRow, thumb: string, isDiscount: boolean, gold: GoldReading | undefined, now: Date): CartItem {
  const { goods: piece, sku, item } = row;
  const { shopFen, marketing, unitFen } = unitPrices(row, gold, now);
  const invalidReason = !piece.isOnSale ? 'offSale' : !sku ? 'noSku' : sku.stockWeb <= 0 ? 'soldOut' : '';
  const presell = piece.isPresell;
  const deposit = fenToYuan(presell ? (piece.depositFen ?? 0) : 0);
  return {
    goodID: piece.id,
    mouldNo: piece.mouldNo,
    buyNum: item.buyNum,
    thumb,
    title: piece.title,
    newTitle: piece.newTitle,
    titleInfo: piece.titleInfo,
    brandName: row.brandName,
    seriesName: row.seriesName ?? '',
    category: categoryObjectOf(piece, sku ?? undefined, shopFen),
    shopPrice: fenToYuan(shopFen),
    marketingPrice: marketing,
    promotionPrice: fenToYuan(unitFen),
    shopPriceFen: shopFen,
    unitPriceFen: unitFen,
    pricingMode: piece.pricingMode,
    addTime: item.addedAt.toISOString(),
    cartValid: invalidReason === '' ? 1 : 0,
    invalidReason,
    selected: false,
    attribute: item.attribute,
    productType: row.productTypeName,
    productTypeID: piece.productTypeId,
    productGroupID: piece.productGroupId,
    bonusPurchasePoint: piece.bonusPurchasePoint,
    ispresell: presell ? 1 : 0,
    presellprice: fenToYuan(presell ? (piece.presellPriceFen ?? 0) : 0),
    deposit,
    depositswell: deposit,
    finalpaytimestarttext: '',
    finalpaytimeendtext: '',
    iscollageproduct: 0,
    isdiscount: isDiscount ? 1 : 0,
    isUsePoints: piece.isUsePoints,
    goodSource: piece.goodSource,
    stockQtyStore: sku?.stockStore ?? 0,
    stockQtyWeb: sku?.stockWeb ?? 0,
  };
}

/**
 * The bag (spec §7 Cart): syncUserCart, getGoodsDetails, deleteUserCart, checkGoodsIds and the bag's
 * marketing activities. Open to any signed-in caller — members and staff (spec §6: staff check out
 * too, without discounts) — and always the token's caller's bag, whatever uid a body names.
 */
export const cartRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { database, clock, productCode }) => {
  const paths = cartPaths(productCode);
  const cart = cartRepository(database.db);
  const goods = goodsRepository(database.db);

  app.post(
    paths.syncUserCart,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '加入或合并购物袋（operateType 0：同款同属性数量相加；1：设为该数量），数量不超过库存与 99',
        body: SyncUserCartBody,
        response: { 200: SyncUserCartResponse, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const now = clock();
      const { cartData, operateType = 0 } = request.body;
      const found = await cart.skuIndex(cartData.map((line) => ({ goodsId: line.goodID, attribute: line.attribute })));
      const missing = cartData.find((line) => !found.has(bagLineKey(line)));
      if (missing) return reply.status(404).send(notFound);
      if (operateType === 1) {
        for (const line of cartData) {
          const row = found.get(bagLineKey(line));
          const updated = await cart.setQuantity(user.uid, { goodsId: line.goodID, attribute: line.attribute, buyNum: Math.min(line.buyNum, capOf(row?.sku.stockWeb ?? 0)) }, now);
          if (!updated) return reply.status(404).send({ code: 404, msg: '购物袋中没有这件商品' });
        }
      } else {
        const existing = new Set((await cart.refs(user.uid)).map(bagLineKey));
        const added = new Set(cartData.map(bagLineKey).filter((key) => !existing.has(key)));
        if (existing.size + added.size > BAG_LINES_MAX) return reply.status(409).send({ code: 409, msg: `购物袋最多放${String(BAG_LINES_MAX)}种商品，请先结算或删除部分商品` });
        for (const line of cartData) {
          const row = found.get(bagLineKey(line));
          const addedAt = line.addTime && Date.parse(line.addTime) <= now.getTime() ? new Date(line.addTime) : now;
          await cart.add(user.uid, { goodsId: line.goodID, attribute: line.attribute, buyNum: line.buyNum, addedAt, cap: capOf(row?.sku.stockWeb ?? 0) }, now);
        }
      }
      return { code: OK, msg: 'success', data: await cart.refs(user.uid) };
    },
  );

  app.post(
    paths.getGoodsDetails,
    {
      preHandler: requireUser,
      schema: { tags, summary: '购物袋商品详情（按当前价格与库存，最新加入在前；已下架或售罄为失效 cartValid 0）', body: CartGoodsDetailsBody, response: { 200: CartGoodsDetailsResponse, 401: ErrorBody } },
    },
    async (request) => {
      const user = await currentUser(request);
      const now = clock();
      const wanted = request.body.cartGoods ? new Set(request.body.cartGoods.map((line) => bagLineKey({ goodID: line.goodId, attribute: line.attribute }))) : null;
      const rows = (await cart.lines(user.uid)).filter((row) => !wanted || wanted.has(bagLineKey({ goodID: row.item.goodsId, attribute: row.item.attribute })));
      const ids = [...new Set(rows.map((row) => row.goods.id))];
      const [gold, thumbs, activityRows] = await Promise.all([goods.currentGoldPrice(now), cart.thumbs(ids), goods.activities(ids, now)]);
      const activities = activitiesByGoods(activityRows);
      const productData = rows.map((row) => toCartItem(row, thumbs.get(row.goods.id) ?? '', (activities.get(row.goods.id)?.length ?? 0) > 0, gold, now));
      return { retcode: CART_RETCODE_OK, msg: 'success', data: { productData } };
    },
  );

  app.post(
    paths.deleteUserCart,
    {
      preHandler: requireUser,
      schema: { tags, summary: '删除购物袋商品（带 attribute 删除该属性一行，否则删除该商品的所有行）', body: DeleteUserCartBody, response: { 200: DeleteUserCartResponse, 401: ErrorBody } },
    },
    async (request) => {
      const user = await currentUser(request);
      await cart.remove(user.uid, request.body.gid, request.body.attribute);
      return { code: OK, msg: 'success', data: await cart.refs(user.uid) };
    },
  );

  app.post(
    paths.checkGoodsIds,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '结算前检查：下架、售罄或超出库存的商品不能结算（409，msg 说明）',
        body: CheckGoodsIdsBody,
        response: { 200: CheckGoodsIdsResponse, 401: ErrorBody, 409: CheckGoodsIdsRefused },
      },
    },
    async (request, reply) => {
      await currentUser(request);
      const lines = request.body.cartGoods;
      const found = await cart.skuIndex(lines.map((line) => ({ goodsId: line.goodId, attribute: line.attribute })));
      const titles = await cart.titles(lines.map((line) => line.goodId));
      const refusals: CheckGoodsRefusal[] = [];
      for (const line of lines) {
        const row = found.get(bagLineKey({ goodID: line.goodId, attribute: line.attribute }));
        const title = row?.goods.title ?? titles.get(line.goodId) ?? '商品';
        const base = { goodId: line.goodId, attribute: line.attribute };
        if (!row) refusals.push({ ...base, reason: 'noSku', stock: 0, msg: `「${title}」已下架，请删除后再结算` });
        else if (!row.goods.isOnSale) refusals.push({ ...base, reason: 'offSale', stock: row.sku.stockWeb, msg: `「${title}」已下架，请删除后再结算` });
        else if (row.sku.stockWeb <= 0) refusals.push({ ...base, reason: 'soldOut', stock: 0, msg: `「${title}」已售罄，请删除后再结算` });
        else if (line.qty > row.sku.stockWeb) refusals.push({ ...base, reason: 'overStock', stock: row.sku.stockWeb, msg: `「${title}」库存不足，仅剩${String(row.sku.stockWeb)}件` });
      }
      const [first] = refusals;
      if (first) return reply.status(409).send({ code: 409, msg: first.msg, data: refusals });
      return { code: OK, msg: 'success', data: null };
    },
  );

  app.post(
    paths.marketing,
    {
      preHandler: requireUser,
      schema: { tags, summary: '购物袋商品参与的营销活动（满减 6、满件折 10；空列表表示无活动）', body: CartMarketingBody, response: { 200: CartMarketingResponse, 401: ErrorBody } },
    },
    async (request) => {
      await currentUser(request);
      const now = clock();
      const lines = request.body.CartItem;
      const byKey = await cart.skuIndex(lines.map((line) => ({ goodsId: line.goods_id, attribute: line.attribute })));
      const gold = await goods.currentGoldPrice(now);
      // Each covered piece's subtotal at the server's price now (not the client's goods_price).
      const subtotals = new Map<number, number>();
      for (const line of lines) {
        const row = byKey.get(bagLineKey({ goodID: line.goods_id, attribute: line.attribute }));
        if (!row || !row.goods.isOnSale) continue;
        const { unitFen } = unitPrices({ goods: row.goods, sku: row.sku }, gold, now);
        subtotals.set(line.goods_id, (subtotals.get(line.goods_id) ?? 0) + unitFen * line.buy_cnt);
      }
      const activityRows = await goods.activities([...subtotals.keys()], now);
      const byActivity = new Map<number, typeof activityRows>();
      for (const row of activityRows) byActivity.set(row.id, [...(byActivity.get(row.id) ?? []), row]);
      const data = [...byActivity.values()].flatMap((group) => {
        const [head] = group;
        if (!head || (head.mType !== 6 && head.mType !== 10)) return [];
        return [toDiscountActivity(head, group.map((row) => ({ goodsId: row.goodsId, priceFen: subtotals.get(row.goodsId) ?? 0 })))];
      });
      return { code: OK, msg: 'success', data };
    },
  );
};
