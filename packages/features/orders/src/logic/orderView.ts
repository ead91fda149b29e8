import {
  orderButtons,
  type OrderAction,
  type OrderFacts,
  type OrderLine,
  type OrderListItem,
  type OrderStatusLabel,
} from '@mall/contract';

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
 * The buttons the order centre carries out. The rules (spec §4) also offer final payment,
 * logistics, refund and after-sales: those calls arrive with the fulfilment and refund slices of
 * issue #12, and until then their buttons are not drawn rather than drawn dead.
 */
export const offeredActions = [
  'pay',
  'confirmReceipt',
  'review',
  'cancel',
  'delete',
  'addToBag',
] as const satisfies readonly OrderAction[];
export type OfferedAction = (typeof offeredActions)[number];

const isOffered = (action: OrderAction): action is OfferedAction =>
  (offeredActions as readonly string[]).includes(action);

/** What the rules read, from an order as the server answers it (its first line decides two buttons). */
export function factsOf(
  order: Omit<OrderListItem, 'goodsCount' | 'goodsList'> & { goodsList: readonly OrderLine[] },
): OrderFacts {
  return {
    ...order,
    firstPointProductType: order.goodsList[0]?.pointProductType ?? null,
    goodsCount: order.goodsList.length,
  };
}

/** The buttons of an order in their spec §4 order, those this slice carries out. */
export function orderActionsOf(
  order: Omit<OrderListItem, 'goodsCount' | 'goodsList'> & { goodsList: readonly OrderLine[] },
  now: Date,
): { action: OfferedAction; isDisabled: boolean }[] {
  const flags = { showViewLogisticsBtn: order.showViewLogisticsBtn, showRefundBtn: order.showRefundBtn };
  return orderButtons(factsOf(order), flags, now).flatMap((button) =>
    isOffered(button.action) ? [{ action: button.action, isDisabled: button.isDisabled }] : [],
  );
}

/** The commands that change an order on the server, each asked for again in a dialog first. */
export const confirmedActions = ['cancel', 'delete', 'confirmReceipt'] as const satisfies readonly OfferedAction[];
export type ConfirmedAction = (typeof confirmedActions)[number];

export function needsConfirmation(action: OfferedAction): action is ConfirmedAction {
  return (confirmedActions as readonly string[]).includes(action);
}

/** The lines 再次购买 puts back in the bag: every line that is not a points product. */
export function linesToBuyAgain(lines: readonly OrderLine[]): { goodID: number; attribute: string; buyNum: number }[] {
  return lines
    .filter((line) => line.pointProductType === null)
    .map((line) => ({ goodID: line.goodID, attribute: line.attribute, buyNum: line.buyNum }));
}
