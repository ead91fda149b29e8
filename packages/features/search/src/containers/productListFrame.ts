import type { ProductListLayoutProps } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import { usePaginationLabels } from '../hooks/useProductCards';

/** A list's state in the URL: at least its sort order and page. */
type PagedQuery = { sort: string; page: number };

export type ProductListFrameOptions<Q extends PagedQuery> = {
  /** The list's state now. */
  query: Q;
  /** Shows another state (a new history entry). */
  onQueryChange: (next: Q) => void;
  /** The address of a state, for page links that work without script. */
  listHref: (query: Q) => string;
  /** The home page, the breadcrumb's first step. */
  homeHref: string;
  /** The breadcrumb's last step: this list. */
  crumb: { id: string; label: string };
  /** The sort orders on offer, and their words. */
  sorts: readonly Q['sort'][];
  sortLabel: (sort: Q['sort']) => string;
  /** All results (unknown while loading); the page links follow from it. */
  total: number | undefined;
  pageSize: number;
  /** Page links are left out (an empty result). */
  hidePages?: boolean;
  /** The first load: its failure shows the message with a retry instead of the results. */
  load: { error: unknown; data: unknown; mutate: () => Promise<unknown> };
  failureMessage: string;
};

/**
 * What the goods list and the royalty shop share around their products (spec §2): the breadcrumb
 * from home, the sort orders (a new order starts at page 1), the page links with their addresses,
 * and a failed first load's retry — as the props of ui-kit's ProductListLayout.
 */
export function useProductListFrame<Q extends PagedQuery>({
  query,
  onQueryChange: go,
  listHref,
  homeHref,
  crumb,
  sorts,
  sortLabel,
  total,
  pageSize,
  hidePages = false,
  load,
  failureMessage,
}: ProductListFrameOptions<Q>): Pick<ProductListLayoutProps, 'breadcrumb' | 'sort' | 'pagination' | 'failure'> {
  const { t } = useTranslation('search');
  const paginationLabels = usePaginationLabels();
  const pageCount = Math.max(1, Math.ceil((total ?? 0) / pageSize));
  return {
    breadcrumb: {
      'aria-label': t('list.breadcrumb'),
      items: [{ id: 'home', label: t('list.home'), href: homeHref }, crumb],
    },
    sort: {
      'aria-label': t('list.sort'),
      value: query.sort,
      onChange: (id) => {
        const sort = sorts.find((candidate) => candidate === id);
        if (sort !== undefined) go({ ...query, sort, page: 1 });
      },
      options: sorts.map((sort) => ({
        id: sort,
        label: sortLabel(sort),
        direction: sort === 'priceAsc' ? 'asc' : sort === 'priceDesc' ? 'desc' : 'none',
      })),
    },
    pagination:
      pageCount > 1 && !hidePages
        ? {
            page: Math.min(query.page, pageCount),
            pageCount,
            onChange: (page) => go({ ...query, page }),
            pageHref: (page) => listHref({ ...query, page }),
            labels: paginationLabels,
          }
        : undefined,
    failure:
      load.error && !load.data
        ? { message: failureMessage, retryLabel: t('list.retry'), onRetry: () => void load.mutate() }
        : undefined,
  };
}
