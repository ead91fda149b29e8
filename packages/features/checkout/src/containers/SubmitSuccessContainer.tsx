import { Button, PaymentResult } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import { useOrderDetail, type Navigate } from '../hooks/useCheckout';
import { OrderOutcome, PayAction, useDateTime, useOrderFacts } from './PaymentParts';

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
  const ordersButton = (
    <Button tone="secondary" size="large" onPress={onOrders}>
      {t('result.myOrders')}
    </Button>
  );
  return (
    <OrderOutcome
      orderNo={orderNo}
      detail={detail}
      onOrders={onOrders}
      actions={ordersButton}
      paidTitle={t('result.alreadyPaid')}
      unpaid={(order) => (
        <PaymentResult
          outcome="submitted"
          title={t('result.submitted.title')}
          message={t('result.submitted.message', { deadline: dateTime(order.payDeadline) })}
          facts={facts(order, 'deadline')}
          actions={ordersButton}
        >
          <PayAction
            orderNo={order.orderNo}
            navigate={navigate}
            onFailed={() => void detail.mutate()}
            label={t('result.submitted.pay')}
          />
        </PaymentResult>
      )}
    />
  );
}
