/**
 * Refunds before shipment and after-sales after it (issue #12; spec §4 "Order buttons": after-sales
 * on states 3, 4, 8, 19, 20, apply for a refund otherwise). Pure and shared: the mall's form and the
 * server apply the same reasons, limits, amount caps and proportions, so the form never offers what
 * the server refuses. Money in integer fen, points as whole points (DESIGN.md §7). No TypeBox here,
 * so the mall imports the rules without the schemas.
 *
 * States: applying (申请中) → approved (已同意) → refunding (退款中) → refunded (已退款); applying →
 * refused (已拒绝, with the operator's reason); applying → withdrawn (已撤销, by the buyer). One open
 * refund (applying, approved, refunding) per order at a time.
 */

/** Which button the application came from: 申请退款 (before shipment) or 申请售后 (after it). */
export const refundKinds = ['refund', 'afterSales'] as const;
export type RefundKind = (typeof refundKinds)[number];

/**
 * The reasons a shopper picks from, per kind (codes the mall translates):
 * - refund: 不想要了 unwanted, 拍错了或多拍 wrongOrder, 未按约定时间发货 lateShipment, 其他 other;
 * - afterSales: 商品质量问题 quality, 与描述不符 notAsDescribed, 尺寸不合适 wrongSize,
 *   收到商品破损 damaged, 其他 other.
 */
export const refundReasons = {
  refund: ['unwanted', 'wrongOrder', 'lateShipment', 'other'],
  afterSales: ['quality', 'notAsDescribed', 'wrongSize', 'damaged', 'other'],
} as const satisfies Record<RefundKind, readonly string[]>;
export type RefundReason = (typeof refundReasons)[RefundKind][number];
/** Every reason code of either kind. */
export const allRefundReasons = [...new Set([...refundReasons.refund, ...refundReasons.afterSales])] as RefundReason[];

/** Whether `reason` is one of the kind's reasons. */
export function isReasonOf(kind: RefundKind, reason: string): reason is RefundReason {
  return (refundReasons[kind] as readonly string[]).includes(reason);
}

export const refundStates = ['applying', 'approved', 'refunding', 'refunded', 'refused', 'withdrawn'] as const;
export type RefundState = (typeof refundStates)[number];
/** States in which a refund is still open: a second application on the order is refused. */
export const openRefundStates = ['applying', 'approved', 'refunding'] as const satisfies readonly RefundState[];

export function isRefundOpen(state: RefundState): boolean {
  return (openRefundStates as readonly RefundState[]).includes(state);
}

/** Longest description, in characters (the form's counter shows it). */
export const REFUND_DESCRIPTION_MAX = 200;
/** Most photos an application cites. */
export const REFUND_PHOTOS_MAX = 3;
/** Longest operator's reason for a refusal. */
export const REFUND_REFUSAL_MAX = 100;

/**
 * Splits `totalFen` across parts in proportion to `weights`, in whole fen that add up to exactly
 * `totalFen`: each part is first rounded down, then the fen left over go one each to the parts with
 * the largest remainders (ties to the earlier part). With the weights as caps and a total no larger
 * than their sum, no part exceeds its cap. All weights 0: the whole total goes to the first part.
 */
export function splitInProportion(totalFen: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, index) => (index === 0 ? totalFen : 0));
  // BigInt: total × weight may pass 2^53 for large orders.
  const total = BigInt(totalFen);
  const whole = BigInt(sum);
  const parts = weights.map((weight) => (total * BigInt(weight)) / whole);
  const remainders = weights.map((weight, index) => ({ index, rest: (total * BigInt(weight)) % whole }));
  let left = Number(total - parts.reduce((a, b) => a + b, 0n));
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    left -= 1;
  }
  return parts.map(Number);
}

/** One order line as the refund rules read it: how much of it was bought, paid and already refunded. */
export type RefundableLine = {
  buyNum: number;
  /** The line's share of the cash the order was paid (the order's pay amount split by line value). */
  paidFen: number;
  /** Quantities and cash of this line already refunded (refunds that were not refused or withdrawn). */
  refundedQty: number;
  refundedFen: number;
};

/** How many of the line may still be refunded. */
export function refundableQty(line: RefundableLine): number {
  return Math.max(0, line.buyNum - line.refundedQty);
}

/**
 * The most cash refunding `qty` of a line may return: what was paid for those pieces less what is
 * already refunded. The last pieces of a line take whatever of its cash is left, so refunding a line
 * piece by piece returns exactly what it was paid; earlier pieces take their share rounded down.
 */
