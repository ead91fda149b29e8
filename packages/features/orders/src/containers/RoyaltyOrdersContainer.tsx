import { RetryNotice, Button, EmptyState, OrderCard, Pagination, Skeleton, Stack } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import { royaltyOrderPageSize } from '../api/ordersApi';
import { useRoyaltyOrders } from '../hooks/useOrders';
import { statusTone } from '../logic/orderView';
import { useOrderCardLabels, useOrderTime } from './orderParts';

export type RoyaltyOrdersContainerProps = {
  /** The page on show (the app keeps it in the URL). */
  page: number;
  onPageChange: (page: number) => void;
  /** The address of a page, so the pages are real links. */
  pageHref: (page: number) => string;
  /** An order's detail page, and a product page. */
  orderHref: (orderNo: string) => string;
  goodsHref: (mouldNo: string) => string;
  /** 去权益金商城 when there is none yet. */
  onBrowseShop: () => void;
};

/**
 * The staff user's rights-fund orders (issue #13 /myIndex/royalty/order; spec §1 royalty shop): the
 * orders paid from the fund, newest first, each with its status label (the order centre's rules), its
 * pieces and what the fund paid, leading to the order's detail; paged.
 */
export function RoyaltyOrdersContainer({
  page,
  onPageChange,
  pageHref,
  orderHref,
  goodsHref,
  onBrowseShop,
}: RoyaltyOrdersContainerProps) {
  const { t } = useTranslation('orders');
  const orders = useRoyaltyOrders(page);
  const time = useOrderTime();
  const labels = useOrderCardLabels();

  if (orders.error && !orders.data) {
    return (
      <RetryNotice message={t('royalty.failed')} retryLabel={t('list.retry')} onRetry={() => void orders.mutate()} />
    );
  }
  if (!orders.data) {
    return (
      <span role="status" aria-busy="true" aria-label={t('list.loading')}>
        <Skeleton lines={4} />
      </span>
    );
  }
  if (orders.data.total === 0) {
    return (
      <EmptyState
        title={t('royalty.empty')}
        description={t('royalty.emptyDescription')}
        headingLevel={2}
        action={
          <Button tone="primary" onPress={onBrowseShop}>
            {t('royalty.browse')}
          </Button>
        }
      />
    );
  }
  const pageCount = Math.max(1, Math.ceil(orders.data.total / royaltyOrderPageSize));
  return (
    <Stack space="large">
      <p>{t('royalty.count', { count: orders.data.total })}</p>
      <Stack as="ul" space="gutter" aria-label={t('royalty.list')}>
        {orders.data.list.map((order) => (
          <OrderCard
            key={order.orderNo}
            order={{
              orderNo: order.orderNo,
              createdAt: time(order.createdAt),
              statusLabel: t(`status.${order.orderStateDesc}`),
              statusTone: statusTone(order.orderStateDesc),
              goods: order.goodsList.map((line) => ({
                id: `${line.goodID}:${line.attribute}`,
                title: line.title,
                href: goodsHref(line.mouldNo),
                thumb: line.thumb,
                unitPriceFen: line.unitPriceFen,
                quantity: line.buyNum,
              })),
              amountLabel: t('royalty.fundPaid'),
              amountFen: order.royaltyFundFen,
              actions: [],
              detailHref: orderHref(order.orderNo),
            }}
            labels={labels}
            headingLevel={2}
          />
        ))}
      </Stack>
      {pageCount > 1 ? (
        <Pagination
          page={Math.min(page, pageCount)}
          pageCount={pageCount}
          onChange={onPageChange}
          pageHref={pageHref}
          labels={{
            navigation: t('royalty.pagination'),
            previous: t('list.previous'),
            next: t('list.next'),
            page: (number) => t('list.page', { page: number }),
          }}
        />
      ) : null}
    </Stack>
  );
}
