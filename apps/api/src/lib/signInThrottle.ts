/**
 * When failed password sign-ins stop further tries (issue #17 probe: a member's password could be guessed
 * ~65 times a second, and ten wrong staff passwords from anywhere locked that staff code for everyone).
 * Three counts over the failures of the last window, each with its own limit:
 * - the account from this address: a guesser at one address gets a handful of tries per account, and
 *   blocks only themselves — the owner elsewhere signs in as before (no lock-out by a stranger);
 * - this address over all accounts: one address cannot walk through many accounts;
 * - the account from everywhere: many addresses together (a botnet) stop too; a member can still sign in
 *   by text message, staff after the window.
 * Before a count reaches its lock, each failure makes the next try wait longer (`signInWait`).
 */
export type SignInFailureCounts = { accountFromAddress: number; address: number; account: number };

export type SignInLimits = { windowMinutes: number } & SignInFailureCounts;

export const signInLimits: SignInLimits = { windowMinutes: 15, accountFromAddress: 5, address: 30, account: 50 };

/** When the last failure of each count happened (null when the count is 0). */
export type SignInLastFailures = { [K in keyof SignInFailureCounts]: Date | null };

/**
 * The growing delay before the lock (issue #17 §3 "throttled … with a growing delay, then a temporary lock"): from
 * a count's `afterFailures`-th failure on, the next try waits `firstSeconds`, doubling with each further failure, up
 * to the count's cap.
 * - An account (from this address, or from everywhere) waits from its 2nd failure.
 * - An address over all accounts waits from its 10th: one address is often many people (an office, a carrier's
 *   shared address, which is common for mobile users in China), whose honest typos must not hold up each other;
 *   a script walking through accounts from it still slows down long before the lock at 30.
 * - The account-from-everywhere cap is small: it is the most a stranger's guesses from other addresses can make
 *   the owner wait (and the owner can sign in by text message meanwhile).
 */
export type SignInDelays = {
  afterFailures: SignInFailureCounts;
  firstSeconds: number;
  capSeconds: SignInFailureCounts;
};

export const signInDelays: SignInDelays = {
  afterFailures: { accountFromAddress: 2, address: 10, account: 2 },
  firstSeconds: 1,
  capSeconds: { accountFromAddress: 60, address: 60, account: 30 },
};

/** The delay after `failures` failures of one count: 0, then 1 s, 2 s, 4 s … up to `cap`. */
function delaySeconds(failures: number, after: number, cap: number, firstSeconds: number): number {
  if (failures < after) return 0;
  // Bounded exponent: past 30 doublings every sane cap is reached anyway.
  return Math.min(cap, firstSeconds * 2 ** Math.min(failures - after, 30));
}

/**
 * How many whole seconds the next password try must wait (0: it may be checked now). Each count waits from its own
 * last failure; the longest wait wins. Refused tries are not failures, so waiting is the only way through.
 */
export function signInWait(
  counts: SignInFailureCounts,
  lastFailureAt: SignInLastFailures,
  now: Date,
  delays: SignInDelays = signInDelays,
): number {
  let waitMs = 0;
  for (const key of ['accountFromAddress', 'address', 'account'] as const) {
    const last = lastFailureAt[key];
    if (!last) continue;
    const seconds = delaySeconds(counts[key], delays.afterFailures[key], delays.capSeconds[key], delays.firstSeconds);
    const until = last.getTime() + seconds * 1000;
    waitMs = Math.max(waitMs, until - now.getTime());
  }
  return Math.ceil(waitMs / 1000);
}

/** Whether a password sign-in must be refused before the password is even checked. */
export function isSignInThrottled(counts: SignInFailureCounts, limits: SignInLimits = signInLimits): boolean {
  return (
    counts.accountFromAddress >= limits.accountFromAddress ||
    counts.address >= limits.address ||
    counts.account >= limits.account
  );
}

/** The throttle's key of an account: the kind and what was typed, trimmed and in lower case (JY80001 = jy80001). */
export function signInAccountKey(kind: 'member' | 'staff', typed: string): string {
  return `${kind}:${typed.trim().toLowerCase()}`;
}

/**
 * Built-in captcha loads one address may make in the window (issue #17 probe: each load writes a row and 100 of
 * 100 were accepted). A shopper needs one per code sent or sign-in; an office behind one address, a few dozen.
 */
export const captchaLoadLimit = { windowMinutes: 10, loads: 60 };

/**
 * The points password (issue #28 §1: 52 wrong tries in a row were each simply refused, 20 in parallel in 296 ms)
 * is 6 digits, so it gets far fewer tries than a sign-in password, over a longer window: the member from one
 * address 5, the member from everywhere 10, one address over all members 20, in an hour. The delay grows from the
 * 3rd failure of the member (1 s, 2 s, 4 s …; two typos cost nothing). At the lock, the member gets out by a text-message code to her own
 * mobile (sendVerificationCode, purpose `points`), which forgets her failures; else the hour passes.
 */
export const pointsPasswordLimits: SignInLimits = {
  windowMinutes: 60,
  accountFromAddress: 5,
  address: 20,
  account: 10,
};

export const pointsPasswordDelays: SignInDelays = {
  afterFailures: { accountFromAddress: 3, address: 5, account: 3 },
  firstSeconds: 1,
  capSeconds: { accountFromAddress: 60, address: 60, account: 60 },
};

/**
 * The throttle's keys of a points-password try. Both carry a `points:` prefix, so these failures share the sign-in
 * failures' table without counting towards (or against) a sign-in from the same address.
 */
export function pointsPasswordKeys(memberId: number, address: string): { account: string; address: string } {
  return { account: `points:member:${memberId}`, address: `points:${address}` };
}
