import { CHECKOUT_LINES_MAX, CHECKOUT_QTY_MAX, type CheckoutLine } from '@mall/contract';

/** Why a `carts` query cannot be checked out: absent/empty, or not a list of lines. */
export type CartsProblem = 'missing' | 'malformed';

export type CartsParse = { ok: true; lines: CheckoutLine[] } | { ok: false; problem: CartsProblem };

/** The contract's AttributeKey: no control characters. */
const hasControl = (text: string) => [...text].some((char) => { const code = char.charCodeAt(0); return code < 0x20 || code === 0x7f; });

function isLine(value: unknown): value is CheckoutLine {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { goodID, attribute, buyNum, ...rest } = value as Record<string, unknown>;
  return (
    Object.keys(rest).length === 0 &&
    Number.isSafeInteger(goodID) &&
    (goodID as number) > 0 &&
    typeof attribute === 'string' &&
    attribute.length <= 200 &&
    !hasControl(attribute) &&
    Number.isSafeInteger(buyNum) &&
    (buyNum as number) >= 1 &&
    (buyNum as number) <= CHECKOUT_QTY_MAX
  );
}

/**
 * The `carts` query of /pay (spec §2: "query carts as a JSON list"; the contract's CheckoutLine).
 * Absent, blank or an empty list is `missing` (spec §8: 请选择结算商品！); anything else that is
 * not a list of 1–50 well-formed lines is `malformed` (a hand-edited or truncated link), so the
 * page never sends the server something it must refuse. The same piece and attribute twice become
 * one line with the quantities added (at most 99), as the bag would hold them.
 */
export function parseCarts(raw: string | null): CartsParse {
  if (raw === null || raw.trim() === '') return { ok: false, problem: 'missing' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  if (!Array.isArray(value)) return { ok: false, problem: 'malformed' };
  if (value.length === 0) return { ok: false, problem: 'missing' };
  if (value.length > CHECKOUT_LINES_MAX || !value.every(isLine)) return { ok: false, problem: 'malformed' };
  const merged = new Map<string, CheckoutLine>();
  for (const line of value) {
    const key = `${line.goodID}\u0000${line.attribute}`;
    const before = merged.get(key);
    merged.set(key, before ? { ...before, buyNum: Math.min(CHECKOUT_QTY_MAX, before.buyNum + line.buyNum) } : { goodID: line.goodID, attribute: line.attribute, buyNum: line.buyNum });
  }
  return { ok: true, lines: [...merged.values()] };
}

/** The `carts` query for a list of lines (the inverse of {@link parseCarts}). */
export function cartsQuery(lines: readonly CheckoutLine[]): string {
  return JSON.stringify(lines.map(({ goodID, attribute, buyNum }) => ({ goodID, attribute, buyNum })));
}
