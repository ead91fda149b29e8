import { openRefundStates } from '@mall/contract';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/database';
import { goods, orderItems, orders, parcelItems, parcels } from '../db/schema';
import type { Tx } from './orderBasics';
import { issueGuarantees } from './guarantees';

type Conn = Db | Tx;

/** A line as the warehouse picks it: the piece's product group and points type decide where it is kept. */
export type FulfilmentLine = {
  orderItemId: number;
  qty: number;
  productGroupId: number | null;
  pointProductType: number | null;
};

/** A parcel to record: its number in the order, carrier, waybill, warehouse and what it holds. */
export type NewParcel = {
  parcelNo: number;
  carrierCode: string;
  trackingNo: string;
  warehouse: string;
  fromCity: string;
  items: readonly { orderItemId: number; qty: number }[];
};

/** An order due to ship, as the warehouse is asked about it. */
export type DueOrder = { id: number; orderNo: string; lines: FulfilmentLine[] };

/** The shipped states (spec §4: 3, 8, 19, 20), which auto-confirm moves to successful. */
const shippedStates = [3, 8, 19, 20];

/** The lines of these orders with what the warehouse reads of each, by order then line. */
export async function fulfilmentLines(db: Conn, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderItems.orderId,
      orderItemId: orderItems.id,
      qty: orderItems.qty,
      productGroupId: goods.productGroupId,
      pointProductType: orderItems.pointProductType,
    })
    .from(orderItems)
    .innerJoin(goods, eq(goods.id, orderItems.goodsId))
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
}

/** Writes an order's parcels and what each holds (inside the transaction that ships the order). */
export async function insertParcels(tx: Tx, orderId: number, planned: readonly NewParcel[], shippedAt: Date) {
  for (const parcel of planned) {
    const [row] = await tx
      .insert(parcels)
      .values({
        orderId,
        parcelNo: parcel.parcelNo,
        carrierCode: parcel.carrierCode,
        trackingNo: parcel.trackingNo,
        warehouse: parcel.warehouse,
        fromCity: parcel.fromCity,
        shippedAt,
      })
      .returning({ id: parcels.id });
    await tx.insert(parcelItems).values(parcel.items.map((item) => ({ ...item, parcelId: row?.id as number })));
  }
}

/**
 * An order (the table `orders`, unaliased) the warehouse may ship now: paid and waiting (state 2,
 * payment 1); not a transfer gift its recipient has not accepted (spec §4 待领取: the address is theirs
 * to give); not a presale deposit order until its balance order is paid (the deposit order carries the
 * pieces, the address and the stock, and ships then); never a balance order (it only collects the
 * rest of the price); not while a refund application is open (the warehouse holds it until the refund
 * is decided). The sweep and the console's shipping by hand (issue #29) ask the same question.
 */
export const readyToShip = sql`(orders.order_state = 2 and orders.payment_state = 1
  and (orders.order_type is null or (orders.order_type = 1 and exists (
    select 1 from orders balance where balance.id = orders.related_order_id and balance.payment_state = 1)))
  and not (orders.is_transfer_gift and coalesce(orders.transfer_gift_state, 0) <> 1)
  and not exists (select 1 from refunds r where r.order_id = orders.id
    and r.state in (${sql.join(
      openRefundStates.map((state) => sql`${state}`),
      sql`, `,
    )})))`;

/**
 * One shipping sweep: up to `limit` orders paid (state 2, payment 1) no later than `paidBefore`, each
 * handed to `ship` (the warehouse) and recorded with its parcels while the order moves to shipped (3)
 * in the same transaction. `for update skip locked` lets many server processes sweep at once: each
 * order is taken by one of them, and the conditional update ships it exactly once. Only orders placed
 * through checkout (an idempotency key) ship here, as only they close on their deadline: the seeded
 * examples of the order centre keep their states. Which orders may ship at all: {@link readyToShip}.
 */
