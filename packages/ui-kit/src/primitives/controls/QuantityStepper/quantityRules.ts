/**
 * Cart quantity rules of spec §4 ("Cart quantity"): the buttons of the bag's quantity stepper.
 * A quantity (buyNum) is a whole number of pieces, at least 1.
 */

/** The smallest quantity a bag line can hold. */
export const MIN_QUANTITY = 1;

/** Whether minus is enabled: spec §4 disables it when buyNum is 1 or less. */
export function canDecrease(buyNum: number): boolean {
  return buyNum > MIN_QUANTITY;
}

/** Whether plus is enabled: spec §4 disables it when stock is not above the current quantity. */
export function canIncrease(buyNum: number, stock: number): boolean {
  return stock > buyNum;
}

/**
 * Brings a typed or stepped quantity into 1..stock, as a whole number (rounded to the nearest
 * piece). Falls back to 1 for input that is not a finite number, and to 1 when nothing is in stock
 * (the stepper is disabled then; a bag line never holds 0).
 */
export function clampQuantity(quantity: number, stock: number): number {
  if (!Number.isFinite(quantity)) return MIN_QUANTITY;
  const whole = Math.round(quantity);
  const max = Number.isFinite(stock) ? Math.max(MIN_QUANTITY, Math.floor(stock)) : Number.MAX_SAFE_INTEGER;
  return Math.min(Math.max(whole, MIN_QUANTITY), max);
}

/**
 * Whether text may stand in the quantity field while the shopper types: digits only, or nothing
 * (they are retyping). Full-width digits count, as a Chinese IME's full-width mode types them; a sign,
 * a decimal point, a separator or a letter is refused (a quantity is whole pieces, at least 1).
 */
export function isQuantityDraft(text: string): boolean {
  return /^[0-9０-９]*$/.test(text);
}

/**
 * The quantity that typed text stands for, before clamping (`clampQuantity` does that when the field
 * commits), or `undefined` when it stands for none: empty, or not a draft. Full-width digits read as
 * their ASCII digits.
 */
export function parseQuantityDraft(text: string): number | undefined {
  if (text === '' || !isQuantityDraft(text)) return undefined;
  // The full-width digits ０-９ sit 0xFEE0 above 0-9.
  const ascii = text.replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0));
  return Number(ascii);
}

/**
 * The quantity a step of `delta` pieces from `buyNum` leads to, inside 1..stock: ±1 for minus, plus
 * and the arrow keys, ±Infinity for a jump to a bound (Home, End). A step up never lowers a quantity
 * above stock (stock dropped under what the bag holds): it stays as it is, as plus is disabled there
 * (spec §4); a step down from it goes to the stock.
 */
export function stepQuantity(buyNum: number, delta: number, stock: number): number {
  const next =
    delta === Number.POSITIVE_INFINITY
      ? clampQuantity(stock, stock)
      : delta === Number.NEGATIVE_INFINITY
        ? MIN_QUANTITY
        : clampQuantity(buyNum + delta, stock);
  return delta > 0 && next < buyNum ? buyNum : next;
}
