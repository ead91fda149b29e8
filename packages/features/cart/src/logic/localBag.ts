import { bagLineKey, BAG_LINES_MAX, fenToYuan, yuanToFen } from '@mall/contract';
import { type CartItem } from '@mall/contract/cart';
import { type GoodsDetail, type GoodsSku } from '@mall/contract/goods';
import type { GuardedStorage } from '@mall/core';
import { clampQty } from './bag';

/**
 * The visitor's bag, kept in localStorage until sign-in merges it into the member's (issue #7).
 * Each line is a spec §3 cart item built from the product page at the time of adding, so the
 * drawer shows a visitor's lines the same way as a member's; the server re-prices them on merge.
 */
export const localBagStorageKey = 'mallBag';

function isLine(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Partial<CartItem>;
  return (
    Number.isSafeInteger(line.goodID) &&
    typeof line.attribute === 'string' &&
    Number.isSafeInteger(line.buyNum) &&
    (line.buyNum ?? 0) >= 1 &&
    typeof line.title === 'string'
  );
}

/** Reads the local bag; anything unreadable counts as empty (a stale or hand-edited entry never breaks the page). */
export function readLocalBag(storage: GuardedStorage): CartItem[] {
  return (storage.readJson(localBagStorageKey, Array.isArray) ?? []).filter(isLine);
}

/** Keeps the lines; a blocked or full storage keeps them for this page only (the store holds them). */
export function writeLocalBag(storage: GuardedStorage, lines: readonly CartItem[]): void {
  if (lines.length === 0) storage.removeItem(localBagStorageKey);
  else storage.writeJson(localBagStorageKey, lines);
}

/** A cart item of spec §3 for one SKU of a product page (the visitor's line). */
export function localItemFrom(goods: GoodsDetail, sku: GoodsSku, buyNum: number, now: Date): CartItem {
  const promo = sku.marketingPrice !== '0.00' ? sku.marketingPrice : null;
  const unitPrice = promo ?? sku.shopPrice;
  return {
    goodID: goods.goodsId,
    mouldNo: goods.mouldNo,
    buyNum: clampQty(buyNum, sku.stockQtyWeb),
    thumb: goods.thumb,
    title: goods.title,
    newTitle: goods.newTitle,
    titleInfo: goods.titleInfo,
    brandName: goods.brandName,
    seriesName: goods.seriesName,
    category: sku.category,
    shopPrice: sku.shopPrice,
    marketingPrice: sku.marketingPrice,
    promotionPrice: unitPrice,
    shopPriceFen: sku.shopPriceFen,
    unitPriceFen: promo ? yuanToFen(promo) : sku.shopPriceFen,
    pricingMode: goods.pricingMode,
    addTime: now.toISOString(),
    cartValid: sku.stockQtyWeb > 0 ? 1 : 0,
    invalidReason: sku.stockQtyWeb > 0 ? '' : 'soldOut',
    selected: false,
    attribute: sku.attribute,
    productType: goods.productTypeName,
    productTypeID: goods.productTypeID,
    productGroupID: goods.productGroupID,
    bonusPurchasePoint: goods.bonusPurchasePoint,
    ispresell: goods.isPresell ? 1 : 0,
    presellprice: goods.isPresell ? goods.presellPrice : fenToYuan(0),
    deposit: goods.isPresell ? goods.deposit : fenToYuan(0),
    depositswell: goods.isPresell ? goods.deposit : fenToYuan(0),
    finalpaytimestarttext: '',
    finalpaytimeendtext: '',
    iscollageproduct: 0,
    isdiscount: goods.labels.length > 0 ? 1 : 0,
    isUsePoints: goods.isUsePoints,
    goodSource: goods.goodSource,
    stockQtyStore: sku.stockQtyStore,
    stockQtyWeb: sku.stockQtyWeb,
  };
}

/** Adds a line: the same piece and attribute sums (capped by its stock and 99) and moves to the top. */
export function addLocalLine(lines: readonly CartItem[], item: CartItem): CartItem[] | 'full' {
  const key = bagLineKey(item);
  const existing = lines.find((line) => bagLineKey(line) === key);
  if (!existing && lines.length >= BAG_LINES_MAX) return 'full';
  const merged = existing ? { ...item, buyNum: clampQty(existing.buyNum + item.buyNum, item.stockQtyWeb) } : item;
  return [merged, ...lines.filter((line) => bagLineKey(line) !== key)];
}

/** Sets a line's quantity (clamped to 1..stock, 99). */
export function setLocalQuantity(lines: readonly CartItem[], key: string, buyNum: number): CartItem[] {
  return lines.map((line) =>
    bagLineKey(line) === key ? { ...line, buyNum: clampQty(buyNum, line.stockQtyWeb) } : line,
  );
}

export function removeLocalLine(lines: readonly CartItem[], key: string): CartItem[] {
  return lines.filter((line) => bagLineKey(line) !== key);
}
