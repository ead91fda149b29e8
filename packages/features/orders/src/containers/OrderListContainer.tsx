import { isRefundOpen, orderTabs, type OrderTab } from '@mall/contract';
import { type OrderListItem } from '@mall/contract/orders';
import { Button, OrderCard, OrderList } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import { orderPageSize } from '../api/ordersApi';
import { useOrderList } from '../hooks/useOrders';
import { statusTone } from '../logic/orderView';
import { cardRefundStatus } from '../logic/refundView';
import {
  toGoodsItems,
  useOrderCardLabels,
  useOrderActionHandler,
  useOrderActionItems,
  useOrderTime,
  type OrderCentreCallbacks,
  type OrderHrefs,
} from './orderParts';

export type OrderListContainerProps = OrderCentreCallbacks & {
  /** The tab and page on show (the app keeps them in the URL). */
  tab: OrderTab;
  page: number;
  /** Another tab or page chosen (a tab starts at its first page). */
  onQueryChange: (query: { tab: OrderTab; page: number }) => void;
  hrefs: OrderHrefs & {
    /** The address of a page of this tab, so the pages are real links. */
    list: (query: { tab: OrderTab; page: number }) => string;
  };
  /** 去逛逛 on an empty tab. */
  onGoShopping: () => void;
  /** "Now" for the deadlines (stories fix it); the clock by default. */
  now?: Date;
};

/**
 * /myIndex/orderList (issue #12): the buyer's orders under the status tabs with their counts, each
 * order's status label and buttons from the shared rules (spec §4), the pages, and the cancel,
 * delete and confirm-receipt questions; a change asks the server again for every tab.
 */
export function OrderListContainer({
  tab,
  page,
  onQueryChange,
  hrefs,
  onGoShopping,
  onBuyAgain,
  onToast,
  now = new Date(),
}: OrderListContainerProps) {
  const { t } = useTranslation('orders');
  const list = useOrderList(tab, page);
  const time = useOrderTime();
  const actionItems = useOrderActionItems();
  const orders = list.data?.list ?? [];
  const { handle, dialog } = useOrderActionHandler({ onBuyAgain, onToast });

  const labels = useOrderCardLabels();
  /** 退款中 / 已退款 beside the status when the order has a refund. */
  const refundStatusOf = (refund: OrderListItem['refund']) => {
    const status = cardRefundStatus(refund?.state ?? null);
    return status
      ? {
          label: t(`refund.card.${status}`),
          tone: status === 'refunded' ? ('success' as const) : ('progress' as const),
        }
      : undefined;
  };
  const tabs = orderTabs.map((id) => ({ id, label: t(`tabs.${id}`), count: list.data?.counts[id] }));
  const status = list.error ? 'error' : !list.data ? 'loading' : orders.length === 0 ? 'empty' : 'ready';
  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total / orderPageSize)) : page;

  return (
    <>
      <OrderList
        tabs={tabs}
        tabsLabel={t('list.tabs')}
        selectedTab={tab}
        onTabChange={(id) => onQueryChange({ tab: id as OrderTab, page: 1 })}
        status={status}
        loadingLabel={t('list.loading')}
        empty={{
          title: t('list.empty'),
          description: t('list.emptyDescription'),
          action: (
            <Button tone="primary" onPress={onGoShopping}>
              {t('list.goShopping')}
            </Button>
          ),
        }}
        error={{ message: t('list.failed'), retryLabel: t('list.retry') }}
        onRetry={() => void list.mutate()}
        page={page}
        pageCount={pageCount}
        onPageChange={(next) => onQueryChange({ tab, page: next })}
        paginationLabels={{
          navigation: t('list.pagination'),
          previous: t('list.previous'),
          next: t('list.next'),
          page: (number) => t('list.page', { page: number }),
        }}
        pageHref={(number) => hrefs.list({ tab, page: number })}
      >
        {orders.map((order) => (
          <OrderCard
            key={order.orderNo}
            order={{
              orderNo: order.orderNo,
              createdAt: time(order.createdAt),
              statusLabel: t(`status.${order.orderStateDesc}`),
              statusTone: statusTone(order.orderStateDesc),
              refundStatus: refundStatusOf(order.refund),
              goods: toGoodsItems(order.goodsList, hrefs),
              amountLabel: order.paymentState === 0 ? t('card.toPay') : t('card.payable'),
              amountFen: order.payableFen,
              actions: actionItems(order, hrefs, now, order.refund !== null && isRefundOpen(order.refund.state)),
              detailHref: hrefs.order(order.orderNo),
            }}
            labels={labels}
            onAction={(id) => handle(order.orderNo, id)}
          />
        ))}
      </OrderList>
      {dialog}
    </>
  );
}
