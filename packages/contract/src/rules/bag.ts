/**
 * The bag's pure rules (spec §3 cart state, §4 cart quantity and checkout, §5, §9): shared by the
 * mall (drawer, /cart, the visitor's local bag) and the server (syncUserCart merges, checkGoodsIds).
 */

/** Most pieces of one bag line (the checkout's CHECKOUT_QTY_MAX). */
export const BAG_QTY_MAX = 99;
/** Most lines one bag keeps. */
export const BAG_LINES_MAX = 50;
/** spec §5, §8: checkout with no selected item. */
export const CHECKOUT_NONE_SELECTED_MESSAGE = '请勾选要结算的商品';

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

/** A line's identity: the same piece in the same attribute is one line. */
export const bagLineKey = (line: { goodID: number; attribute: string }) => `${String(line.goodID)}|${line.attribute}`;

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
export function toggleSelectAll<T extends BagLineLike>(validList: readonly T[], selectedKeys: ReadonlySet<string>): Set<string> {
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

/** spec §4/§5: checkout needs at least one selected valid line; the message otherwise. */
export function checkoutGuard(selectedCount: number): { ok: true } | { ok: false; message: string } {
  return selectedCount > 0 ? { ok: true } : { ok: false, message: CHECKOUT_NONE_SELECTED_MESSAGE };
}

/** A line of a bag to merge: the piece, attribute and quantity (plus the add time, kept from the newest). */
export type MergeLine = { goodID: number; attribute: string; buyNum: number; addTime?: string | number };

/**
 * Merges a visitor's local bag into the member's (spec §3, issue #7: on sign-in through
 * syncUserCart): the same goodID + attribute sums the quantities, capped by the stock and 99; new
 * lines join. `stockOf` gives the web stock of a line (undefined = unknown, capped by 99 only).
 * A line whose stock is 0 keeps its quantity (it shows as invalid rather than vanishing).
 */
export function mergeBags<T extends MergeLine>(member: readonly T[], local: readonly MergeLine[], stockOf: (line: MergeLine) => number | undefined = () => undefined): MergeLine[] {
  const merged = new Map<string, MergeLine>();
  const cap = (line: MergeLine, qty: number) => {
    const stock = stockOf(line);
    return stock === undefined || stock <= 0 ? Math.min(qty, BAG_QTY_MAX) : clampQty(qty, stock);
  };
  for (const line of member) merged.set(bagLineKey(line), { ...line });
  for (const line of local) {
    if (!Number.isSafeInteger(line.buyNum) || line.buyNum < 1) continue;
    const key = bagLineKey(line);
    const existing = merged.get(key);
    if (existing) {
      const newer = timeOf(line.addTime ?? 0) > timeOf(existing.addTime ?? 0) ? line.addTime : existing.addTime;
      merged.set(key, { ...existing, buyNum: cap(line, existing.buyNum + line.buyNum), addTime: newer });
    } else {
      merged.set(key, { ...line, buyNum: cap(line, line.buyNum) });
    }
  }
  return [...merged.values()];
}
