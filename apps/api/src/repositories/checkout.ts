import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AddressInput, CheckoutLine, OrderConfirm } from '@mall/contract/checkout';
import type { CategoryObject } from '@mall/contract/goods';
import { rowsOf, type Db } from '../db/database';
import { sqlState } from '../lib/sqlState';
import {
  addresses,
  cartItems,
  goods,
  goodsImages,
  goodsSkus,
  members,
  orderItems,
  orderRequests,
  orders,
  staff,
  type AddressSnapshot,
} from '../db/schema';
import { chinaDate } from '../lib/chinaTime';
import { movePoints } from './points';
import { buyerIs, newOrderNo, type Buyer, type OrderRow, type Tx } from './orderBasics';

type Conn = Db | Tx;

/** Midnight of the first day of `now`'s month in China (UTC+8, no daylight saving). */
export function chinaMonthStart(now: Date): Date {
  return new Date(`${chinaDate(now).slice(0, 7)}-01T00:00:00+08:00`);
}

/**
 * The pieces on sale among `ids`, each with every SKU (one row per piece and SKU), for pricing a
 * checkout (services/checkout).
 */
export function onSaleSkus(db: Db, ids: readonly number[]) {
  return db
    .select({ piece: goods, sku: goodsSkus })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .where(and(inArray(goods.id, [...ids]), eq(goods.isOnSale, true)));
}

/** The first main image of each piece among `ids`. */
export function mainThumbs(db: Db, ids: readonly number[]) {
  return db
    .selectDistinctOn([goodsImages.goodsId], { goodsId: goodsImages.goodsId, src: goodsImages.src })
    .from(goodsImages)
    .where(and(inArray(goodsImages.goodsId, [...ids]), eq(goodsImages.kind, 'main')))
    .orderBy(goodsImages.goodsId, asc(goodsImages.sort), asc(goodsImages.id));
}

// ── Addresses

export type AddressRow = typeof addresses.$inferSelect;

export function addressRepository(db: Db) {
  const mine = (uid: number, id: number) => and(eq(addresses.ownerUid, uid), eq(addresses.id, id));
  return {
    /** The default first, then newest. */
    list(uid: number) {
      return db
        .select()
        .from(addresses)
        .where(eq(addresses.ownerUid, uid))
        .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
    },
    async one(uid: number, id: number) {
      const [row] = await db.select().from(addresses).where(mine(uid, id));
      return row;
    },
    /**
     * Creates (id absent) or updates the owner's address. 'full' past `max`; 'missing' for an id
     * that is not the owner's. The first address becomes the default; a new default unsets the old.
     */
    save(
      uid: number,
      id: number | undefined,
      input: AddressInput,
      now: Date,
      max: number,
    ): Promise<AddressRow | 'full' | 'missing'> {
      return db.transaction(async (tx) => {
        // One save at a time per owner, so the count and the single default hold under races.
        await tx.execute(sql`select pg_advisory_xact_lock(${4_220_700}, ${uid})`);
        const { isDefault, ...fields } = input;
        if (id === undefined) {
          const [{ count } = { count: 0 }] = await tx
            .select({ count: sql<number>`count(*)::int` })
            .from(addresses)
            .where(eq(addresses.ownerUid, uid));
          if (count >= max) return 'full';
          const makeDefault = isDefault === true || count === 0;
          if (makeDefault) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.ownerUid, uid));
          const [row] = await tx
            .insert(addresses)
            .values({ ...fields, ownerUid: uid, isDefault: makeDefault, createdAt: now })
            .returning();
          return row as AddressRow;
        }
        const [current] = await tx.select().from(addresses).where(mine(uid, id));
        if (!current) return 'missing';
        if (isDefault === true) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.ownerUid, uid));
        const [row] = await tx
          .update(addresses)
          .set({ ...fields, isDefault: isDefault ?? current.isDefault })
          .where(mine(uid, id))
          .returning();
        return row as AddressRow;
      });
    },
    /** Deletes the owner's address; the newest remaining one becomes the default when it was. */
    remove(uid: number, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${4_220_700}, ${uid})`);
        const [gone] = await tx.delete(addresses).where(mine(uid, id)).returning();
        if (!gone) return false;
        if (gone.isDefault) {
          const [next] = await tx
            .select({ id: addresses.id })
            .from(addresses)
            .where(eq(addresses.ownerUid, uid))
            .orderBy(desc(addresses.createdAt), desc(addresses.id))
            .limit(1);
          if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
        }
        return true;
      });
    },
  };
}

// ── Wallet and staff limit

export async function memberWallet(db: Conn, memberId: number, lock = false) {
  const query = db
    .select({ points: members.points, giftCardFen: members.giftCardFen, pointPwdHash: members.pointPwdHash })
    .from(members)
    .where(eq(members.id, memberId));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** A staff user's monthly limit and what paid and unpaid (not closed) orders this month use. */
export async function staffLimit(
  db: Conn,
  staffId: number,
  now: Date,
  lock = false,
): Promise<{ limitFen: number; usedFen: number } | undefined> {
  const query = db
    .select({ limitFen: staff.purchaseLimitFen })
    .from(staff)
    .where(and(eq(staff.id, staffId), eq(staff.isActive, true)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) return undefined;
  const [used] = await db
    .select({ usedFen: sql<number>`coalesce(sum(${orders.payFen}), 0)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.staffId, staffId),
        // Cancelled orders spend nothing of the month's limit: state 5 (cancelled by the buyer) and 6 (closed unpaid).
        sql`${orders.orderState} not in (5, 6)`,
        sql`${orders.createdAt} >= ${chinaMonthStart(now)}`,
      ),
    );
  return { limitFen: row.limitFen, usedFen: used?.usedFen ?? 0 };
}

