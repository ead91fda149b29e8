import { useId } from 'react';
import { Button } from '../Button/Button';
import { Price } from '../Price/Price';
import { Skeleton } from '../Skeleton/Skeleton';
import { visuallyHidden } from '../../styles/utilities.css';
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

type CommonProps = {
  /** The panel's heading (我的权益金 / 员工权益金商城). */
  title: string;
};

export type RightsFundPanelProps = CommonProps &
  (
    | {
        status: 'balance';
        /** Who the fund belongs to, composed by the caller (林晓 · 工号 JY80001). */
        holder: string;
        /** The term before the balance (可用余额). */
        balanceLabel: string;
        /** The balance in integer fen. */
        balanceFen: number;
        /** Granted, used, valid until, in that order. */
        facts: readonly RightsFundFact[];
        /** A short note under the facts (e.g. 余额已不足以兑换本页大部分商品). */
        note?: string;
      }
    | {
        status: 'guest';
        /** Why there is nothing to spend (权益金商城仅限在职员工使用…). */
        message: string;
        /** The sign-in action (员工登录); left out for a signed-in customer who cannot become staff here. */
        actionLabel?: string;
        onAction?: () => void;
      }
    | {
        status: 'loading';
        /** Announced while the balance loads (正在加载权益金). */
        loadingLabel: string;
      }
    | {
        status: 'error';
        /** What went wrong (权益金余额暂时无法获取). */
        message: string;
        /** The retry action (重试). */
        retryLabel: string;
        onRetry: () => void;
      }
  );

/**
 * The head of the staff royalty shop (spec §1 "royalty shop (rights-fund mall)"): for a signed-in
 * staff user their rights-fund balance with what was granted, used and until when; for anyone else
 * a note that the fund is for staff only, with the staff sign-in. A region named by its heading.
 */
export function RightsFundPanel(props: RightsFundPanelProps) {
  const headingId = useId();
  return (
    <section className={styles.root({ tone: props.status === 'balance' ? 'fund' : 'plain' })} aria-labelledby={headingId} aria-busy={props.status === 'loading' || undefined}>
      <h2 id={headingId} className={styles.title}>
        {props.title}
      </h2>
      {props.status === 'loading' ? (
        <span role="status">
          <Skeleton lines={2} />
          <span className={visuallyHidden}>{props.loadingLabel}</span>
        </span>
      ) : null}
      {props.status === 'balance' ? (
        <>
          <p className={styles.holder}>{props.holder}</p>
          <p className={styles.balance}>
            <span className={styles.balanceLabel}>{props.balanceLabel}</span>
            <Price fen={props.balanceFen} size="large" />
          </p>
          <dl className={styles.facts}>
            {props.facts.map((fact) => (
              <div key={fact.id} className={styles.fact}>
                <dt className={styles.term}>{fact.label}</dt>
                <dd className={styles.value}>{fact.value}</dd>
              </div>
            ))}
          </dl>
          {props.note ? <p className={styles.note}>{props.note}</p> : null}
        </>
      ) : null}
      {props.status === 'guest' ? (
        <div className={styles.row}>
          <p className={styles.message}>{props.message}</p>
          {props.actionLabel && props.onAction ? (
            <Button tone="primary" onPress={props.onAction}>
              {props.actionLabel}
            </Button>
          ) : null}
        </div>
      ) : null}
      {props.status === 'error' ? (
        <div className={styles.row}>
          <p className={styles.message} role="alert">
            {props.message}
          </p>
          <Button tone="neutral" onPress={props.onRetry}>
            {props.retryLabel}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
