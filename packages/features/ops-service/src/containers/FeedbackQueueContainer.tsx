import { opsFeedbackFilters, type OpsFeedbackFilter, type OpsFeedbackRow } from '@mall/contract/ops';
import { chinaDateTime, failureMessage } from '@mall/core';
import { ActionLink, DataTable, StatusTabs, StatusTag, type DataTableColumn } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useOpsServiceApi } from './useOpsServiceApi';

export type FeedbackQueueContainerProps = {
  /** The tab on show: every feedback, or only the waiting or the answered; the page keeps it in the address. */
  filter: OpsFeedbackFilter | undefined;
  onFilterChange: (filter: OpsFeedbackFilter | undefined) => void;
  /** A thread's address (the feedback number is a link) and opening it from the row. */
  threadHref: (feedbackNo: string) => string;
  onOpenThread: (feedbackNo: string) => void;
};

const stateTone = { submitted: 'warning', processing: 'info', replied: 'success' } as const;

/** /ops/feedback (issue #29 "Shopper service"): the members' feedback, waiting first, newest first. */
export function FeedbackQueueContainer({
  filter,
  onFilterChange,
  threadHref,
  onOpenThread,
}: FeedbackQueueContainerProps) {
  const { t } = useTranslation('opsService');
  const api = useOpsServiceApi();
  const found = useSWR(['ops', 'feedback', filter ?? 'all'], () => api.feedback(filter));
  const rows = found.data ?? [];
  const columns: DataTableColumn<OpsFeedbackRow>[] = [
    {
      id: 'feedbackNo',
      title: t('feedback.columns.feedbackNo'),
      isRowHeader: true,
      render: (row) => <ActionLink href={threadHref(row.feedbackNo)}>{row.feedbackNo}</ActionLink>,
    },
    {
      id: 'state',
      title: t('feedback.columns.state'),
      render: (row) => <StatusTag tone={stateTone[row.state]}>{t(`states.${row.state}`)}</StatusTag>,
    },
    { id: 'type', title: t('feedback.columns.type'), render: (row) => t(`types.${row.type}`) },
    { id: 'member', title: t('feedback.columns.member'), render: (row) => row.memberMobile },
    { id: 'content', title: t('feedback.columns.content'), render: (row) => row.content },
    { id: 'createdAt', title: t('feedback.columns.createdAt'), render: (row) => chinaDateTime(row.createdAt) },
  ];
  return (
    <StatusTabs
      aria-label={t('feedback.tabsLabel')}
      tabs={[
        { id: 'all', label: t('feedback.tabs.all') },
        ...opsFeedbackFilters.map((id) => ({ id, label: t(`feedback.tabs.${id}`) })),
      ]}
      selectedKey={filter ?? 'all'}
      onSelectionChange={(key) => onFilterChange(key === 'all' ? undefined : (key as OpsFeedbackFilter))}
    >
      <DataTable
        aria-label={t('feedback.tableLabel')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.feedbackNo}
        onRowAction={onOpenThread}
        isLoading={!found.data && !found.error}
        errorMessage={found.error ? failureMessage(found.error) || t('feedback.failed') : undefined}
        retryLabel={t('feedback.retry')}
        onRetry={() => void found.mutate()}
        emptyTitle={t('feedback.empty')}
        page={1}
        pageSize={Math.max(rows.length, 1)}
        total={rows.length}
        onPageChange={() => undefined}
        labels={{
          columnSettings: t('table.columns'),
          loading: t('table.loading'),
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
