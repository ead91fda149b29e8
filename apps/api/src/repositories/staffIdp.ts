import { and, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { staffIdpModels, staffIdpSecrets } from '../db/schema';

export type StaffIdpArtefact = {
  model: string;
  id: string;
  payload: Record<string, unknown>;
  grantId: string | null;
  uid: string | null;
  userCode: string | null;
  expiresAt: Date | null;
};

/**
 * The embedded staff identity provider's storage (DESIGN.md §5): its artefacts, one row per
 * oidc-provider model and id, and the secrets it generates on first start.
 */
export function staffIdpRepository(db: Db) {
  const byId = (model: string, id: string) => and(eq(staffIdpModels.model, model), eq(staffIdpModels.id, id));
  const notExpired = (now: Date) => or(isNull(staffIdpModels.expiresAt), gt(staffIdpModels.expiresAt, now));

  async function findWhere(where: SQL | undefined, now: Date) {
    const [row] = await db
      .select({ payload: staffIdpModels.payload, consumedAt: staffIdpModels.consumedAt })
      .from(staffIdpModels)
      .where(and(where, notExpired(now)))
      .limit(1);
    return row;
  }

  return {
    async upsert(row: StaffIdpArtefact): Promise<void> {
      const { payload, grantId, uid, userCode, expiresAt } = row;
      await db
        .insert(staffIdpModels)
        .values(row)
        .onConflictDoUpdate({
          target: [staffIdpModels.model, staffIdpModels.id],
          set: { payload, grantId, uid, userCode, expiresAt },
        });
    },

    /** An unexpired artefact by id, by session uid or by user code, with when it was consumed. */
    find: (model: string, id: string, now: Date) => findWhere(byId(model, id), now),
    findByUid: (model: string, uid: string, now: Date) =>
      findWhere(and(eq(staffIdpModels.model, model), eq(staffIdpModels.uid, uid)), now),
    findByUserCode: (model: string, userCode: string, now: Date) =>
      findWhere(and(eq(staffIdpModels.model, model), eq(staffIdpModels.userCode, userCode)), now),

    /** Marks an artefact consumed, atomically: false when it already was (or is gone). */
    async consume(model: string, id: string, now: Date): Promise<boolean> {
      const updated = await db
        .update(staffIdpModels)
        .set({ consumedAt: now })
        .where(and(byId(model, id), isNull(staffIdpModels.consumedAt)))
        .returning({ id: staffIdpModels.id });
      return updated.length > 0;
    },

    async destroy(model: string, id: string): Promise<void> {
      await db.delete(staffIdpModels).where(byId(model, id));
    },

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(staffIdpModels).where(eq(staffIdpModels.grantId, grantId));
    },

    /** Deletes artefacts that expired at or before `before`. */
    async purgeExpiredBefore(before: Date): Promise<void> {
      await db.delete(staffIdpModels).where(lte(staffIdpModels.expiresAt, before));
    },

    async secret(name: string): Promise<unknown> {
      const [row] = await db
        .select({ value: staffIdpSecrets.value })
        .from(staffIdpSecrets)
        .where(eq(staffIdpSecrets.name, name))
        .limit(1);
      return row?.value;
    },

    /** Stores a secret unless one of that name exists already (the first writer wins). */
    async addSecret(name: string, value: unknown): Promise<void> {
      await db.insert(staffIdpSecrets).values({ name, value }).onConflictDoNothing();
    },
  };
}
