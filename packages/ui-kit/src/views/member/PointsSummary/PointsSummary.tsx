import { LoadingNotice } from '../../../primitives/feedback/LoadingNotice/LoadingNotice';
import { RetryNotice } from '../../../primitives/feedback/RetryNotice/RetryNotice';
import { useId } from 'react';
import type { MemberFact } from '../MemberSummary/MemberSummary';
import * as styles from './PointsSummary.css';

/** loading, the member's figures, or a failed load with a retry. */
export const pointsSummaryStatuses = ['loading', 'loaded', 'error'] as const;

export type PointsSummaryProps = {
  status: (typeof pointsSummaryStatuses)[number];
  /** The panel's heading (我的积分). */
  title: string;
  /**
   * The figures in order: available points, what they are worth, and the gift-card balance when the
   * gift card is offered (spec §3 member points); formatted by the caller.
   */
  facts: readonly MemberFact[];
  /** A line under the figures: the exchange rate (50 积分可抵 ¥1). */
  note?: string;
  /** Announced while loading. */
  loadingLabel?: string;
  /** error: what went wrong, and the retry. */
  message?: string;
  retryLabel?: string;
  onRetry?: () => void;
};

/**
 * The member's points at a glance (spec §3 "Member points", §7 point/get and point/exchangeRate):
 * the available points, what they are worth at the exchange rate and, when the gift card is offered,
 * its balance. A region named by its heading.
 */
export function PointsSummary({
  status,
  title,
  facts,
  note,
  loadingLabel,
  message,
  retryLabel,
  onRetry,
}: PointsSummaryProps) {
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {status === 'loading' ? <LoadingNotice label={loadingLabel ?? ''} lines={2} /> : null}
      {status === 'loaded' ? (
        <>
          <dl className={styles.facts}>
            {facts.map((fact) => (
              <div key={fact.id} className={styles.fact}>
                <dt className={styles.term}>{fact.label}</dt>
                <dd className={styles.value}>{fact.value}</dd>
              </div>
            ))}
          </dl>
          {note ? <p className={styles.note}>{note}</p> : null}
        </>
      ) : null}
      {status === 'error' ? <RetryNotice message={message ?? ''} retryLabel={retryLabel} onRetry={onRetry} /> : null}
    </section>
  );
}
