import { isRefundOpen } from '@mall/contract';
import { addressLocation, isApiError, maskMobile } from '@mall/core';
import { Button, OrderDetail, type OrderDetailLabels } from '@mall/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderDetail } from '../hooks/useOrders';
import { RefundProgressList } from './RefundProgressList';
import { statusTone } from '../logic/orderView';
import {
  toGoodsItems,
  useGoodsLabels,
  useOrderActionHandler,
  useOrderActionItems,
  useOrderTime,
  type OrderCentreCallbacks,
  type OrderHrefs,
} from './orderParts';

export type OrderDetailContainerProps = OrderCentreCallbacks & {
  /** The order's number (query orderNo); empty shows the not-found state. */
  orderNo: string;
  hrefs: OrderHrefs;
  /** 返回我的订单, and where a deleted order's page goes. */
  onBackToList: () => void;
  /** "Now" for the deadlines (stories fix it); the clock by default. */
  now?: Date;
};

/**
 * /myIndex/order?orderNo (issue #12): one order of the buyer with its status, deadline and buttons
 * (the same rules as its card), the facts, the address, every line, the amounts and the timeline of
 * its steps. Another buyer's order, or a wrong number, reads as not found (the server answers 404).
 */
export function OrderDetailContainer({
  orderNo,
  hrefs,
  onBackToList,
  onBuyAgain,
  onToast,
  now = new Date(),
}: OrderDetailContainerProps) {
  const { t } = useTranslation('orders');
  const detail = useOrderDetail(orderNo);
  const time = useOrderTime();
  const goodsLabels = useGoodsLabels();
  const actionItems = useOrderActionItems();
  const order = detail.data;
  const { handle, dialog } = useOrderActionHandler(
    () => order?.items,
    { onBuyAgain, onToast },
    (action) => {
      if (action === 'delete') onBackToList();
    },
  );

  const labels: OrderDetailLabels = useMemo(
    () => ({
      ...goodsLabels,
      actions: t('card.actions'),
      facts: t('detail.facts.title'),
      address: t('detail.address'),
      goods: t('detail.lines'),
      amounts: t('detail.amounts.title'),
      timeline: t('detail.timeline'),
      orderNo: t('detail.facts.orderNo'),
      createdAt: t('detail.facts.createdAt'),
      paidAt: t('detail.facts.paidAt'),
      consignee: t('detail.facts.consignee'),
      mobile: t('detail.facts.mobile'),
      fullAddress: t('detail.facts.fullAddress'),
      loading: t('detail.loading'),
    }),
    [goodsLabels, t],
  );
  const isNotFound = !orderNo || (isApiError(detail.error) && detail.error.status === 404);
  if (detail.error && !isNotFound) {
    return (
      <p role="alert">
        {t('detail.failed')}{' '}
        <Button tone="link" onPress={() => void detail.mutate()}>
          {t('list.retry')}
        </Button>
      </p>
    );
  }

  const data = order
    ? {
        orderNo: order.orderNo,
        statusLabel: t(`status.${order.orderStateDesc}`),
        statusTone: statusTone(order.orderStateDesc),
        statusNotice:
          order.orderStateDesc === 'pendingPayment' && order.payDeadline
            ? t('detail.payBefore', { time: time(order.payDeadline) })
            : undefined,
        actions: actionItems(
          { ...order, goodsList: order.items },
          hrefs,
          now,
          order.refunds.some((refund) => isRefundOpen(refund.state)),
        ),
        createdAt: time(order.createdAt),
        paidAt: order.paidAt ? time(order.paidAt) : undefined,
        address: order.address
          ? {
              consignee: order.address.consignee,
              mobile: maskMobile(order.address.mobile),
              fullAddress: addressLocation(order.address),
            }
          : { consignee: '—', mobile: '—', fullAddress: t('detail.noAddress') },
        goods: toGoodsItems(order.items, hrefs),
        amounts: [
          { label: t('detail.amounts.goods'), fen: order.goodsTotalFen },
          { label: t('detail.amounts.discount'), fen: order.discountFen, isDeduction: true },
          { label: t('detail.amounts.points', { points: order.pointsUsed }), fen: order.pointsFen, isDeduction: true },
          { label: t('detail.amounts.giftCard'), fen: order.giftCardFen, isDeduction: true },
          { label: t('detail.amounts.freight'), fen: 0 },
        ],
        total: {
          label: order.paymentState === 0 ? t('card.toPay') : t('card.payable'),
          fen: order.payableFen,
        },
        timeline: [...order.timeline]
          .reverse()
          .map((step) => ({ label: t(`detail.events.${step.state}`), time: time(step.at) })),
      }
    : null;

  return (
    <>
      <OrderDetail
        labels={labels}
        order={isNotFound ? null : data}
        isLoading={!isNotFound && !order}
        notFound={{
          title: t('detail.notFound'),
          description: t('detail.notFoundDescription'),
          action: (
            <Button tone="primary" onPress={onBackToList}>
              {t('detail.backToList')}
            </Button>
          ),
        }}
        onAction={(id) => order && handle(order.orderNo, id)}
        refunds={order && order.refunds.length > 0 ? <RefundProgressList refunds={order.refunds} /> : undefined}
      />
      {dialog}
    </>
  );
}
