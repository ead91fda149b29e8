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
    failed: (account: string, address: string) => failures.record(account, address, clock()),
    succeeded: (account: string, address: string) => failures.clear(account, address),
  };
}
export type SignInThrottle = ReturnType<typeof signInThrottle>;
