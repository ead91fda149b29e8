import { reviewRefusal } from './reviews';
/**
 * The order centre's rules (spec §4 "Order status label", "Amount status codes", "Order buttons"),
 * pure and shared: the server computes `orderStateDesc`, `actualAmountStatus` and the two button
 * flags with them when it answers the list and the detail, and the mall draws the same buttons from
 * the same facts, so list, detail and server never disagree.
 *
 * States (spec §4): 1 unpaid; 2 and 9 pending shipment (paid); 3 and 8 shipped; 4 successful;
 * 5 closed when the payment deadline passed; 6 closed by the buyer; 7 closed otherwise (a refund, a
 * returned gift); 10–13, 15–18, 21, 22 pending shipment; 14 pending payment; 19 and 20 shipped.
 * Payment states: 0 unpaid, 1 paid (for a deposit order: the deposit), 2 refunded. Transfer-gift
 * states: 0 awaiting acceptance, 1 accepted, 2 returned. Order types: 1 deposit (presale), 2 balance.
 */

/** What an order's status label says, as a code the mall translates (no UI text in the contract). */
export const orderStatusLabels = [
  'pendingPayment',
  'pendingDeposit',
  'depositPaid',
  'pendingBalance',
  'pendingShipment',
  'giftAwaiting',
  'shipped',
  'successful',
  'closed',
] as const;
export type OrderStatusLabel = (typeof orderStatusLabels)[number];

/** The order states of spec §4, 1–22. */
export const orderStates = Array.from({ length: 22 }, (_, index) => index + 1);

/** States that read as 'pending shipment' (or a gift awaiting acceptance), spec §4. */
const awaitingShipment = new Set([2, 9, 10, 11, 12, 13, 15, 16, 17, 18, 21, 22]);
/** States that read as shipped; 确认收货 and after-sales apply (spec §4: 3, 8, 19, 20). */
const shippedStates = new Set([3, 8, 19, 20]);
/** Closed states (spec §4: 5, 6, 7). */
const closedStates = new Set([5, 6, 7]);
/** After-sales rather than a refund (spec §4: 3, 4, 8, 19, 20). */
const afterSalesStates = new Set([3, 4, 8, 19, 20]);

/** Points products (spec §9 points product types): 21 may not be refunded, 23 may not be bought again. */
export const POINTS_PRODUCT_NO_REFUND = 21;
export const POINTS_PRODUCT_NO_REBUY = 23;
/** An order placed from this source is paid elsewhere: no pay button (spec §4). */
export const SOURCE_PAID_ELSEWHERE = 23;

/** The facts the rules read (spec §3 "Order (list display)"), times as ISO strings. */
export type OrderFacts = {
  orderState: number;
  /** 1 deposit (presale), 2 balance; null for an ordinary order. */
  orderType: 1 | 2 | null;
  paymentState: number;
  relatedOrderState: number | null;
  relatedPaymentState: number | null;
  /** The unpaid order's deadline (ordinary orders). */
  payDeadline: string | null;
  depositEndPayTime: string | null;
  balanceEndPayTime: string | null;
  isPreSellEnd: boolean;
  isTransferGift: boolean;
  transferGiftState: number | null;
  source: number;
  /** The points product type of the first line (21, 23), null for an ordinary piece. */
  firstPointProductType: number | null;
  /** How many lines the order has. */
  goodsCount: number;
  /** Whether every line has been reviewed (评价 then goes). */
  isReviewed: boolean;
};

/** The flags the list and the detail answer (spec §3), derived on every read. */
export type OrderFlags = { showViewLogisticsBtn: boolean; showRefundBtn: boolean };

const isBefore = (now: Date, iso: string | null) => iso !== null && now.getTime() <= Date.parse(iso);
const isPast = (now: Date, iso: string | null) => iso !== null && now.getTime() > Date.parse(iso);
const isGiftAwaiting = (facts: OrderFacts) => facts.isTransferGift && facts.transferGiftState !== 1;
/** A deposit order whose deposit is paid and whose balance order is not (spec §4). */
const isDepositPaidBalanceDue = (facts: OrderFacts) =>
  facts.orderType === 1 && facts.paymentState === 1 && facts.relatedPaymentState !== 1;

