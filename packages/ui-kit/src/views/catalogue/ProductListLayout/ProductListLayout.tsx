import { Suspense, type ReactNode, type Ref } from 'react';
import { Button } from '../../../primitives/controls/Button/Button';
import { Stack } from '../../../primitives/layout/Stack/Stack';
import { Breadcrumb, type BreadcrumbProps } from '../../../primitives/navigation/Breadcrumb/Breadcrumb';
import { Pagination, type PaginationProps } from '../../../primitives/navigation/Pagination/Pagination';
import { SortBar, type SortBarProps } from '../../../primitives/navigation/SortBar/SortBar';
import { Heading } from '../../../primitives/typography/Text/Text';
import { ResultCount } from '../ResultCount/ResultCount';
import * as styles from './ProductListLayout.css';

export type ProductListLayoutProps = {
  /** The list's top: a new page scrolls it into view. */
  ref?: Ref<HTMLDivElement>;
  /** The trail above the heading (首页 › 戒指); leave out where the page has its own (member centre). */
  breadcrumb?: BreadcrumbProps;
  /** The page heading (“戒指”的搜索结果); leave out where the page has its own. */
  title?: string;
  /** A line under the heading, muted. */
  lead?: string;
  /** What stands between the heading and the sort orders: the filters, or a panel. */
  intro?: ReactNode;
  /** The sort orders, at the start of the toolbar. */
  sort?: SortBarProps;
  /** The count sentence, a polite live region (为您找到 128 件); leave out while unknown. */
  count?: string;
  /** A button at the end of the toolbar (清空足迹). */
  toolbarAction?: ReactNode;
  /** A failed first load: the reason (announced) and a retry, instead of the results. */
  failure?: { message: string; retryLabel: string; onRetry: () => void };
  /** The results: the grid of products, or the empty state. */
  children: ReactNode;
  /** The page links; leave out for a single page. */
  pagination?: PaginationProps;
};

/**
 * A page of products (the goods list, the royalty shop and the browsing history, spec §2):
 * breadcrumb, heading, filters or panel, a toolbar of sort orders, count and action, the results
 * and the page links. The parts are Suspense
 * boundaries although nothing in them waits: a server-rendered list hydrates part by part, in tasks
 * short enough to answer a tap between them (issue #16 TBT).
 */
export function ProductListLayout({
  ref,
  breadcrumb,
  title,
  lead,
  intro,
  sort,
  count,
  toolbarAction,
  failure,
  children,
  pagination,
}: ProductListLayoutProps) {
  return (
    <div className={styles.root} ref={ref}>
      {breadcrumb ? <Breadcrumb {...breadcrumb} /> : null}
      {title ? <Heading level={1}>{title}</Heading> : null}
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {intro ? <Suspense fallback={null}>{intro}</Suspense> : null}
      <Suspense fallback={null}>
        <div className={styles.toolbar}>
          {sort ? <SortBar {...sort} /> : null}
          {count === undefined ? null : <ResultCount>{count}</ResultCount>}
          {toolbarAction}
        </div>
      </Suspense>
      <Suspense fallback={null}>
        {failure ? (
          <Stack space="medium" align="center">
            <p role="alert">{failure.message}</p>
            <Button tone="neutral" onPress={failure.onRetry}>
              {failure.retryLabel}
            </Button>
          </Stack>
        ) : (
          children
        )}
      </Suspense>
      {pagination ? <Pagination {...pagination} /> : null}
    </div>
  );
}
