import type { ReactNode } from 'react';
import { visuallyHidden } from '../../../styles/utilities.css';
import { Button } from '../../../primitives/controls/Button/Button';
import { EmptyState } from '../../../primitives/feedback/EmptyState/EmptyState';
import { Skeleton } from '../../../primitives/feedback/Skeleton/Skeleton';
import { Stack } from '../../../primitives/layout/Stack/Stack';
import { Pagination, type PaginationLabels } from '../../../primitives/navigation/Pagination/Pagination';
import { Tabs } from '../../../primitives/navigation/Tabs/Tabs';
import * as styles from './OrderList.css';

/** What the selected tab's panel shows: the cards, placeholders while they load, or why there are none. */
export const orderListStatuses = ['ready', 'loading', 'empty', 'error'] as const;
export type OrderListStatus = (typeof orderListStatuses)[number];

/** One status tab (全部, 待付款 …); the count shows as a badge and is read with the label. */
export type OrderListTab = { id: string; label: string; count?: number };

export type OrderListProps = {
  /** The tabs in order (全部, 待付款, 待发货, 待收货, 已完成, 退款/售后). */
  tabs: readonly OrderListTab[];
  /** Accessible name of the tab list (订单状态). */
  tabsLabel: string;
  /** The selected tab (controlled). */
  selectedTab: string;
  onTabChange: (id: string) => void;
  status: OrderListStatus;
  /** The cards (OrderCard), one a child, shown when `status` is ready. */
  children?: ReactNode;
  /** Announced while loading (订单加载中). */
  loadingLabel: string;
  /** Shown when the tab holds no order (您还没有相关订单, a 去逛逛 button). */
  empty: { title: string; description?: string; action?: ReactNode };
  /** Shown when the list could not load (订单加载失败，请稍后重试), with a retry button. */
  error: { message: string; retryLabel: string };
  onRetry: () => void;
  /** The current page, 1-based, and how many there are; no pagination below two pages. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  paginationLabels: PaginationLabels;
  /** The address of a page, so pages are real links (see Pagination). */
  pageHref?: (page: number) => string;
};

/** How many placeholder cards stand in while the list loads. */
const skeletonCards = 3;

/** A card-shaped placeholder: header line, two goods rows, the footer. */
function CardSkeleton() {
  return (
    <div className={styles.skeletonCard}>
      <Skeleton shape="text" size="small" />
      {[0, 1].map((row) => (
        <div key={row} className={styles.skeletonRow}>
          <Skeleton shape="rect" aspectRatio={1} />
          <Skeleton shape="text" lines={2} />
        </div>
      ))}
      <Skeleton shape="text" size="large" />
    </div>
  );
}

/**
 * The order centre's list (issue #12): status tabs (arrow keys move between them), the selected
 * tab's orders as a list of cards, or while loading placeholders and an announcement, or the empty
 * state, or the error with a retry; then the pages.
 */
export function OrderList({
  tabs,
  tabsLabel,
  selectedTab,
  onTabChange,
  status,
  children,
  loadingLabel,
  empty,
  error,
  onRetry,
  page,
  pageCount,
  onPageChange,
  paginationLabels,
  pageHref,
}: OrderListProps) {
  const panel = (
    <div className={styles.panel} aria-busy={status === 'loading'}>
      {status === 'loading' ? (
        <>
          <span role="status" className={visuallyHidden}>
            {loadingLabel}
          </span>
          {Array.from({ length: skeletonCards }, (_, index) => (
            <CardSkeleton key={index} />
          ))}
        </>
      ) : null}
      {status === 'empty' ? (
        <EmptyState title={empty.title} description={empty.description} action={empty.action} />
      ) : null}
      {status === 'error' ? (
        <div className={styles.error}>
          <p role="alert" className={styles.errorMessage}>
            {error.message}
          </p>
          <Button tone="secondary" onPress={onRetry}>
            {error.retryLabel}
          </Button>
        </div>
      ) : null}
      {status === 'ready' ? (
        <>
          <Stack as="ul" space="gutter">
            {children}
          </Stack>
          <div className={styles.pages}>
            <Pagination
              page={page}
              pageCount={pageCount}
              onChange={onPageChange}
              labels={paginationLabels}
              pageHref={pageHref}
            />
          </div>
        </>
      ) : null}
    </div>
  );
  return (
    <Tabs
      aria-label={tabsLabel}
      selectedKey={selectedTab}
      onSelectionChange={onTabChange}
      items={tabs.map((tab) => ({ ...tab, content: tab.id === selectedTab ? panel : null }))}
    />
  );
}
