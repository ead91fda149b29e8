import { opsOrderTabs, type OpsOrderRow } from '@mall/contract/ops';
import { chinaDateTime, failureMessage } from '@mall/core';
import {
  ActionLink,
  DataTable,
  DatePicker,
  FilterForm,
  formatFen,
  StatusTabs,
  StatusTag,
  TextField,
  type DataTableColumn,
} from '@mall/ui-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import {
  defaultOrderSearch,
  orderFilterFields,
  orderStateTone,
  toOrderQuery,
  type OrderFilterField,
  type OrderSearch,
} from '../logic/orderQuery';
import { useOpsOrdersApi } from './useOpsOrdersApi';

export type OrderSearchContainerProps = {
  /** The search the page's address names (`readOrderSearch`). */
  search: OrderSearch;
  /** A new search: the app writes it to the address (`writeOrderSearch`), so back and links keep it. */
  onSearchChange: (search: OrderSearch) => void;
  /** The address of an order's page. */
  orderHref: (orderNo: string) => string;
  /** Opens an order's page (Enter or a double click on its row). */
  onOpenOrder: (orderNo: string) => void;
};

type Filters = Record<OrderFilterField, string>;
const filtersOf = (search: OrderSearch): Filters =>
  Object.fromEntries(orderFilterFields.map((name) => [name, search[name]])) as Filters;

/**
 * /ops/orders (issue #29 "Orders"): the order search — tabs with counts, filters by number, mobile,
 * consignee, payment number, waybill, day range and amount, sorted and paged on the server.
 */
