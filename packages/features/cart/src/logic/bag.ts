import { bagLineKey, BAG_QTY_MAX } from '@mall/contract';

/**
 * The bag's pure rules on the mall's side (spec §3 cart state, §4 cart quantity and checkout, §5,
 * §9): the drawer, /cart and the visitor's local bag. The server applies its own checks; what both
 * share (a line's identity, the caps) is in the contract.
 */

/** What the rules read of a bag line (spec §3 cart item). */
export type BagLineLike = {
  goodID: number;
  attribute: string;
  buyNum: number;
  /** 0 means invalid (withdrawn, sold out): listed apart and never selectable (spec §3). */
  cartValid: number;
  /** When the line was added (ISO 8601 or epoch ms); the valid list is newest first (spec §9). */
  addTime: string | number;
  selected?: boolean;
};

const timeOf = (value: string | number) => (typeof value === 'number' ? value : Date.parse(value) || 0);

/** spec §3/§9: valid lines newest first by add time, and the invalid ones (cartValid 0) apart. */
export function splitBag<T extends BagLineLike>(lines: readonly T[]): { validList: T[]; invalidList: T[] } {
  const validList = lines.filter((line) => line.cartValid !== 0).sort((a, b) => timeOf(b.addTime) - timeOf(a.addTime));
  const invalidList = lines.filter((line) => line.cartValid === 0);
  return { validList, invalidList };
}

/** Selection state of the valid list (spec §3 selectNum, allSelect, validListNum). */
export function selectionState<T extends BagLineLike>(validList: readonly T[], selectedKeys: ReadonlySet<string>) {
  const selected = validList.filter((line) => selectedKeys.has(bagLineKey(line)));
  return {
    selectGoodsList: selected,
    /** Pieces selected (the sum of their quantities). */
    selectNum: selected.reduce((sum, line) => sum + line.buyNum, 0),
    validListNum: validList.length,
    allSelect: validList.length > 0 && selected.length === validList.length,
    someSelected: selected.length > 0 && selected.length < validList.length,
  };
}

/** Select all toggles: every valid line when not all are selected, none when all are. */
export function toggleSelectAll<T extends BagLineLike>(
  validList: readonly T[],
  selectedKeys: ReadonlySet<string>,
): Set<string> {
  const all = validList.length > 0 && validList.every((line) => selectedKeys.has(bagLineKey(line)));
  return all ? new Set() : new Set(validList.map(bagLineKey));
}

/** Toggles one line; an invalid line is never selected. */
export function toggleSelected(selectedKeys: ReadonlySet<string>, line: BagLineLike): Set<string> {
  const next = new Set(selectedKeys);
  const key = bagLineKey(line);
  if (next.has(key) || line.cartValid === 0) next.delete(key);
  else next.add(key);
  return next;
}

/** spec §4 cart quantity: minus disabled at buyNum ≤ 1; plus disabled when stock is not above buyNum (and at the cap). */
export function stepperState(buyNum: number, stock: number) {
  return {
    canDecrease: buyNum > 1,
    canIncrease: stock > buyNum && buyNum < BAG_QTY_MAX,
    max: Math.max(1, Math.min(stock, BAG_QTY_MAX)),
  };
}

/** A quantity brought within 1..min(stock, 99) (at least 1 even when the stock is gone: the line turns invalid instead). */
export function clampQty(qty: number, stock: number): number {
  const cap = Math.max(1, Math.min(stock, BAG_QTY_MAX));
  return Math.min(Math.max(1, Math.trunc(qty)), cap);
}

/** Why checkout cannot start; the container says it in the shopper's language. */
export type CheckoutRefusal = 'noneSelected';

/** spec §4/§5, §8: checkout needs at least one selected valid line (请勾选要结算的商品 otherwise). */
export function checkoutGuard(selectedCount: number): { ok: true } | { ok: false; reason: CheckoutRefusal } {
  return selectedCount > 0 ? { ok: true } : { ok: false, reason: 'noneSelected' };
}
