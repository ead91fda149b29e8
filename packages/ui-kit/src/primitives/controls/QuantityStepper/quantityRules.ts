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
