import { isApiError } from '@mall/core';
import { Button, EmptyState, ParcelList, ParcelListSkeleton, Stack, Text, type Toast } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import { useOrderLogistics } from '../hooks/useOrders';
import { useCopyTrackingNo, useParcelItems, useParcelListLabels } from './logisticsParts';

export type OrderLogisticsContainerProps = {
  /** The order's number (query orderNo); empty shows the not-found state. */
  orderNo: string;
  /** 返回订单详情. */
  onBackToOrder: (orderNo: string) => void;
  /** 返回我的订单, when there is no such order. */
  onBackToList: () => void;
  /** The app's toast (复制成功). */
  onToast: Toast;
};

/**
 * /myIndex/branchOrder?orderNo (issue #12; spec §2): every parcel the buyer's order left in, each
 * with its carrier, waybill number (copyable), pieces and its whole tracking timeline. An order that
 * has not shipped says so; another buyer's order, or a wrong number, reads as not found (404).
 */
export function OrderLogisticsContainer({
  orderNo,
  onBackToOrder,
  onBackToList,
  onToast,
}: OrderLogisticsContainerProps) {
  const { t } = useTranslation('orders');
  const logistics = useOrderLogistics(orderNo);
  const toItems = useParcelItems();
  const labels = useParcelListLabels();
  const onCopy = useCopyTrackingNo(onToast);
  const status = isApiError(logistics.error) ? logistics.error.status : undefined;

  const backToOrder = (
    <Button tone="secondary" onPress={() => onBackToOrder(orderNo)}>
      {t('logistics.backToOrder')}
    </Button>
  );
  let body;
  if (!orderNo || status === 404) {
    body = (
      <EmptyState
        title={t('detail.notFound')}
        description={t('detail.notFoundDescription')}
        action={
          <Button tone="primary" onPress={onBackToList}>
            {t('detail.backToList')}
          </Button>
        }
      />
    );
  } else if (status === 409) {
    body = (
      <EmptyState
        title={t('logistics.notShipped')}
        description={t('logistics.notShippedDescription')}
        action={backToOrder}
      />
    );
  } else if (logistics.error) {
    body = (
      <p role="alert">
        {t('logistics.failed')}{' '}
        <Button tone="link" onPress={() => void logistics.mutate()}>
          {t('list.retry')}
        </Button>
      </p>
    );
  } else if (!logistics.data) {
    body = <ParcelListSkeleton label={t('logistics.loading')} />;
  } else {
    const { parcels } = logistics.data;
    body = (
      <>
        <Stack direction="row" wrap align="center" justify="space-between" space="medium">
          <Text as="p">{t('logistics.summary', { orderNo: logistics.data.orderNo, count: parcels.length })}</Text>
          {backToOrder}
        </Stack>
        <ParcelList parcels={toItems(parcels)} labels={labels} isExpandedByDefault onCopy={onCopy} />
      </>
    );
  }
  // The page's heading (物流详情) is the route's title, drawn by the app's frame.
  return <Stack space="large">{body}</Stack>;
}
