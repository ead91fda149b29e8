import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { goodsComments, orderItems, orderReviews, orders } from '../db/schema';
import type { Tx } from './orderBasics';

/**
 * How many lines of the order with this id are reviewed, as a column of a query over orders.
 * `orderId` is the outer query's qualified id (sql`"orders"."id"`): a column object renders unqualified
 * inside the subquery and would read the subquery's own id.
 */
export const reviewedCountOf = (orderId: SQL) =>
  sql<number>`(select count(*)::int from order_reviews where order_reviews.order_id = ${orderId})`;

/** An order line with its review (null until reviewed), as the review form reads it. */
export type ReviewLineRow = {
  lineId: number;
  goodsId: number;
  mouldNo: string;
  title: string;
  thumb: string;
  attribute: string;
  qty: number;
  review: {
    rating: number;
    content: string;
    images: string[];
    uploadIds: string[];
    nickname: string;
    isAnonymous: boolean;
    createdAt: Date;
  } | null;
};

/** A review about to be written: what the goods page shows and the line it belongs to. */
export type NewReview = {
  orderId: number;
  orderItemId: number;
  goodsId: number;
  rating: number;
  content: string;
  uploadIds: readonly string[];
  nickname: string;
  isAnonymous: boolean;
  now: Date;
};

/**
 * Reviews of order lines (issue #12 评价): the lines of an order with their reviews, how many lines
 * of each of a page of orders are reviewed (one query), and the writing of a review — the goods
 * page's comment row and the line's review row together, once per line.
 */
export function reviewRepository(db: Db) {
  return {
    /** The order's lines, in order, each with its review. */
    async lines(orderId: number): Promise<ReviewLineRow[]> {
      const rows = await db
        .select({
          lineId: orderItems.id,
          goodsId: orderItems.goodsId,
          mouldNo: orderItems.mouldNo,
          title: orderItems.title,
          thumb: orderItems.thumb,
          attribute: orderItems.attribute,
          qty: orderItems.qty,
          isAnonymous: orderReviews.isAnonymous,
          rating: goodsComments.rating,
          content: goodsComments.content,
          images: goodsComments.images,
          uploadIds: goodsComments.uploadIds,
          nickname: goodsComments.nickname,
          createdAt: goodsComments.createdAt,
        })
        .from(orderItems)
        .leftJoin(orderReviews, eq(orderReviews.orderItemId, orderItems.id))
        .leftJoin(goodsComments, eq(goodsComments.id, orderReviews.commentId))
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.id));
      return rows.map(({ isAnonymous, rating, content, images, uploadIds, nickname, createdAt, ...line }) => ({
        ...line,
        review:
          isAnonymous === null || rating === null || createdAt === null
            ? null
            : {
                rating,
                content: content ?? '',
                images: images ?? [],
                uploadIds: uploadIds ?? [],
                nickname: nickname ?? '',
                isAnonymous,
                createdAt,
              },
      }));
    },

    /** How many lines of each of these orders have their review (orders without any are absent). */
    async reviewedCounts(orderIds: readonly number[]): Promise<Map<number, number>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .select({ orderId: orders.id, reviewed: reviewedCountOf(sql`"orders"."id"`) })
        .from(orders)
        .where(inArray(orders.id, [...orderIds]));
      return new Map(rows.map((row) => [row.orderId, Number(row.reviewed)]));
    },

    /**
     * The order's state, read with a share lock inside the review's transaction: the order cannot
     * leave it (a refund, say) before the review is written.
     */
    async lockedOrderState(tx: Tx, orderId: number): Promise<number | undefined> {
      const [row] = await tx
        .select({ orderState: orders.orderState })
        .from(orders)
        .where(eq(orders.id, orderId))
        .for('share');
      return row?.orderState;
    },

    /**
     * Writes the line's review inside the caller's transaction; false when the line has one already
     * (also when another submit wrote it a moment ago: the primary key settles the race, and the
     * caller rolls its comment row back).
     */
    async insert(tx: Tx, review: NewReview): Promise<boolean> {
      const [comment] = await tx
        .insert(goodsComments)
        .values({
          goodsId: review.goodsId,
          nickname: review.nickname,
          rating: review.rating,
          content: review.content,
          uploadIds: [...review.uploadIds],
          createdAt: review.now,
        })
        .returning({ id: goodsComments.id });
      if (!comment) return false;
      const written = await tx
        .insert(orderReviews)
        .values({
          orderItemId: review.orderItemId,
          orderId: review.orderId,
          commentId: comment.id,
          isAnonymous: review.isAnonymous,
          createdAt: review.now,
        })
        .onConflictDoNothing({ target: orderReviews.orderItemId })
        .returning({ orderItemId: orderReviews.orderItemId });
      return written.length > 0;
    },
  };
}
