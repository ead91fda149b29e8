import { failureFreesKey, type SubmitFailure } from './submitOutcome';

const alphabet = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A fresh `Idempotency-Key` (contract: 16–64 of [A-Za-z0-9_-]): 32 characters from the browser's
 * cryptographic random source, about 190 bits, so two checkouts never share one.
 */
export function newIdempotencyKey(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = random(new Uint8Array(32));
  // 62 letters: dropping bytes ≥ 248 keeps every letter equally likely; 32 random bytes rarely run short.
  let key = '';
  for (const byte of bytes) if (byte < 248) key += alphabet[byte % 62];
  while (key.length < 32) {
    const [byte = 0] = random(new Uint8Array(1));
    if (byte < 248) key += alphabet[byte % 62];
  }
  return key.slice(0, 32);
}

/**
 * The key lifecycle of one checkout page (DESIGN.md §7; issue #7 item 4): a key is made when the
 * page opens and goes with every submit, retries included, so a double click, a lost answer or a
 * 409 in-flight retry can only ever make one order. It is replaced only after the server has said
 * for certain that no order was made (price changed, out of stock, wrong points password, 404 or
 * another 4xx), because the next submit carries another body and the old key would be refused
 * (422). Once an order exists the page leaves; a new checkout page starts with a new key.
 */
export function keyAfterFailure(
  key: string,
  failure: SubmitFailure,
  makeKey: () => string = newIdempotencyKey,
): string {
  return failureFreesKey(failure) ? makeKey() : key;
}
