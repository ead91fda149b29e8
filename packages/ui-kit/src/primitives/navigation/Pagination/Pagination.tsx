import { useEffect, useRef, type MouseEvent } from 'react';
import { PlainLink } from '../PlainLink/PlainLink';
import { isPlainClick } from '../plainClick';
import { Icon } from '../../media/Icon/Icon';
import { clampPage, paginationItems } from './paginationRules';
import * as styles from './Pagination.css';

/** Every visible string and accessible name of a pagination. */
export type PaginationLabels = {
  /** Name of the navigation landmark (e.g. 分页). */
  navigation: string;
  /** Text of the link to the previous page (e.g. 上一页). */
  previous: string;
  /** Text of the link to the next page (e.g. 下一页). */
  next: string;
  /** Accessible name of a page link; it must contain the number shown (e.g. n => `第 ${n} 页`). */
  page: (page: number) => string;
};

export type PaginationProps = {
  /** The current page, 1-based. */
  page: number;
  /** How many pages there are. Nothing renders below 2: one page needs no navigation. */
  pageCount: number;
  /** Called with the page to go to (previous, next or a page link). Not called for the current page. */
  onChange: (page: number) => void;
  /** Every visible string and accessible name (ui-kit never translates). */
  labels: PaginationLabels;
  /** Pages shown on each side of the current page. */
  siblingCount?: number;
  /** Pages always shown at the start and the end. */
  boundaryCount?: number;
  /**
   * The address of a page (e.g. n => `/goodsList?keyword=手镯&page=${n}`), so that pages are real
   * links that can be opened in a new tab and crawled; the app routes their clicks, keeping navigation
   * client-side. Without it the links act on `onChange` alone.
   */
  pageHref?: (page: number) => string;
};

/**
 * Page navigation for long lists (search results, orders): previous, the page links with ellipses
 * for the gaps, next. A `nav` landmark of links (paging is navigation), the current page marked
 * with aria-current="page". When previous or next leads to the first or last page (and so becomes
 * disabled), focus moves to the current page instead of being lost.
 */
export function Pagination({
  page,
  pageCount,
  onChange,
  labels,
  siblingCount,
  boundaryCount,
  pageHref,
}: PaginationProps) {
  const current = clampPage(page, pageCount);
  const listRef = useRef<HTMLUListElement>(null);
  // Set when previous/next leads to the first/last page: that link is about to become disabled
  // (no longer focusable), so focus goes to the current page once the new page renders.
  const isRefocusPending = useRef(false);

  useEffect(() => {
    if (!isRefocusPending.current) return;
    isRefocusPending.current = false;
    listRef.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [current]);

  if (pageCount < 2) return null;

  const items = paginationItems({ page: current, pageCount, siblingCount, boundaryCount });
  const hasPrevious = current > 1;
  const hasNext = current < pageCount;

  function goTo(target: number) {
    if (target !== current) onChange(target);
  }

  function handleStep(target: number) {
    isRefocusPending.current = target === 1 || target === pageCount;
    goTo(target);
  }

  /**
   * A link's click. With addresses, a plain click is this component's to follow: `onChange`, once,
   * with the default prevented, so the app's routing of link clicks does not navigate a second time;
   * a click with a modifier opens the address as the browser does (a new tab, a new window).
   */
  const follow = (target: number, go: (target: number) => void) => (event: MouseEvent<HTMLElement>) => {
    if (pageHref !== undefined) {
      if (!isPlainClick(event)) return;
      event.preventDefault();
    }
    go(target);
  };

  return (
    <nav aria-label={labels.navigation}>
      <ul ref={listRef} className={styles.list}>
        <li>
          <PlainLink
            className={styles.step}
            href={hasPrevious ? pageHref?.(current - 1) : undefined}
            isDisabled={!hasPrevious}
            onClick={follow(current - 1, handleStep)}
          >
            <Icon name="chevronLeft" size="small" />
            {labels.previous}
          </PlainLink>
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PlainLink
                className={styles.page}
                href={pageHref?.(item)}
                aria-label={labels.page(item)}
                aria-current={item === current ? 'page' : undefined}
                onClick={follow(item, goTo)}
              >
                {item}
              </PlainLink>
            </li>
          ) : (
            // The gap is visual; the page links around it carry their numbers.
            <li key={item} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <PlainLink
            className={styles.step}
            href={hasNext ? pageHref?.(current + 1) : undefined}
            isDisabled={!hasNext}
            onClick={follow(current + 1, handleStep)}
          >
            {labels.next}
            <Icon name="chevronRight" size="small" />
          </PlainLink>
        </li>
      </ul>
    </nav>
  );
}
