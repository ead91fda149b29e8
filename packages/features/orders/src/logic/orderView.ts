import { orderButtons, type OrderAction, type OrderFacts, type OrderStatusLabel } from '@mall/contract';
import { type OrderLine, type OrderListItem } from '@mall/contract/orders';

/** How a status label reads at a glance (the ui-kit's tones). */
export type StatusTone = 'attention' | 'progress' | 'success' | 'muted';

const tones: Record<OrderStatusLabel, StatusTone> = {
  pendingPayment: 'attention',
  pendingDeposit: 'attention',
  depositPaid: 'attention',
  pendingBalance: 'attention',
  pendingShipment: 'progress',
  giftAwaiting: 'progress',
  shipped: 'progress',
  successful: 'success',
  closed: 'muted',
};

/** The tone of a status label: what waits for the buyer stands out, what is over is muted. */
export function statusTone(label: OrderStatusLabel): StatusTone {
  return tones[label];
}

/**
 * The buttons the order centre carries out: every one the rules (spec §4) offer. 付尾款 (final
 * payment) leads to the cashier of the deposit order's balance order; 查看物流 to the order's parcels;
 * 申请退款 and 申请售后 open the refund form; 评价 leads to the review form.
 */
export const offeredActions = [
  'pay',
  'finalPayment',
  'confirmReceipt',
  'review',
  'cancel',
  'viewLogistics',
  'refund',
  'afterSales',
  'delete',
  'addToBag',
] as const satisfies readonly OrderAction[];
export type OfferedAction = (typeof offeredActions)[number];

const isOffered = (action: OrderAction): action is OfferedAction =>
  (offeredActions as readonly string[]).includes(action);

/** An order as the list or the detail answers it, with its lines under the list's name. */
export type OrderOnShow = Omit<OrderListItem, 'goodsCount' | 'goodsList' | 'refund'> & {
  goodsList: readonly OrderLine[];
};

/** What the rules read, from an order as the server answers it (its first line decides two buttons). */
export function factsOf(order: OrderOnShow): OrderFacts {
  return {
    ...order,
    firstPointProductType: order.goodsList[0]?.pointProductType ?? null,
    goodsCount: order.goodsList.length,
  };
}

/**
 * The buttons of an order in their spec §4 order, those the order centre carries out. While a refund
 * of the order is open, 申请退款 / 申请售后 give way to its progress (one open refund per order; the
 * server refuses a second).
 */
export function orderActionsOf(
  order: OrderOnShow,
  now: Date,
  hasOpenRefund: boolean,
): { action: OfferedAction; isDisabled: boolean }[] {
  const flags = { showViewLogisticsBtn: order.showViewLogisticsBtn, showRefundBtn: order.showRefundBtn };
  return orderButtons(factsOf(order), flags, now).flatMap((button) =>
    isOffered(button.action) && !(hasOpenRefund && isRefundAction(button.action))
      ? [{ action: button.action, isDisabled: button.isDisabled }]
      : [],
  );
}

/** The buttons that open the refund form: 申请退款 before shipment, 申请售后 after it (spec §4). */
export function isRefundAction(action: OrderAction): action is 'refund' | 'afterSales' {
  return action === 'refund' || action === 'afterSales';
}

/** The commands that change an order on the server, each asked for again in a dialog first. */
export const confirmedActions = ['cancel', 'delete', 'confirmReceipt'] as const satisfies readonly OfferedAction[];
export type ConfirmedAction = (typeof confirmedActions)[number];

export function needsConfirmation(action: OfferedAction): action is ConfirmedAction {
  return (confirmedActions as readonly string[]).includes(action);
}