/** The status label of spec §4 "Order status label", by `orderState`. */
export function orderStatusLabel(facts: OrderFacts, now: Date): OrderStatusLabel {
  const { orderState: state, orderType } = facts;
  if (state === 1) {
    if (orderType === 2) return isBefore(now, facts.balanceEndPayTime) ? 'pendingBalance' : 'closed';
    // "Past its deposit deadline" is a deposit not paid by it: a paid deposit waits for its balance.
    if (orderType === 1 && facts.paymentState === 0 && isPast(now, facts.depositEndPayTime)) return 'closed';
    if (isDepositPaidBalanceDue(facts)) return 'depositPaid';
    if (orderType === 1) return 'pendingDeposit';
    return 'pendingPayment';
  }
  // The spec's branch is a deposit order whose balance is still due; once its balance order is paid
  // the two are one purchase waiting for shipment (issue #12).
  if ((state === 2 || state === 9) && orderType === 1 && facts.relatedPaymentState !== 1) {
    return isBefore(now, facts.balanceEndPayTime) ? 'pendingPayment' : 'closed';
  }
  if (awaitingShipment.has(state)) return isGiftAwaiting(facts) ? 'giftAwaiting' : 'pendingShipment';
  if (shippedStates.has(state)) return 'shipped';
  if (state === 4) return 'successful';
  if (closedStates.has(state)) return 'closed';
  if (state === 14) return 'pendingPayment';
  // Not a state of spec §4: shown as closed rather than as something that invites a payment.
  return 'closed';
}

/**
 * spec §4 "Amount status codes": 1 pending shipment, 2 shipped, 3 success, 4 closed for the deadline,
 * 5 closed by the buyer, 6 closed otherwise; null while nothing is paid (states 1 and 14).
 */
export function actualAmountStatus(orderState: number): 1 | 2 | 3 | 4 | 5 | 6 | null {
  if (awaitingShipment.has(orderState)) return 1;
  if (shippedStates.has(orderState)) return 2;
  if (orderState === 4) return 3;
  if (orderState === 5) return 4;
  if (orderState === 6) return 5;
  if (orderState === 7) return 6;
  return null;
}

/**
 * The flags the server answers (spec §3): logistics exactly when the order has parcels that left the
 * warehouse (the fulfilment records them when it ships the order; an order that never shipped has
 * none, whatever its state); a refund or after-sales while paid money may come back, neither for a
 * gift still awaiting its recipient nor for a presale deposit (its balance order decides).
 */
export function orderFlags(
  facts: Pick<OrderFacts, 'orderState' | 'orderType' | 'paymentState' | 'isTransferGift' | 'transferGiftState'>,
  shipment: { parcelCount: number },
): OrderFlags {
  const state = facts.orderState;
  const hasLeft = shippedStates.has(state) || state === 4;
  const isPaidAndOpen = facts.paymentState === 1 && (awaitingShipment.has(state) || hasLeft);
  return {
    showViewLogisticsBtn: shipment.parcelCount > 0,
    showRefundBtn: isPaidAndOpen && facts.orderType !== 1 && !(facts.isTransferGift && facts.transferGiftState === 0),
  };
}

/** The buttons of an order (spec §4 "Order buttons"), plus 确认收货 and 评价 (issue #12). */
export const orderActions = [
  'pay',
  'finalPayment',
  'confirmReceipt',
  'cancel',
  'viewLogistics',
  'afterSales',
  'refund',
  'delete',
  'review',
  'addToBag',
] as const;
export type OrderAction = (typeof orderActions)[number];

/** Display priority, lowest first (spec §4: pay 0, logistics 3, refund 4, delete 5, add to bag 7). */
export const orderActionPriority: Readonly<Record<OrderAction, number>> = {
  pay: 0,
  finalPayment: 0,
  confirmReceipt: 1,
  cancel: 2,
  viewLogistics: 3,
  afterSales: 4,
  refund: 4,
  delete: 5,
  review: 6,
  addToBag: 7,
};

