import { useId } from 'react';
import { visuallyHidden } from '../../../styles/utilities.css';
import { Button } from '../../../primitives/controls/Button/Button';
import { OrderStatus, type OrderStatusTone } from '../OrderStatus/OrderStatus';
import * as styles from './RefundProgress.css';

/** A step of the refund: reached (with its time), the one it stands at, or still ahead. */
export type RefundStep = { label: string; time?: string; state: 'done' | 'current' | 'pending' };

/** One refund or after-sales application, already worded (amounts formatted by the feature). */
export type RefundProgressData = {
  /** The heading: 退款申请 or 售后申请 with its number. */
  title: string;
  /** Where it stands (申请中, 退款中, 已退款, 已拒绝 …) and how that reads. */
  stateLabel: string;
  stateTone: OrderStatusTone;
  /** Label and value pairs: amount, points and gift card back, reason, pieces, description. */
  facts: readonly { label: string; value: string }[];
  /** The operator's reason, when refused (拒绝原因：…). */
  refusal?: string;
  photos: readonly { url: string; alt: string }[];
  steps: readonly RefundStep[];
};

export type RefundProgressTexts = {
  /** The steps' list name (退款进度), the photos' (凭证图片). */
  steps: string;
  photos: string;
  /** 撤销申请, and what it says while the call runs. */
  withdraw: string;
  withdrawing: string;
  /** Announced for a reached step (已完成), the current one (当前) and those ahead (未开始). */
  done: string;
  current: string;
  pending: string;
};

export type RefundProgressProps = {
  refund: RefundProgressData;
  texts: RefundProgressTexts;
  /** Offered while the application is still applying: the buyer withdraws it. */
  onWithdraw?: () => void;
  isWithdrawing?: boolean;
  /** Why withdrawing failed (announced). */
  withdrawError?: string;
  /** Outline level of the title (2 on the order's page). */
  headingLevel?: 2 | 3;
};

/**
 * A refund's progress on its order's page (issue #12): its state, the steps 申请中 → 已同意 → 退款中 →
 * 已退款 with the time of each one reached (or 已拒绝 with the operator's reason, 已撤销), what it gives
 * back, the reason, description and photos, and 撤销申请 while it is applying. A region named by its title.
 */
export function RefundProgress({
  refund,
  texts,
  onWithdraw,
  isWithdrawing = false,
  withdrawError,
  headingLevel = 2,
}: RefundProgressProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const stateWord = { done: texts.done, current: texts.current, pending: texts.pending };
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {refund.title}
        </Heading>
        <OrderStatus label={refund.stateLabel} tone={refund.stateTone} />
      </div>
      <ol className={styles.steps} aria-label={texts.steps}>
        {refund.steps.map((step) => (
          <li
            key={step.label}
            className={styles.step({ state: step.state })}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span>
              {step.label}
              <span className={visuallyHidden}>（{stateWord[step.state]}）</span>
            </span>
            {step.time ? <span className={styles.stepTime}>{step.time}</span> : null}
          </li>
        ))}
      </ol>
      {refund.refusal ? <p className={styles.refusal}>{refund.refusal}</p> : null}
      <dl className={styles.facts}>
        {refund.facts.map((fact) => (
          <div key={fact.label} className={styles.factRow}>
            <dt className={styles.factLabel}>{fact.label}</dt>
            <dd className={styles.factValue}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {refund.photos.length > 0 ? (
        <ul className={styles.photos} aria-label={texts.photos}>
          {refund.photos.map((photo) => (
            <li key={photo.url}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img className={styles.photo} src={photo.url} alt={photo.alt} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {onWithdraw ? (
        <div>
          <Button tone="secondary" onPress={onWithdraw} loading={isWithdrawing} loadingLabel={texts.withdrawing}>
            {texts.withdraw}
          </Button>
        </div>
      ) : null}
      <p role="alert" className={styles.error}>
        {withdrawError ?? ''}
      </p>
    </section>
  );
}
