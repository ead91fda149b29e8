import { BAG_LINES_MAX, bagLineKey, fenToYuan } from '@mall/contract';
import { type CartItem, type CheckGoodsRefusal } from '@mall/contract/cart';
import { type DiscountActivity } from '@mall/contract/goods';
import type { Db } from '../db/database';
import { chinaDateTime } from '../lib/chinaTime';
import { cartRepository } from '../repositories/cart';
import { goodsRepository, type GoldReading } from '../repositories/goods';
import { activitiesByGoods, categoryObjectOf, sellingPrice, toDiscountActivity } from './catalog';

type LineRow = Awaited<ReturnType<ReturnType<typeof cartRepository>['lines']>>[number];

/** The most one line may hold: the web stock (at least 1, a sold-out line shows invalid instead) and 99. */
const capOf = (stock: number) => Math.max(1, Math.min(stock, 99));

/** The unit price now and the promotion price (spec §9), as the checkout charges them. */
function unitPrices(row: Pick<LineRow, 'goods'> & { sku: LineRow['sku'] }, gold: GoldReading | undefined, now: Date) {
  return sellingPrice(row.goods, gold, now, row.sku ?? undefined);
}

/** Why a piece of one attribute cannot be bought now (an invalid bag line), or '' when it can. */
function unsellable(
  piece: Pick<LineRow['goods'], 'isOnSale'>,
  sku: Pick<NonNullable<LineRow['sku']>, 'stockWeb'> | null,
) {
  if (!piece.isOnSale) return 'offSale' as const;
  if (!sku) return 'noSku' as const;
  return sku.stockWeb <= 0 ? ('soldOut' as const) : ('' as const);
}

/** One bag line as spec §3 "Cart item". */
function toCartItem(
  row: LineRow,
  thumb: string,
  isDiscount: boolean,
  gold: GoldReading | undefined,
  now: Date,
): CartItem {
  const { goods: piece, sku, item } = row;
  const { shopFen, marketing, unitFen } = unitPrices(row, gold, now);
  const invalidReason = unsellable(piece, sku);
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
    // spec §3: the presale piece's final-payment (尾款) window, China time.
    finalpaytimestarttext: presell && piece.finalPayStartAt ? chinaDateTime(piece.finalPayStartAt) : '',
    finalpaytimeendtext: presell && piece.finalPayEndAt ? chinaDateTime(piece.finalPayEndAt) : '',
    iscollageproduct: 0,
    isdiscount: isDiscount ? 1 : 0,
    isUsePoints: piece.isUsePoints,
    goodSource: piece.goodSource,
    stockQtyStore: sku?.stockStore ?? 0,
    stockQtyWeb: sku?.stockWeb ?? 0,
  };
}

/** Why a line cannot join a full bag (syncUserCart and 再次购买 answer it with 409). */
export const bagFullMessage = `购物袋最多放${String(BAG_LINES_MAX)}种商品，请先结算或删除部分商品`;

/** A bag line as the cart calls name it. */
type LineRef = { goodId: number; attribute: string };

/** A line the shopper asks to put in the bag (spec §7 syncUserCart). */
export type BagLineRequest = { goodID: number; attribute: string; buyNum: number; addTime?: string | undefined };

/**
 * The bag (spec §7 Cart) of one caller, priced at `now`: lines are capped by web stock and 99, at
 * most BAG_LINES_MAX kinds; what may go to checkout is checked against stock and sale state.
 */
