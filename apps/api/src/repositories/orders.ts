import { and, asc, desc, eq, isNull, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from '../db/database';
import type { DeadlineSide, LabelGroup } from '../lib/labelGroups';
import { buyerOrderVersions, orderItems, orders } from '../db/schema';
import { parcelCountOf } from './fulfilment';
import { issueGuarantees } from './guarantees';
import { refundSummaryOf } from './refunds';
import { reviewedCountOf } from './reviews';
import { closeUnpaid } from './checkout';
import { buyerIs, type Buyer, type OrderRow } from './orderBasics';

/** An order line as stored (a snapshot of the piece at creation). */
export type OrderItemRow = typeof orderItems.$inferSelect;

/** The states of the order a deposit or balance order is linked to, read live (null when there is none). */
export type RelatedStates = { orderState: number | null; paymentState: number | null };

const related = alias(orders, 'related');

/** The columns of an order the status rules read (services/orderCentre.ts ruleFacts). */
const labelColumns = {
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
};
export type LabelColumn = keyof typeof labelColumns;

/** The columns of an order that its card in the list reads: the rules' facts, what it shows, and its id. */
const listedColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  createdAt: orders.createdAt,
  saleCode: orders.saleCode,
  payFen: orders.payFen,
  ...labelColumns,
};

/**
 * What the status label reads of an order (`tables.o`, its linked order `tables.r`), each deadline as the side of
 * `now` it stands on (lib/labelGroups.ts), and whether it has a refund that was not withdrawn (the
 * 退款/售后 tab). In this order: the group query's columns and its key's parts.
 */
function labelParts(now: Date | SQLWrapper, tables: { o: string; r: string }): SQL[] {
  const o = sql.raw(tables.o);
  const r = sql.raw(tables.r);
  const at = now instanceof Date ? sql`${now.toISOString()}::timestamptz` : sql`${now}::timestamptz`;
  const side = (column: SQL) => sql`(case when ${column} is null then null when ${column} >= ${at} then 1 else 0 end)`;
  return [
    sql`${o}.order_state`,
    sql`${o}.order_type`,
    sql`${o}.payment_state`,
    sql`(case when ${o}.related_order_id is null then ${o}.related_order_state else ${r}.order_state end)`,
    sql`(case when ${o}.related_order_id is null then ${o}.related_payment_state else ${r}.payment_state end)`,
    side(sql`${o}.pay_deadline`),
    side(sql`${o}.deposit_end_pay_time`),
    side(sql`${o}.balance_end_pay_time`),
    sql`${o}.is_pre_sell_end`,
    sql`${o}.is_transfer_gift`,
    sql`${o}.transfer_gift_state`,
    sql`${o}.source`,
    sql`exists (select 1 from refunds f where f.order_id = ${o}.id and f.state <> 'withdrawn')`,
  ];
}

/** The buyer's row in buyer_order_versions (the triggers of migration 0017 write the same key). */
export const buyerKey = (buyer: Buyer) =>
  buyer.memberId !== null ? `m:${buyer.memberId}` : `s:${buyer.staffId ?? -1}`;

/** An order's earliest deadline not yet passed at `now` (where its label or overdue state next turns). */
function nextDeadline(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const ahead = (column: string) =>
    sql`(case when orders.${sql.raw(column)} >= ${at} then orders.${sql.raw(column)} end)`;
  return sql`least(${ahead('pay_deadline')}, ${ahead('deposit_end_pay_time')}, ${ahead('balance_end_pay_time')})`;
}

/** One text naming an order's combination of label inputs (nulls as ~), the same in both queries. */
const labelKey = (parts: SQL[]) =>
  sql`concat_ws('|', ${sql.join(
    parts.map((part) => sql`coalesce((${part})::text, '~')`),
    sql`, `,
  )})`;

/** A group of the buyer's orders that the status rules read alike now, with how many there are. */
export type LabelGroupRow = {
  key: string;
  count: number;
  /** Some order of the group is unpaid past its deadline and the deadline closes it (closeOverdue's orders). */
  isOverdue: boolean;
  /** The group's earliest deadline still to come: from then on it may read otherwise (null: none). */
  nextChange: Date | null;
  hasRefund: boolean;
  group: LabelGroup;
};

const asSide = (value: unknown): DeadlineSide => (value === null ? null : Number(value) === 1 ? 1 : 0);
const asNumber = (value: unknown) => (value === null ? null : Number(value));

/**
 * The order centre's reads and state changes (issue #12): the buyer's visible orders with the live
 * states of their linked orders, the lines of a page of orders, hiding and confirming receipt.
 * Every change is a conditional update on the state the service checked, so a double submit or a
 * racing change applies once.
 */
