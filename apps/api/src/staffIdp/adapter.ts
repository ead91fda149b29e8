import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/database';
import { staffIdpModels } from '../db/schema';

/** Models whose artefacts belong to a grant (revoked together when the grant is). */
const grantable = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest']);

const notExpired = (now: Date) => or(isNull(staffIdpModels.expiresAt), gt(staffIdpModels.expiresAt, now));

/**
 * oidc-provider's storage on our database (both engines): one row per artefact in
 * `staff_idp_models`. `now` is wall-clock time, because the provider's own expiry maths is.
 */
export function drizzleAdapter(db: Db, now: () => Date = () => new Date()) {
  return class DrizzleAdapter implements Adapter {
    constructor(private readonly model: string) {}

    private byId(id: string) {
      return and(eq(staffIdpModels.model, this.model), eq(staffIdpModels.id, id));
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        model: this.model,
        id,
        payload: payload as Record<string, unknown>,
        grantId: grantable.has(this.model) || this.model === 'Grant' ? (payload.grantId ?? null) : null,
        uid: this.model === 'Session' ? (payload.uid ?? null) : null,
        userCode: payload.userCode ?? null,
        expiresAt: expiresIn ? new Date(now().getTime() + expiresIn * 1000) : null,
      };
      await db
        .insert(staffIdpModels)
        .values(row)
        .onConflictDoUpdate({ target: [staffIdpModels.model, staffIdpModels.id], set: { payload: row.payload, grantId: row.grantId, uid: row.uid, userCode: row.userCode, expiresAt: row.expiresAt } });
    }

    private async findWhere(where: ReturnType<typeof and>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({ payload: staffIdpModels.payload, consumedAt: staffIdpModels.consumedAt })
        .from(staffIdpModels)
        .where(and(where, notExpired(now())))
        .limit(1);
      if (!row) return undefined;
      return { ...(row.payload as AdapterPayload), ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}) };
    }

    find(id: string) {
      return this.findWhere(this.byId(id));
    }

    findByUid(uid: string) {
      return this.findWhere(and(eq(staffIdpModels.model, this.model), eq(staffIdpModels.uid, uid)));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(and(eq(staffIdpModels.model, this.model), eq(staffIdpModels.userCode, userCode)));
    }

    /**
     * Marks an artefact used, atomically: of two exchanges of one authorization code racing past
     * the provider's own `consumed` check, only one update finds the row unconsumed; the other is
     * refused here, so a code can never yield two sets of tokens.
     */
    async consume(id: string): Promise<void> {
      const updated = await db
        .update(staffIdpModels)
        .set({ consumedAt: now() })
        .where(and(this.byId(id), isNull(staffIdpModels.consumedAt)))
        .returning({ id: staffIdpModels.id });
      if (updated.length === 0) throw new errors.InvalidGrant(`${this.model} already consumed`);
    }

    async destroy(id: string): Promise<void> {
      await db.delete(staffIdpModels).where(this.byId(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(staffIdpModels).where(eq(staffIdpModels.grantId, grantId));
    }
  };
}

/** Deletes artefacts that expired more than a day ago (the day keeps reuse detection meaningful). */
export async function purgeExpired(db: Db, now: Date): Promise<void> {
  await db.delete(staffIdpModels).where(lte(staffIdpModels.expiresAt, new Date(now.getTime() - 24 * 3600 * 1000)));
}
