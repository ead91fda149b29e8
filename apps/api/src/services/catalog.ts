import { fenToYuan } from '@mall/contract';
import {
  type CategoryObject,
  type DiscountActivity,
  type GoodsCard,
  type GoodsSku,
  type MarketingLabel,
  type PriceBreakdown,
} from '@mall/contract/goods';
import { fixedPrice, goldPriceBasisFor, perGramPrice } from '../lib/goldPricing';
import type { goods as goodsTable, goodsSkus } from '../db/schema';
import type { ActivityRow, CardRow, GoldReading } from '../repositories/goods';

/** A goods row as the repositories read it (without the search columns). */
type GoodsRow = Omit<typeof goodsTable.$inferSelect, 'searchText' | 'searchTokens'>;
type SkuRow = typeof goodsSkus.$inferSelect;

/** The product page of a piece (spec §2 route goods, query mouldNo). */
export const goodsPageLink = (mouldNo: string) => `/goods?mouldNo=${encodeURIComponent(mouldNo)}`;

/** "95.00" → "95", "9.50" → "9.5": a fold value as the label shows it (spec §9). */
function foldValue(derate: string): string {
  return derate.includes('.') ? derate.replace(/0+$/, '').replace(/\.$/, '') : derate;
}

/** A numeric(12, 2) amount of fen ("5000.00") as whole fen. */
const derateFen = (derate: string) => Math.round(Number(derate));

/**
 * The Price / DerateMoney pair of an activity (spec §3): type 6 threshold and reduction in yuan;
 * type 10 the number of pieces and the fold value.
 */
export function activityAmounts(activity: Pick<ActivityRow, 'mType' | 'threshold' | 'derate'>): {
  Price: string;
  DerateMoney: string;
} {
  if (activity.mType === 10) return { Price: String(activity.threshold), DerateMoney: foldValue(activity.derate) };
  return { Price: fenToYuan(activity.threshold), DerateMoney: fenToYuan(derateFen(activity.derate)) };
}

/** A card label per running activity of types 6 and 10 (others are not shown on cards). */
export function labelsOf(activities: readonly ActivityRow[]): MarketingLabel[] {
  return activities
    .filter((activity) => activity.mType === 6 || activity.mType === 10)
    .map((activity) => ({
      ...activityAmounts(activity),
      tag: activity.labelName,
      MType: activity.mType as 6 | 10,
      IsNoTop: activity.isNoTop,
      ID: activity.id,
    }));
}

/** Groups activity rows by goods id. */
export function activitiesByGoods(rows: readonly ActivityRow[]): Map<number, ActivityRow[]> {
  const map = new Map<number, ActivityRow[]>();
  for (const row of rows) map.set(row.goodsId, [...(map.get(row.goodsId) ?? []), row]);
  return map;
}

/** spec §9: a promotion price shows when positive and below the shop price; "0.00" otherwise. */
export function promotionPrice(shopFen: number, marketingFen: number | null): string {
  return marketingFen !== null && marketingFen > 0 && marketingFen < shopFen ? fenToYuan(marketingFen) : '0.00';
}

/**
 * What a piece sells for now (spec §9): its promotion price when that is positive and below the shop
 * price (fixed-price pieces only; the SKU's delta applies to both), else the shop price. The bag shows
 * it, and the checkout and the order charge it: one rule, so the bag's total is the total paid.
 */
export function sellingPrice(
  piece: Pick<
    GoodsRow,
    'pricingMode' | 'category' | 'goldWeightMg' | 'labourFeeFen' | 'shopPriceFen' | 'marketingPriceFen'
  >,
  gold: GoldReading | undefined,
  now: Date,
  sku?: Pick<SkuRow, 'goldWeightMg' | 'priceDeltaFen'>,
): { shopFen: number; marketing: string; unitFen: number } {
  const shopFen = priceOf(piece, gold, now, sku);
  const marketingFen =
    piece.pricingMode === 'fixed' && piece.marketingPriceFen !== null
      ? piece.marketingPriceFen + (sku?.priceDeltaFen ?? 0)
      : null;
  const marketing = promotionPrice(shopFen, marketingFen);
  return { shopFen, marketing, unitFen: marketing === '0.00' ? shopFen : (marketingFen ?? shopFen) };
}

