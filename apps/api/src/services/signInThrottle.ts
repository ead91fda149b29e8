import type { Db } from '../db/database';
import { isSignInThrottled, signInLimits, type SignInLimits } from '../lib/signInThrottle';
import { signInFailuresRepository } from '../repositories/signInFailures';

/**
 * The password sign-in throttle of members and staff (issue #17), on the database: every instance counts the
 * same failures, and a restart forgets none. Ask `isThrottled` before checking a password (a throttled guesser
 * learns nothing from the answer), then report the outcome.
 */
export function signInThrottle(db: Db, clock: () => Date, limits: SignInLimits = signInLimits) {
  const failures = signInFailuresRepository(db);
  const windowStart = () => new Date(clock().getTime() - limits.windowMinutes * 60_000);
  return {
    async isThrottled(account: string, address: string): Promise<boolean> {
      return isSignInThrottled(await failures.countsSince(account, address, windowStart()), limits);
    },
    failed: (account: string, address: string) => failures.record(account, address, clock()),
    succeeded: (account: string, address: string) => failures.clear(account, address),
  };
}
export type SignInThrottle = ReturnType<typeof signInThrottle>;