// ── The bag (issue #7 item 1, branch `bag`)

/**
 * Removes the ordered lines from the buyer's bag, inside the order's transaction: the bag keeps
 * what was not ordered, and a rolled-back order leaves the bag as it was.
 */
export async function removeOrderedLinesFromBag(tx: Tx, buyer: Buyer, lines: readonly CheckoutLine[]): Promise<void> {
  if (lines.length === 0) return;
  await tx
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.uid, buyer.uid),
        or(...lines.map((line) => and(eq(cartItems.goodsId, line.goodID), eq(cartItems.attribute, line.attribute)))),
      ),
    );
}

// ── Orders

/** One priced line as the order stores it (a PricedRow of services/checkoutPricing has these fields). */
export type OrderLine = {
  skuId: number;
  goodID: number;
  mouldNo: string;
  title: string;
  thumb: string;
  attribute: string;
  buyNum: number;
  unitPriceFen: number;
  productTypeID: number;
  category: CategoryObject;
  /** Points product type (21, 23) of a points line (spec §4 order buttons); absent for an ordinary piece. */
  pointProductType?: number | null;
};

/** What the order stores of its confirmation (the amounts; the rest of an OrderConfirm is for the page). */
export type OrderAmounts = Pick<
  OrderConfirm,
  'goodsTotalFen' | 'fullMinusFen' | 'quantityDiscountFen' | 'pointsUsed' | 'pointsFen' | 'giftCardFen' | 'payableFen'
>;

export type NewOrder = {
  buyer: Buyer;
  confirm: OrderAmounts;
  rows: readonly OrderLine[];
  /** Null only for a transfer gift (its recipient gives the address when accepting). */
  address: AddressSnapshot | null;
  /** A presale deposit order's final-payment window (contract presale.ts); null for any other order. */
  presale: { balanceStartPayTime: Date; balanceEndPayTime: Date } | null;
  /** 作为礼物转赠: the order gets a share token and awaits its recipient (contract gifts.ts). */
  isTransferGift: boolean;
  remark: string;
  /**
   * The request's key and body hash. Null for an order not placed through a request (the demo's
   * examples of the order centre, seed/lifecycle.ts): the sweeps close and ship only keyed orders.
   */
  idempotencyKey: string | null;
  requestHash: string | null;
  now: Date;
  payDeadline: Date;
  /**
   * Where the order came from when not the online mall (source 1) — the seed's examples of other
   * channels — and its own order number (the seed's repeatable ones); a fresh number otherwise.
   */
  origin?: { source: number; saleCode: string; orderNo: string };
};

/**
 * Inside the order transaction: reserves stock line by line with conditional updates (never
 * below zero; in sku id order so two orders cannot deadlock), spends points and gift card, writes
 * the order and its items. Throws `outOfStock(title)` (so the transaction rolls back) when a line has
 * too little stock.
 */