/** A card of the goods list (spec §3 search advert item). */
export function toCard(row: CardRow, activities: readonly ActivityRow[]): GoodsCard {
  return {
    goodsId: row.id,
    mouldNo: row.mouldNo,
    thumb: row.thumb,
    title: row.title,
    newTitle: row.newTitle,
    titleInfo: row.titleInfo,
    brandId: row.brandId,
    brandName: row.brandName,
    seriesId: row.seriesId,
    seriesName: row.seriesName,
    productTypeID: row.productTypeId,
    productGroupID: row.productGroupId,
    categoryName: row.category,
    style: row.style,
    isHot: row.isHot,
    isNew: row.isNew,
    isPresell: row.isPresell,
    pricingMode: row.pricingMode,
    shopPrice: fenToYuan(row.priceFen),
    marketingPrice: promotionPrice(row.priceFen, row.marketingPriceFen),
    shopPriceFen: row.priceFen,
    hasPriceRange: row.hasPriceRange,
    stockQtyWeb: row.stockWeb,
    labels: labelsOf(activities),
    srcLink: row.thumb,
    jumpLink: goodsPageLink(row.mouldNo),
    linkUrl: row.linkUrl,
  };
}

/** A discount activity of spec §3 for the asked goods it covers. */
export function toDiscountActivity(
  activity: ActivityRow,
  covered: readonly { goodsId: number; priceFen: number }[],
): DiscountActivity {
  return {
    ID: activity.id,
    MType: activity.mType === 10 ? 10 : 6,
    MTypeDesc: activity.mTypeDesc,
    ProductInfo: covered.map((item) => ({ GoodsID: item.goodsId, Subtotal: fenToYuan(item.priceFen) })),
    MarketingInfo: { ...activityAmounts(activity), IsNoTop: activity.isNoTop },
    marketingLabelName: activity.labelName,
    ADWord: activity.adWord,
    startTime: activity.startsAt.toISOString(),
    endTime: activity.endsAt.toISOString(),
  };
}

const grams = (mg: number, places: number) => (mg / 1000).toFixed(places);

/** The per-gram breakdown of a piece (or one SKU) at today's gold price; null for fixed prices or without a price. */
export function breakdownOf(
  piece: Pick<GoodsRow, 'pricingMode' | 'category' | 'goldWeightMg' | 'labourFeeFen'>,
  gold: GoldReading | undefined,
  readTime: Date,
  sku?: Pick<SkuRow, 'goldWeightMg' | 'priceDeltaFen'>,
): PriceBreakdown | null {
  if (piece.pricingMode !== 'per_gram' || !gold) return null;
  const basis = goldPriceBasisFor(piece.category);
  const fenPerGram = basis === 'todayPriceTzjt' ? gold.tzjt : gold.hk;
  const goldWeightMg = sku?.goldWeightMg ?? piece.goldWeightMg;
  const price = perGramPrice({
    goldPriceFenPerGram: fenPerGram,
    goldWeightMg,
    labourFeeFen: piece.labourFeeFen,
    priceDeltaFen: sku?.priceDeltaFen ?? 0,
  });
  return {
    goldPriceBasis: basis,
    goldPrice: fenToYuan(fenPerGram),
    goldPriceFenPerGram: fenPerGram,
    goldWeight: grams(goldWeightMg, 3),
    goldWeightMg,
    goldValueFen: price.goldValueFen,
    labourFeeFen: price.labourFeeFen,
    priceDeltaFen: price.priceDeltaFen,
    totalFen: price.totalFen,
    goldPriceInputTime: gold.inputTime.toISOString(),
    goldPriceReadTime: readTime.toISOString(),
  };
}

