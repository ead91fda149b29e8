import type { OpsAuditRow } from '@mall/contract/ops';
import { chinaDateTime, failureMessage } from '@mall/core';
import { DataTable, DatePicker, FilterForm, TextField, type DataTableColumn } from '@mall/ui-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import {
  auditFilterFields,
  diffLines,
  toAuditQuery,
  type AuditFilterField,
  type AuditSearch,
} from '../logic/auditView';
import { useOpsSystemApi } from './useOpsSystemApi';

export type AuditLogContainerProps = {
  /** The search the page's address names (`readAuditSearch`). */
  search: AuditSearch;
  /** A new search: the app writes it to the address (`writeAuditSearch`). */
  onSearchChange: (search: AuditSearch) => void;
};

const PAGE_SIZE = 20;
type Filters = Record<AuditFilterField, string>;
const filtersOf = (search: AuditSearch) =>
  Object.fromEntries(auditFilterFields.map((name) => [name, search[name]])) as Filters;

/**
 * /ops/audit (issue #29 "An audit trail that cannot be rewritten"): every console write, newest first —
 * who in which roles, under which permission, what, on what, the change, from which address and
 * request — filtered by person, target, act and days (China time).
 */
export function AuditLogContainer({ search, onSearchChange }: AuditLogContainerProps) {
  const { t } = useTranslation('opsSystem');
  const api = useOpsSystemApi();
  const query = toAuditQuery(search, PAGE_SIZE);
  const found = useSWR(['ops', 'audit', JSON.stringify(query)], () => api.audit(query), { keepPreviousData: true });
  const [filters, setFilters] = useState<Filters>(() => filtersOf(search));
  const searchKey = JSON.stringify(filtersOf(search));
  useEffect(() => setFilters(JSON.parse(searchKey) as Filters), [searchKey]);
  const set = (name: AuditFilterField) => (value: string | null) =>
    setFilters((now) => ({ ...now, [name]: value ?? '' }));
  const data = found.data;
  const columns: DataTableColumn<OpsAuditRow>[] = [
    {
      id: 'at',
      title: t('audit.columns.at'),
      isRowHeader: true,
      minWidth: 170,
      render: (row) => chinaDateTime(row.at),
    },
    { id: 'staff', title: t('audit.columns.staff'), render: (row) => `${row.staffCode} ${row.staffName}` },
    { id: 'roles', title: t('audit.columns.roles'), render: (row) => row.roles.join('、') },
    { id: 'action', title: t('audit.columns.action'), render: (row) => row.action },
    { id: 'permission', title: t('audit.columns.permission'), render: (row) => row.permission },
    { id: 'target', title: t('audit.columns.target'), render: (row) => `${row.targetType} ${row.targetId}` },
    { id: 'diff', title: t('audit.columns.diff'), render: (row) => diffLines(row.diff).join('；') || '—' },
    { id: 'ip', title: t('audit.columns.ip'), render: (row) => row.ip },
    { id: 'requestId', title: t('audit.columns.requestId'), render: (row) => row.requestId },
  ];
  const [visible, setVisible] = useState<string[]>(
    columns.filter((column) => column.id !== 'requestId').map((c) => c.id),
  );
  return (
    <>
      <FilterForm
        aria-label={t('audit.filters.label')}
        submitLabel={t('audit.filters.submit')}
        resetLabel={t('audit.filters.reset')}
        onSubmit={() => onSearchChange({ ...search, ...filters, page: 1 })}
        onReset={() =>
          onSearchChange({ staffCode: '', action: '', targetType: '', targetId: '', from: '', to: '', page: 1 })
        }
      >
        <TextField
          label={t('audit.filters.staffCode')}
          value={filters.staffCode}
          onChange={set('staffCode')}
          maxLength={16}
        />
        <TextField label={t('audit.filters.action')} value={filters.action} onChange={set('action')} maxLength={64} />
        <TextField
          label={t('audit.filters.targetType')}
          value={filters.targetType}
          onChange={set('targetType')}
          maxLength={32}
        />
        <TextField
          label={t('audit.filters.targetId')}
          value={filters.targetId}
          onChange={set('targetId')}
          maxLength={64}
        />
        <DatePicker
          label={t('audit.filters.from')}
          value={filters.from || null}
          onChange={set('from')}
          calendarButtonLabel={t('common.calendar')}
          previousMonthLabel={t('common.previousMonth')}
          nextMonthLabel={t('common.nextMonth')}
        />
        <DatePicker
          label={t('audit.filters.to')}
          value={filters.to || null}
          onChange={set('to')}
          calendarButtonLabel={t('common.calendar')}
          previousMonthLabel={t('common.previousMonth')}
          nextMonthLabel={t('common.nextMonth')}
        />
      </FilterForm>
      <DataTable
        aria-label={t('audit.table')}
        columns={columns}
        rows={data?.rows ?? []}
        rowKey={(row) => row.id}
        visibleColumns={visible}
        onVisibleColumnsChange={setVisible}
        isLoading={!data && !found.error}
        errorMessage={found.error ? failureMessage(found.error) || t('audit.failed') : undefined}
        retryLabel={t('common.retry')}
        onRetry={() => void found.mutate()}
        emptyTitle={t('audit.empty')}
        page={search.page}
        pageSize={PAGE_SIZE}
        total={data?.total ?? 0}
        onPageChange={(page) => onSearchChange({ ...search, page })}
        labels={{
          columnSettings: t('common.columns'),
          loading: t('audit.loading'),
          total: (total) => t('common.total', { total }),
          pagination: {
            navigation: t('common.pages'),
            previous: t('common.previous'),
            next: t('common.next'),
            page: (page) => t('common.page', { page }),
          },
        }}
      />
    </>
  );
}
