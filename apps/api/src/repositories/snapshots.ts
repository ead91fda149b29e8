import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  brands,
  goods,
  goodsImages,
  orderItemSnapshots,
  orderItems,
  orders,
  series,
  type TradeSnapshotDoc,
} from '../db/schema';
import { buyerIs, type Buyer, type Tx } from './orderBasics';

/**
 * Writes the trade snapshot of every line of these orders that has none (issue #12; spec §2
 * /snapshot): the goods as they are at this moment, read inside the caller's transaction (the order's
 * own, so the snapshot is what was sold). Idempotent: a line keeps its first snapshot.
 */
export async function writeSnapshots(tx: Tx | Db, orderIds: readonly number[], now: Date): Promise<number> {
  if (orderIds.length === 0) return 0;
  const lines = await tx
    .select({
      itemId: orderItems.id,
      goodsId: orderItems.goodsId,
      attribute: orderItems.attribute,
      unitPriceFen: orderItems.unitPriceFen,
      qty: orderItems.qty,
      category: orderItems.category,
      piece: {
        mouldNo: goods.mouldNo,
        title: goods.title,
        newTitle: goods.newTitle,
        titleInfo: goods.titleInfo,
        descriptionHtml: goods.descriptionHtml,
        productTypeId: goods.productTypeId,
        productGroupId: goods.productGroupId,
      },
      brandName: brands.name,
      seriesName: series.name,
    })
    .from(orderItems)
    .innerJoin(goods, eq(goods.id, orderItems.goodsId))
    .innerJoin(brands, eq(brands.id, goods.brandId))
    .leftJoin(series, eq(series.id, goods.seriesId))
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.id));
  if (lines.length === 0) return 0;
  const pictures = await tx
    .select({ goodsId: goodsImages.goodsId, src: goodsImages.src, kind: goodsImages.kind })
    .from(goodsImages)
    .where(inArray(goodsImages.goodsId, [...new Set(lines.map((line) => line.goodsId))]))
    .orderBy(asc(goodsImages.goodsId), asc(goodsImages.kind), asc(goodsImages.sort), asc(goodsImages.id));
  const rows = lines.map((line) => {
    const doc: TradeSnapshotDoc = {
      mouldNo: line.piece.mouldNo,
      title: line.piece.title,
      newTitle: line.piece.newTitle,
      titleInfo: line.piece.titleInfo,
      brandName: line.brandName,
      seriesName: line.seriesName ?? '',
      descriptionHtml: line.piece.descriptionHtml,
      // 'detail' sorts before 'main' in text order: main pictures first, as the product page shows them.
      images: pictures
        .filter((picture) => picture.goodsId === line.goodsId)
        .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'main' ? -1 : 1))
        .map(({ src, kind }) => ({ src, kind })),
      productTypeID: line.piece.productTypeId,
      productGroupID: line.piece.productGroupId,
      category: line.category,
      attribute: line.attribute,
      unitPriceFen: line.unitPriceFen,
      buyNum: line.qty,
    };
    return { orderItemId: line.itemId, doc, createdAt: now };
  });
  const written = await tx
    .insert(orderItemSnapshots)
    .values(rows)
    .onConflictDoNothing({ target: orderItemSnapshots.orderItemId })
    .returning({ id: orderItemSnapshots.id });
  return written.length;
}

/**
 * The snapshot of the buyer's own order line of this piece (the line with `attribute` when given,
 * else the first), with the order's number and time; undefined when it is not the buyer's.
 */
export async function ownSnapshot(db: Db, buyer: Buyer, orderNo: string, goodsId: number, attribute?: string) {
  const [row] = await db
    .select({
      orderNo: orders.orderNo,
      orderedAt: orders.createdAt,
      goodsId: orderItems.goodsId,
      doc: orderItemSnapshots.doc,
    })
    .from(orderItemSnapshots)
    .innerJoin(orderItems, eq(orderItems.id, orderItemSnapshots.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.orderNo, orderNo),
        buyerIs(buyer),
        eq(orderItems.goodsId, goodsId),
        attribute === undefined ? undefined : eq(orderItems.attribute, attribute),
      ),
    )
    .orderBy(asc(orderItems.id))
    .limit(1);
  return row;
}
