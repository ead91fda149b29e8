import type { OrderLine } from '@mall/contract/orders';
import { failureMessage, chinaTimeFormat } from '@mall/core';
import {
  ConfirmDialog,
  type OrderAction,
  type OrderCardLabels,
  type OrderGoodsItem,
  type OrderGoodsListLabels,
  type Toast,
} from '@mall/ui-kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuyAgain, useOrderCommand } from '../hooks/useOrders';
import { RefundDrawer } from './RefundDrawer';
import {
  isRefundAction,
  needsConfirmation,
  orderActionsOf,
  type ConfirmedAction,
  type OrderOnShow,
  type OfferedAction,
} from '../logic/orderView';

/** Where the order centre's links lead; the app builds them from its routes (features know no routes). */
export type OrderHrefs = {
  /** An order's detail page. */
  order: (orderNo: string) => string;
  /** A product page. */
  goods: (mouldNo: string) => string;
  /** Where an unpaid order is paid (the order's payment page with its methods). */
  pay: (orderNo: string) => string;
  /** An order's parcels and their tracking (查看物流). */
  logistics: (orderNo: string) => string;
  /** An order line's trade snapshot (交易快照). */
  snapshot: (orderNo: string, goodID: number, attribute: string) => string;
  /** A transfer gift's share link, whole (with the origin), for its buyer to send. */
  giftShare: (token: string) => string;
  /** Where a successful order's lines are reviewed (评价). */
  review: (orderNo: string) => string;
  /** Where an invoice is requested for a paid order (申请发票, issue #14); no button without it. */
  invoice?: (orderNo: string) => string;
  /** The order's invoice once it has one (查看发票); no link without it. */
  invoiceView?: (orderNo: string) => string;
  /** A delivered piece's electronic guarantee, by its certificate number; no links without it. */
  guarantee?: (certNo: string) => string;
};

/** What the order centre asks of the app besides links. */
export type OrderCentreCallbacks = {
  /**
   * 再次购买 put some of the order's lines in the bag (the server did, issue #12): the app reads the bag again and
   * shows it.
   */
  onBuyAgain: () => Promise<void>;
  /** A failure to tell the shopper (the app's toast). */
  onToast: Toast;
};

/** Dates as the order centre shows them: 2026-11-24 15:30 in the shopper's language. */
export function useOrderTime() {
  const { i18n } = useTranslation('orders');
  return useMemo(() => {
    const format = chinaTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => format.format(new Date(iso));
  }, [i18n.language]);
}

/** The words read with every goods row. */
export function useGoodsLabels(): OrderGoodsListLabels {
  const { t } = useTranslation('orders');
  return useMemo(() => ({ unitPrice: t('goods.unitPrice'), quantity: t('goods.quantity') }), [t]);
}

/** The words of every order card (the order list's and the rights-fund orders'). */
export function useOrderCardLabels(): OrderCardLabels {
  const { t } = useTranslation('orders');
  const goodsLabels = useGoodsLabels();
  return useMemo(
    () => ({
      ...goodsLabels,
      orderNo: t('card.orderNo'),
      createdAt: t('card.createdAt'),
      detail: t('card.detail'),
      showMore: (count) => t('card.showMore', { count }),
      showLess: t('card.showLess'),
      actions: t('card.actions'),
    }),
    [goodsLabels, t],
  );
}

/**
 * An order's lines as goods rows, each linking to its product; with `snapshot` (the detail page), each
 * also links to its trade snapshot.
 */
export function toGoodsItems(
  lines: readonly OrderLine[],
  hrefs: OrderHrefs,
  snapshot?: { orderNo: string; label: string },
): OrderGoodsItem[] {
  return lines.map((line) => ({
    ...(snapshot && {
      snapshot: { label: snapshot.label, href: hrefs.snapshot(snapshot.orderNo, line.goodID, line.attribute) },
    }),
    id: `${line.goodID}:${line.attribute}`,
    title: line.title,
    href: hrefs.goods(line.mouldNo),
    thumb: line.thumb,
    unitPriceFen: line.unitPriceFen,
    quantity: line.buyNum,
  }));
}

const tones: Record<OfferedAction, OrderAction['tone']> = {
  pay: 'primary',
  finalPayment: 'primary',
  confirmReceipt: 'primary',
  review: 'primary',
  cancel: 'secondary',
  viewLogistics: 'secondary',
  refund: 'secondary',
  afterSales: 'secondary',
  delete: 'link',
  addToBag: 'secondary',
};

