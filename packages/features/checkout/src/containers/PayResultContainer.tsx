import type { OrderDetail } from '@mall/contract/orders';
import { Button, PaymentResult, Spinner } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import { useOrderDetail, type Navigate } from '../hooks/useCheckout';
import { OrderOutcome, orderStateUnpaid, PayAction, useDateTime, useOrderFacts } from './PaymentParts';

export type PayResultContainerProps = {
  /** The `orderNo` query of /paySuccess or /payFail. */
  orderNo: string;
  /** Which page: the cashier sends the browser to /paySuccess or /payFail. */
  outcome: 'paid' | 'failed';
  onOrders: () => void;
  /** To the shop (继续购物). */
  onContinueShopping: () => void;
  /** Sends the browser to the cashier (retry); `window.location.assign` by default. */
  navigate?: Navigate;
  /** How often to ask again while the payment notification has not settled the order yet. */
  pollMs?: number;
};

const assign: Navigate = (url) => window.location.assign(url);

/** Still waiting for the payment notification: unpaid and not closed. */
const isAwaitingPayment = (order: OrderDetail | undefined) =>
  order !== undefined && order.paidAt === null && order.orderState === orderStateUnpaid;

/**
 * /paySuccess?orderNo and /payFail?orderNo (issue #7 item 5; the header is hidden by the route).
 * The server's order decides what is shown, not the address: /paySuccess waits (polling) until the
 * notification has settled the order; /payFail offers 重新支付 for the same order while it is unpaid.
 */
export function PayResultContainer({
  orderNo,
  outcome,
  onOrders,
  onContinueShopping,
  navigate = assign,
  pollMs = 2000,
}: PayResultContainerProps) {
  const { t } = useTranslation('checkout');
  const detail = useOrderDetail(orderNo, outcome === 'paid' ? (order) => (isAwaitingPayment(order) ? pollMs : 0) : 0);
  const facts = useOrderFacts();
  const dateTime = useDateTime();
  const actions = (
    <>
      <Button tone="secondary" size="large" onPress={onOrders}>
        {t('result.myOrders')}
      </Button>
      <Button tone="neutral" size="large" onPress={onContinueShopping}>
        {t('result.continueShopping')}
      </Button>
    </>
  );
  return (
    <OrderOutcome
      orderNo={orderNo}
      detail={detail}
      onOrders={onOrders}
      actions={actions}
      paidTitle={t(outcome === 'paid' ? 'result.paid.title' : 'result.alreadyPaid')}
      paidMessage={t('result.paid.message')}
      unpaid={(order) =>
        outcome === 'paid' ? (
          <Spinner label={t('result.paid.confirming')} isLabelVisible />
        ) : (
          <PaymentResult
            outcome="failed"
            title={t('result.failed.title')}
            message={t('result.failed.message', { deadline: dateTime(order.payDeadline) })}
            facts={facts(order, 'deadline')}
            actions={actions}
          >
            <PayAction
              orderNo={order.orderNo}
              navigate={navigate}
              onFailed={() => void detail.mutate()}
              label={t('result.failed.retry')}
            />
          </PaymentResult>
        )
      }
    />
  );
}