export function OrderSearchContainer({ search, onSearchChange, orderHref, onOpenOrder }: OrderSearchContainerProps) {
  const { t } = useTranslation('opsOrders');
  const api = useOpsOrdersApi();
  const query = toOrderQuery(search);
  const found = useSWR(['ops', 'orders', JSON.stringify(query)], () => api.search(query), {
    keepPreviousData: true,
  });
  const [filters, setFilters] = useState<Filters>(() => filtersOf(search));
  // The address changed (back, a link): the form shows the search on show.
  const searchKey = JSON.stringify(filtersOf(search));
  useEffect(() => setFilters(JSON.parse(searchKey) as Filters), [searchKey]);
  const data = found.data;
  const set = (name: OrderFilterField) => (value: string | null) =>
    setFilters((now) => ({ ...now, [name]: value ?? '' }));

  const columns: DataTableColumn<OpsOrderRow>[] = [
    {
      id: 'orderNo',
      title: t('columns.orderNo'),
      isRowHeader: true,
      minWidth: 200,
      render: (row) => <ActionLink href={orderHref(row.orderNo)}>{row.orderNo}</ActionLink>,
    },
    {
      id: 'createdAt',
      title: t('columns.createdAt'),
      allowsSorting: true,
      render: (row) => chinaDateTime(row.createdAt),
    },
    { id: 'consignee', title: t('columns.consignee'), render: (row) => row.consignee },
    { id: 'mobile', title: t('columns.mobile'), render: (row) => row.mobileMasked },
    {
      id: 'payFen',
      title: t('columns.payFen'),
      allowsSorting: true,
      align: 'end',
      render: (row) => `¥${formatFen(row.payFen)}`,
    },
    {
      id: 'status',
      title: t('columns.status'),
      render: (row) => (
        <>
          <StatusTag tone={orderStateTone(row.statusTab)}>{t(`tabs.${row.statusTab}`)}</StatusTag>
          {row.hasAfterSale ? <StatusTag tone="warning">{t('tabs.afterSale')}</StatusTag> : null}
        </>
      ),
    },
    { id: 'itemCount', title: t('columns.itemCount'), align: 'end', render: (row) => String(row.itemCount) },
    { id: 'waybill', title: t('columns.waybill'), render: (row) => row.waybillNos.join('、') || '—' },
  ];

  return (
    <>
      <FilterForm
        aria-label={t('filters.label')}
        submitLabel={t('filters.submit')}
        resetLabel={t('filters.reset')}
        isPending={found.isValidating && !!data}
        pendingLabel={t('filters.pending')}
        onSubmit={() => onSearchChange({ ...search, ...filters, page: 1 })}
        onReset={() => onSearchChange({ ...defaultOrderSearch, tab: search.tab, pageSize: search.pageSize })}
      >
        <TextField label={t('filters.orderNo')} value={filters.orderNo} onChange={set('orderNo')} maxLength={22} />
        <TextField
          label={t('filters.mobile')}
          description={t('filters.mobileHint')}
          value={filters.mobile}
          onChange={set('mobile')}
          inputMode="numeric"
          maxLength={11}
        />
        <TextField
          label={t('filters.consignee')}
          value={filters.consignee}
          onChange={set('consignee')}
          maxLength={32}
        />
        <TextField
          label={t('filters.paymentNo')}
          value={filters.paymentNo}
          onChange={set('paymentNo')}
          maxLength={64}
        />
        <TextField
          label={t('filters.waybillNo')}
          value={filters.waybillNo}
          onChange={set('waybillNo')}
          maxLength={40}
        />
        <DatePicker
          label={t('filters.from')}
          value={filters.from || null}
          onChange={set('from')}
          calendarButtonLabel={t('filters.calendar')}
          previousMonthLabel={t('filters.previousMonth')}
          nextMonthLabel={t('filters.nextMonth')}
        />
        <DatePicker
          label={t('filters.to')}
          value={filters.to || null}
          onChange={set('to')}
          calendarButtonLabel={t('filters.calendar')}
          previousMonthLabel={t('filters.previousMonth')}
          nextMonthLabel={t('filters.nextMonth')}
        />
        <TextField label={t('filters.minYuan')} value={filters.minYuan} onChange={set('minYuan')} inputMode="decimal" />
        <TextField label={t('filters.maxYuan')} value={filters.maxYuan} onChange={set('maxYuan')} inputMode="decimal" />
      </FilterForm>
      <StatusTabs
        aria-label={t('tabs.label')}
        tabs={opsOrderTabs.map((tab) => ({ id: tab, label: t(`tabs.${tab}`), count: data?.counts[tab] }))}
        selectedKey={search.tab}
        onSelectionChange={(tab) => onSearchChange({ ...search, tab: tab as OrderSearch['tab'], page: 1 })}
      >
        <DataTable
          aria-label={t('table.label')}
          columns={columns}
          rows={data?.rows ?? []}
          rowKey={(row) => row.orderNo}
          sortDescriptor={{ column: search.sort, direction: search.order === 'asc' ? 'ascending' : 'descending' }}
          onSortChange={(sort) =>
            onSearchChange({
              ...search,
              sort: sort.column === 'payFen' ? 'payFen' : 'createdAt',
              order: sort.direction === 'ascending' ? 'asc' : 'desc',
              page: 1,
            })
          }
          onRowAction={onOpenOrder}
          isLoading={!data && !found.error}
          errorMessage={found.error ? failureMessage(found.error) || t('table.failed') : undefined}
          retryLabel={t('table.retry')}
          onRetry={() => void found.mutate()}
          emptyTitle={t('table.empty')}
          emptyDescription={t('table.emptyHint')}
          page={search.page}
          pageSize={search.pageSize}
          total={data?.total ?? 0}
          onPageChange={(page) => onSearchChange({ ...search, page })}
          labels={{
            columnSettings: t('table.columns'),
            loading: t('table.loading'),
            total: (total) => t('table.total', { total }),
            pagination: {
              navigation: t('table.pages'),
              previous: t('table.previous'),
              next: t('table.next'),
              page: (page) => t('table.page', { page }),
            },
          }}
        />
      </StatusTabs>
    </>
  );
}
