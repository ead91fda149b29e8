import type { ReactNode } from 'react';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type Selection,
  type SortDescriptor,
} from 'react-aria-components';
import { Button } from '../../../primitives/controls/Button/Button';
import { Checkbox } from '../../../primitives/controls/Checkbox/Checkbox';
import { EmptyState } from '../../../primitives/feedback/EmptyState/EmptyState';
import { RetryNotice } from '../../../primitives/feedback/RetryNotice/RetryNotice';
import { Skeleton } from '../../../primitives/feedback/Skeleton/Skeleton';
import { Box } from '../../../primitives/layout/Box/Box';
import { Inline } from '../../../primitives/layout/Inline/Inline';
import { Stack } from '../../../primitives/layout/Stack/Stack';
import { Icon } from '../../../primitives/media/Icon/Icon';
import { Pagination, type PaginationLabels } from '../../../primitives/navigation/Pagination/Pagination';
import { Popover } from '../../../primitives/overlays/Popover/Popover';
import { Text } from '../../../primitives/typography/Text/Text';
import { VisuallyHidden } from '../../../primitives/typography/VisuallyHidden/VisuallyHidden';
import * as styles from './DataTable.css';

export const columnAligns = ['start', 'center', 'end'] as const;

/** One column: its header and how a row fills its cell. */
export type DataTableColumn<Item> = {
  /** Stable id, also what the sort and the visible columns speak in (orderNo, paidAt). */
  id: string;
  /** The header's text (订单编号). */
  title: string;
  /** The cell that names its row (the order number): read with every cell of the row, never hidden. */
  isRowHeader?: boolean;
  /** The server can sort by it: the header becomes a sort button (aria-sort). */
  allowsSorting?: boolean;
  /** Where the content sits: end for amounts and counts. Default start. */
  align?: (typeof columnAligns)[number];
  /** The narrowest the column may get, in CSS pixels (long order numbers: 180). */
  minWidth?: number;
  /** The cell's content for a row: text, a StatusTag, a link. */
  render: (row: Item) => ReactNode;
};

/** The sort in force: a column's id and its direction. */
export type DataTableSort = { column: string; direction: 'ascending' | 'descending' };

/** The rows chosen for a batch action: their keys, or 'all' (every row of the page, by the header's box). */
export type DataTableSelection = 'all' | ReadonlySet<string>;

/** Every visible string and accessible name of the table that its props do not already carry. */
export type DataTableLabels = {
  /** The column menu's button and panel (列设置). */
  columnSettings: string;
  /** Announced while the rows load (正在加载订单). */
  loading: string;
  /** The paging links' words (上一页, 下一页, 第 n 页). */
  pagination: PaginationLabels;
  /** The header's select box (全选本页). */
  selectAll?: string;
  /** A row's select box, read with the row's header cell (选择). */
  selectRow?: string;
  /** The count under the table (total => `共 ${total} 条`). */
  total?: (total: number) => string;
};

