import { boolean, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { goodsComments } from './catalog';
import { orderItems, orders } from './orders';

/**
 * Reviews of order lines (issue #12 评价): one per line, the primary key says so, so two submits
 * racing for a line end with one review. What the goods page shows (stars, text, photos, the name as
 * shown) is the linked `goods_comments` row, beside the comments the mall had before; this row ties
 * it to the buyer's order line and keeps what only the reviewer sees (whether it was anonymous).
 */
export const orderReviews = pgTable(
  'order_reviews',
  {
    orderItemId: integer('order_item_id')
      .primaryKey()
      .references(() => orderItems.id),
    /** The line's order, so a page of orders reads its review state in one query. */
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    commentId: integer('comment_id')
      .notNull()
      .unique()
      .references(() => goodsComments.id),
    isAnonymous: boolean('is_anonymous').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_reviews_order').on(t.orderId)],
);
