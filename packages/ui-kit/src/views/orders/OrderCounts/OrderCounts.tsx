import { LoadingNotice } from '../../../primitives/feedback/LoadingNotice/LoadingNotice';
import { RetryNotice } from '../../../primitives/feedback/RetryNotice/RetryNotice';
import { useId } from 'react';
import * as styles from './OrderCounts.css';

/** loading, the counts, or a failed load with a retry. */
export const orderCountsStatuses = ['loading', 'ready', 'error'] as const;

/** One status with its count, leading to that tab of the order list. */
export type OrderCountItem = {
  /** Stable key (the tab: unpaid, toShip …). */
  id: string;
  /** The status (待付款). */
  label: string;
  count: number;
  /** The count, formatted for the shopper's language (1,024). */
  countText: string;
  /** The order list on this tab. */
  href: string;
};

export type OrderCountsProps = {
  status: (typeof orderCountsStatuses)[number];
  /** The panel's heading (我的订单). */
  title: string;
  items: readonly OrderCountItem[];
  /** The link to every order (全部订单). */
  allLabel: string;
  allHref: string;
  /** Announced while loading. */
  loadingLabel?: string;
  /** error: what went wrong, and the retry. */
  message?: string;
  retryLabel?: string;
  onRetry?: () => void;
};

/**
 * The member's orders by status at a glance (account overview): each status with how many orders it
 * holds, a link into that tab of the order list; the status and its count are one link, read together.
 */
export function OrderCounts({
  status,
  title,
  items,
  allLabel,
  allHref,
  loadingLabel,
  message,
  retryLabel,
  onRetry,
}: OrderCountsProps) {
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <a className={styles.all} href={allHref}>
          {allLabel}
        </a>
      </div>
      {status === 'loading' ? <LoadingNotice label={loadingLabel ?? ''} lines={1} /> : null}
      {status === 'ready' ? (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id}>
              <a className={styles.link} href={item.href} data-count={item.count}>
                <span className={styles.count}>{item.countText}</span>
                <span className={styles.label}>{item.label}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {status === 'error' ? <RetryNotice message={message ?? ''} retryLabel={retryLabel} onRetry={onRetry} /> : null}
    </section>
  );
}