export function refundCapOf(line: RefundableLine, qty: number): number {
  const left = Math.max(0, line.paidFen - line.refundedFen);
  if (qty <= 0) return 0;
  if (qty >= refundableQty(line)) return left;
  return Math.min(left, Math.floor((line.paidFen * qty) / line.buyNum));
}

/** Why an application is refused, before anything is stored (the mall's form says the same). */
export type RefundProblem =
  'reason' | 'noLines' | 'unknownLine' | 'quantity' | 'amountZero' | 'amountOver' | 'description' | 'photos';

/** What the shopper asks for: a reason, lines with quantities, an amount (fen), a description, photos. */
export type RefundApplicationInput = {
  reason: string;
  /** Index of each chosen line among the order's lines, with its quantity. */
  lines: readonly { index: number; qty: number }[];
  amountFen: number;
  description: string;
  photoCount: number;
};

/** The cap of a choice of lines: the sum of each chosen line's cap for its quantity. */
export function refundCap(lines: readonly RefundableLine[], chosen: RefundApplicationInput['lines']): number {
  return chosen.reduce((sum, pick) => {
    const line = lines[pick.index];
    return line ? sum + refundCapOf(line, pick.qty) : sum;
  }, 0);
}

/**
 * The first problem of an application against the order's lines (issue #12): a reason of its kind,
 * at least one line, each line the order's once with 1 ≤ qty ≤ what may still be refunded, an amount
 * between 1 fen (0 when nothing was paid in cash) and the cap, a description of at most
 * {@link REFUND_DESCRIPTION_MAX} characters, at most {@link REFUND_PHOTOS_MAX} photos. Null when fine.
 */
export function refundProblem(
  kind: RefundKind,
  lines: readonly RefundableLine[],
  input: RefundApplicationInput,
): RefundProblem | null {
  if (!isReasonOf(kind, input.reason)) return 'reason';
  if (input.lines.length === 0) return 'noLines';
  const seen = new Set<number>();
  for (const pick of input.lines) {
    const line = lines[pick.index];
    if (!line || seen.has(pick.index)) return 'unknownLine';
    seen.add(pick.index);
    if (!Number.isInteger(pick.qty) || pick.qty < 1 || pick.qty > refundableQty(line)) return 'quantity';
  }
  const cap = refundCap(lines, input.lines);
  if (!Number.isInteger(input.amountFen) || input.amountFen < (cap > 0 ? 1 : 0)) return 'amountZero';
  if (input.amountFen > cap) return 'amountOver';
  if ([...input.description].length > REFUND_DESCRIPTION_MAX) return 'description';
  if (input.photoCount > REFUND_PHOTOS_MAX) return 'photos';
  return null;
}

/**
 * The refund's amount split across its lines in proportion to each line's cap (so no line gives
 * back more than it may), in fen that add up to exactly the amount.
 */
export function refundLineParts(
  lines: readonly RefundableLine[],
  chosen: RefundApplicationInput['lines'],
  amountFen: number,
): number[] {
  const caps = chosen.map((pick) => {
    const line = lines[pick.index];
    return line ? refundCapOf(line, pick.qty) : 0;
  });
  return splitInProportion(amountFen, caps);
}

/**
 * How much of what the order spent besides cash (points, or gift-card fen) comes back with a refund,
 * in the same proportion as the refund's basis to the order's (issue #12). Rounded down on the
 * running total: after this refund the order has returned ⌊spent × basis refunded so far ÷ basis
 * total⌋, and the refund that completes the whole basis returns exactly what is left, so a series of
 * partial refunds never returns more, and the full refund returns all of it.
 *
 * The basis is the cash refunded over the cash paid; for an order paid wholly with points or gift card
 * (no cash), the value of the goods refunded over the goods' total.
 */
export function proportionalReturn(spent: {
  total: number;
  returnedBefore: number;
  basisTotal: number;
  basisBefore: number;
  basisNow: number;
}): number {
  const { total, returnedBefore, basisTotal, basisBefore, basisNow } = spent;
  if (total <= 0 || basisTotal <= 0) return 0;
  const refunded = basisBefore + basisNow;
  if (refunded >= basisTotal) return Math.max(0, total - returnedBefore);
  const due = Number((BigInt(total) * BigInt(refunded)) / BigInt(basisTotal));
  return Math.max(0, Math.min(total - returnedBefore, due - returnedBefore));
}
