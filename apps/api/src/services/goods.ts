import { fenToYuan } from '@mall/contract';
import { type GoodsDetail, type WatermarkMark } from '@mall/contract/goods';
import type { Db } from '../db/database';
import { sanitizeHtml } from '../lib/sanitizeHtml';
import { goodsRepository } from '../repositories/goods';
import { searchRepository } from '../repositories/search';
import {
  activitiesByGoods,
  attributeOptions,
  breakdownOf,
  categoryObjectOf,
  goodsPageLink,
  labelsOf,
  priceOf,
  promotionPrice,
  skuView,
  toCard,
  toDiscountActivity,
} from './catalog';

/**
 * The goods of spec §7 "Goods" priced at `now` (per-gram pieces follow today's gold price). A
 * mould number that is unknown or withdrawn answers undefined.
 */
/** `photoLink` gives a published review photo's public link (issue #12: reviews' photos by upload id). */
export function goodsService(db: Db, photoLink: (id: string) => string) {
  const repo = goodsRepository(db);
  const search = searchRepository(db);
  return {
    /** The product page of a piece: SKU prices and stock, the per-gram breakdown, images and activity labels. */
    async detail(mouldNo: string, now: Date): Promise<GoodsDetail | undefined> {
      const found = await repo.byMouldNo(mouldNo);
      if (!found) return undefined;
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
      return data;
    },

    /** Current price and stock of a piece's SKUs (one attribute, or all); 'noSku' for an attribute it lacks. */
    async priceStock(mouldNo: string, attribute: string | undefined, now: Date) {
      const found = await repo.byMouldNo(mouldNo);
      if (!found) return undefined;
      const piece = found.goods;
      const [gold, skus] = await Promise.all([repo.currentGoldPrice(now), repo.skus(piece.id)]);
      const chosen = attribute === undefined ? skus : skus.filter((sku) => sku.attribute === attribute);
      if (chosen.length === 0) return 'noSku' as const;
      const perGram = piece.pricingMode === 'per_gram' && gold;
      const fenPerGram = perGram ? (breakdownOf(piece, gold, now)?.goldPriceFenPerGram ?? 0) : 0;
      return {
        goodsId: piece.id,
        mouldNo: piece.mouldNo,
        pricingMode: piece.pricingMode,
        skus: chosen.map((sku) => skuView(piece, sku, gold, now)),
        goldPrice: fenToYuan(fenPerGram),
        goldPriceInputTime: perGram ? gold.inputTime.toISOString() : '',
        readTime: now.toISOString(),
      };
    },

    /** The running activities (6 full-minus, 10 quantity discount) of these pieces, each with its priced pieces. */
    async marketings(goodsIds: readonly number[], now: Date) {
      const ids = [...new Set(goodsIds)];
      const [rows, gold] = await Promise.all([repo.activities(ids, now), repo.currentGoldPrice(now)]);
      const cards = await repo.cardsByIds([...new Set(rows.map((row) => row.goodsId))], gold);
      const priceById = new Map(cards.map((card) => [card.id, card.priceFen]));
      const byActivity = new Map<number, typeof rows>();
      for (const row of rows) byActivity.set(row.id, [...(byActivity.get(row.id) ?? []), row]);
      const data = [...byActivity.values()].map((group) =>
        toDiscountActivity(
          group[0] as (typeof rows)[number],
          group
            .filter((row) => priceById.has(row.goodsId))
            .map((row) => ({ goodsId: row.goodsId, priceFen: priceById.get(row.goodsId) as number })),
        ),
      );
      return data.filter((activity) => activity.ProductInfo.length > 0);
    },

    /** The product types and styles among the goods a keyword finds. */
    facets: (keyword: string) => search.facetsForKeyword(keyword),

    /** One page of a piece's comments with the average rating. */
    async comments(mouldNo: string, pageIndex: number, pageSize: number) {
      const found = await repo.byMouldNo(mouldNo);
      if (!found) return undefined;
      const { rows, total, ratingSum } = await repo.comments(found.goods.id, pageSize, (pageIndex - 1) * pageSize);
      return {
        list: rows.map(({ uploadIds, ...row }) => ({
          ...row,
          // The mall's own pictures first (seeded comments), then the shopper's photos (reviews).
          images: [...(row.images ?? []), ...(uploadIds ?? []).map(photoLink)],
          createdAt: row.createdAt.toISOString(),
        })),
        total,
        averageRating: total ? (ratingSum / total).toFixed(1) : '0.0',
        pageIndex,
        pageSize,
      };
    },

    /** The marks on a piece's picture: presell, new, hot and its running activities. */
    async watermark(mouldNo: string, now: Date) {
      const found = await repo.byMouldNo(mouldNo);
      if (!found) return undefined;
      const piece = found.goods;
      const marks: WatermarkMark[] = [];
      if (piece.isPresell) marks.push({ kind: 'presell', text: '预售' });
      if (piece.isNew) marks.push({ kind: 'new', text: '新品' });
      if (piece.isHot) marks.push({ kind: 'hot', text: '热卖' });
      for (const activity of await repo.activities([piece.id], now))
        marks.push({ kind: 'activity', text: activity.labelName });
      return { mouldNo: piece.mouldNo, marks };
    },

    /** A piece's images, main first. */
    async images(mouldNo: string) {
      const found = await repo.byMouldNo(mouldNo);
      return found ? { mouldNo: found.goods.mouldNo, images: await repo.images(found.goods.id) } : undefined;
    },

    /** Cards of pieces like this one: the same series, type or material. */
    async recommendations(mouldNo: string, pageSize: number, now: Date) {
      const found = await repo.byMouldNo(mouldNo);
      if (!found) return undefined;
      const gold = await repo.currentGoldPrice(now);
      const rows = await repo.recommendations(found.goods, gold, pageSize);
      const activities = activitiesByGoods(
        await repo.activities(
          rows.map((row) => row.id),
          now,
        ),
      );
      return rows.map((row) => toCard(row, activities.get(row.id) ?? []));
    },
  };
}