export function cartService(db: Db) {
  const cart = cartRepository(db);
  const goods = goodsRepository(db);
  const service = {
    /**
     * Adds lines (operateType 0: quantities add up) or sets their quantities (1); the bag's lines
     * after, or what refused: 'missing' (no such piece or attribute), 'notInBag' (1 on an absent
     * line), 'full' (past BAG_LINES_MAX kinds).
     */
    async sync(uid: number, cartData: readonly BagLineRequest[], operateType: 0 | 1, now: Date) {
      const found = await cart.skuIndex(cartData.map((line) => ({ goodsId: line.goodID, attribute: line.attribute })));
      const missing = cartData.find((line) => !found.has(bagLineKey(line)));
      if (missing) return 'missing' as const;
      if (operateType === 1) {
        for (const line of cartData) {
          const row = found.get(bagLineKey(line));
          const buyNum = Math.min(line.buyNum, capOf(row?.sku.stockWeb ?? 0));
          const updated = await cart.setQuantity(uid, { goodsId: line.goodID, attribute: line.attribute, buyNum }, now);
          if (!updated) return 'notInBag' as const;
        }
      } else {
        const existing = new Set((await cart.refs(uid)).map(bagLineKey));
        const added = new Set(cartData.map(bagLineKey).filter((key) => !existing.has(key)));
        if (existing.size + added.size > BAG_LINES_MAX) return 'full' as const;
        for (const line of cartData) {
          const row = found.get(bagLineKey(line));
          const addedAt = line.addTime && Date.parse(line.addTime) <= now.getTime() ? new Date(line.addTime) : now;
          const cap = capOf(row?.sku.stockWeb ?? 0);
          const { goodID: goodsId, attribute, buyNum } = line;
          await cart.add(uid, { goodsId, attribute, buyNum, addedAt, cap }, now);
        }
      }
      return cart.refs(uid);
    },

    /**
     * 再次购买 (issue #12): puts the lines that can be bought now into the bag (operateType 0) and skips the rest —
     * a piece off sale, an attribute no longer sold, no web stock, a points product — so one line never fails
     * the others. How many went in and how many were skipped, or 'full' (past BAG_LINES_MAX kinds, nothing added).
     */
    async addSellable(uid: number, lines: readonly BagLineRequest[], now: Date) {
      const found = await cart.skuIndex(lines.map((line) => ({ goodsId: line.goodID, attribute: line.attribute })));
      const sellable = lines.filter((line) => {
        const row = found.get(bagLineKey(line));
        return row !== undefined && row.goods.pointProductType === null && unsellable(row.goods, row.sku) === '';
      });
      const synced = sellable.length === 0 ? [] : await service.sync(uid, sellable, 0, now);
      if (synced === 'full') return 'full' as const;
      return { added: sellable.length, skipped: lines.length - sellable.length };
    },

    /** The bag's lines (or the wanted ones) as spec §3 cart items at today's prices, newest first. */
    async details(uid: number, wantedLines: readonly LineRef[] | undefined, now: Date): Promise<CartItem[]> {
      const keyOf = (goodID: number, attribute: string) => bagLineKey({ goodID, attribute });
      const wanted = wantedLines ? new Set(wantedLines.map((line) => keyOf(line.goodId, line.attribute))) : null;
      const lines = await cart.lines(uid);
      const rows = lines.filter((row) => !wanted || wanted.has(keyOf(row.item.goodsId, row.item.attribute)));
      const ids = [...new Set(rows.map((row) => row.goods.id))];
      const [gold, thumbs, activityRows] = await Promise.all([
        goods.currentGoldPrice(now),
        cart.thumbs(ids),
        goods.activities(ids, now),
      ]);
      const activities = activitiesByGoods(activityRows);
      const productData = rows.map((row) =>
        toCartItem(row, thumbs.get(row.goods.id) ?? '', (activities.get(row.goods.id)?.length ?? 0) > 0, gold, now),
      );
      return productData;
    },

    /** Removes a piece's line of one attribute, or all its lines; the bag's lines after. */
    async remove(uid: number, goodsId: number, attribute: string | undefined) {
      await cart.remove(uid, goodsId, attribute);
      return cart.refs(uid);
    },

    /** Why each line cannot go to checkout (off sale, sold out, over stock); empty when all can. */
    async checkoutRefusals(lines: readonly (LineRef & { qty: number })[]): Promise<CheckGoodsRefusal[]> {
      const found = await cart.skuIndex(lines.map((line) => ({ goodsId: line.goodId, attribute: line.attribute })));
      const titles = await cart.titles(lines.map((line) => line.goodId));
      const refusals: CheckGoodsRefusal[] = [];
      for (const line of lines) {
        const row = found.get(bagLineKey({ goodID: line.goodId, attribute: line.attribute }));
        const title = row?.goods.title ?? titles.get(line.goodId) ?? '商品';
        const base = { goodId: line.goodId, attribute: line.attribute };
        if (!row) refusals.push({ ...base, reason: 'noSku', stock: 0, msg: `「${title}」已下架，请删除后再结算` });
        else if (!row.goods.isOnSale)
          refusals.push({
            ...base,
            reason: 'offSale',
            stock: row.sku.stockWeb,
            msg: `「${title}」已下架，请删除后再结算`,
          });
        else if (row.sku.stockWeb <= 0)
          refusals.push({ ...base, reason: 'soldOut', stock: 0, msg: `「${title}」已售罄，请删除后再结算` });
        else if (line.qty > row.sku.stockWeb)
          refusals.push({
            ...base,
            reason: 'overStock',
            stock: row.sku.stockWeb,
            msg: `「${title}」库存不足，仅剩${String(row.sku.stockWeb)}件`,
          });
      }
      return refusals;
    },

    /** The activities (6 full-minus, 10 quantity discount) the lines take part in, with each piece's subtotal now. */
    async marketing(
      lines: readonly { goods_id: number; attribute: string; buy_cnt: number }[],
      now: Date,
    ): Promise<DiscountActivity[]> {
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
        return [
          toDiscountActivity(
            head,
            group.map((row) => ({ goodsId: row.goodsId, priceFen: subtotals.get(row.goodsId) ?? 0 })),
          ),
        ];
      });
      return data;
    },
  };
  return service;
}