export type DataTableProps<Item> = {
  /** Names the table (订单列表): required, a page may hold several. */
  'aria-label': string;
  /** The columns in order; exactly one should be the row header. */
  columns: readonly DataTableColumn<Item>[];
  /** This page's rows, in the server's order (the table never sorts). */
  rows: readonly Item[];
  /** A row's stable key (its order number). */
  rowKey: (row: Item) => string;
  /** The sort the rows came in (controlled). */
  sortDescriptor?: DataTableSort;
  /** Called with the sort asked for by a header press: the next direction, or ascending for a new column. */
  onSortChange?: (sort: DataTableSort) => void;
  /** multiple: a select box per row and in the header, for batch actions. Default none. */
  selectionMode?: 'none' | 'multiple';
  /** The chosen rows (controlled). */
  selectedKeys?: DataTableSelection;
  /** Called with the chosen rows after a box, a row press or Space changes them. */
  onSelectionChange?: (keys: DataTableSelection) => void;
  /** The batch bar's count (已选 3 项), shown with `batchActions` while a row is chosen. */
  selectionSummary?: string;
  /** The batch actions (批量发货, 导出): buttons acting on the chosen rows. */
  batchActions?: ReactNode;
  /** Called when a row is opened (double click, Enter): the caller shows its detail. */
  onRowAction?: (key: string) => void;
  /** The ids of the columns shown (controlled); row-header columns always show. All when left out. */
  visibleColumns?: readonly string[];
  /** Called with the ids to show after the 列设置 menu changes them; without it there is no menu. */
  onVisibleColumnsChange?: (ids: string[]) => void;
  /** The rows load: placeholder rows, and the table is marked busy. */
  isLoading?: boolean;
  /** Why loading failed (订单加载失败); shown instead of the rows with `retryLabel`/`onRetry`. */
  errorMessage?: string;
  /** The retry button (重新加载). */
  retryLabel?: string;
  onRetry?: () => void;
  /** What the empty table says (没有符合条件的订单). */
  emptyTitle: string;
  /** What to do about it (换个条件再试试). */
  emptyDescription?: string;
  /** The page shown, 1-based. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** How many rows there are on all pages. */
  total: number;
  /** Called with the page to load. */
  onPageChange: (page: number) => void;
  labels: DataTableLabels;
  /** Placeholder rows while loading. Default 5. */
  loadingRows?: number;
};

/**
 * A console list (orders, refunds, invoices) on React Aria's Table: its grid keyboard (arrows between
 * rows and cells, Space to choose, Enter to open), sort buttons in the headers and row selection come
 * from React Aria; this view draws them and adds what a back office asks for around the table — the
 * batch bar, the 列设置 menu, placeholder, empty and error states, and the pages below. Sorting and
 * paging are the server's: the table shows the rows in the order they came.
 */
