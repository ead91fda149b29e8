import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { actualAmountStatus, openRefundStates, type RefundKind, type RefundState } from '@mall/contract';
import type { Db } from '../db/database';
import { goodsSkus, members, orderItems, orders, payments, refundLines, refunds } from '../db/schema';
import { buyerIs, type Buyer, type Tx } from './orderBasics';
import { voidRefundedGuarantees } from './guarantees';
import { requestInvoiceReversal } from './invoices';
import { refundSettled } from './points';

export type RefundRow = typeof refunds.$inferSelect;

/** Refunds that count against what an order may still give back: all but refused and withdrawn ones. */
const counts = notInArray(refunds.state, ['refused', 'withdrawn']);
const isOpen = inArray(refunds.state, [...openRefundStates]);

/** A new application, with its lines and what it gives back, as the service computed them. */
export type NewRefund = {
  refundNo: string;
  orderId: number;
  kind: RefundKind;
  reason: string;
  amountFen: number;
  goodsFen: number;
  pointsBack: number;
  giftCardBackFen: number;
  description: string;
  photos: string[];
  lines: { orderItemId: number; qty: number; amountFen: number }[];
  now: Date;
};

/** How a PSP notice of success settled a refund. */
export type RefundSettlement = 'refunded' | 'already' | 'unknown';

/** An order's latest refund that was not withdrawn, as the list's card shows it. */
export type RefundSummary = { refundNo: string; kind: RefundKind; state: RefundState };

/**
 * The latest refund of the order with this id that was not withdrawn (null when none), as a column of
 * a query over orders: one definition for the list's page and every other read.
 */
export const refundSummaryOf = (orderId: SQL) =>
  sql<RefundSummary | null>`(select json_build_object('refundNo', f.refund_no, 'kind', f.kind, 'state', f.state)
    from refunds f where f.order_id = ${orderId} and f.state <> 'withdrawn'
    order by f.applied_at desc, f.id desc limit 1)`;

/**
 * Refunds and after-sales (issue #12): applications with their lines, the buyer's withdrawal, the
 * operator's decision, and the settlement when the PSP's notice arrives. Every change of state is a
 * conditional update from the state it leaves, so a double click, a racing operator or a notice
 * delivered many times changes it once; a second open refund of an order is refused by the partial
 * unique index `refunds_one_open_per_order`.
 */