export function orderCentreRepository(db: Db) {
  // The list's reads are prepared once (issue #12 list speed): built per request, drizzle's query building cost
  // more than the database's answer.
  const version = db
    .select({ version: buyerOrderVersions.version })
    .from(buyerOrderVersions)
    .where(eq(buyerOrderVersions.buyer, sql.placeholder('buyer')))
    .prepare('order_centre_version');
  const pageKey = labelKey(labelParts(sql.placeholder('now'), { o: '"orders"', r: '"related"' }));
  /** A page of the orders of a member (by member id) or a staff user (by staff id), of some label groups or all. */
  const pageQuery = (buyerColumn: typeof orders.memberId | typeof orders.staffId, keyed: boolean) =>
    db
      .select({
        order: listedColumns,
        relatedOrderState: related.orderState,
        relatedPaymentState: related.paymentState,
        relatedOrderNo: related.orderNo,
        // What the card shows beside the order, read in the same round trip.
        parcelCount: parcelCountOf(sql`"orders"."id"`),
        reviewedCount: reviewedCountOf(sql`"orders"."id"`),
        refund: refundSummaryOf(sql`"orders"."id"`),
      })
      .from(orders)
      .leftJoin(related, eq(related.id, orders.relatedOrderId))
      .where(
        and(
          eq(buyerColumn, sql.placeholder('buyer')),
          isNull(orders.hiddenAt),
          keyed ? sql`${pageKey} = any(${sql.placeholder('keys')}::text[])` : undefined,
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  const pages = {
    member: pageQuery(orders.memberId, false).prepare('order_centre_page_member'),
    memberKeyed: pageQuery(orders.memberId, true).prepare('order_centre_page_member_keyed'),
    staff: pageQuery(orders.staffId, false).prepare('order_centre_page_staff'),
    staffKeyed: pageQuery(orders.staffId, true).prepare('order_centre_page_staff_keyed'),
  };
  const items = db
    .select()
    .from(orderItems)
    .where(sql`${orderItems.orderId} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(asc(orderItems.orderId), asc(orderItems.id))
    .prepare('order_centre_items');

  return {
    /**
     * How many times the buyer's orders and refunds have changed (the triggers of migration 0017 count them at
     * commit): while it stands, and no deadline has passed, the label groups read the same.
     */
    async ordersVersion(buyer: Buyer): Promise<number> {
      const [row] = await version.execute({ buyer: buyerKey(buyer) });
      return Number(row?.version ?? 0);
    },

    /**
     * The buyer's visible orders grouped by what their status label reads now (issue #12: counting
     * the tabs of a member with a thousand orders reads a few dozen rows, not a thousand).
     */
    async labelGroups(buyer: Buyer, now: Date): Promise<LabelGroupRow[]> {
      const parts = labelParts(now, { o: 'orders', r: 'r' });
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select ${labelKey(parts)} as key, count(*)::int as count,
                 bool_or(orders.order_state = 1 and orders.payment_state = 0
                   and orders.pay_deadline <= ${now.toISOString()}::timestamptz) as overdue,
                 ${sql.join(
                   parts.map((part, index) => sql`${part} as p${sql.raw(String(index))}`),
                   sql`, `,
                 )},
                 min(${nextDeadline(now)}) as next_change
          from orders left join orders r on r.id = orders.related_order_id
          where ${buyerIs(buyer)} and orders.hidden_at is null
          group by 1, ${sql.raw(Array.from({ length: parts.length }, (_, index) => String(index + 4)).join(', '))}`),
      );
      return rows.map((row) => ({
        key: String(row.key),
        count: Number(row.count),
        isOverdue: row.overdue === true || row.overdue === 't',
        nextChange: row.next_change === null ? null : new Date(String(row.next_change)),
        hasRefund: row.p12 === true || row.p12 === 't',
        group: {
          orderState: Number(row.p0),
          orderType: row.p1 === null ? null : Number(row.p1) === 1 ? 1 : Number(row.p1) === 2 ? 2 : null,
          paymentState: Number(row.p2),
          relatedOrderState: asNumber(row.p3),
          relatedPaymentState: asNumber(row.p4),
          payDeadline: asSide(row.p5),
          depositEndPayTime: asSide(row.p6),
          balanceEndPayTime: asSide(row.p7),
          isPreSellEnd: row.p8 === true || row.p8 === 't',
          isTransferGift: row.p9 === true || row.p9 === 't',
          transferGiftState: asNumber(row.p10),
          source: Number(row.p11),
        },
      }));
    },

    /**
     * One page of the buyer's visible orders whole, newest first, with their linked order's states:
     * those of the given label groups (by key), or all of them when `keys` is null.
     */
    async pageRows(buyer: Buyer, now: Date, keys: readonly string[] | null, limit: number, offset: number) {
      if (keys !== null && keys.length === 0) return [];
      const isMember = buyer.memberId !== null;
      const query =
        keys === null ? pages[isMember ? 'member' : 'staff'] : pages[isMember ? 'memberKeyed' : 'staffKeyed'];
      return query.execute({
        buyer: isMember ? buyer.memberId : (buyer.staffId ?? -1),
        now: now.toISOString(),
        // A text-array literal: the keys are digits, ~, | and true/false, quoted all the same.
        keys: `{${(keys ?? []).map((key) => `"${key}"`).join(',')}}`,
        limit,
        offset,
      });
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
      return items.execute({ ids: `{${orderIds.join(',')}}` });
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
        .where(and(buyerIs(buyer), eq(orders.orderState, 1), eq(orders.paymentState, 0), lte(orders.payDeadline, now)));
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

    /**
     * Moves a shipped order (in the state the rules saw) to successful once, writing its pieces'
     * guarantees in the same transaction (issue #14); false when it was not in that state any more.
     */
    async confirmReceipt(orderId: number, shippedState: number, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const received = await tx
          .update(orders)
          .set({ orderState: 4, receivedAt: now })
          .where(and(eq(orders.id, orderId), eq(orders.orderState, shippedState)))
          .returning({ id: orders.id });
        if (received.length === 0) return false;
        await issueGuarantees(tx, orderId, now);
        return true;
      });
    },
  };
}