/** One button: which, and whether it is shown disabled (final payment after its deadline). */
export type OrderButton = { action: OrderAction; isDisabled: boolean };

/** Whether the order's own payment window is open (the deadline of its kind; none set means open). */
function isPayWindowOpen(facts: OrderFacts, now: Date): boolean {
  if (facts.orderType === 2) return isBefore(now, facts.balanceEndPayTime);
  if (facts.orderType === 1) return facts.depositEndPayTime === null || isBefore(now, facts.depositEndPayTime);
  return facts.payDeadline === null || isBefore(now, facts.payDeadline);
}

/**
 * spec §4 "Cancel: unpaid orders", read for presale (issue #12): a balance order (orderType 2) is
 * not an order of its own but the second payment of a deposit order whose deposit is paid, so the
 * purchase it belongs to is not unpaid and 取消订单 is not offered on it (cancelling it would leave
 * the deposit order asking for a balance that no longer exists). A buyer who will not pay the
 * balance lets its window end: the purchase then closes and the deposit is forfeited by the presale
 * terms (contract presale.ts), as a jeweller's presale works. An unpaid deposit order is cancelled
 * like any unpaid order.
 */
function isCancellable(facts: OrderFacts): boolean {
  return facts.orderType !== 2;
}

/**
 * What an order awaiting its payment says under its status (issue #31 item 5: every order either offers its next
 * step or says why there is none): pay before the deadline, or, for an order placed where it is paid
 * (source 23, no 去支付 here), pay there. Null when neither applies.
 */
export function pendingPaymentNotice(
  facts: Pick<OrderFacts, 'source' | 'payDeadline'>,
): 'payBefore' | 'paidElsewhere' | null {
  if (facts.source === SOURCE_PAID_ELSEWHERE) return 'paidElsewhere';
  return facts.payDeadline === null ? null : 'payBefore';
}

/** The buttons an order shows, in display order (spec §4 "Order buttons"). */
export function orderButtons(facts: OrderFacts, flags: OrderFlags, now: Date): OrderButton[] {
  const state = facts.orderState;
  const isUnpaid = state === 1 && facts.paymentState === 0;
  const buttons: OrderButton[] = [];
  const add = (action: OrderAction, isDisabled = false) => buttons.push({ action, isDisabled });

  if (isUnpaid && facts.source !== SOURCE_PAID_ELSEWHERE && isPayWindowOpen(facts, now)) add('pay');
  // A purchase closed at the end of its window (its deposit forfeited) has no balance left to pay.
  if (isDepositPaidBalanceDue(facts) && facts.balanceEndPayTime !== null && !closedStates.has(state)) {
    add('finalPayment', !isBefore(now, facts.balanceEndPayTime));
  }
  if (isUnpaid && isPayWindowOpen(facts, now) && isCancellable(facts)) add('cancel');
  if (shippedStates.has(state)) add('confirmReceipt');
  if (flags.showViewLogisticsBtn) add('viewLogistics');
  if (flags.showRefundBtn && facts.firstPointProductType !== POINTS_PRODUCT_NO_REFUND) {
    add(afterSalesStates.has(state) ? 'afterSales' : 'refund');
  }
  const isDeadDeposit = facts.orderType === 1 && facts.paymentState === 0 && isPast(now, facts.depositEndPayTime);
  if ((closedStates.has(state) && !facts.isTransferGift) || isDeadDeposit) add('delete');
  if (reviewRefusal(facts) === null && !facts.isReviewed) add('review');
  if (closedStates.has(state) && facts.firstPointProductType !== POINTS_PRODUCT_NO_REBUY && !facts.isTransferGift) {
    add('addToBag');
  }
  return buttons.sort((a, b) => orderActionPriority[a.action] - orderActionPriority[b.action]);
}

/** spec §4: a 'show more goods' control when an order has more than 2 goods. */
export function hasMoreGoods(goodsCount: number): boolean {
  return goodsCount > 2;
}
