import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/database';
import { staffIdpRepository } from '../repositories/staffIdp';

/** Models whose artefacts belong to a grant (revoked together when the grant is). */
const grantable = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

/** A stored artefact as the provider reads it back: `consumed` in seconds once it was. */
function payloadOf(row: { payload: unknown; consumedAt: Date | null } | undefined): AdapterPayload | undefined {
  if (!row) return undefined;
  return {
    ...(row.payload as AdapterPayload),
    ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}),
  };
}

/**
 * oidc-provider's storage on our database (both engines), through repositories/staffIdp: one row
 * per artefact in `staff_idp_models`. `now` is wall-clock time, because the provider's own expiry
 * maths is.
 */
export function drizzleAdapter(db: Db, now: () => Date = () => new Date()) {
  const artefacts = staffIdpRepository(db);
  return class DrizzleAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      await artefacts.upsert({
        model: this.model,
        id,
        payload: payload as Record<string, unknown>,
        grantId: grantable.has(this.model) || this.model === 'Grant' ? (payload.grantId ?? null) : null,
        uid: this.model === 'Session' ? (payload.uid ?? null) : null,
        userCode: payload.userCode ?? null,
        expiresAt: expiresIn ? new Date(now().getTime() + expiresIn * 1000) : null,
      });
    }

    async find(id: string) {
      return payloadOf(await artefacts.find(this.model, id, now()));
    }

    async findByUid(uid: string) {
      return payloadOf(await artefacts.findByUid(this.model, uid, now()));
    }

    async findByUserCode(userCode: string) {
      return payloadOf(await artefacts.findByUserCode(this.model, userCode, now()));
    }

    /**
     * Marks an artefact used, atomically: of two exchanges of one authorization code racing past
     * the provider's own `consumed` check, only one update finds the row unconsumed; the other is
     * refused here, so a code can never yield two sets of tokens.
     */
    async consume(id: string): Promise<void> {
      const consumed = await artefacts.consume(this.model, id, now());
      if (!consumed) throw new errors.InvalidGrant(`${this.model} already consumed`);
    }

    async destroy(id: string): Promise<void> {
      await artefacts.destroy(this.model, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await artefacts.revokeByGrantId(grantId);
    }
  };
}

/** Deletes artefacts that expired more than a day ago (the day keeps reuse detection meaningful). */
export async function purgeExpired(db: Db, now: Date): Promise<void> {
  await staffIdpRepository(db).purgeExpiredBefore(new Date(now.getTime() - 24 * 3600 * 1000));
}