export async function insertOrder(
  tx: Tx,
  order: NewOrder,
  outOfStock: (title: string) => Error,
): Promise<{ id: number; orderNo: string }> {
  const bySku = new Map<number, number>();
  for (const row of order.rows) bySku.set(row.skuId, (bySku.get(row.skuId) ?? 0) + row.buyNum);
  for (const [skuId, qty] of [...bySku].sort((a, b) => a[0] - b[0])) {
    const reserved = await tx
      .update(goodsSkus)
      .set({ stockWeb: sql`${goodsSkus.stockWeb} - ${qty}` })
      .where(and(eq(goodsSkus.id, skuId), sql`${goodsSkus.stockWeb} >= ${qty}`))
      .returning({ id: goodsSkus.id });
    if (reserved.length === 0) throw outOfStock(order.rows.find((row) => row.skuId === skuId)?.title ?? '');
  }
  const { confirm, buyer } = order;
  if (buyer.memberId !== null && confirm.giftCardFen > 0) {
    await tx
      .update(members)
      .set({ giftCardFen: sql`${members.giftCardFen} - ${confirm.giftCardFen}` })
      .where(eq(members.id, buyer.memberId));
  }
  const paidNow = confirm.payableFen === 0;
  const { presale, address } = order;
  const values = {
    memberId: buyer.memberId,
    staffId: buyer.staffId,
    orderState: paidNow ? 2 : 1,
    paymentState: paidNow ? 1 : 0,
    source: order.origin?.source ?? 1,
    saleCode: order.origin?.saleCode ?? '',
    goodsTotalFen: confirm.goodsTotalFen,
    discountFen: confirm.fullMinusFen + confirm.quantityDiscountFen,
    pointsUsed: confirm.pointsUsed,
    pointsFen: confirm.pointsFen,
    giftCardFen: confirm.giftCardFen,
    payFen: confirm.payableFen,
    payDeadline: order.payDeadline,
    ...(presale && {
      orderType: 1,
      depositEndPayTime: order.payDeadline,
      balanceStartPayTime: presale.balanceStartPayTime,
      balanceEndPayTime: presale.balanceEndPayTime,
    }),
    ...(order.isTransferGift && { isTransferGift: true, transferGiftState: 0, giftToken: newGiftToken() }),
    address: address ? Object.fromEntries(Object.entries(address).map(([key, value]) => [key, String(value)])) : {},
    addressSnapshot: address,
    remark: order.remark,
    idempotencyKey: order.idempotencyKey,
    requestHash: order.requestHash,
    stockReserved: true,
    createdAt: order.now,
    paidAt: paidNow ? order.now : null,
  };
  let inserted: { id: number; orderNo: string } | undefined;
  for (let attempt = 0; !inserted; attempt += 1) {
    const orderNo = attempt === 0 && order.origin ? order.origin.orderNo : newOrderNo(order.now);
    // A clash of order numbers (one in a million per second) tries another instead of failing the order.
    [inserted] = await tx
      .insert(orders)
      .values({ ...values, orderNo })
      .onConflictDoNothing({ target: orders.orderNo })
      .returning({ id: orders.id, orderNo: orders.orderNo });
    if (attempt > 5 && !inserted) throw new Error('could not allocate an order number');
  }
  // Points spent: a ledger row with the order's number (issue #13); the members check refuses an overdraft.
  if (buyer.memberId !== null && confirm.pointsUsed > 0) {
    await movePoints(tx, buyer.memberId, {
      delta: -confirm.pointsUsed,
      reason: 'spent',
      orderNo: inserted.orderNo,
      at: order.now,
    });
  }
  await tx.insert(orderItems).values(
    order.rows.map((row) => ({
      orderId: inserted.id,
      goodsId: row.goodID,
      skuId: row.skuId,
      mouldNo: row.mouldNo,
      title: row.title,
      thumb: row.thumb,
      attribute: row.attribute,
      qty: row.buyNum,
      unitPriceFen: row.unitPriceFen,
      pointProductType: row.pointProductType ?? null,
      productTypeId: row.productTypeID,
      category: row.category as Record<string, string>,
    })),
  );
  return inserted;
}

