import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import {
  cardLevelAfter,
  chinaYear,
  chinaYearStart,
  dueExpiries,
  pointsEarned,
  pointsExpireAt,
  proportionalReturn,
} from '@mall/contract';
import { type PointsReason } from '@mall/contract/member';
import type { Db } from '../db/database';
import { cardLevels, consumptionRecords, members, orders, pointsLedger } from '../db/schema';
import { chinaDate } from '../lib/chinaTime';
/** A transaction of either engine (as repositories/checkout's Tx; not imported, which would make a cycle). */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

/**
 * The points ledger and consumption records (issue #13). Every change of `members.points` goes
 * through {@link movePoints}, inside the transaction that causes it, with the member row locked: the
 * balance and its ledger row are written together, and due expiries are written first, so the rows
 * follow one another in time.
 */

/** Locks the member row for the rest of the transaction; its points, or undefined for no member. */
async function lockedPoints(tx: Tx, memberId: number): Promise<number | undefined> {
  const [row] = await tx.select({ points: members.points }).from(members).where(eq(members.id, memberId)).for('update');
  return row?.points;
}

/** Writes one ledger row and moves the balance by `delta` (nothing for 0); the balance after. */
async function writeMove(
  tx: Tx,
  memberId: number,
  move: { delta: number; reason: PointsReason; orderNo: string | null; at: Date },
): Promise<number> {
  const [row] = await tx
    .update(members)
    .set({ points: sql`${members.points} + ${move.delta}` })
    .where(eq(members.id, memberId))
    .returning({ points: members.points });
  const balance = row?.points ?? 0;
  await tx.insert(pointsLedger).values({
    memberId,
    delta: move.delta,
    reason: move.reason,
    orderNo: move.orderNo,
    balanceAfter: balance,
    occurredAt: move.at,
    expiresAt: move.delta > 0 ? pointsExpireAt(move.at) : null,
  });
  return balance;
}

/** The expiries due by `now` for one member (reads the ledger; writes nothing). */
async function expiriesDue(conn: Conn, memberId: number, now: Date) {
  const rows = await conn
    .select({
      delta: pointsLedger.delta,
      at: pointsLedger.occurredAt,
      expiresAt: pointsLedger.expiresAt,
      reason: pointsLedger.reason,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.memberId, memberId));
  return dueExpiries(
    rows.map((row) => ({ delta: row.delta, at: row.at, expiresAt: row.expiresAt, isExpiry: row.reason === 'expired' })),
    now,
  );
}

/** Writes the member's due expiries inside `tx` (the member row locked); never takes the balance below zero. */
export async function writeExpiries(tx: Tx, memberId: number, now: Date): Promise<void> {
  let balance = (await lockedPoints(tx, memberId)) ?? 0;
  for (const due of await expiriesDue(tx, memberId, now)) {
    const points = Math.min(due.points, balance);
    if (points > 0)
      balance = await writeMove(tx, memberId, { delta: -points, reason: 'expired', orderNo: null, at: due.at });
  }
}

/**
 * Moves a member's points inside `tx`: locks the member, writes the expiries due first, then the
 * row and the balance. A move that would take the balance below zero fails the transaction (the
 * members check), except a clawback, which takes what is there (points already spent stay spent).
 * Answers the points actually moved.
 */
export async function movePoints(
  tx: Tx,
  memberId: number,
  move: { delta: number; reason: PointsReason; orderNo: string | null; at: Date },
): Promise<number> {
  await writeExpiries(tx, memberId, move.at);
  let { delta } = move;
  if (move.reason === 'clawback') delta = -Math.min(-delta, (await lockedPoints(tx, memberId)) ?? 0);
  if (delta === 0) return 0;
  await writeMove(tx, memberId, { ...move, delta });
  return delta;
}

/**
 * Writes a member's due expiries when there are any (lazy expiry on read): a plain read first, a
 * transaction only when something is due.
 */
export async function settleExpiries(db: Db, memberId: number, now: Date): Promise<void> {
  if ((await expiriesDue(db, memberId, now)).length === 0) return;
  await db.transaction((tx) => writeExpiries(tx, memberId, now));
}

// ── Consumption and the card level

