import { Button, PaymentResult } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import { useOrderDetail, type Navigate } from '../hooks/useCheckout';
import * as styles from './Checkout.css';
import { OrderGate, orderStateClosed, orderStateUnpaid, PayAction, useDateTime, useOrderFacts } from './PaymentParts';

export type SubmitSuccessContainerProps = {
  /** The `orderNo` query of /submitSuccess. */
  orderNo: string;
  /** To the member's orders. */
  onOrders: () => void;
  /** Sends the browser to the cashier; `window.location.assign` by default. */
  navigate?: Navigate;
};

const assign: Navigate = (url) => window.location.assign(url);

/**
 * /submitSuccess?orderNo (issue #7 item 5): the order's number, amount and deadline from the
 * server, the method choice (微信支付, 支付宝, 银联) and 去支付 → pay/create → the cashier.
 */
export function SubmitSuccessContainer({ orderNo, onOrders, navigate = assign }: SubmitSuccessContainerProps) {
  const { t } = useTranslation('checkout');
  const detail = useOrderDetail(orderNo);
  const facts = useOrderFacts();
  const dateTime = useDateTime();
  const order = detail.data;
  const ordersButton = (
    <Button tone="secondary" size="large" onPress={onOrders}>
      {t('result.myOrders')}
    </Button>
  );
  if (!order) {
    return (
      <div className={styles.page}>
        <OrderGate orderNo={orderNo} isLoading={detail.isLoading} error={detail.error} onRetry={() => void detail.mutate()} onOrders={onOrders} />
      </div>
    );
  }
  if (order.paidAt !== null) {
    return (
      <div className={styles.page}>
        <PaymentResult outcome="paid" title={t('result.alreadyPaid')} facts={facts(order, 'paidAt')} actions={ordersButton} />
      </div>
    );
  }
  if (order.orderState !== orderStateUnpaid) {
    return (
      <div className={styles.page}>
        <PaymentResult outcome="failed" title={t(order.orderState === orderStateClosed ? 'result.closed' : 'result.loadFailed')} facts={facts(order, 'deadline')} actions={ordersButton} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <PaymentResult
        outcome="submitted"
        title={t('result.submitted.title')}
        message={t('result.submitted.message', { deadline: dateTime(order.payDeadline) })}
        facts={facts(order, 'deadline')}
        actions={ordersButton}
      >
        <PayAction orderNo={order.orderNo} navigate={navigate} onFailed={() => void detail.mutate()} label={t('result.submitted.pay')} />
      </PaymentResult>
    </div>
  );
}