/** A transfer gift's share token: 32 random bytes, base64url (contract gifts.ts GiftToken). */
export function newGiftToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Why an unpaid order closes: its payment deadline passed (state 5, the sweep and close-on-read), or
 * its buyer cancelled it (state 6, issue #12).
 */
export type CloseReason = 'deadline' | 'buyer';

/**
 * Closes an unpaid order exactly once (a conditional update: whoever flips it from 1 returns the
 * stock it took, points and gift card; everyone else changes nothing, so a cancel racing a payment
 * settles one way). The deadline closes every unpaid order, the seed's examples too (issue #31 item 5). A buyer
 * cancels any unpaid order of theirs the rules offer it on; stock returns only when the order took
 * it (`stock_reserved`). A balance order closing ends its presale purchase ({@link closeLapsedPurchase}).
 */
export async function closeUnpaid(
  db: Db,
  orderId: number,
  now: Date,
  reason: CloseReason = 'deadline',
): Promise<boolean> {
  return db.transaction((tx) => closeUnpaidIn(tx, orderId, now, reason));
}

async function closeUnpaidIn(tx: Tx, orderId: number, now: Date, reason: CloseReason): Promise<boolean> {
  const [closed] = await tx
    .update(orders)
    .set({ orderState: reason === 'buyer' ? 6 : 5, closedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.orderState, 1), eq(orders.paymentState, 0)))
    .returning({
      memberId: orders.memberId,
      orderNo: orders.orderNo,
      orderType: orders.orderType,
      relatedOrderId: orders.relatedOrderId,
      pointsUsed: orders.pointsUsed,
      giftCardFen: orders.giftCardFen,
      stockReserved: orders.stockReserved,
    });
  if (!closed) return false;
  if (closed.stockReserved) await returnStock(tx, orderId);
  if (closed.memberId !== null && closed.giftCardFen > 0) {
    await tx
      .update(members)
      .set({ giftCardFen: sql`${members.giftCardFen} + ${closed.giftCardFen}` })
      .where(eq(members.id, closed.memberId));
  }
  if (closed.memberId !== null && closed.pointsUsed > 0) {
    const back = { delta: closed.pointsUsed, reason: 'returned', orderNo: closed.orderNo, at: now } as const;
    await movePoints(tx, closed.memberId, back);
  }
  if (closed.orderType === 2 && closed.relatedOrderId !== null) {
    await closeLapsedPurchase(tx, orderId, closed.relatedOrderId, now);
  }
  return true;
}

/**
 * Puts back the stock an order's lines took (in sku id order, as {@link insertOrder} took it, so
 * two transactions cannot deadlock), inside the transaction that closed the order once.
 */
export async function returnStock(tx: Tx, orderId: number): Promise<void> {
  const items = await tx
    .select({ skuId: orderItems.skuId, qty: orderItems.qty })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.skuId));
  for (const item of items) {
    if (item.skuId !== null)
      await tx
        .update(goodsSkus)
        .set({ stockWeb: sql`${goodsSkus.stockWeb} + ${item.qty}` })
        .where(eq(goodsSkus.id, item.skuId));
  }
}

/**
 * The balance order has just closed unpaid (its final-payment window is over): the presale
 * purchase ends, as a jeweller ends it (contract presale.ts). The deposit order closes too (state 5)
 * and the stock it reserved goes back; the deposit stays paid (payment state 1): it is forfeited by
 * the presale terms, nothing is refunded. The balance order leaves the list, as it does once paid:
 * the deposit order stands for the purchase (its detail still answers). The deposit order is
 * changed after the balance order, the order the payment's settlement locks them in, and only from
 * "deposit paid, balance due", so a balance payment settling first leaves the purchase whole.
 */
async function closeLapsedPurchase(tx: Tx, balanceOrderId: number, depositOrderId: number, now: Date) {
  await tx.update(orders).set({ hiddenAt: now }).where(eq(orders.id, balanceOrderId));
  const [deposit] = await tx
    .update(orders)
    .set({ orderState: 5, closedAt: now })
    .where(
      and(eq(orders.id, depositOrderId), eq(orders.orderType, 1), eq(orders.orderState, 1), eq(orders.paymentState, 1)),
    )
    .returning({ stockReserved: orders.stockReserved });
  if (deposit?.stockReserved) await returnStock(tx, depositOrderId);
}

/**
 * One sweep: closes up to `limit` unpaid checkout orders past their deadline, a balance order past
 * its final-payment window with its deposit order. `for update skip locked` lets many server
 * processes sweep at once without waiting on or double-closing a row.
 */
export async function sweepUnpaid(db: Db, now: Date, limit = 100): Promise<number> {
  return db.transaction(async (tx) => {
    const due = rowsOf<{ id: number }>(
      await tx.execute(sql`
        select id from orders
        where order_state = 1 and payment_state = 0 and pay_deadline < ${now}
        order by pay_deadline
        limit ${limit}
        for update skip locked`),
    );
    let count = 0;
    for (const row of due) if (await closeUnpaidIn(tx, Number(row.id), now, 'deadline')) count += 1;
    return count;
  });
}

/**
 * The order whose closing at the deadline is due when `row` is read now: the row itself when it is
 * unpaid past its deadline, or the balance order of a paid deposit whose final-payment window is
 * over (closing it closes the purchase); undefined when nothing is due.
 */
