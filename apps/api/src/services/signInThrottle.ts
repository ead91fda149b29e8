import type { Db } from '../db/database';
import {
  isSignInThrottled,
  signInDelays,
  signInLimits,
  signInWait,
  type SignInDelays,
  type SignInLimits,
} from '../lib/signInThrottle';
import { signInFailuresRepository } from '../repositories/signInFailures';

/** Why a password try is refused before its password is checked: locked for the window, or asked to wait. */
export type SignInHold = { hold: 'locked' } | { hold: 'wait'; seconds: number };

/**
 * The password sign-in throttle of members and staff (issue #17), on the database: every instance counts the
 * same failures, and a restart forgets none. Ask `holdOf` before checking a password (a held guesser learns
 * nothing from the answer), then report the outcome.
 */
export function signInThrottle(
  db: Db,
  clock: () => Date,
  limits: SignInLimits = signInLimits,
  delays: SignInDelays = signInDelays,
) {
  const failures = signInFailuresRepository(db);
  return {
    /** The lock first, then the growing delay; null when the password may be checked now. */
    async holdOf(account: string, address: string): Promise<SignInHold | null> {
      const now = clock();
      const windowStart = new Date(now.getTime() - limits.windowMinutes * 60_000);
      const recent = await failures.recentSince(account, address, windowStart);
      if (isSignInThrottled(recent.counts, limits)) return { hold: 'locked' };
      const seconds = signInWait(recent.counts, recent.lastFailureAt, now, delays);
      return seconds > 0 ? { hold: 'wait', seconds } : null;
    },
    failed: async (account: string, address: string) => {
      await failures.record(account, address, clock());
    },
    succeeded: (account: string, address: string) => failures.clear(account, address),

    /**
     * One try counted before it is checked (issue #28: 20 tries in parallel must not all pass `holdOf` before the
     * first failure is written): under a lock of the account, the hold is read and, when there is none, the try is
     * recorded as a failure; then `check` runs, and a right answer forgets the try and the account's failures from the
     * address. Parallel tries thus see each other, and a try cut off halfway stays counted.
     */
    async attempt(
      account: string,
      address: string,
      check: () => Promise<boolean>,
    ): Promise<SignInHold | 'ok' | 'wrong'> {
      const claimed = await db.transaction(async (tx): Promise<SignInHold | { id: number }> => {
        const locked = signInFailuresRepository(tx);
        await locked.lockAccount(account);
        const now = clock();
        const windowStart = new Date(now.getTime() - limits.windowMinutes * 60_000);
        const recent = await locked.recentSince(account, address, windowStart);
        if (isSignInThrottled(recent.counts, limits)) return { hold: 'locked' };
        const seconds = signInWait(recent.counts, recent.lastFailureAt, now, delays);
        if (seconds > 0) return { hold: 'wait', seconds };
        return { id: await locked.record(account, address, now) };
      });
      if ('hold' in claimed) return claimed;
      if (!(await check())) return 'wrong';
      await failures.forget(claimed.id);
      await failures.clear(account, address);
      return 'ok';
    },

    /** Forgets all of the account's failures (its owner proved who she is another way: a text-message code). */
    unlock: (account: string) => failures.clearAccount(account),
  };
}
export type SignInThrottle = ReturnType<typeof signInThrottle>;
