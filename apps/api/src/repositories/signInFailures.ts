import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { signInFailures } from '../db/schema';
import type { SignInFailureCounts } from '../lib/signInThrottle';

/** How long a failure is kept at all (longer than any window that counts it). */
const keptMs = 24 * 3600 * 1000;

/** Failed password sign-ins (issue #17), counted by the sign-in throttle. */
export function signInFailuresRepository(db: Db) {
  return {
    /** The failures after `since`: of the account from the address, from the address, of the account. */
    async countsSince(account: string, address: string, since: Date): Promise<SignInFailureCounts> {
      const recent = gt(signInFailures.at, since);
      const [row] = await db
        .select({
          accountFromAddress:
            sql<number>`count(*) filter (where ${signInFailures.account} = ${account} and ${signInFailures.address} = ${address})`.mapWith(
              Number,
            ),
          address: sql<number>`count(*) filter (where ${signInFailures.address} = ${address})`.mapWith(Number),
          account: sql<number>`count(*) filter (where ${signInFailures.account} = ${account})`.mapWith(Number),
        })
        .from(signInFailures)
        .where(and(recent, sql`(${signInFailures.account} = ${account} or ${signInFailures.address} = ${address})`));
      return row ?? { accountFromAddress: 0, address: 0, account: 0 };
    },

    /** Records a failure, and forgets the account's failures older than a day. */
    async record(account: string, address: string, at: Date): Promise<void> {
      await db.insert(signInFailures).values({ account, address, at });
      await db
        .delete(signInFailures)
        .where(and(eq(signInFailures.account, account), lt(signInFailures.at, new Date(at.getTime() - keptMs))));
    },

    /** Forgets the account's failures from the address (its owner got in from there). */
    async clear(account: string, address: string): Promise<void> {
      await db
        .delete(signInFailures)
        .where(and(eq(signInFailures.account, account), eq(signInFailures.address, address)));
    },
  };
}
