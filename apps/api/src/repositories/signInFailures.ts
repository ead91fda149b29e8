import { and, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { signInFailures } from '../db/schema';
import type { SignInFailureCounts, SignInLastFailures } from '../lib/signInThrottle';

/** The recent failures the sign-in throttle decides on. */
export type RecentSignInFailures = { counts: SignInFailureCounts; lastFailureAt: SignInLastFailures };

/** An arbitrary, fixed advisory-lock class of the throttled tries of one account. */
const accountLockKey = 4_228_001;

/** How long a failure is kept at all (longer than any window that counts it). */
const keptMs = 24 * 3600 * 1000;

/** Failed password sign-ins (issue #17), counted by the sign-in throttle. */
export function signInFailuresRepository(db: Db) {
  return {
    /**
     * The failures after `since`, in one query: how many and when the last was, of the account from the address, from
     * the address, of the account.
     */
    async recentSince(account: string, address: string, since: Date): Promise<RecentSignInFailures> {
      const ofAccountFromAddress = sql`${signInFailures.account} = ${account} and ${signInFailures.address} = ${address}`;
      const ofAddress = sql`${signInFailures.address} = ${address}`;
      const ofAccount = sql`${signInFailures.account} = ${account}`;
      const count = (which: SQL) => sql<number>`count(*) filter (where ${which})`.mapWith(Number);
      const last = (which: SQL) =>
        sql<Date | null>`max(${signInFailures.at}) filter (where ${which})`.mapWith(signInFailures.at);
      const [row] = await db
        .select({
          accountFromAddress: count(ofAccountFromAddress),
          address: count(ofAddress),
          account: count(ofAccount),
          lastAccountFromAddress: last(ofAccountFromAddress),
          lastAddress: last(ofAddress),
          lastAccount: last(ofAccount),
        })
        .from(signInFailures)
        .where(and(gt(signInFailures.at, since), sql`(${ofAccount} or ${ofAddress})`));
      return {
        counts: {
          accountFromAddress: row?.accountFromAddress ?? 0,
          address: row?.address ?? 0,
          account: row?.account ?? 0,
        },
        lastFailureAt: {
          accountFromAddress: row?.lastAccountFromAddress ?? null,
          address: row?.lastAddress ?? null,
          account: row?.lastAccount ?? null,
        },
      };
    },

    /** Records a failure, and forgets the account's failures older than a day; answers the failure's id. */
    async record(account: string, address: string, at: Date): Promise<number> {
      const [row] = await db
        .insert(signInFailures)
        .values({ account, address, at })
        .returning({ id: signInFailures.id });
      await db
        .delete(signInFailures)
        .where(and(eq(signInFailures.account, account), lt(signInFailures.at, new Date(at.getTime() - keptMs))));
      return row?.id ?? 0;
    },

    /**
     * Holds the account's tries until the end of the caller's transaction (`db` is that transaction): two tries of one
     * account cannot both read the counts before either is recorded (issue #28: parallel tries are counted).
     */
    async lockAccount(account: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${accountLockKey}, hashtext(${account}))`);
    },

    /** Forgets one recorded failure (a try counted before its check, which then succeeded). */
    async forget(id: number): Promise<void> {
      await db.delete(signInFailures).where(eq(signInFailures.id, id));
    },

    /** Forgets every failure of the account, from any address (its owner proved who she is by text message). */
    async clearAccount(account: string): Promise<void> {
      await db.delete(signInFailures).where(eq(signInFailures.account, account));
    },

    /** Forgets the account's failures from the address (its owner got in from there). */
    async clear(account: string, address: string): Promise<void> {
      await db
        .delete(signInFailures)
        .where(and(eq(signInFailures.account, account), eq(signInFailures.address, address)));
    },
  };
}
