import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { orderItems, orders } from '../db/schema';
import { buyerIs, closesAtDeadline, closeUnpaid, type Buyer, type OrderRow } from './checkout';

/** An order line as stored (a snapshot of the piece at creation). */
export type OrderItemRow = typeof orderItems.$inferSelect;

/** The states of the order a deposit or balance order is linked to, read live (null when there is none). */
export type RelatedStates = { orderState: number | null; paymentState: number | null };

const related = alias(orders, 'related');

/**
 * The order centre's reads and state changes (issue #12): the buyer's visible orders with the live
 * states of their linked orders, the lines of a page of orders, hiding and confirming receipt.
 * Every change is a conditional update on the state the service checked, so a double submit or a
 * racing change applies once.
 */
export function orderCentreRepository(db: Db) {
  const withRelated = () =>
    db
      .select({
        order: orders,
        relatedOrderState: related.orderState,
        relatedPaymentState: related.paymentState,
        relatedOrderNo: related.orderNo,
      })
      .from(orders)
      .leftJoin(related, eq(related.id, orders.relatedOrderId));

  return {
    /**
     * What the status label reads of every order of the buyer not hidden, newest first: only those
     * columns, so counting the tabs of a buyer with many orders stays cheap (the page's rows are read
     * whole by {@link byIds}).
     */
    async labelRows(buyer: Buyer) {
      return db
        .select({
          order: {
            id: orders.id,
            orderState: orders.orderState,
            orderType: orders.orderType,
            paymentState: orders.paymentState,
            relatedOrderId: orders.relatedOrderId,
            relatedOrderState: orders.relatedOrderState,
            relatedPaymentState: orders.relatedPaymentState,
            payDeadline: orders.payDeadline,
            depositEndPayTime: orders.depositEndPayTime,
            balanceEndPayTime: orders.balanceEndPayTime,
            isPreSellEnd: orders.isPreSellEnd,
            isTransferGift: orders.isTransferGift,
            transferGiftState: orders.transferGiftState,
            source: orders.source,
          },
          relatedOrderState: related.orderState,
          relatedPaymentState: related.paymentState,
        })
        .from(orders)
        .leftJoin(related, eq(related.id, orders.relatedOrderId))
        .where(and(buyerIs(buyer), isNull(orders.hiddenAt)))
        .orderBy(desc(orders.createdAt), desc(orders.id));
    },

    /** These orders whole, with their linked order's states, newest first. */
    async byIds(orderIds: readonly number[]) {
      if (orderIds.length === 0) return [];
      return withRelated()
        .where(inArray(orders.id, [...orderIds]))
        .orderBy(desc(orders.createdAt), desc(orders.id));
    },

    /** The live states of the order linked to this one (a deposit's balance order, or the other way). */
    async relatedOf(row: OrderRow): Promise<RelatedStates> {
      if (row.relatedOrderId === null)
        return { orderState: row.relatedOrderState, paymentState: row.relatedPaymentState };
      const [found] = await db
        .select({ orderState: orders.orderState, paymentState: orders.paymentState })
        .from(orders)
        .where(eq(orders.id, row.relatedOrderId));
      return found ?? { orderState: row.relatedOrderState, paymentState: row.relatedPaymentState };
    },

    /** The lines of these orders, by order then line. */
    async itemsOf(orderIds: readonly number[]): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, [...orderIds]))
        .orderBy(asc(orderItems.orderId), asc(orderItems.id));
    },

    /**
     * Closes the buyer's checkout orders that are unpaid past their deadline, a balance order past
     * its window with its deposit order (as the sweep would), so the list shows what the detail
     * would; how many closed.
     */
    async closeOverdue(buyer: Buyer, now: Date): Promise<number> {
      const due = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            buyerIs(buyer),
            eq(orders.orderState, 1),
            eq(orders.paymentState, 0),
            lte(orders.payDeadline, now),
            closesAtDeadline,
          ),
        );
      let closed = 0;
      for (const { id } of due) if (await closeUnpaid(db, id, now, 'deadline')) closed += 1;
      return closed;
    },

    /** Hides the order from the list if it is still in the state the rules allowed it in; kept on a repeat. */
    async hide(orderId: number, seen: { orderState: number; paymentState: number }, now: Date): Promise<boolean> {
      const hidden = await db
        .update(orders)
        .set({ hiddenAt: sql`coalesce(${orders.hiddenAt}, ${now.toISOString()}::timestamptz)` })
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.orderState, seen.orderState),
            eq(orders.paymentState, seen.paymentState),
          ),
        )
        .returning({ id: orders.id });
      return hidden.length > 0;
    },

    /** Moves a shipped order (in the state the rules saw) to successful once; false when it was not in it any more. */
    async confirmReceipt(orderId: number, shippedState: number, now: Date): Promise<boolean> {
      const received = await db
        .update(orders)
        .set({ orderState: 4, receivedAt: now })
        .where(and(eq(orders.id, orderId), eq(orders.orderState, shippedState)))
        .returning({ id: orders.id });
      return received.length > 0;
    },
  };
}
