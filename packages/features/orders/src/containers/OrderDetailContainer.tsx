import { invoiceRefusal, isRefundOpen, pendingPaymentNotice } from '@mall/contract';
import { type OrderDetail as OrderDetailAnswer } from '@mall/contract/orders';
import { addressLocation, isApiError, maskMobile } from '@mall/core';
import { Button, GiftShare, OrderDetail, ParcelList, Price, type OrderDetailLabels } from '@mall/ui-kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderDetail, useOrderLogistics } from '../hooks/useOrders';
import { RefundProgressList } from './RefundProgressList';
import { statusTone } from '../logic/orderView';
import { useCopyTrackingNo, useParcelItems, useParcelListLabels } from './logisticsParts';
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
 * (the same rules as its card), its parcels with their latest news once it has shipped, the facts, the address, every line, the amounts and the timeline of
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
  // The parcels are asked for once the order has any; a failure leaves the rest of the page as it is.
  const logistics = useOrderLogistics(orderNo, (order?.parcelCount ?? 0) > 0);
  const toParcelItems = useParcelItems();
  const parcelLabels = useParcelListLabels();
  const onCopy = useCopyTrackingNo(onToast);
  const { handle, dialog } = useOrderActionHandler({ onBuyAgain, onToast }, (action) => {
    if (action === 'delete') onBackToList();
  });
  const pendingPaymentText = (facts: { source: number; payDeadline: string | null }) => {
    const notice = pendingPaymentNotice(facts);
    if (notice === 'paidElsewhere') return t('detail.paidElsewhere');
    return notice === 'payBefore' && facts.payDeadline
      ? t('detail.payBefore', { time: time(facts.payDeadline) })
      : undefined;
  };

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
      logistics: t('logistics.section'),
      documents: t('detail.documents.title'),
      guarantees: t('detail.documents.guarantees'),
      invoice: t('detail.documents.invoice'),
    }),
    [goodsLabels, t],
  );
  const presale = usePresaleSection();
  const [copied, setCopied] = useState<string | undefined>();
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

  const guaranteeHref = hrefs.guarantee;
  const data = order
    ? {
        orderNo: order.orderNo,
        statusLabel: t(`status.${order.orderStateDesc}`),
        statusTone: statusTone(order.orderStateDesc),
        statusNotice:
          presale.notice(order, now) ??
          (order.orderStateDesc === 'pendingPayment' ? pendingPaymentText(order) : undefined),
        presale: presale.section(order),
        actions: [
          ...actionItems(
            { ...order, goodsList: order.items },
            hrefs,
            now,
            order.refunds.some((refund) => isRefundOpen(refund.state)),
          ),
          // 申请发票 (issue #14): a paid member order the invoice rules allow, until it has one (then 查看发票 below).
          ...(hrefs.invoice &&
          order.invoice === null &&
          invoiceRefusal({
            orderState: order.orderState,
            paymentState: order.paymentState,
            orderType: order.orderType,
            royaltyFundFen: 0,
            isStaffOrder: false,
          }) === null
            ? [
                {
                  id: 'invoice',
                  label: t('actions.invoice'),
                  tone: 'secondary' as const,
                  href: hrefs.invoice(order.orderNo),
                },
              ]
            : []),
        ],
        createdAt: time(order.createdAt),
        paidAt: order.paidAt ? time(order.paidAt) : undefined,
        address: order.address
          ? {
              consignee: order.address.consignee,
              mobile: maskMobile(order.address.mobile),
              fullAddress: addressLocation(order.address),
            }
          : { consignee: '—', mobile: '—', fullAddress: t('detail.noAddress') },
        goods: toGoodsItems(order.items, hrefs, { orderNo: order.orderNo, label: t('detail.snapshot') }),
        amounts: [
          { label: t('detail.amounts.goods'), fen: order.goodsTotalFen },
          { label: t('detail.amounts.discount'), fen: order.discountFen, isDeduction: true },
          { label: t('detail.amounts.points', { points: order.pointsUsed }), fen: order.pointsFen, isDeduction: true },
          { label: t('detail.amounts.giftCard'), fen: order.giftCardFen, isDeduction: true },
          // The freight stored with the order (0 from checkout: it ships free), said in words at zero.
          { label: t('detail.amounts.freight'), fen: order.freightFen, zeroText: t('detail.amounts.freeFreight') },
        ],
        total: {
          label: order.paymentState === 0 ? t('card.toPay') : t('card.payable'),
          fen: order.payableFen,
        },
        guarantees: guaranteeHref
          ? order.guarantees.map((piece) => ({
              id: piece.certNo,
              label:
                piece.pieceCount > 1
                  ? t('detail.documents.piece', {
                      title: piece.title,
                      pieceNo: piece.pieceNo,
                      pieceCount: piece.pieceCount,
                    })
                  : piece.title,
              href: guaranteeHref(piece.certNo),
              note: piece.isVoid ? t('detail.documents.void') : undefined,
            }))
          : undefined,
        invoice:
          order.invoice && hrefs.invoiceView
            ? {
                id: 'invoice',
                label: t('detail.documents.viewInvoice'),
                href: hrefs.invoiceView(order.orderNo),
                note: t(`detail.documents.invoiceStates.${order.invoice.state}`),
              }
            : undefined,
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
        logistics={
          order && logistics.data ? (
            <ParcelList
              parcels={toParcelItems(logistics.data.parcels)}
              labels={parcelLabels}
              onCopy={onCopy}
              moreLink={{ href: hrefs.logistics(order.orderNo), label: t('logistics.viewAll') }}
            />
          ) : undefined
        }
        refunds={order && order.refunds.length > 0 ? <RefundProgressList refunds={order.refunds} /> : undefined}
      >
        {order?.giftToken ? (
          <GiftShare
            title={t('detail.gift.title')}
            description={t('detail.gift.description')}
            urlLabel={t('detail.gift.urlLabel')}
            url={hrefs.giftShare(order.giftToken)}
            copyLabel={t('detail.gift.copy')}
            copiedMessage={copied}
            onCopy={() => {
              const url = hrefs.giftShare(order.giftToken ?? '');
              navigator.clipboard
                .writeText(url)
                .then(() => setCopied(t('detail.gift.copied')))
                .catch(() => setCopied(t('detail.gift.copyFailed')));
            }}
          />
        ) : null}
      </OrderDetail>
      {dialog}
    </>
  );
}

