import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { brands, cartItems, goods, goodsImages, goodsSkus, productTypes, series } from '../db/schema';

/**
 * The only code that speaks SQL for the bag (spec §7 Cart). Quantities are capped in the same
 * statement that writes them (by the web stock and 99), so two concurrent adds cannot pass the cap.
 */
export function cartRepository(db: Db) {
  const { searchText: _text, searchTokens: _tokens, ...goodsColumns } = getTableColumns(goods);

  /** The goods and SKU rows of some (goodsId, attribute) pairs, withdrawn ones included. */
  async function skusOf(pairs: readonly { goodsId: number; attribute: string }[]) {
    if (pairs.length === 0) return [];
    const ids = [...new Set(pairs.map((pair) => pair.goodsId))];
    const rows = await db
      .select({ goods: goodsColumns, sku: getTableColumns(goodsSkus) })
      .from(goodsSkus)
      .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
      .where(inArray(goodsSkus.goodsId, ids));
    const wanted = new Set(pairs.map((pair) => `${String(pair.goodsId)}|${pair.attribute}`));
    return rows.filter((row) => wanted.has(`${String(row.sku.goodsId)}|${row.sku.attribute}`));
  }

  return {
    skusOf,

    /** The same rows keyed by line (`goodID|attribute`, the contract's bagLineKey). */
    async skuIndex(pairs: readonly { goodsId: number; attribute: string }[]) {
      return new Map((await skusOf(pairs)).map((row) => [`${String(row.sku.goodsId)}|${row.sku.attribute}`, row]));
    },

    /** The caller's bag lines with the piece, its SKU (null when the attribute is gone) and names; newest first. */
    async lines(uid: number) {
      const rows = await db
        .select({
          item: getTableColumns(cartItems),
          goods: goodsColumns,
          sku: getTableColumns(goodsSkus),
          brandName: brands.name,
          seriesName: series.name,
          productTypeName: productTypes.name,
        })
        .from(cartItems)
        .innerJoin(goods, eq(goods.id, cartItems.goodsId))
        .leftJoin(
          goodsSkus,
          and(eq(goodsSkus.goodsId, cartItems.goodsId), eq(goodsSkus.attribute, cartItems.attribute)),
        )
        .innerJoin(brands, eq(brands.id, goods.brandId))
        .leftJoin(series, eq(series.id, goods.seriesId))
        .innerJoin(productTypes, eq(productTypes.id, goods.productTypeId))
        .where(eq(cartItems.uid, uid))
        .orderBy(desc(cartItems.addedAt), asc(cartItems.goodsId), asc(cartItems.attribute));
      return rows;
    },

    /** The first main picture of each piece. */
    async thumbs(goodsIds: readonly number[]): Promise<Map<number, string>> {
      if (goodsIds.length === 0) return new Map();
      const rows = await db
        .select({ goodsId: goodsImages.goodsId, src: goodsImages.src })
        .from(goodsImages)
        .where(inArray(goodsImages.goodsId, [...goodsIds]))
        .orderBy(
          asc(goodsImages.goodsId),
          sql`${goodsImages.kind} = 'detail'`,
          asc(goodsImages.sort),
          asc(goodsImages.id),
        );
      const map = new Map<number, string>();
      for (const row of rows) if (!map.has(row.goodsId)) map.set(row.goodsId, row.src);
      return map;
    },

    /** Titles of pieces by id (withdrawn ones too), to name a refused line. */
    async titles(goodsIds: readonly number[]): Promise<Map<number, string>> {
      if (goodsIds.length === 0) return new Map();
      const rows = await db
        .select({ id: goods.id, title: goods.title })
        .from(goods)
        .where(inArray(goods.id, [...goodsIds]));
      return new Map(rows.map((row) => [row.id, row.title]));
    },

    /** The caller's lines as (goodsId, attribute, buyNum). */
    async refs(uid: number) {
      return db
        .select({ goodID: cartItems.goodsId, attribute: cartItems.attribute, buyNum: cartItems.buyNum })
        .from(cartItems)
        .where(eq(cartItems.uid, uid))
        .orderBy(desc(cartItems.addedAt), asc(cartItems.goodsId), asc(cartItems.attribute));
    },

    /**
     * Adds to a line (operateType 0): a new line takes the quantity, an existing one sums it; either
     * way capped by max(1, min(stock, 99)). The add time moves to the latest.
     */
    async add(
      uid: number,
      line: { goodsId: number; attribute: string; buyNum: number; addedAt: Date; cap: number },
      at: Date,
    ): Promise<void> {
      await db.execute(sql`
        insert into cart_items (uid, goods_id, attribute, buy_num, added_at, updated_at)
        values (${uid}, ${line.goodsId}, ${line.attribute}, ${Math.min(line.buyNum, line.cap)}, ${line.addedAt}, ${at})
        on conflict (uid, goods_id, attribute) do update set
          buy_num = least(cart_items.buy_num + excluded.buy_num, ${line.cap}),
          added_at = greatest(cart_items.added_at, excluded.added_at),
          updated_at = excluded.updated_at`);
    },

    /** Sets a line's quantity (operateType 1); false when the caller has no such line. */
    async setQuantity(
      uid: number,
      line: { goodsId: number; attribute: string; buyNum: number },
      at: Date,
    ): Promise<boolean> {
      const updated = await db
        .update(cartItems)
        .set({ buyNum: line.buyNum, updatedAt: at })
        .where(
          and(eq(cartItems.uid, uid), eq(cartItems.goodsId, line.goodsId), eq(cartItems.attribute, line.attribute)),
        )
        .returning({ goodsId: cartItems.goodsId });
      return updated.length > 0;
    },

    /** Removes one line (with an attribute) or every line of a piece. */
    async remove(uid: number, goodsId: number, attribute: string | undefined): Promise<void> {
      const conditions = [eq(cartItems.uid, uid), eq(cartItems.goodsId, goodsId)];
      if (attribute !== undefined) conditions.push(eq(cartItems.attribute, attribute));
      await db.delete(cartItems).where(and(...conditions));
    },
  };
}
export type CartRepository = ReturnType<typeof cartRepository>;
