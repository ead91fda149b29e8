import type { Db } from '../db/database';
import { staffRepository, type StaffRow } from '../repositories/staff';
import type { StaffIdentity } from '../staffSso/exchange';

/**
 * Staff uids live in their own range, so a staff user's uid can never name a member's cart, orders
 * or footprints (members' uids are their row ids, far below it).
 */
export const staffUidOffset = 900_000_000;

/** Staff users as the mall's staff sign-in (spec §4, §6) sees them. */
export function staffService(db: Db) {
  const repo = staffRepository(db);
  return {
    /** The staff row an issuer's identity names: the `staff_code` claim, else the subject, else a verified e-mail. */
    async staffFor(identity: StaffIdentity): Promise<StaffRow | undefined> {
      const { claims, sub } = identity;
      const code = typeof claims.staff_code === 'string' ? claims.staff_code : sub;
      const byCode = await repo.byStaffCode(code);
      if (byCode) return byCode;
      if (typeof claims.email === 'string' && claims.email_verified === true) return repo.byEmail(claims.email);
      return undefined;
    },
  };
}