/** A member's consumption (fen) in the China calendar year of `at` and the year before it. */
async function yearsConsumption(tx: Conn, memberId: number, at: Date) {
  const year = chinaYear(at);
  const sumIn = async (from: Date, to: Date) => {
    const [row] = await tx
      .select({ fen: sql<number>`coalesce(sum(${consumptionRecords.amountFen}), 0)::int` })
      .from(consumptionRecords)
      .where(
        and(
          eq(consumptionRecords.memberId, memberId),
          gte(consumptionRecords.occurredAt, from),
          lt(consumptionRecords.occurredAt, to),
        ),
      );
    return Number(row?.fen ?? 0);
  };
  // One after the other: inside a transaction a connection runs one query at a time.
  const thisYearFen = await sumIn(chinaYearStart(year), chinaYearStart(year + 1));
  const lastYearFen = await sumIn(chinaYearStart(year - 1), chinaYearStart(year));
  return { thisYearFen, lastYearFen };
}

/**
 * Recalculates the member's card level from the year's consumption (contract cardLevelAfter) and
 * keeps this year's consumption on the member row (member info's consumeAmount). Inside `tx`.
 */
export async function recalculateLevel(tx: Tx, memberId: number, at: Date): Promise<void> {
  const [member] = await tx
    .select({ cardLevel: members.cardLevel, until: members.membershipExpirationDate })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  if (!member) return;
  const levels = await tx.select({ level: cardLevels.level, thresholdFen: cardLevels.thresholdFen }).from(cardLevels);
  const years = await yearsConsumption(tx, memberId, at);
  if (levels.length === 0) return;
  const standing = cardLevelAfter({
    levels,
    held: { level: member.cardLevel, until: member.until },
    today: chinaDate(at),
    ...years,
  });
  await tx
    .update(members)
    .set({
      cardLevel: standing.level,
      membershipExpirationDate: standing.until,
      consumeAmountFen: Math.max(0, years.thisYearFen),
    })
    .where(eq(members.id, memberId));
}

/**
 * An order has just been paid (inside the settling transaction): its cash counts as consumption, it
 * earns points (contract pointsEarned) and the card level is recalculated. Staff orders and orders
 * paid with no cash change nothing. Once per order (the unique consumption row).
 */
export async function orderPaid(tx: Tx, orderId: number, at: Date): Promise<void> {
  const [order] = await tx
    .select({ memberId: orders.memberId, orderNo: orders.orderNo, payFen: orders.payFen })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || order.memberId === null || order.payFen <= 0) return;
  const [recorded] = await tx
    .insert(consumptionRecords)
    .values({
      memberId: order.memberId,
      kind: 'order',
      amountFen: order.payFen,
      orderNo: order.orderNo,
      occurredAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: consumptionRecords.id });
  if (!recorded) return;
  const earned = pointsEarned(order.payFen);
  if (earned > 0) await movePoints(tx, order.memberId, { delta: earned, reason: 'earned', orderNo: order.orderNo, at });
  await recalculateLevel(tx, order.memberId, at);
}

/**
 * A purchase in a store, as the stores' system reports it (the demo's history): consumption, points
 * earned by the same rule, the level recalculated. Once per receipt.
 */
export async function storePurchase(
  tx: Tx,
  memberId: number,
  purchase: { receiptNo: string; storeName: string; amountFen: number; at: Date },
): Promise<void> {
  const [recorded] = await tx
    .insert(consumptionRecords)
    .values({
      memberId,
      kind: 'store',
      amountFen: purchase.amountFen,
      orderNo: purchase.receiptNo,
      storeName: purchase.storeName,
      occurredAt: purchase.at,
    })
    .onConflictDoNothing()
    .returning({ id: consumptionRecords.id });
  if (!recorded) return;
  const earned = pointsEarned(purchase.amountFen);
  if (earned > 0) {
    await movePoints(tx, memberId, { delta: earned, reason: 'earned', orderNo: purchase.receiptNo, at: purchase.at });
  }
  await recalculateLevel(tx, memberId, purchase.at);
}

/**
 * A refund has just settled (inside its transaction): the points the order spent come back in the
 * refund's proportion (fixed when it was applied for), the points the order earned are taken back in
 * the same proportion of its cash, the cash refunded leaves this year's consumption, and the level
 * is recalculated (never lowered within the year it holds: contract cardLevelAfter).
 */
