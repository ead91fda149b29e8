import type { CheckoutLine } from '@mall/contract/checkout';

/** Why a `carts` query cannot be checked out: absent/empty, or not a list of lines. */
export type CartsProblem = 'missing' | 'malformed';

/** The `carts` query of /pay as the app read it (spec §2, §8): the lines, or why there are none. */
export type CartsParse = { ok: true; lines: CheckoutLine[] } | { ok: false; problem: CartsProblem };