export function refundRepository(db: Db) {
  return {
    /**
     * Each line of the order with the pieces and cash that earlier refunds (not refused or withdrawn)
     * took back; with `settledOnly`, only refunds that went through (the invoice's amount, issue #14).
     */
    async linesOf(orderId: number, settledOnly = false) {
      const taken = db
        .select({
          orderItemId: refundLines.orderItemId,
          takenQty: sql<number>`sum(${refundLines.qty})::int`.as('taken_qty'),
          takenFen: sql<number>`sum(${refundLines.amountFen})::int`.as('taken_fen'),
        })
        .from(refundLines)
        .innerJoin(refunds, eq(refunds.id, refundLines.refundId))
        .where(and(eq(refunds.orderId, orderId), settledOnly ? eq(refunds.state, 'refunded') : counts))
        .groupBy(refundLines.orderItemId)
        .as('taken');
      return db
        .select({
          item: orderItems,
          refundedQty: sql<number>`coalesce(${taken.takenQty}, 0)::int`,
          refundedFen: sql<number>`coalesce(${taken.takenFen}, 0)::int`,
        })
        .from(orderItems)
        .leftJoin(taken, eq(taken.orderItemId, orderItems.id))
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.id));
    },

    /** What the order's refunded refunds gave back so far: the proportions' running totals. */
    async returnedSoFar(orderId: number) {
      const [row] = await db
        .select({
          cashFen: sql<number>`coalesce(sum(${refunds.amountFen}), 0)::int`,
          goodsFen: sql<number>`coalesce(sum(${refunds.goodsFen}), 0)::int`,
          points: sql<number>`coalesce(sum(${refunds.pointsBack}), 0)::int`,
          giftCardFen: sql<number>`coalesce(sum(${refunds.giftCardBackFen}), 0)::int`,
        })
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), counts));
      return row ?? { cashFen: 0, goodsFen: 0, points: 0, giftCardFen: 0 };
    },

    /** The order's open refund, if any. */
    async openOf(orderId: number): Promise<RefundRow | undefined> {
      const [row] = await db
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), isOpen));
      return row;
    },

    /**
     * Inside the application's transaction: the refund and its lines; undefined when the order has an
     * open refund already (the unique index settles two racing submits: the second inserts nothing).
     */
    async insert(tx: Tx, refund: NewRefund): Promise<RefundRow | undefined> {
      const { lines, now, ...fields } = refund;
      const [row] = await tx
        .insert(refunds)
        .values({ ...fields, appliedAt: now })
        .onConflictDoNothing()
        .returning();
      if (!row) return undefined;
      await tx.insert(refundLines).values(lines.map((line) => ({ ...line, refundId: row.id })));
      return row;
    },

    /** The buyer's refund by number (another buyer's is undefined, as an unknown one). */
    async buyersRefund(buyer: Buyer, refundNo: string): Promise<RefundRow | undefined> {
      const [row] = await db
        .select({ refund: refunds })
        .from(refunds)
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .where(and(eq(refunds.refundNo, refundNo), buyerIs(buyer)));
      return row?.refund;
    },

    /** A refund by number, with its order's number and its paid payment's number (the operator's view). */
    async byRefundNo(refundNo: string) {
      const [row] = await db
        .select({ refund: refunds, orderNo: orders.orderNo })
        .from(refunds)
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .where(eq(refunds.refundNo, refundNo));
      if (!row) return undefined;
      const [paid] = await db
        .select({ payNo: payments.payNo })
        .from(payments)
        .where(and(eq(payments.orderId, row.refund.orderId), eq(payments.state, 'paid')))
        .limit(1);
      return { ...row, payNo: paid?.payNo ?? null };
    },

    /** Moves a refund from one state to the next once; the updated row, or undefined when it was not in `from`. */
    async move(
      refundId: number,
      from: RefundState,
      to: RefundState,
      changes: Partial<
        Pick<
          RefundRow,
          'approvedAt' | 'refundingAt' | 'refusedAt' | 'withdrawnAt' | 'refuseReason' | 'amountFen' | 'approveReason'
        >
      >,
      conn: Db | Tx = db,
    ): Promise<RefundRow | undefined> {
      const [row] = await conn
        .update(refunds)
        .set({ ...changes, state: to })
        .where(and(eq(refunds.id, refundId), eq(refunds.state, from)))
        .returning();
      return row;
    },

    /** Counts a PSP notice of the refund (kept for the operator: how often the PSP had to tell us). */
    async noteNotice(refundNo: string): Promise<void> {
      await db
        .update(refunds)
        .set({ notifications: sql`${refunds.notifications} + 1` })
        .where(eq(refunds.refundNo, refundNo));
    },

    /**
     * Settles a refund the PSP says went back, once, in one transaction: refunding → refunded; the
     * points and gift card it fixed go back to the member; before shipment the refunded pieces' stock
     * goes back (when the order took it); when no piece of the order is left to refund, the payment is
     * refunded (payment state 2), and an order not yet shipped closes (state 7).
     */
    settle(refundId: number, now: Date): Promise<RefundSettlement> {
      return db.transaction(async (tx) => {
        const [refund] = await tx
          .update(refunds)
          .set({ state: 'refunded', refundedAt: now })
          .where(and(eq(refunds.id, refundId), eq(refunds.state, 'refunding')))
          .returning();
        if (!refund) return 'already';
        // No key update: an application's foreign-key check (key share) on the order does not wait on it.
        const [order] = await tx
          .select({
            id: orders.id,
            orderState: orders.orderState,
            memberId: orders.memberId,
            stockReserved: orders.stockReserved,
          })
          .from(orders)
          .where(eq(orders.id, refund.orderId))
          .for('no key update');
        if (!order) return 'unknown';
        if (order.memberId !== null && refund.giftCardBackFen > 0) {
          await tx
            .update(members)
            .set({ giftCardFen: sql`${members.giftCardFen} + ${refund.giftCardBackFen}` })
            .where(eq(members.id, order.memberId));
        }
        // Points spent come back, points earned are taken back, consumption and level (issue #13).
        await refundSettled(tx, refund, now);
        // The refunded pieces' guarantees are void; an issued invoice is to be reversed (issue #14).
        await voidRefundedGuarantees(tx, refund.id, now);
        await requestInvoiceReversal(tx, refund.orderId, now);
        // spec §4 amount status 1: pending shipment (the parcel has not left).
        const isBeforeShipment = refund.kind === 'refund' && actualAmountStatus(order.orderState) === 1;
        if (isBeforeShipment && order.stockReserved) {
          const pieces = await tx
            .select({ skuId: orderItems.skuId, qty: refundLines.qty })
            .from(refundLines)
            .innerJoin(orderItems, eq(orderItems.id, refundLines.orderItemId))
            .where(eq(refundLines.refundId, refund.id))
            .orderBy(asc(orderItems.skuId));
          for (const piece of pieces) {
            if (piece.skuId !== null)
              await tx
                .update(goodsSkus)
                .set({ stockWeb: sql`${goodsSkus.stockWeb} + ${piece.qty}` })
                .where(eq(goodsSkus.id, piece.skuId));
          }
        }
        const [left] = await tx
          .select({ pieces: sql<number>`coalesce(sum(${orderItems.qty}), 0)::int` })
          .from(orderItems)
          .where(eq(orderItems.orderId, order.id));
        const [taken] = await tx
          .select({ pieces: sql<number>`coalesce(sum(${refundLines.qty}), 0)::int` })
          .from(refundLines)
          .innerJoin(refunds, eq(refunds.id, refundLines.refundId))
          .where(and(eq(refunds.orderId, order.id), eq(refunds.state, 'refunded')));
        if ((taken?.pieces ?? 0) >= (left?.pieces ?? 0)) {
          await tx
            .update(orders)
            .set(isBeforeShipment ? { paymentState: 2, orderState: 7, closedAt: now } : { paymentState: 2 })
            .where(and(eq(orders.id, order.id), eq(orders.paymentState, 1)));
        }
        return 'refunded';
      });
    },

    /** Every refund of the order, newest first, with its lines' titles. */
    async ofOrder(orderId: number) {
      const rows = await db
        .select()
        .from(refunds)
        .where(eq(refunds.orderId, orderId))
        .orderBy(desc(refunds.appliedAt), desc(refunds.id));
      if (rows.length === 0) return [];
      const lines = await db
        .select({
          refundId: refundLines.refundId,
          qty: refundLines.qty,
          amountFen: refundLines.amountFen,
          goodID: orderItems.goodsId,
          attribute: orderItems.attribute,
          title: orderItems.title,
        })
        .from(refundLines)
        .innerJoin(orderItems, eq(orderItems.id, refundLines.orderItemId))
        .where(
          inArray(
            refundLines.refundId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(refundLines.id));
      return rows.map((row) => ({ refund: row, lines: lines.filter((line) => line.refundId === row.id) }));
    },

    /** Refunds waiting for the operator (applying) or for the PSP (approved, refunding), oldest first. */
    async open() {
      return db
        .select({ refund: refunds, orderNo: orders.orderNo })
        .from(refunds)
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .where(isOpen)
        .orderBy(asc(refunds.appliedAt), asc(refunds.id));
    },
  };
}
