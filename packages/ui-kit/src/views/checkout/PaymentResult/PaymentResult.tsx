import { useId, type ReactNode } from 'react';
import { Icon } from '../../../primitives/media/Icon/Icon';
import * as styles from './PaymentResult.css';

/** Where the shopper is: order submitted and awaiting payment, paid, or payment failed. */
export const paymentOutcomes = ['submitted', 'paid', 'failed'] as const;
export type PaymentOutcome = (typeof paymentOutcomes)[number];

export type PaymentResultProps = {
  outcome: PaymentOutcome;
  /** The page's heading (订单提交成功, 支付成功, 支付失败). */
  title: string;
  /** A line under it (请在 30 分钟内完成支付). */
  message?: ReactNode;
  /** Order facts, already formatted: 订单编号, 应付金额, 支付截止 … */
  facts?: readonly { label: string; value: ReactNode }[];
  /** More content under the facts (the payment method choice). */
  children?: ReactNode;
  /** The ways on (去支付, 重新支付, 查看订单, 继续购物). */
  actions?: ReactNode;
  /** 1 on its own page (default), 2 inside another. */
  level?: 1 | 2;
};

/**
 * The result pages after an order (issue #7 item 5: /submitSuccess, /paySuccess, /payFail): an
 * icon for the outcome, the heading, the order's facts as a description list and the actions.
 */
export function PaymentResult({
  outcome,
  title,
  message,
  facts = [],
  children,
  actions,
  level = 1,
}: PaymentResultProps) {
  const titleId = useId();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <span className={styles.icon({ outcome })}>
        <Icon name={outcome === 'failed' ? 'warning' : 'check'} size="large" />
      </span>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {message ? <p className={styles.message}>{message}</p> : null}
      {facts.length > 0 ? (
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.label} className={styles.factRow}>
              <dt className={styles.factLabel}>{fact.label}</dt>
              <dd className={styles.factValue}>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children ? <div className={styles.body}>{children}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