/** Today's price of a piece (base SKU when `sku` is absent) in fen. */
export function priceOf(
  piece: Pick<GoodsRow, 'pricingMode' | 'category' | 'goldWeightMg' | 'labourFeeFen' | 'shopPriceFen'>,
  gold: GoldReading | undefined,
  readTime: Date,
  sku?: Pick<SkuRow, 'goldWeightMg' | 'priceDeltaFen'>,
): number {
  const breakdown = breakdownOf(piece, gold, readTime, sku);
  if (breakdown) return breakdown.totalFen;
  return fixedPrice(piece.shopPriceFen, sku?.priceDeltaFen ?? 0);
}

/**
 * The category object of spec §3 for a piece or one SKU: weights in grams with two decimals,
 * diamond grading, ring size, chain length and customisation, only when set.
 */
export function categoryObjectOf(
  piece: Pick<GoodsRow, 'totalWeightMg' | 'goldWeightMg' | 'detailShape' | 'detailSize' | 'detailCount'>,
  sku:
    | Pick<
        SkuRow,
        'ringSize' | 'chainLength' | 'customizedSize' | 'customizedStyle' | 'customizedDirection' | 'goldWeightMg'
      >
    | undefined,
  priceFen: number,
): CategoryObject {
  const goldWeightMg = sku?.goldWeightMg ?? piece.goldWeightMg;
  // A SKU with its own gold weight (longer chains, bigger rings) weighs that much more in total.
  const totalWeightMg = piece.totalWeightMg + (sku?.goldWeightMg != null ? sku.goldWeightMg - piece.goldWeightMg : 0);
  const entries: [keyof CategoryObject, string][] = [
    ['totalWeight', piece.totalWeightMg ? grams(totalWeightMg, 2) : ''],
    ['goldWeight', goldWeightMg ? grams(goldWeightMg, 2) : ''],
    ['detailShape', piece.detailShape],
    ['detailSize', piece.detailSize],
    ['detailCount', piece.detailCount],
    ['ringSize', sku?.ringSize ?? ''],
    ['actualLength', sku?.chainLength ?? ''],
    ['actualLenth', sku?.chainLength ?? ''],
    ['customizedSize', sku?.customizedSize ?? ''],
    ['customizedStyle', sku?.customizedStyle ?? ''],
    ['customizedDirection', sku?.customizedDirection ?? ''],
    ['shopPrice', fenToYuan(priceFen)],
  ];
  return Object.fromEntries(entries.filter(([, value]) => value !== '')) as CategoryObject;
}

/** One SKU with its own price, stock and category object. */
export function skuView(piece: GoodsRow, sku: SkuRow, gold: GoldReading | undefined, readTime: Date): GoodsSku {
  const priceFen = priceOf(piece, gold, readTime, sku);
  const marketingFen =
    piece.pricingMode === 'fixed' && piece.marketingPriceFen !== null
      ? piece.marketingPriceFen + sku.priceDeltaFen
      : null;
  return {
    skuId: sku.id,
    attribute: sku.attribute,
    ringSize: sku.ringSize,
    chainLength: sku.chainLength,
    customizedSize: sku.customizedSize,
    customizedStyle: sku.customizedStyle,
    customizedDirection: sku.customizedDirection,
    stockQtyWeb: sku.stockWeb,
    stockQtyStore: sku.stockStore,
    shopPrice: fenToYuan(priceFen),
    shopPriceFen: priceFen,
    marketingPrice: promotionPrice(priceFen, marketingFen),
    category: categoryObjectOf(piece, sku, priceFen),
    priceBreakdown: breakdownOf(piece, gold, readTime, sku),
  };
}

/** The distinct values of each attribute over the SKUs, in SKU order (numbers sorted numerically). */
export function attributeOptions(skus: readonly SkuRow[]) {
  const pick = (key: 'ringSize' | 'chainLength' | 'customizedSize' | 'customizedStyle' | 'customizedDirection') => {
    const values = [...new Set(skus.map((sku) => sku[key]).filter(Boolean))];
    return values.every((value) => /^\d+(\.\d+)?$/.test(value)) ? values.sort((a, b) => Number(a) - Number(b)) : values;
  };
  return {
    ringSize: pick('ringSize'),
    chainLength: pick('chainLength'),
    customizedSize: pick('customizedSize'),
    customizedStyle: pick('customizedStyle'),
    customizedDirection: pick('customizedDirection'),
  };
}
