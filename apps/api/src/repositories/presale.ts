import { and, asc, eq, inArray } from 'drizzle-orm';
import { orderItemSnapshots, orderItems, orders } from '../db/schema';
import type { Db } from '../db/database';
import { newOrderNo, type Tx } from './orderBasics';

/**
 * The presale transitions (issue #12; contract presale.ts), each inside the payment's settling
 * transaction and applied once.
 */

/**
 * The deposit of a deposit order is paid: opens its balance order (orderType 2, payable = presell
 * total − deposit, payable inside the final-payment window, the same lines and snapshots) and links
 * the two both ways. Nothing when the balance order exists already. `orderNoOf` numbers it (the
 * seed's repeatable numbers; a fresh one by default, and after a clash).
 */
export async function openBalanceOrder(
  tx: Tx,
  depositOrderId: number,
  now: Date,
  orderNoOf: (now: Date) => string = newOrderNo,
): Promise<void> {
  const [deposit] = await tx.select().from(orders).where(eq(orders.id, depositOrderId)).for('update');
  if (!deposit || deposit.orderType !== 1 || deposit.relatedOrderId !== null) return;
  const values = {
    memberId: deposit.memberId,
    staffId: deposit.staffId,
    orderState: 1,
    orderType: 2,
    paymentState: 0,
    relatedOrderId: deposit.id,
    balanceStartPayTime: deposit.balanceStartPayTime,
    balanceEndPayTime: deposit.balanceEndPayTime,
    // The balance order waits for its window, not for the shop's 30 minutes (no idempotency key:
    // the unpaid sweep leaves it; the label reads it closed after the window, spec §4).
    payDeadline: deposit.balanceEndPayTime,
    source: deposit.source,
    goodsTotalFen: deposit.goodsTotalFen,
    payFen: deposit.goodsTotalFen - deposit.payFen,
    address: deposit.address,
    addressSnapshot: deposit.addressSnapshot,
    remark: deposit.remark,
    // The deposit order holds the stock; the balance order only collects the rest of the price.
    stockReserved: false,
    createdAt: now,
  };
  let balance: { id: number } | undefined;
  for (let attempt = 0; !balance; attempt += 1) {
    [balance] = await tx
      .insert(orders)
      .values({ ...values, orderNo: attempt === 0 ? orderNoOf(now) : newOrderNo(now) })
      .onConflictDoNothing({ target: orders.orderNo })
      .returning({ id: orders.id });
    if (attempt > 5 && !balance) throw new Error('could not allocate an order number');
  }
  await tx.update(orders).set({ relatedOrderId: balance.id }).where(eq(orders.id, deposit.id));
  const lines = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, deposit.id))
    .orderBy(asc(orderItems.id));
  if (lines.length === 0) return;
  const copies = await tx
    .insert(orderItems)
    .values(lines.map(({ id: _id, ...line }) => ({ ...line, orderId: (balance as { id: number }).id })))
    .returning({ id: orderItems.id });
  // The balance buys what the deposit bought: the same snapshots, line for line.
  const docs = await tx
    .select({ orderItemId: orderItemSnapshots.orderItemId, doc: orderItemSnapshots.doc })
    .from(orderItemSnapshots)
    .where(
      inArray(
        orderItemSnapshots.orderItemId,
        lines.map((line) => line.id),
      ),
    );
  const snapshotRows = lines.flatMap((line, index) => {
    const doc = docs.find((row) => row.orderItemId === line.id)?.doc;
    const copy = copies[index];
    return doc && copy ? [{ orderItemId: copy.id, doc, createdAt: now }] : [];
  });
  if (snapshotRows.length > 0) await tx.insert(orderItemSnapshots).values(snapshotRows);
}

/**
 * The balance order is paid: the purchase is whole. The deposit order moves on to pending shipment
 * (state 2; it carries the lines, the address and the stock), and the balance order, a payment of
 * it, leaves the buyer's list (its detail still answers).
 */
export async function completePresale(tx: Tx, balanceOrderId: number, now: Date): Promise<void> {
  const [balance] = await tx
    .update(orders)
    .set({ hiddenAt: now })
    .where(and(eq(orders.id, balanceOrderId), eq(orders.orderType, 2)))
    .returning({ relatedOrderId: orders.relatedOrderId });
  if (!balance?.relatedOrderId) return;
  await tx
    .update(orders)
    .set({ orderState: 2 })
    .where(
      and(
        eq(orders.id, balance.relatedOrderId),
        eq(orders.orderType, 1),
        eq(orders.orderState, 1),
        eq(orders.paymentState, 1),
      ),
    );
}

/** The number and payment state of the order linked to a deposit or balance order. */
export async function linkedOrder(db: Db, orderId: number) {
  const [row] = await db
    .select({ orderNo: orders.orderNo, paymentState: orders.paymentState })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}