export async function refundSettled(
  tx: Tx,
  refund: { refundNo: string; orderId: number; amountFen: number; pointsBack: number },
  at: Date,
): Promise<void> {
  const [order] = await tx
    .select({ memberId: orders.memberId, orderNo: orders.orderNo, payFen: orders.payFen })
    .from(orders)
    .where(eq(orders.id, refund.orderId));
  if (!order || order.memberId === null) return;
  const memberId = order.memberId;
  if (refund.pointsBack > 0) {
    await movePoints(tx, memberId, { delta: refund.pointsBack, reason: 'refunded', orderNo: order.orderNo, at });
  }
  if (refund.amountFen <= 0) return;
  const [before] = await tx
    .select({ fen: sql<number>`coalesce(-sum(${consumptionRecords.amountFen}), 0)::int` })
    .from(consumptionRecords)
    .where(and(eq(consumptionRecords.orderNo, order.orderNo), eq(consumptionRecords.kind, 'refund')));
  const [recorded] = await tx
    .insert(consumptionRecords)
    .values({
      memberId,
      kind: 'refund',
      amountFen: -refund.amountFen,
      orderNo: order.orderNo,
      refundNo: refund.refundNo,
      occurredAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: consumptionRecords.id });
  if (!recorded) return;
  const [earned] = await tx
    .select({
      earned: sql<number>`coalesce(sum(${pointsLedger.delta}) filter (where ${pointsLedger.reason} = 'earned'), 0)::int`,
      clawed: sql<number>`coalesce(-sum(${pointsLedger.delta}) filter (where ${pointsLedger.reason} = 'clawback'), 0)::int`,
    })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.memberId, memberId), eq(pointsLedger.orderNo, order.orderNo)));
  const clawback = proportionalReturn({
    total: Number(earned?.earned ?? 0),
    returnedBefore: Number(earned?.clawed ?? 0),
    basisTotal: order.payFen,
    basisBefore: Number(before?.fen ?? 0),
    basisNow: refund.amountFen,
  });
  if (clawback > 0)
    await movePoints(tx, memberId, { delta: -clawback, reason: 'clawback', orderNo: order.orderNo, at });
  await recalculateLevel(tx, memberId, at);
}

// ── Reads

/** The member's ledger, newest first, one page. */
export async function ledgerPage(db: Db, memberId: number, pageIndex: number, pageSize: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.memberId, memberId))
      .orderBy(desc(pointsLedger.occurredAt), desc(pointsLedger.id))
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(pointsLedger)
      .where(eq(pointsLedger.memberId, memberId)),
  ]);
  return { total: Number(count?.total ?? 0), rows };
}

/**
 * Points of the member that lapse at `moment` unless spent first (what {@link dueExpiries} would
 * write then, with nothing more spent).
 */
export async function expiringAt(db: Db, memberId: number, moment: Date): Promise<number> {
  const due = await expiriesDue(db, memberId, moment);
  return due.find((entry) => entry.at.getTime() === moment.getTime())?.points ?? 0;
}

/** The member's consumption records, newest first, one page, and this year's sum. */
export async function consumptionPage(db: Db, memberId: number, pageIndex: number, pageSize: number, now: Date) {
  const [rows, [count], years] = await Promise.all([
    db
      .select()
      .from(consumptionRecords)
      .where(eq(consumptionRecords.memberId, memberId))
      .orderBy(desc(consumptionRecords.occurredAt), desc(consumptionRecords.id))
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(consumptionRecords)
      .where(eq(consumptionRecords.memberId, memberId)),
    yearsConsumption(db, memberId, now),
  ]);
  return { total: Number(count?.total ?? 0), rows, thisYearFen: years.thisYearFen };
}

/** The card levels, lowest first, with their benefits. */
export function cardLevelList(db: Db) {
  return db.select().from(cardLevels).orderBy(asc(cardLevels.level));
}

/** The member's points balance; undefined for no member. */
export async function pointsOf(db: Db, memberId: number): Promise<number | undefined> {
  const [row] = await db.select({ points: members.points }).from(members).where(eq(members.id, memberId));
  return row?.points;
}