/**
 * A presale order's part of the detail (contract presale.ts): the deposit and balance with whether
 * each is paid, the other order's number and the final-payment window; and the notice under the
 * status saying when the balance is paid (or that its time is over).
 */
function usePresaleSection() {
  const { t } = useTranslation('orders');
  const time = useOrderTime();
  return useMemo(() => {
    const paidWord = (isPaid: boolean) => t(isPaid ? 'detail.presale.paid' : 'detail.presale.unpaid');
    const window = (presale: NonNullable<OrderDetailAnswer['presale']>) =>
      presale.balanceStartPayTime && presale.balanceEndPayTime
        ? { start: time(presale.balanceStartPayTime), end: time(presale.balanceEndPayTime) }
        : null;
    return {
      notice(order: OrderDetailAnswer, now: Date): string | undefined {
        const { presale } = order;
        if (!presale || presale.isBalancePaid || !presale.isDepositPaid) return undefined;
        const span = window(presale);
        if (!span) return undefined;
        const isOver = presale.balanceEndPayTime !== null && now.getTime() > Date.parse(presale.balanceEndPayTime);
        return isOver ? t('detail.presale.over', span) : t('detail.presale.notice', span);
      },
      section(order: OrderDetailAnswer) {
        const { presale } = order;
        if (!presale) return undefined;
        const span = window(presale);
        const otherNo = order.orderType === 1 ? presale.balanceOrderNo : presale.depositOrderNo;
        return {
          title: t('detail.presale.title'),
          facts: [
            {
              label: t('detail.presale.deposit'),
              value: (
                <>
                  <Price fen={presale.depositFen} size="small" /> {paidWord(presale.isDepositPaid)}
                </>
              ),
            },
            {
              label: t('detail.presale.balance'),
              value: (
                <>
                  <Price fen={presale.balanceFen} size="small" /> {paidWord(presale.isBalancePaid)}
                </>
              ),
            },
            ...(span ? [{ label: t('detail.presale.window'), value: t('detail.presale.windowValue', span) }] : []),
            ...(otherNo
              ? [
                  {
                    label: t(order.orderType === 1 ? 'detail.presale.balanceOrder' : 'detail.presale.depositOrder'),
                    value: otherNo,
                  },
                ]
              : []),
          ],
        };
      },
    };
  }, [t, time]);
}
