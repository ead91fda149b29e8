import { Type, type Static } from '@sinclair/typebox';

// Presale (预售) and its final payment (尾款) (issue #12; spec §3 cart item ispresell, presellprice,
// deposit, finalpaytimestarttext / finalpaytimeendtext; §3 order orderType 1 deposit / 2 balance;
// §4 labels 'pending deposit', 'deposit paid', 'pending balance payment' and the final-payment button).
//
// The rule of the house: a presale piece is bought alone (one line, one or more of it), at its
// presell price, with no full-minus or quantity discount, points or gift card (the presell price is
// the offer). Its order is a deposit order (orderType 1) whose payable is the deposit; paying the
// deposit opens the linked balance order (orderType 2, presell price − deposit), payable only inside
// the piece's final-payment window. When the balance is paid, the deposit order carries the
// purchase on to shipment and the balance order is folded into it (it leaves the list; its detail
// still answers).
//
// The deposit binds both sides: the shop holds the piece (the deposit order reserves its stock) and
// the buyer owes the balance in the window. When the window ends with the balance unpaid, the
// purchase closes (the unpaid-order sweep, or the first read after the end): the balance order
// closes (state 5) and leaves the list, the deposit order closes too (state 5) and its stock goes
// back on sale, and the deposit is forfeited: it stays paid (payment state 1) and is not refunded.
// The balance order cannot be cancelled (rules/orderStatus.ts reads spec §4 "Cancel: unpaid orders"
// so): a buyer who will not pay lets the window end. A balance payment and the window's close race
// on the balance order's row: whichever settles first wins, the other changes nothing.

const IsoTime = Type.String({ format: 'date-time' });

/**
 * What checkout confirms for a presale line (OrderConfirm `presale`): the deposit to pay now, the
 * balance to pay later, and the window the balance is paid in.
 */
export const PresaleConfirmSchema = Type.Object(
  {
    depositFen: Type.Integer({ minimum: 0 }),
    balanceFen: Type.Integer({ minimum: 0 }),
    balanceStartPayTime: IsoTime,
    balanceEndPayTime: IsoTime,
  },
  { additionalProperties: false },
);
export type PresaleConfirm = Static<typeof PresaleConfirmSchema>;

/**
 * The presale part of an order's detail (deposit and balance orders; null for any other): the two
 * orders' numbers, amounts and payment states, and the final-payment window. `balanceOrderNo` is
 * null until the deposit is paid (the balance order is opened then).
 */
export const PresaleDetailSchema = Type.Object(
  {
    depositOrderNo: Type.String(),
    depositFen: Type.Integer({ minimum: 0 }),
    isDepositPaid: Type.Boolean(),
    balanceOrderNo: Type.Union([Type.Null(), Type.String()]),
    balanceFen: Type.Integer({ minimum: 0 }),
    isBalancePaid: Type.Boolean(),
    balanceStartPayTime: Type.Union([Type.Null(), IsoTime]),
    balanceEndPayTime: Type.Union([Type.Null(), IsoTime]),
  },
  { additionalProperties: false },
);
export type PresaleDetail = Static<typeof PresaleDetailSchema>;

/** Where a final payment stands now: before its window, inside it, or after it (spec §4 final-payment button). */
export type BalanceWindow = 'notStarted' | 'open' | 'over';

/** The final-payment window's state at `now` (an unset start means open from the deposit). */
export function balanceWindow(window: { start: string | null; end: string | null }, now: Date): BalanceWindow {
  if (window.start !== null && now.getTime() < Date.parse(window.start)) return 'notStarted';
  if (window.end !== null && now.getTime() > Date.parse(window.end)) return 'over';
  return 'open';
}