export async function shipDue(
  db: Db,
  now: Date,
  paidBefore: Date,
  limit: number,
  ship: (order: DueOrder) => Promise<NewParcel[]>,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const due = rowsOf<{ id: number; order_no: string }>(
      await tx.execute(sql`
        select id, order_no from orders
        where ${readyToShip} and paid_at <= ${paidBefore}
          and idempotency_key is not null
        order by paid_at
        limit ${limit}
        for update skip locked`),
    );
    const lines = await fulfilmentLines(
      tx,
      due.map((row) => Number(row.id)),
    );
    const shipped: string[] = [];
    for (const row of due) {
      const id = Number(row.id);
      const order = { id, orderNo: row.order_no, lines: lines.filter((line) => line.orderId === id) };
      if (await shipOrder(tx, order, now, ship)) shipped.push(row.order_no);
    }
    return shipped;
  });
}

/**
 * Ships one paid order (state 2) once: it moves to shipped (3) with a conditional update and its
 * parcels from the warehouse are recorded in the same transaction. False when it was not pending
 * shipment any more. The sweep ships each order it takes with it, and the seed its examples.
 */
export async function shipOrder(
  tx: Tx,
  order: DueOrder,
  now: Date,
  ship: (order: DueOrder) => Promise<NewParcel[]>,
): Promise<boolean> {
  const [moved] = await tx
    .update(orders)
    .set({ orderState: 3, shippedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.orderState, 2)))
    .returning({ id: orders.id });
  if (!moved) return false;
  await insertParcels(tx, order.id, await ship(order), now);
  return true;
}

/**
 * Confirms receipt of up to `limit` orders shipped (3, 8, 19, 20) no later than `shippedBefore`:
 * successful (4) with `receivedAt`, once (skip locked, and the update is conditional on the state,
 * so a buyer's own 确认收货 at the same moment wins or loses cleanly). Answers the order numbers. Only
 * orders placed through checkout (an idempotency key), as the unpaid sweep and the shipping do: the
 * seeded examples of the order centre keep showing 已发货.
 */
export async function autoConfirm(db: Db, now: Date, shippedBefore: Date, limit: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const confirmed = rowsOf<{ id: number; order_no: string }>(
      await tx.execute(sql`
        update orders set order_state = 4, received_at = ${now}
        where id in (
          select id from orders
          where order_state in (${sql.join(shippedStates, sql`, `)}) and shipped_at <= ${shippedBefore}
            and idempotency_key is not null
          order by shipped_at
          limit ${limit}
          for update skip locked)
          and order_state in (${sql.join(shippedStates, sql`, `)})
        returning id, order_no`),
    );
    // The pieces' guarantees (issue #14), in the transaction that makes each order successful.
    for (const row of confirmed) await issueGuarantees(tx, Number(row.id), now);
    return confirmed.map((row) => row.order_no);
  });
}

/**
 * How many parcels the order with this id left in, as a column of a query over orders (one definition
 * for every read). `orderId` is the outer query's qualified id (sql`"orders"."id"`): a column object
 * renders unqualified inside the subquery and would read the subquery's own id.
 */
export const parcelCountOf = (orderId: SQL) =>
  sql<number>`(select count(*)::int from parcels where parcels.order_id = ${orderId})`;

/** How many parcels each of these orders left in (0 for one that has not shipped). */
export async function parcelCounts(db: Db, orderIds: readonly number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orders.id, count: parcelCountOf(sql`"orders"."id"`) })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]));
  return new Map(rows.map((row) => [row.orderId, Number(row.count)]));
}

/** The order's parcels in order, each with the lines (as sold) and quantities it holds. */
export async function parcelsOf(db: Db, orderId: number) {
  const rows = await db
    .select({
      parcel: parcels,
      qty: parcelItems.qty,
      mouldNo: orderItems.mouldNo,
      title: orderItems.title,
      thumb: orderItems.thumb,
      attribute: orderItems.attribute,
    })
    .from(parcels)
    .innerJoin(parcelItems, eq(parcelItems.parcelId, parcels.id))
    .innerJoin(orderItems, eq(orderItems.id, parcelItems.orderItemId))
    .where(eq(parcels.orderId, orderId))
    .orderBy(asc(parcels.parcelNo), asc(parcelItems.id));
  const byParcel = new Map<
    number,
    { parcel: typeof parcels.$inferSelect; lines: Omit<(typeof rows)[number], 'parcel'>[] }
  >();
  for (const { parcel, ...line } of rows) {
    const entry = byParcel.get(parcel.id) ?? { parcel, lines: [] };
    entry.lines.push(line);
    byParcel.set(parcel.id, entry);
  }
  return [...byParcel.values()];
}