export function DataTable<Item>({
  'aria-label': ariaLabel,
  columns,
  rows,
  rowKey,
  sortDescriptor,
  onSortChange,
  selectionMode = 'none',
  selectedKeys,
  onSelectionChange,
  selectionSummary,
  batchActions,
  onRowAction,
  visibleColumns,
  onVisibleColumnsChange,
  isLoading = false,
  errorMessage,
  retryLabel,
  onRetry,
  emptyTitle,
  emptyDescription,
  page,
  pageSize,
  total,
  onPageChange,
  labels,
  loadingRows = 5,
}: DataTableProps<Item>) {
  const shown = columns.filter(
    (column) => column.isRowHeader || visibleColumns === undefined || visibleColumns.includes(column.id),
  );
  const hasSelection = selectionMode === 'multiple';
  const selectedCount = selectedKeys === 'all' ? rows.length : (selectedKeys?.size ?? 0);
  const bodyRows = isLoading || errorMessage ? [] : rows;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  const renderEmptyState = () => {
    if (isLoading) {
      return (
        <Stack space="medium">
          <VisuallyHidden role="status">{labels.loading}</VisuallyHidden>
          {Array.from({ length: loadingRows }, (_, index) => (
            <Skeleton key={index} size="large" />
          ))}
        </Stack>
      );
    }
    if (errorMessage) return <RetryNotice message={errorMessage} retryLabel={retryLabel} onRetry={onRetry} />;
    return <EmptyState title={emptyTitle} description={emptyDescription} headingLevel={3} />;
  };

  return (
    <Stack space="medium">
      {onVisibleColumnsChange || (hasSelection && selectedCount > 0) ? (
        <Inline space="small" align="center" justify="space-between">
          {hasSelection && selectedCount > 0 ? (
            <Inline space="small" align="center">
              {selectionSummary ? <Text weight="medium">{selectionSummary}</Text> : null}
              {batchActions}
            </Inline>
          ) : (
            <span />
          )}
          {onVisibleColumnsChange ? (
            <ColumnSettings
              label={labels.columnSettings}
              columns={columns}
              shown={shown}
              onChange={onVisibleColumnsChange}
            />
          ) : null}
        </Inline>
      ) : null}
      {/* The scroll box holds the table so its header can stick at the top while the rows scroll. */}
      <div className={styles.scroller} aria-busy={isLoading || undefined}>
        <Table
          aria-label={ariaLabel}
          className={styles.table}
          sortDescriptor={sortDescriptor}
          onSortChange={(next: SortDescriptor) =>
            onSortChange?.({ column: String(next.column), direction: next.direction })
          }
          selectionMode={hasSelection ? 'multiple' : 'none'}
          selectedKeys={hasSelection ? toAriaSelection(selectedKeys) : undefined}
          onSelectionChange={(keys: Selection) => onSelectionChange?.(fromAriaSelection(keys))}
          onRowAction={onRowAction ? (key) => onRowAction(String(key)) : undefined}
        >
          <TableHeader className={styles.header}>
            {hasSelection ? (
              <Column id="__selection" className={styles.selectionColumn}>
                <Checkbox slot="selection" aria-label={labels.selectAll} />
              </Column>
            ) : null}
            {shown.map((column) => (
              <Column
                key={column.id}
                id={column.id}
                isRowHeader={column.isRowHeader}
                allowsSorting={column.allowsSorting}
                className={styles.column({ align: column.align ?? 'start' })}
                style={column.minWidth ? { minWidth: column.minWidth } : undefined}
              >
                {({ sortDirection }) => (
                  <span className={styles.columnTitle}>
                    {column.title}
                    {column.allowsSorting ? (
                      <span className={styles.sortSign({ isSorted: sortDirection !== undefined })}>
                        <Icon name={sortDirection === 'ascending' ? 'chevronUp' : 'chevronDown'} size="small" />
                      </span>
                    ) : null}
                  </span>
                )}
              </Column>
            ))}
          </TableHeader>
          <TableBody renderEmptyState={renderEmptyState} className={styles.body}>
            {bodyRows.map((row) => {
              const key = rowKey(row);
              return (
                <Row key={key} id={key} className={styles.row}>
                  {hasSelection ? (
                    <Cell className={styles.cell({ align: 'start' })}>
                      <Checkbox slot="selection" aria-label={labels.selectRow} />
                    </Cell>
                  ) : null}
                  {shown.map((column) => (
                    <Cell key={column.id} className={styles.cell({ align: column.align ?? 'start' })}>
                      {column.render(row)}
                    </Cell>
                  ))}
                </Row>
              );
            })}
          </TableBody>
        </Table>
      </div>
      {labels.total || pageCount > 1 ? (
        <Inline space="gutter" align="center" justify="space-between">
          {labels.total ? (
            <Text size="small" tone="muted">
              {labels.total(total)}
            </Text>
          ) : (
            <span />
          )}
          <Pagination page={page} pageCount={pageCount} onChange={onPageChange} labels={labels.pagination} />
        </Inline>
      ) : null}
    </Stack>
  );
}

function toAriaSelection(keys: DataTableSelection | undefined): Selection | undefined {
  if (keys === undefined || keys === 'all') return keys;
  return new Set(keys);
}

function fromAriaSelection(keys: Selection): DataTableSelection {
  return keys === 'all' ? 'all' : new Set(Array.from(keys, String));
}

/** The 列设置 menu: a box per column that may hide (the row header stays), in the columns' order. */
function ColumnSettings<Item>({
  label,
  columns,
  shown,
  onChange,
}: {
  label: string;
  columns: readonly DataTableColumn<Item>[];
  shown: readonly DataTableColumn<Item>[];
  onChange: (ids: string[]) => void;
}) {
  const shownIds = new Set(shown.map((column) => column.id));
  const toggle = (id: string, isShown: boolean) =>
    onChange(columns.filter((column) => (column.id === id ? isShown : shownIds.has(column.id))).map((c) => c.id));
  return (
    <Popover
      aria-label={label}
      placement="bottom end"
      trigger={
        <Button tone="neutral" size="small">
          {label}
        </Button>
      }
    >
      <Box padding="gutter">
        <Stack space="small">
          {columns
            .filter((column) => !column.isRowHeader)
            .map((column) => (
              <Checkbox
                key={column.id}
                isSelected={shownIds.has(column.id)}
                onChange={(isSelected) => toggle(column.id, isSelected)}
              >
                {column.title}
              </Checkbox>
            ))}
        </Stack>
      </Box>
    </Popover>
  );
}
