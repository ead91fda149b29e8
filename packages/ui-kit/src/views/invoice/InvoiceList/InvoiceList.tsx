import type { ReactNode } from 'react';
import { Button } from '../../../primitives/controls/Button/Button';
import { DatePicker } from '../../../primitives/controls/DatePicker/DatePicker';
import { Select, type SelectOption } from '../../../primitives/controls/Select/Select';
import { EmptyState } from '../../../primitives/feedback/EmptyState/EmptyState';
import { LoadingNotice } from '../../../primitives/feedback/LoadingNotice/LoadingNotice';
import { RetryNotice } from '../../../primitives/feedback/RetryNotice/RetryNotice';
import { Pagination, type PaginationLabels } from '../../../primitives/navigation/Pagination/Pagination';
import * as styles from '../invoice.css';

/** The filters as chosen: the state ('' for every state) and the request dates (YYYY-MM-DD, inclusive). */
export type InvoiceFilter = { state: string; from: string | null; to: string | null };

export type InvoiceListLabels = {
  title: string;
  state: string;
  from: string;
  to: string;
  calendar: string;
  previousMonth: string;
  nextMonth: string;
  reset: string;
  empty: string;
  emptyDescription?: string;
  loading: string;
  retry: string;
  pagination: PaginationLabels;
};

export type InvoiceListProps = {
  labels: InvoiceListLabels;
  /** The state choices, the first for every state (全部). */
  states: readonly SelectOption[];
  filter: InvoiceFilter;
  onFilterChange: (change: Partial<InvoiceFilter>) => void;
  /** The filter's message (开始日期不能晚于结束日期). */
  filterError?: string;
  /** The invoices' cards (InvoiceCard), in order. */
  children?: ReactNode;
  count: number;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  isLoading?: boolean;
  /** The list could not be read: the message and a retry. */
  errorMessage?: string;
  onRetry?: () => void;
};

/** The member's invoices (issue #14 发票管理): filtered by state and request date, a page at a time. */
export function InvoiceList({
  labels,
  states,
  filter,
  onFilterChange,
  filterError,
  children,
  count,
  page,
  pageCount,
  onPageChange,
  isLoading = false,
  errorMessage,
  onRetry,
}: InvoiceListProps) {
  const dates = {
    calendarButtonLabel: labels.calendar,
    previousMonthLabel: labels.previousMonth,
    nextMonthLabel: labels.nextMonth,
  };
  let body: ReactNode;
  if (errorMessage) body = <RetryNotice message={errorMessage} retryLabel={labels.retry} onRetry={onRetry} />;
  else if (isLoading) body = <LoadingNotice label={labels.loading} />;
  else if (count === 0)
    body = <EmptyState title={labels.empty} description={labels.emptyDescription} headingLevel={3} />;
  else body = <div className={styles.items}>{children}</div>;
  return (
    <section className={styles.root} aria-label={labels.title}>
      <h2 className={styles.title}>{labels.title}</h2>
      <div className={styles.pair} role="group" aria-label={labels.state}>
        <Select
          label={labels.state}
          options={states}
          selectedKey={filter.state}
          onSelectionChange={(chosen) => onFilterChange({ state: chosen ?? '' })}
        />
        <DatePicker
          label={labels.from}
          value={filter.from}
          onChange={(from) => onFilterChange({ from })}
          errorMessage={filterError}
          {...dates}
        />
        <DatePicker label={labels.to} value={filter.to} onChange={(to) => onFilterChange({ to })} {...dates} />
        <Button tone="neutral" onPress={() => onFilterChange({ state: '', from: null, to: null })}>
          {labels.reset}
        </Button>
      </div>
      {body}
      {pageCount > 1 ? (
        <Pagination page={page} pageCount={pageCount} onChange={onPageChange} labels={labels.pagination} />
      ) : null}
    </section>
  );
}
