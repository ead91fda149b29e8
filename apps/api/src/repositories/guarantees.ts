import { randomInt } from 'node:crypto';
import { CERT_ALPHABET, CERT_RANDOM_LENGTH, certNoOf, materialOf } from '@mall/contract';
import { and, count, desc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  goods,
  guarantees,
  inspectionBodies,
  orderItems,
  orders,
  refundLines,
  verificationLookups,
} from '../db/schema';
import type { Tx } from './orderBasics';

export type GuaranteeRow = typeof guarantees.$inferSelect;
/** A guarantee with its order's number and its inspection body's name. */
export type GuaranteeWithOrder = { row: GuaranteeRow; orderNo: string; inspectionBody: string };

/** How long a look-up is kept at all (longer than any window that counts it). */
const lookupKeptMs = 24 * 3_600_000;

/** A fresh certificate number: CERT_RANDOM_LENGTH characters from the CSPRNG, then the check character. */
export function newCertNo(): string {
  let random = '';
  for (let i = 0; i < CERT_RANDOM_LENGTH; i += 1) random += CERT_ALPHABET[randomInt(CERT_ALPHABET.length)];
  return certNoOf(random);
}

/**
 * Writes the guarantees of a member's order that has just become successful, one per piece (line ×
 * quantity), inside the caller's transaction. Idempotent: a piece that has one keeps it. A staff
 * order (no member) gets none. Answers how many were written.
 */
export async function issueGuarantees(tx: Tx, orderId: number, now: Date): Promise<number> {
  const [order] = await tx
    .select({ memberId: orders.memberId, paidAt: orders.paidAt, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || order.memberId === null) return 0;
  const memberId = order.memberId;
  const lines = await tx
    .select({
      line: orderItems,
      category: goods.category,
      productGroupId: goods.productGroupId,
    })
    .from(orderItems)
    .innerJoin(goods, eq(goods.id, orderItems.goodsId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  if (lines.length === 0) return 0;
  const bodies = await tx.select().from(inspectionBodies).orderBy(inspectionBodies.id);
  const rows = lines.flatMap(({ line, category, productGroupId }) => {
    const { material, purity } = materialOf(category, line.title);
    const body = bodies.find((candidate) => candidate.materials.includes(material)) ?? bodies[0];
    if (!body) throw new Error('no inspection body (migration 0024)');
    return Array.from({ length: line.qty }, (_, index) => ({
      certNo: newCertNo(),
      memberId,
      orderId,
      orderItemId: line.id,
      pieceNo: index + 1,
      pieceCount: line.qty,
      title: line.title,
      thumb: line.thumb,
      mouldNo: line.mouldNo,
      attribute: line.attribute,
      material,
      purity,
      productGroupId,
      category: line.category,
      inspectionBodyId: body.id,
      soldAt: order.paidAt ?? order.createdAt,
      issuedAt: now,
    }));
  });
  const written = await tx
    .insert(guarantees)
    .values(rows)
    .onConflictDoNothing({ target: [guarantees.orderItemId, guarantees.pieceNo] })
    .returning({ id: guarantees.id });
  return written.length;
}

/**
 * Voids the guarantees of the pieces a refund took back, inside its settling transaction (issue #14):
 * for each refund line, that many of the line's pieces still valid, the last pieces first. Answers
 * how many were voided.
 */
export async function voidRefundedGuarantees(tx: Tx, refundId: number, now: Date): Promise<number> {
  const lines = await tx
    .select({ orderItemId: refundLines.orderItemId, qty: refundLines.qty })
    .from(refundLines)
    .where(eq(refundLines.refundId, refundId));
  let voided = 0;
  for (const line of lines) {
    const pieces = tx
      .select({ id: guarantees.id })
      .from(guarantees)
      .where(and(eq(guarantees.orderItemId, line.orderItemId), isNull(guarantees.voidedAt)))
      .orderBy(desc(guarantees.pieceNo))
      .limit(line.qty);
    const rows = await tx
      .update(guarantees)
      .set({ voidedAt: now })
      .where(inArray(guarantees.id, pieces))
      .returning({ id: guarantees.id });
    voided += rows.length;
  }
  return voided;
}

/**
 * The guarantees of one order's pieces, in line and piece order, its buyer's only (the order detail links them,
 * issue #12); none for a staff order (`memberId` null) or before the order is successful.
 */
export async function orderGuarantees(db: Db, orderId: number, memberId: number | null) {
  if (memberId === null) return [];
  return db
    .select({
      certNo: guarantees.certNo,
      goodsId: orderItems.goodsId,
      attribute: guarantees.attribute,
      title: guarantees.title,
      pieceNo: guarantees.pieceNo,
      pieceCount: guarantees.pieceCount,
      voidedAt: guarantees.voidedAt,
    })
    .from(guarantees)
    .innerJoin(orderItems, eq(orderItems.id, guarantees.orderItemId))
    .where(and(eq(guarantees.orderId, orderId), eq(guarantees.memberId, memberId)))
    .orderBy(guarantees.orderItemId, guarantees.pieceNo);
}

/** The rows of guarantees and of public look-ups (issue #14 items 2 and 3). */
export function guaranteeRepository(db: Db) {
  const withOrder = () =>
    db
      .select({ row: guarantees, orderNo: orders.orderNo, inspectionBody: inspectionBodies.name })
      .from(guarantees)
      .innerJoin(orders, eq(orders.id, guarantees.orderId))
      .innerJoin(inspectionBodies, eq(inspectionBodies.id, guarantees.inspectionBodyId));

  return {
    /** A page of the member's guarantees, newest sale first, and how many they have. */
    async memberPage(
      memberId: number,
      offset: number,
      limit: number,
    ): Promise<{ total: number; rows: GuaranteeWithOrder[] }> {
      const [counted] = await db.select({ n: count() }).from(guarantees).where(eq(guarantees.memberId, memberId));
      const rows = await withOrder()
        .where(eq(guarantees.memberId, memberId))
        .orderBy(desc(guarantees.soldAt), desc(guarantees.orderId), guarantees.orderItemId, guarantees.pieceNo)
        .offset(offset)
        .limit(limit);
      return { total: Number(counted?.n ?? 0), rows };
    },

    /** The guarantee with this number, the member's own only. */
    async memberCertificate(memberId: number, certNo: string): Promise<GuaranteeWithOrder | undefined> {
      const [row] = await withOrder().where(and(eq(guarantees.certNo, certNo), eq(guarantees.memberId, memberId)));
      return row;
    },

    /** The guarantee with this number, whoever owns it (the public look-up reads its public facts only). */
    async certificate(certNo: string): Promise<GuaranteeWithOrder | undefined> {
      const [row] = await withOrder().where(eq(guarantees.certNo, certNo));
      return row;
    },

    /** The address's look-ups after `since`. */
    async lookupsSince(address: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(verificationLookups)
        .where(and(eq(verificationLookups.address, address), gt(verificationLookups.at, since)));
      return Number(row?.n ?? 0);
    },

    /** Records a look-up, and forgets the address's look-ups older than a day. */
    async recordLookup(address: string, at: Date): Promise<void> {
      await db.insert(verificationLookups).values({ address, at });
      await db
        .delete(verificationLookups)
        .where(
          and(
            eq(verificationLookups.address, address),
            lt(verificationLookups.at, new Date(at.getTime() - lookupKeptMs)),
          ),
        );
    },
  };
}
