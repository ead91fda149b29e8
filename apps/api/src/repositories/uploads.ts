import { and, count, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { UploadImageType, UploadPurpose } from '@mall/contract';
import type { Db } from '../db/database';
import { uploads } from '../db/schema';
import type { Buyer, Tx } from './orderBasics';

export type UploadRow = typeof uploads.$inferSelect;

/**
 * "This photo is the buyer's": a member's by member id, a staff user's by staff id; null is a
 * visitor (an inquiry's logo, issue #14): a photo of nobody's.
 */
const ownedBy = (owner: Buyer | null) =>
  owner === null
    ? and(isNull(uploads.memberId), isNull(uploads.staffId))
    : owner.memberId !== null
      ? eq(uploads.memberId, owner.memberId)
      : eq(uploads.staffId, owner.staffId ?? -1);

/** The uploaded photos' rows (issue #12): created, counted for the rate limit, claimed once, published. */
export function uploadRepository(db: Db) {
  return {
    async create(row: {
      id: string;
      owner: Buyer | null;
      /** The sender's network: kept for a visitor's upload (the per-network limit). */
      ip: string | null;
      purpose: UploadPurpose;
      mime: UploadImageType;
      bytes: number;
      sha256: string;
      now: Date;
    }): Promise<void> {
      await db.insert(uploads).values({
        id: row.id,
        memberId: row.owner?.memberId ?? null,
        staffId: row.owner && row.owner.memberId === null ? row.owner.staffId : null,
        ip: row.owner === null ? row.ip : null,
        purpose: row.purpose,
        mime: row.mime,
        bytes: row.bytes,
        sha256: row.sha256,
        createdAt: row.now,
      });
    },

    /** How many photos the owner (a visitor: their network) has uploaded since `since` (the per-hour limit). */
    async countSince(owner: Buyer | null, ip: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(uploads)
        .where(and(ownedBy(owner), owner === null ? eq(uploads.ip, ip) : undefined, gte(uploads.createdAt, since)));
      return row?.total ?? 0;
    },

    async byId(id: string): Promise<UploadRow | undefined> {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
      return row;
    },
  };
}

/**
 * Claims the owner's unused photos of this purpose for the form being saved, inside its transaction:
 * true only when every id was claimed now; a photo that is another's, of another purpose, unknown or
 * already used makes it false and leaves every photo as it was.
 */
export async function claimUploads(
  tx: Tx | Db,
  owner: Buyer | null,
  purpose: UploadPurpose,
  ids: readonly string[],
  now: Date,
): Promise<boolean> {
  if (ids.length === 0) return true;
  if (new Set(ids).size !== ids.length) return false;
  const claimed = await tx
    .update(uploads)
    .set({ claimedAt: now })
    .where(and(inArray(uploads.id, [...ids]), ownedBy(owner), eq(uploads.purpose, purpose), isNull(uploads.claimedAt)))
    .returning({ id: uploads.id });
  if (claimed.length === ids.length) return true;
  // Not all of them: give back the ones just claimed, so the refusal changes nothing even outside a transaction.
  if (claimed.length > 0) {
    await tx
      .update(uploads)
      .set({ claimedAt: null })
      .where(
        inArray(
          uploads.id,
          claimed.map((row) => row.id),
        ),
      );
  }
  return false;
}

/** Makes claimed photos readable by anyone (a published review shows them on the goods page). */
export async function publishUploads(tx: Tx | Db, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(uploads)
    .set({ publishedAt: now })
    .where(inArray(uploads.id, [...ids]));
}
