import { LoadingNotice } from '../../../primitives/feedback/LoadingNotice/LoadingNotice';
import { Button } from '../../../primitives/controls/Button/Button';
import { RetryNotice } from '../../../primitives/feedback/RetryNotice/RetryNotice';
import { useId } from 'react';
import { Price } from '../../../primitives/data/Price/Price';
import * as styles from './RightsFundPanel.css';

/** What the panel shows: the staff user's balance, the note for everyone else, loading, or a failed load. */
export const rightsFundPanelStatuses = ['balance', 'guest', 'loading', 'error'] as const;

/** One fact under the balance (本年发放 ¥8,000.00, 已使用 ¥1,680.00, 有效期至 2026-12-31). */
export type RightsFundFact = {
  /** Stable key. */
  id: string;
  /** The term (已使用). */
  label: string;
  /** The value, formatted by the caller. */
  value: string;
};

export type RightsFundPanelProps = {
  /** Which state to draw. */
  status: (typeof rightsFundPanelStatuses)[number];
  /** The panel's heading (我的权益金 / 员工专享). */
  title: string;
  /** balance: who the fund belongs to, composed by the caller (林晓 · 工号 JY80001). */
  holder?: string;
  /** balance: the term before the balance (可用余额). */
  balanceLabel?: string;
  /** balance: the balance in integer fen. */
  balanceFen?: number;
  /** balance: granted, used, valid until, in that order. */
  facts?: readonly RightsFundFact[];
  /** balance: a short note under the facts (余额已不足以兑换本页商品…). */
  note?: string;
  /** guest: why there is nothing to spend (权益金商城仅限在职员工使用…); error: what went wrong. */
  message?: string;
  /** guest: the sign-in action (员工登录); left out for a signed-in customer. */
  actionLabel?: string;
  onAction?: () => void;
  /** loading: announced while the balance loads (正在加载权益金). */
  loadingLabel?: string;
  /** error: the retry action (重新加载). */
  retryLabel?: string;
  onRetry?: () => void;
};

/**
 * The head of the staff royalty shop (spec §1 "royalty shop (rights-fund mall)"): for a signed-in
 * staff user their rights-fund balance with what was granted, used and until when; for anyone else
 * a note that the fund is for staff only, with the staff sign-in. A region named by its heading.
 */
export function RightsFundPanel({
  status,
  title,
  holder,
  balanceLabel,
  balanceFen = 0,
  facts = [],
  note,
  message,
  actionLabel,
  onAction,
  loadingLabel,
  retryLabel,
  onRetry,
}: RightsFundPanelProps) {
  const headingId = useId();
  return (
    <section
      className={styles.root({ tone: status === 'balance' ? 'fund' : 'plain' })}
      aria-labelledby={headingId}
      aria-busy={status === 'loading' || undefined}
    >
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {status === 'loading' ? <LoadingNotice label={loadingLabel ?? ''} lines={2} /> : null}
      {status === 'balance' ? (
        <>
          {holder ? <p className={styles.holder}>{holder}</p> : null}
          <p className={styles.balance}>
            <span className={styles.balanceLabel}>{balanceLabel}</span>
            <Price fen={balanceFen} size="large" />
          </p>
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
      {status === 'guest' ? (
        <div className={styles.row}>
          <p className={styles.message}>{message}</p>
          {actionLabel && onAction ? (
            <Button tone="primary" onPress={onAction}>
              {actionLabel}
            </Button>
          ) : null}
        </div>
      ) : null}
      {status === 'error' ? <RetryNotice message={message ?? ''} retryLabel={retryLabel} onRetry={onRetry} /> : null}
    </section>
  );
}
