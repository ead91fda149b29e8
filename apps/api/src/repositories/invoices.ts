import { and, count, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { InvoiceState } from '@mall/contract';
import type { Db } from '../db/database';
import { invoices, orders } from '../db/schema';
import type { Tx } from './orderBasics';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
/** An invoice with its order's number. */
export type InvoiceWithOrder = { row: InvoiceRow; orderNo: string };

/**
 * Asks for the red-letter reversal of the order's issued invoice, inside a refund's settling
 * transaction (issue #14: "a refund after issue creates the red-letter reversal"); the e-invoice
 * adapter writes it on its next run. A pending invoice needs nothing: it is issued for what is left.
 */
export async function requestInvoiceReversal(tx: Tx, orderId: number, now: Date): Promise<void> {
  await tx
    .update(invoices)
    .set({ reversalRequestedAt: now })
    .where(
      and(eq(invoices.orderId, orderId), eq(invoices.state, 'issued'), sql`${invoices.reversalRequestedAt} is null`),
    );
}

/** The state of the order's invoice when one was requested (the order detail links it, issue #12), else undefined. */
export async function orderInvoiceState(db: Db, orderId: number): Promise<InvoiceState | undefined> {
  const [row] = await db.select({ state: invoices.state }).from(invoices).where(eq(invoices.orderId, orderId));
  return row?.state;
}

/** The rows of invoices (issue #14 item 1). */
export function invoiceRepository(db: Db) {
  const withOrder = () =>
    db
      .select({ row: invoices, orderNo: orders.orderNo })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId));

  return {
    /** Writes the request; undefined when the order has one already (the unique order id). */
    async insert(values: NewInvoice): Promise<InvoiceRow | undefined> {
      const [row] = await db
        .insert(invoices)
        .values(values)
        .onConflictDoNothing({ target: invoices.orderId })
        .returning();
      return row;
    },

    /** The member's invoice of the order with this number. */
    async memberInvoice(memberId: number, orderNo: string): Promise<InvoiceWithOrder | undefined> {
      const [row] = await withOrder().where(and(eq(orders.orderNo, orderNo), eq(invoices.memberId, memberId)));
      return row;
    },

    /** A page of the member's invoices, newest request first, by state and by request time [from, to). */
    async memberPage(
      memberId: number,
      filter: { state?: InvoiceState; from?: Date; to?: Date },
      offset: number,
      limit: number,
    ): Promise<{ total: number; rows: InvoiceWithOrder[] }> {
      const where = and(
        eq(invoices.memberId, memberId),
        filter.state ? eq(invoices.state, filter.state) : undefined,
        filter.from ? gte(invoices.requestedAt, filter.from) : undefined,
        filter.to ? lt(invoices.requestedAt, filter.to) : undefined,
      );
      const [counted] = await db.select({ n: count() }).from(invoices).where(where);
      const rows = await withOrder()
        .where(where)
        .orderBy(desc(invoices.requestedAt), desc(invoices.id))
        .offset(offset)
        .limit(limit);
      return { total: Number(counted?.n ?? 0), rows };
    },

    /** Pending invoices, oldest request first, with their orders' cash. */
    pending(limit: number) {
      return db
        .select({ row: invoices, payFen: orders.payFen, orderNo: orders.orderNo })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(eq(invoices.state, 'pending'))
        .orderBy(invoices.requestedAt)
        .limit(limit);
    },

    /** Issued invoices a refund asked to reverse, oldest request first, with their orders' numbers. */
    reversalsDue(limit: number): Promise<InvoiceWithOrder[]> {
      return withOrder()
        .where(and(eq(invoices.state, 'issued'), isNotNull(invoices.reversalRequestedAt)))
        .orderBy(invoices.reversalRequestedAt)
        .limit(limit);
    },

    /** Records the issue of a pending invoice (once: undefined when it is no longer pending). */
    async issued(
      id: number,
      issue: Pick<
        InvoiceRow,
        'invoiceNo' | 'issuedAt' | 'lines' | 'taxFen' | 'amountFen' | 'sellerName' | 'sellerTaxId'
      >,
    ): Promise<InvoiceRow | undefined> {
      const [moved] = await db
        .update(invoices)
        .set({ ...issue, state: 'issued' })
        .where(and(eq(invoices.id, id), eq(invoices.state, 'pending')))
        .returning();
      return moved;
    },

    /** Drops a pending request whose order has nothing left to invoice (refunded in full before issue). */
    async dropPending(id: number): Promise<void> {
      await db.delete(invoices).where(and(eq(invoices.id, id), eq(invoices.state, 'pending')));
    },

    /** Records the red-letter reversal of an issued invoice (once: undefined when it is no longer issued). */
    async reversed(id: number, redInvoiceNo: string, reversedAt: Date): Promise<InvoiceRow | undefined> {
      const [moved] = await db
        .update(invoices)
        .set({ state: 'reversed', redInvoiceNo, reversedAt })
        .where(and(eq(invoices.id, id), eq(invoices.state, 'issued')))
        .returning();
      return moved;
    },
  };
}
