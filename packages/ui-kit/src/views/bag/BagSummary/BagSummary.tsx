import { Button } from '../../../primitives/controls/Button/Button';
import { Checkbox } from '../../../primitives/controls/Checkbox/Checkbox';
import { Price } from '../../../primitives/data/Price/Price';
import * as styles from './BagSummary.css';

export const bagSummaryVariants = ['drawer', 'page'] as const;

export type BagSummaryLabels = {
  selectAll: string;
  /** e.g. (n) => `已选 ${n} 件`. */
  selected: (count: number) => string;
  goodsTotal: string;
  fullMinus: string;
  quantityDiscount: string;
  orderTotal: string;
  checkout: string;
  checking: string;
};

export type BagSummaryProps = {
  labels: BagSummaryLabels;
  /** Every valid line selected (spec §3 allSelect). */
  isAllSelected: boolean;
  onSelectAllChange: (isSelected: boolean) => void;
  /** No valid line: select all and checkout are disabled. */
  isEmpty?: boolean;
  /** Pieces selected (spec §3 selectNum). */
  selectedCount: number;
  /** spec §3 totalPrice, fullMinusPrice, FullNumberPrice and orderTotal, in fen (spec §9). */
  goodsTotalFen: number;
  fullMinusFen: number;
  quantityDiscountFen: number;
  orderTotalFen: number;
  /** One line per activity touching the selection (满2000减80 · 已减¥80; 满2件95折 · 再买1件). */
  notes?: string[];
  /** A remark under the total (staff: 员工内购不参与营销优惠). */
  remark?: string;
  onCheckout: () => void;
  /** Checking the lines with the server before leaving (checkGoodsIds, purchase limit). */
  isChecking?: boolean;
  /** Why checkout stopped (请勾选要结算的商品, a stock message): announced. */
  message?: string;
  variant?: (typeof bagSummaryVariants)[number];
};

/**
 * The bag's checkout bar (drawer footer and /cart): select all, the count, the goods total, the
 * spec §9 full-minus and quantity-discount lines (shown when not zero), the order total and 结算.
 */
export function BagSummary({
  labels,
  isAllSelected,
  onSelectAllChange,
  isEmpty = false,
  selectedCount,
  goodsTotalFen,
  fullMinusFen,
  quantityDiscountFen,
  orderTotalFen,
  notes = [],
  remark,
  onCheckout,
  isChecking = false,
  message,
  variant = 'drawer',
}: BagSummaryProps) {
  return (
    <div className={styles.root({ variant })}>
      <div className={styles.selectRow}>
        <Checkbox isSelected={isAllSelected} onChange={onSelectAllChange} isDisabled={isEmpty}>
          {labels.selectAll}
        </Checkbox>
        <p className={styles.muted} aria-live="polite">
          {labels.selected(selectedCount)}
        </p>
      </div>
      <div>
        <dl className={styles.amounts}>
          <div className={styles.amount}>
            <dt>{labels.goodsTotal}</dt>
            <dd className={styles.amountValue}>
              <Price fen={goodsTotalFen} size="small" />
            </dd>
          </div>
          {fullMinusFen > 0 ? (
            <div className={styles.amount}>
              <dt>{labels.fullMinus}</dt>
              <dd className={`${styles.amountValue} ${styles.discount}`}>
                <Price fen={-fullMinusFen} size="small" />
              </dd>
            </div>
          ) : null}
          {quantityDiscountFen > 0 ? (
            <div className={styles.amount}>
              <dt>{labels.quantityDiscount}</dt>
              <dd className={`${styles.amountValue} ${styles.discount}`}>
                <Price fen={-quantityDiscountFen} size="small" />
              </dd>
            </div>
          ) : null}
          <div className={styles.total}>
            <dt>{labels.orderTotal}</dt>
            <dd className={styles.amountValue}>
              <Price fen={orderTotalFen} size="medium" />
            </dd>
          </div>
        </dl>
        {notes.length > 0 ? (
          <ul className={styles.notes}>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        ) : null}
        {remark ? <p className={styles.muted}>{remark}</p> : null}
      </div>
      <div className={styles.action}>
        <Button
          tone="primary"
          size="large"
          isBlock
          onPress={onCheckout}
          loading={isChecking}
          loadingLabel={labels.checking}
          isDisabled={isEmpty}
        >
          {labels.checkout}
        </Button>
        <p className={styles.message} role="alert">
          {message ?? ''}
        </p>
      </div>
    </div>
  );
}
