import {
  fenToYuan,
  isReasonOf,
  REFUND_DESCRIPTION_MAX,
  refundCap,
  refundProblem,
  refundableQty,
  yuanToFen,
  type RefundProblem,
} from '@mall/contract';
import { type RefundApplyBody, type RefundOptions } from '@mall/contract/orders';

/** What the shopper has entered (ui-kit RefundForm's value). */
export type RefundFormState = {
  reason: string | null;
  /** Chosen pieces per line key (`lineKey`). */
  quantities: Readonly<Record<string, number>>;
  /** The amount as typed, in yuan. */
  amount: string;
  description: string;
};

/** What the form's messages say: the shared rules' problems, and the amount's own two. */
export type RefundFormProblem = RefundProblem | 'amountEmpty' | 'amountFormat';
export type RefundFormProblems = Partial<
  Record<'reason' | 'lines' | 'amount' | 'description' | 'photos', RefundFormProblem>
>;

/** A line's key in the form: the order names its lines by piece and size. */
export const lineKey = (line: { goodID: number; attribute: string }) => `${line.goodID}:${line.attribute}`;

/** The chosen lines as the rules read them: the line's index in the order and its pieces. */
function chosenOf(options: RefundOptions, quantities: RefundFormState['quantities']) {
  return options.lines.flatMap((line, index) => {
    const qty = quantities[lineKey(line)];
    return qty === undefined ? [] : [{ index, qty }];
  });
}

/** The most the chosen pieces may return, in fen (contract `refundCap`). */
export function capOf(options: RefundOptions, quantities: RefundFormState['quantities']): number {
  return refundCap(options.lines, chosenOf(options, quantities));
}

/** The form as it opens: every line that may still be refunded, whole, and the amount at its maximum. */
export function initialRefundForm(options: RefundOptions): RefundFormState {
  const quantities: Record<string, number> = {};
  for (const line of options.lines) if (refundableQty(line) > 0) quantities[lineKey(line)] = refundableQty(line);
  return { reason: null, quantities, amount: fenToYuan(capOf(options, quantities)), description: '' };
}

/** The amount typed, in fen: a plain number with at most two decimals, else null. */
export function amountFen(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(trimmed)) return null;
  return yuanToFen(trimmed);
}

/**
 * Each field's problem, checked with the rules the server applies (contract rules/refunds.ts), so
 * the form says before sending what the server would refuse. Empty when the application may go.
 */
export function refundFormProblems(
  options: RefundOptions,
  state: RefundFormState,
  photoCount: number,
): RefundFormProblems {
  const problems: RefundFormProblems = {};
  if (!state.reason || !isReasonOf(options.kind, state.reason)) problems.reason = 'reason';
  const chosen = chosenOf(options, state.quantities);
  if (chosen.length === 0) problems.lines = 'noLines';
  const fen = amountFen(state.amount);
  if (state.amount.trim() === '') problems.amount = 'amountEmpty';
  else if (fen === null) problems.amount = 'amountFormat';
  if ([...state.description].length > REFUND_DESCRIPTION_MAX) problems.description = 'description';
  if (chosen.length > 0 && fen !== null) {
    // Reason and description are judged above: the shared rule judges the pieces, the amount and the photos.
    const problem = refundProblem(options.kind, options.lines, {
      reason: 'other',
      lines: chosen,
      amountFen: fen,
      description: '',
      photoCount,
    });
    if (problem === 'quantity' || problem === 'unknownLine') problems.lines = problem;
    else if (problem === 'amountZero' || problem === 'amountOver') problems.amount = problem;
    else if (problem === 'photos') problems.photos = problem;
  }
  return problems;
}

/** The application's body once the form has no problem (the amount parsed, the pieces named). */
export function refundApplyBody(
  options: RefundOptions,
  state: RefundFormState,
  photos: readonly string[],
): RefundApplyBody {
  return {
    orderNo: options.orderNo,
    reason: state.reason as RefundApplyBody['reason'],
    lines: chosenOf(options, state.quantities).map(({ index, qty }) => {
      const line = options.lines[index] as RefundOptions['lines'][number];
      return { goodID: line.goodID, attribute: line.attribute, qty };
    }),
    amountFen: amountFen(state.amount) ?? 0,
    description: state.description.trim(),
    photos: [...photos],
  };
}

/**
 * The form after the pieces changed: while the shopper has not typed an amount of their own, the
 * amount follows the new maximum.
 */
export function withQuantities(
  options: RefundOptions,
  state: RefundFormState,
  quantities: RefundFormState['quantities'],
): RefundFormState {
  const followsCap = amountFen(state.amount) === capOf(options, state.quantities);
  return { ...state, quantities, amount: followsCap ? fenToYuan(capOf(options, quantities)) : state.amount };
}
