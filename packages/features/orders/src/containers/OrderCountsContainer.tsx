import { orderTabs, type OrderTab } from '@mall/contract';
import { OrderCounts } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import { useOrderList } from '../hooks/useOrders';

export type OrderCountsContainerProps = {
  /** The order list on a tab (features know no routes). */
  listHref: (query: { tab: OrderTab; page: number }) => string;
};

/**
 * The buyer's orders by status at a glance (account overview, issue #13): each tab of the order
 * list with its count, leading into that tab. The counts are the order list's own (order/list answers
 * every tab's count with its first page), so the overview and the list never disagree, and the list
 * opened from here shows at once from the same answer.
 */
export function OrderCountsContainer({ listHref }: OrderCountsContainerProps) {
  const { t, i18n } = useTranslation('orders');
  const list = useOrderList('all', 1);
  const number = new Intl.NumberFormat(i18n.language);
  const counts = list.data?.counts;
  const items = orderTabs
    .filter((tab) => tab !== 'all')
    .map((tab) => {
      const count = counts?.[tab] ?? 0;
      return {
        id: tab,
        label: t(`tabs.${tab}`),
        count,
        countText: number.format(count),
        href: listHref({ tab, page: 1 }),
      };
    });
  return (
    <OrderCounts
      status={counts ? 'ready' : list.error ? 'error' : 'loading'}
      title={t('counts.title')}
      items={items}
      allLabel={t('counts.all')}
      allHref={listHref({ tab: 'all', page: 1 })}
      loadingLabel={t('list.loading')}
      message={t('list.failed')}
      retryLabel={t('list.retry')}
      onRetry={() => void list.mutate()}
    />
  );
}
