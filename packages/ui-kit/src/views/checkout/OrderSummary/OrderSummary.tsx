import { useId, type ReactNode } from 'react';
import { Button } from '../../../primitives/controls/Button/Button';
import { Price } from '../../../primitives/data/Price/Price';
import * as styles from './OrderSummary.css';

/** Captions (ui-kit never translates). */
export type OrderSummaryLabels = {
  /** 订单金额 */
  title: string;
  /** 商品总额 */
  goodsTotal: string;
  /** 满减优惠 */
  fullMinus: string;
  /** 满件折扣 */
  quantityDiscount: string;
  /** 积分抵扣 */
  points: string;
  /** 礼品卡抵扣 */
  giftCard: string;
  /** 应付金额 */
  payable: string;
  /** 提交订单 */
  submit: string;
  /** Read while submitting (提交中). */
  submitting: string;
  /** Read while the server re-prices the order (金额计算中). */
  updating: string;
};

export type OrderSummaryProps = {
  labels: OrderSummaryLabels;
  /** Amounts in fen, as the server priced them (spec §9, DESIGN.md §7). */
  goodsTotalFen: number;
  fullMinusFen: number;
  quantityDiscountFen: number;
  pointsFen: number;
  giftCardFen: number;
  payableFen: number;
  onSubmit: () => void;
  /** The order is being created: the button waits (a second press does nothing). */
  isSubmitting?: boolean;
  /** The figures are being re-priced (points or gift card changed). */
  isUpdating?: boolean;
  /** Submit is not possible yet (no address, figures not loaded). */
  isDisabled?: boolean;
  /** A line under the figures (per-gram goods follow today's gold price). */
  note?: ReactNode;
  /** Why the last submit failed, in the shopper's words; announced. */
  errorMessage?: ReactNode;
  /** A way on from the failure (back to the bag, to my orders), under its words. */
  errorAction?: ReactNode;
};

/**
 * The checkout's figures and its one main action (issue #7 items 2–3): goods total, the spec §9
 * discounts (rows with nothing to take off are left out, so a staff user sees none), points,
 * gift card and the payable, then 提交订单.
 */
export function OrderSummary({
  labels,
  goodsTotalFen,
  fullMinusFen,
  quantityDiscountFen,
  pointsFen,
  giftCardFen,
  payableFen,
  onSubmit,
  isSubmitting = false,
  isUpdating = false,
  isDisabled = false,
  note,
  errorMessage,
  errorAction,
}: OrderSummaryProps) {
  const titleId = useId();
  const deductions: [string, number][] = [
    [labels.fullMinus, fullMinusFen],
    [labels.quantityDiscount, quantityDiscountFen],
    [labels.points, pointsFen],
    [labels.giftCard, giftCardFen],
  ];
  return (
    <section className={styles.panel} aria-labelledby={titleId} aria-busy={isUpdating}>
      <h2 id={titleId} className={styles.title}>
        {labels.title}
      </h2>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt className={styles.label}>{labels.goodsTotal}</dt>
          <dd className={styles.value}>
            <Price fen={goodsTotalFen} size="small" />
          </dd>
        </div>
        {deductions
          .filter(([, fen]) => fen > 0)
          .map(([label, fen]) => (
            <div key={label} className={styles.row}>
              <dt className={styles.label}>{label}</dt>
              <dd className={styles.value}>
                <Price fen={-fen} size="small" />
              </dd>
            </div>
          ))}
      </dl>
      <div className={styles.payable} role="status" aria-live="polite">
        <span>{isUpdating ? labels.updating : labels.payable}</span>
        <Price fen={payableFen} size="large" />
      </div>
      {note ? <p className={styles.note}>{note}</p> : null}
      {errorMessage ? (
        <p className={styles.error} role="alert">
          {errorAction ? (
            <span className={styles.errorWithAction}>
              <span>{errorMessage}</span>
              {errorAction}
            </span>
          ) : (
            errorMessage
          )}
        </p>
      ) : null}
      <Button
        tone="primary"
        size="large"
        isBlock
        onPress={onSubmit}
        loading={isSubmitting}
        loadingLabel={labels.submitting}
        isDisabled={isDisabled || isUpdating}
      >
        {labels.submit}
      </Button>
    </section>
  );
}
