import { opsInquiryStatuses, type OpsInquiryRow, type OpsInquiryStatus } from '@mall/contract/ops';
import { chinaDateTime, failureMessage } from '@mall/core';
import { ActionLink, DataTable, StatusTabs, StatusTag, type DataTableColumn } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useOpsServiceApi } from './useOpsServiceApi';

export type InquiryListContainerProps = {
  /** The status tab on show (all when undefined); the page keeps it in the address. */
  status: OpsInquiryStatus | undefined;
  onStatusChange: (status: OpsInquiryStatus | undefined) => void;
  inquiryHref: (inquiryNo: string) => string;
  onOpenInquiry: (inquiryNo: string) => void;
};

export const inquiryStatusTone = { new: 'warning', contacted: 'info', quoted: 'info', closed: 'neutral' } as const;

/** /ops/inquiries (issue #29 "Shopper service"): the enterprise-customization inquiries, newest first. */
export function InquiryListContainer({
  status,
  onStatusChange,
  inquiryHref,
  onOpenInquiry,
}: InquiryListContainerProps) {
  const { t } = useTranslation('opsService');
  const api = useOpsServiceApi();
  const found = useSWR(['ops', 'inquiries', status ?? 'all'], () => api.inquiries(status));
  const rows = found.data ?? [];
  const columns: DataTableColumn<OpsInquiryRow>[] = [
    {
      id: 'inquiryNo',
      title: t('inquiries.columns.inquiryNo'),
      isRowHeader: true,
      render: (row) => <ActionLink href={inquiryHref(row.inquiryNo)}>{row.inquiryNo}</ActionLink>,
    },
    {
      id: 'status',
      title: t('inquiries.columns.status'),
      render: (row) => <StatusTag tone={inquiryStatusTone[row.status]}>{t(`statuses.${row.status}`)}</StatusTag>,
    },
    { id: 'company', title: t('inquiries.columns.company'), render: (row) => row.company },
    { id: 'contact', title: t('inquiries.columns.contact'), render: (row) => row.contactName },
    { id: 'quantity', title: t('inquiries.columns.quantity'), align: 'end', render: (row) => String(row.quantity) },
    {
      id: 'assignee',
      title: t('inquiries.columns.assignee'),
      render: (row) =>
        row.assignee ? `${row.assignee.staffCode} ${row.assignee.nickname}` : t('inquiries.unassigned'),
    },
    { id: 'createdAt', title: t('inquiries.columns.createdAt'), render: (row) => chinaDateTime(row.createdAt) },
  ];
  return (
    <StatusTabs
      aria-label={t('inquiries.tabsLabel')}
      tabs={[
        { id: 'all', label: t('inquiries.all') },
        ...opsInquiryStatuses.map((id) => ({ id, label: t(`statuses.${id}`) })),
      ]}
      selectedKey={status ?? 'all'}
      onSelectionChange={(key) => onStatusChange(key === 'all' ? undefined : (key as OpsInquiryStatus))}
    >
      <DataTable
        aria-label={t('inquiries.tableLabel')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.inquiryNo}
        onRowAction={onOpenInquiry}
        isLoading={!found.data && !found.error}
        errorMessage={found.error ? failureMessage(found.error) || t('inquiries.failed') : undefined}
        retryLabel={t('inquiries.retry')}
        onRetry={() => void found.mutate()}
        emptyTitle={t('inquiries.empty')}
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
