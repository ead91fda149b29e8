/**
 * When failed password sign-ins stop further tries (issue #17 probe: a member's password could be guessed
 * ~65 times a second, and ten wrong staff passwords from anywhere locked that staff code for everyone).
 * Three counts over the failures of the last window, each with its own limit:
 * - the account from this address: a guesser at one address gets a handful of tries per account, and
 *   blocks only themselves — the owner elsewhere signs in as before (no lock-out by a stranger);
 * - this address over all accounts: one address cannot walk through many accounts;
 * - the account from everywhere: many addresses together (a botnet) stop too; a member can still sign in
 *   by text message, staff after the window.
 */
export type SignInFailureCounts = { accountFromAddress: number; address: number; account: number };

export type SignInLimits = { windowMinutes: number } & SignInFailureCounts;

export const signInLimits: SignInLimits = { windowMinutes: 15, accountFromAddress: 5, address: 30, account: 50 };

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
