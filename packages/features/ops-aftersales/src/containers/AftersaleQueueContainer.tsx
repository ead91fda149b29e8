import { aftersaleTabs, type AftersaleRow } from '@mall/contract/ops';
import { chinaDateTime, failureMessage } from '@mall/core';
import { ActionLink, DataTable, formatFen, StatusTabs, StatusTag, type DataTableColumn } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { slaTone, toAftersaleQuery, type AftersaleSearch } from '../logic/aftersaleQuery';
import { useOpsAftersalesApi } from './useOpsAftersalesApi';

export type AftersaleQueueContainerProps = {
  /** The search the page's address names (`readAftersaleSearch`). */
  search: AftersaleSearch;
  /** A new search: the app writes it to the address (`writeAftersaleSearch`). */
  onSearchChange: (search: AftersaleSearch) => void;
  /** The address of an application's page. */
  refundHref: (refundNo: string) => string;
  /** Opens an application's page (Enter or a double click on its row). */
  onOpenRefund: (refundNo: string) => void;
};

/**
 * /ops/aftersales (issue #29 "After-sales"): the refund and after-sales applications waiting, oldest
 * first, each with how long it has waited against the 48 h service level, the amount asked, reason,
 * photos and order; tabs by state (待审核, 待财务复核, 退款中) with counts; paged on the server.
 */
export function AftersaleQueueContainer({
  search,
  onSearchChange,
  refundHref,
  onOpenRefund,
}: AftersaleQueueContainerProps) {
  const { t } = useTranslation('opsAftersales');
  const api = useOpsAftersalesApi();
  const query = toAftersaleQuery(search);
  const found = useSWR(['ops', 'aftersales', JSON.stringify(query)], () => api.queue(query), {
    keepPreviousData: true,
  });
  const data = found.data;
  const sla = data?.slaHours ?? 48;

  const columns: DataTableColumn<AftersaleRow>[] = [
    {
      id: 'refundNo',
      title: t('columns.refundNo'),
      isRowHeader: true,
      minWidth: 200,
      render: (row) => <ActionLink href={refundHref(row.refundNo)}>{row.refundNo}</ActionLink>,
    },
    { id: 'orderNo', title: t('columns.orderNo'), minWidth: 200, render: (row) => row.orderNo },
    { id: 'kind', title: t('columns.kind'), render: (row) => t(`kinds.${row.kind}`) },
    { id: 'reason', title: t('columns.reason'), render: (row) => t(`reasons.${row.reason}`) },
    {
      id: 'amount',
      title: t('columns.amount'),
      align: 'end',
      render: (row) => `¥${formatFen(row.amountFen)}`,
    },
    {
      id: 'photos',
      title: t('columns.photos'),
      align: 'end',
      render: (row) => t('table.photoCount', { count: row.photos.length }),
    },
    { id: 'appliedAt', title: t('columns.appliedAt'), render: (row) => chinaDateTime(row.appliedAt) },
    {
      id: 'age',
      title: t('columns.age'),
      render: (row) => (
        <>
          {t('age.hours', { hours: row.ageHours })}{' '}
          <StatusTag tone={slaTone(row.ageHours, sla, row.state === 'applying')}>
            {row.overdue ? t('age.overdue', { sla }) : t('age.inTime', { sla })}
          </StatusTag>
        </>
      ),
    },
    {
      id: 'status',
      title: t('columns.status'),
      render: (row) => (
        <>
          <StatusTag tone={row.tab === 'refunding' ? 'info' : 'warning'}>{t(`tabs.${row.tab}`)}</StatusTag>
          {row.needsSecondApproval && row.tab === 'waiting' ? (
            <StatusTag tone="neutral">{t('table.large')}</StatusTag>
          ) : null}
        </>
      ),
    },
  ];

  return (
    <StatusTabs
      aria-label={t('tabs.label')}
      tabs={aftersaleTabs.map((tab) => ({ id: tab, label: t(`tabs.${tab}`), count: data?.counts[tab] }))}
      selectedKey={search.tab}
      onSelectionChange={(tab) => onSearchChange({ ...search, tab: tab as AftersaleSearch['tab'], page: 1 })}
    >
      <DataTable
        aria-label={t('table.label')}
        columns={columns}
        rows={data?.rows ?? []}
        rowKey={(row) => row.refundNo}
        onRowAction={onOpenRefund}
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
  );
}