/**
 * Where a button that is a link leads: 去支付 to this order's cashier, 付尾款 to its balance order's
 * (while it may be paid), 查看物流 to the parcels, 评价 to the review form; the others are buttons.
 */
function linkHref(
  action: OfferedAction,
  isDisabled: boolean,
  order: { orderNo: string; relatedOrderNo: string | null },
  hrefs: OrderHrefs,
) {
  if (action === 'pay') return hrefs.pay(order.orderNo);
  if (action === 'viewLogistics') return hrefs.logistics(order.orderNo);
  if (action === 'review') return hrefs.review(order.orderNo);
  if (action === 'finalPayment' && !isDisabled && order.relatedOrderNo) return hrefs.pay(order.relatedOrderNo);
  return undefined;
}

/** The order's buttons as ui-kit draws them: the rules' choice and order, worded; 去支付, 付尾款, 查看物流 and 评价 are links. */
export function useOrderActionItems() {
  const { t } = useTranslation('orders');
  return (order: OrderOnShow, hrefs: OrderHrefs, now: Date, hasOpenRefund: boolean): OrderAction[] =>
    orderActionsOf(order, now, hasOpenRefund).map(({ action, isDisabled }) => ({
      id: action,
      label: t(`actions.${action}`),
      tone: tones[action],
      isDisabled,
      href: linkHref(action, isDisabled, order, hrefs),
    }));
}

type Pending = { action: ConfirmedAction; orderNo: string };

/**
 * What an order's button does: cancel, delete and confirm receipt ask first in a dialog that stays
 * open while the call runs and when it fails (nothing is lost); 再次购买 asks the server to put the lines still on
 * sale in the bag, says how many it skipped, and hands over to the app (the bag);
 * 申请退款 and 申请售后 open the refund form in a drawer.
 * Returns the handler for `onAction` and the dialog to render.
 */
export function useOrderActionHandler(
  { onBuyAgain, onToast }: OrderCentreCallbacks,
  onDone?: (action: ConfirmedAction) => void,
) {
  const { t } = useTranslation('orders');
  const run = useOrderCommand();
  const buyAgain = useBuyAgain();
  const [pending, setPending] = useState<Pending | null>(null);
  const [isRunning, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const [refunding, setRefunding] = useState<string | null>(null);

  const handle = (orderNo: string, id: string) => {
    const action = id as OfferedAction;
    if (isRefundAction(action)) {
      setRefunding(orderNo);
    } else if (needsConfirmation(action)) {
      setFailure(undefined);
      setPending({ action, orderNo });
    } else if (action === 'addToBag') {
      void (async () => {
        try {
          const { added, skipped } = await buyAgain(orderNo);
          // Nothing could go in: say so and stay; otherwise the bag, after saying what was left out.
          if (added === 0) {
            onToast(t('buyAgain.none'), 'neutral');
            return;
          }
          if (skipped > 0) onToast(t('buyAgain.skipped', { count: skipped, added }), 'neutral');
          await onBuyAgain();
        } catch (error) {
          onToast(t('buyAgainFailed', { message: failureMessage(error) || t('list.failed') }), 'critical');
        }
      })();
    }
  };

  const confirm = async () => {
    if (!pending) return;
    setRunning(true);
    setFailure(undefined);
    try {
      await run(pending.action, pending.orderNo);
      setPending(null);
      onDone?.(pending.action);
    } catch (error) {
      setFailure(t('confirm.failed', { message: failureMessage(error) || t('list.failed') }));
    } finally {
      setRunning(false);
    }
  };

  const confirmDialog = pending ? (
    <ConfirmDialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen && !isRunning) setPending(null);
      }}
      title={t(`confirm.${pending.action}.title`)}
      message={t(`confirm.${pending.action}.message`, { orderNo: pending.orderNo })}
      confirmLabel={t(`confirm.${pending.action}.confirm`)}
      cancelLabel={t('confirm.keep')}
      tone={pending.action === 'confirmReceipt' ? 'primary' : 'danger'}
      isPending={isRunning}
      pendingLabel={t('confirm.pending')}
      errorMessage={failure}
      onConfirm={() => void confirm()}
    />
  ) : null;

  // 申请退款 / 申请售后: a drawer over the page, so the shopper keeps their place in the list or the detail.
  const dialog = (
    <>
      {confirmDialog}
      <RefundDrawer
        orderNo={refunding}
        onClose={() => setRefunding(null)}
        onApplied={() => {
          setRefunding(null);
          onToast(t('refund.submitted'), 'positive');
        }}
      />
    </>
  );

  return { handle, dialog };
}
