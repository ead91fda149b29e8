import type { PayMethod } from '@mall/contract/checkout';
import type { OrderDetail } from '@mall/contract/orders';
import { isApiError, chinaTimeFormat } from '@mall/core';
import { Button, CheckoutFrame, EmptyState, PaymentResult, PayMethodPicker, Price, Spinner, Stack } from '@mall/ui-kit';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePayNow, type Navigate, type useOrderDetail } from '../hooks/useCheckout';

/** The methods the sandbox cashier offers (DESIGN.md §5), WeChat Pay first. */
export const payMethods: readonly PayMethod[] = ['wechat', 'alipay', 'unionpay'];

/** spec §4 order states this page tells apart: 1 unpaid, 5 closed; a paid order has paidAt. */
export const orderStateUnpaid = 1;
export const orderStateClosed = 5;

/** An ISO time in the shopper's language (2026年11月22日 15:30). */
export function useDateTime() {
  const { i18n } = useTranslation();
  return (iso: string | null) =>
    iso ? chinaTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '';
}

/** The order's number and amount as result-page facts. */
export function useOrderFacts() {
  const { t } = useTranslation('checkout');
  const dateTime = useDateTime();
  return (order: OrderDetail, extra: 'deadline' | 'paidAt') => [
    { label: t('result.orderNo'), value: order.orderNo },
    {
      label: t(extra === 'paidAt' ? 'result.paidAmount' : 'result.amount'),
      value: <Price fen={order.payableFen} size="medium" />,
    },
    extra === 'paidAt'
      ? { label: t('result.paidAt'), value: dateTime(order.paidAt) }
      : { label: t('result.deadline'), value: dateTime(order.payDeadline) },
  ];
}

/** Loading, failed and missing-number states shared by the result pages. */
export function OrderGate({
  orderNo,
  isLoading,
  error,
  onRetry,
  onOrders,
}: {
  orderNo: string;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  onOrders: () => void;
}) {
  const { t } = useTranslation('checkout');
  if (!orderNo) {
    return (
      <EmptyState
        headingLevel={1}
        title={t('result.missingOrderNo')}
        action={
          <Button tone="primary" onPress={onOrders}>
            {t('result.myOrders')}
          </Button>
        }
      />
    );
  }
  if (error) {
    return (
      <EmptyState
        headingLevel={1}
        title={t('result.loadFailed')}
        description={isApiError(error) && error.msg ? error.msg : undefined}
        action={
          <Button tone="primary" onPress={onRetry}>
            {t('result.retry')}
          </Button>
        }
      />
    );
  }
  return isLoading ? <Spinner label={t('result.loading')} isLabelVisible /> : null;
}

/**
 * The branches every order-result page shares, in its page frame: the gate while there is no order,
 * the paid result once it is paid, the closed (or otherwise unpayable) result after that; `unpaid`
 * draws the page's own view of an order still waiting for its payment.
 */
export function OrderOutcome({
  orderNo,
  detail,
  onOrders,
  actions,
  paidTitle,
  paidMessage,
  unpaid,
}: {
  orderNo: string;
  detail: ReturnType<typeof useOrderDetail>;
  onOrders: () => void;
  actions: ReactNode;
  paidTitle: string;
  paidMessage?: string;
  unpaid: (order: OrderDetail) => ReactNode;
}) {
  const { t } = useTranslation('checkout');
  const facts = useOrderFacts();
  const order = detail.data;
  let content: ReactNode;
  if (!order) {
    content = (
      <OrderGate
        orderNo={orderNo}
        isLoading={detail.isLoading}
        error={detail.error}
        onRetry={() => void detail.mutate()}
        onOrders={onOrders}
      />
    );
  } else if (order.paidAt !== null) {
    content = (
      <PaymentResult
        outcome="paid"
        title={paidTitle}
        message={paidMessage}
        facts={facts(order, 'paidAt')}
        actions={actions}
      />
    );
  } else if (order.orderState !== orderStateUnpaid) {
    content = (
      <PaymentResult
        outcome="failed"
        title={t(order.orderState === orderStateClosed ? 'result.closed' : 'result.loadFailed')}
        facts={facts(order, 'deadline')}
        actions={actions}
      />
    );
  } else {
    content = unpaid(order);
  }
  return <CheckoutFrame>{content}</CheckoutFrame>;
}

/**
 * The method choice and the pay button (去支付 / 重新支付): pay/create for this order, then the
 * browser goes to the cashier the server names (issue #7 item 5).
 */
export function PayAction({
  orderNo,
  navigate,
  label,
  onFailed,
}: {
  orderNo: string;
  navigate: Navigate;
  label: string;
  onFailed?: () => void;
}) {
  const { t } = useTranslation('checkout');
  const [method, setMethod] = useState<PayMethod>('wechat');
  const { pay, isPaying, error } = usePayNow(orderNo, navigate, onFailed);
  return (
    <Stack space="large">
      <PayMethodPicker
        label={t('result.method')}
        options={payMethods.map((id) => ({ id, label: t(`result.${id}`) }))}
        value={method}
        onChange={(id) => setMethod(id as PayMethod)}
        isDisabled={isPaying}
      />
      <div>
        <Button
          tone="primary"
          size="large"
          onPress={() => void pay(method)}
          loading={isPaying}
          loadingLabel={t('result.paying')}
        >
          {label}
        </Button>
      </div>
      {error ? (
        <p role="alert">{error.msg ? t('result.payFailed', { msg: error.msg }) : t('result.payFailedGeneric')}</p>
      ) : null}
    </Stack>
  );
}