function dueToClose(row: OrderRow, now: Date): number | undefined {
  if (row.orderState !== 1) return undefined;
  if (row.paymentState === 0) return row.payDeadline && row.payDeadline <= now ? row.id : undefined;
  const isLapsedDeposit =
    row.orderType === 1 && row.paymentState === 1 && row.balanceEndPayTime && row.balanceEndPayTime <= now;
  return isLapsedDeposit ? (row.relatedOrderId ?? undefined) : undefined;
}

/**
 * The buyer's own order by number, closed first when it is unpaid past its deadline, or is a
 * deposit order whose balance went unpaid past its window (close on read).
 */
export async function ownOrder(db: Db, buyer: Buyer, orderNo: string, now: Date): Promise<OrderRow | undefined> {
  const read = async () =>
    (
      await db
        .select()
        .from(orders)
        .where(and(eq(orders.orderNo, orderNo), buyerIs(buyer)))
    )[0];
  const row = await read();
  const due = row && dueToClose(row, now);
  if (due !== undefined && (await closeUnpaid(db, due, now))) return read();
  return row;
}

// ── Idempotency (DESIGN.md §7)

export type Claim =
  { kind: 'free' } | { kind: 'replay'; status: number; body: unknown } | { kind: 'reused' } | { kind: 'inFlight' };

/** A pending claim older than this is dropped (written outside an order transaction by a process that died). */
export const staleClaimMs = 60_000;

/**
 * What is known of (buyer, key) before this request works on it: free, a stored answer to replay, taken by
 * another body ("reused"), or, for a pending row, in flight. The server no longer commits pending rows (the key
 * is claimed inside the order's transaction, {@link claimInOrder}); one left by an earlier version is dropped
 * once stale, so its key works again.
 */
export async function readClaim(db: Db, buyerUid: number, key: string, hash: string, now: Date): Promise<Claim> {
  const [row] = await db
    .select()
    .from(orderRequests)
    .where(and(eq(orderRequests.buyerUid, buyerUid), eq(orderRequests.idempotencyKey, key)));
  if (!row) return { kind: 'free' };
  if (row.requestHash !== hash) return { kind: 'reused' };
  if (row.state === 'done') return { kind: 'replay', status: row.responseStatus ?? 200, body: row.responseBody };
  if (now.getTime() - row.updatedAt.getTime() <= staleClaimMs) return { kind: 'inFlight' };
  await db
    .delete(orderRequests)
    .where(
      and(eq(orderRequests.id, row.id), eq(orderRequests.state, 'pending'), eq(orderRequests.updatedAt, row.updatedAt)),
    );
  return { kind: 'free' };
}

/**
 * How long a claim waits for another transaction holding the same key before answering "in flight": a duplicate
 * holds a pooled connection while it waits, so the wait is bounded (the client retries, as the checkout page does).
 */
export const claimWaitMs = 2_000;

/**
 * Claims (buyer, key) as the first statement of the order's transaction: `mine` with the claim's id, `taken` when
 * another request committed the key meanwhile, `busy` when another transaction still holds it after
 * {@link claimWaitMs} (the transaction is then aborted: the caller leaves it). The claim lives and dies with the
 * order: a request of the same key in another transaction (another instance) waits on the unique index until this
 * one commits (then finds the key taken and replays) or rolls back, a refusal or a process killed mid-order
 * included (then claims it itself). Nothing is left pending by a crash (issue #17).
 */
export async function claimInOrder(
  tx: Tx,
  buyerUid: number,
  key: string,
  hash: string,
  now: Date,
): Promise<{ kind: 'mine'; id: number } | { kind: 'taken' } | { kind: 'busy' }> {
  await tx.execute(sql.raw(`set local lock_timeout = '${claimWaitMs}ms'`));
  let mine: { id: number } | undefined;
  try {
    [mine] = await tx
      .insert(orderRequests)
      .values({ buyerUid, idempotencyKey: key, requestHash: hash, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: [orderRequests.buyerUid, orderRequests.idempotencyKey] })
      .returning({ id: orderRequests.id });
  } catch (error) {
    if (sqlState(error) === '55P03') return { kind: 'busy' };
    throw error;
  }
  // The order's own row locks (member, stock) wait as long as they need.
  await tx.execute(sql`set local lock_timeout = 0`);
  return mine ? { kind: 'mine', id: mine.id } : { kind: 'taken' };
}

/** Records the answer of an owned key, inside the order transaction. */
export async function completeClaim(tx: Tx, id: number, status: number, body: unknown, now: Date): Promise<void> {
  await tx
    .update(orderRequests)
    .set({ state: 'done', responseStatus: status, responseBody: body, updatedAt: now })
    .where(eq(orderRequests.id, id));
}
