import { AlertDialog } from '../../../primitives/overlays/Dialog/Dialog';
import { Price } from '../../../primitives/data/Price/Price';
import * as styles from './PriceChangedDialog.css';

/** Captions (ui-kit never translates). */
export type PriceChangedDialogLabels = {
  /** 价格变动提醒 */
  title: string;
  /** The sentence, with both amounts already in it (应付金额已由 ¥17,376.96 变为 ¥17,420.00，确认后继续提交订单). */
  message: string;
  /** 原应付 */
  from: string;
  /** 现应付 */
  to: string;
  /** 确认并提交 */
  confirm: string;
  /** 再看看 */
  cancel: string;
};

export type PriceChangedDialogProps = {
  isOpen: boolean;
  labels: PriceChangedDialogLabels;
  /** The payable the shopper saw, in fen. */
  fromFen: number;
  /** The payable now, in fen. */
  toFen: number;
  /** Why (按克计价商品随今日金价 ¥1,023.00/克 变动), when known. */
  note?: string;
  /** The shopper accepts the new price: the caller submits again with it. */
  onConfirm: () => void;
  /** The shopper wants to look again: nothing is submitted. */
  onCancel: () => void;
};

/**
 * Told before paying another price (issue #7 item 3): per-gram goods follow today's gold price, so
 * the payable can change between the bag and the order. Both amounts are shown; only an explicit
 * confirm submits with the new one.
 */
export function PriceChangedDialog({
  isOpen,
  labels,
  fromFen,
  toFen,
  note,
  onConfirm,
  onCancel,
}: PriceChangedDialogProps) {
  return (
    <AlertDialog
      isOpen={isOpen}
      title={labels.title}
      confirmLabel={labels.confirm}
      cancelLabel={labels.cancel}
      onConfirm={onConfirm}
      onCancel={onCancel}
      message={
        <div className={styles.body}>
          <p className={styles.message}>{labels.message}</p>
          <dl className={styles.figures}>
            <div className={styles.row}>
              <dt className={styles.label}>{labels.from}</dt>
              <dd className={styles.value}>
                <Price fen={fromFen} size="small" />
              </dd>
            </div>
            <div className={styles.row}>
              <dt className={styles.label}>{labels.to}</dt>
              <dd className={styles.value}>
                <Price fen={toFen} size="medium" />
              </dd>
            </div>
          </dl>
          {note ? <p className={styles.note}>{note}</p> : null}
        </div>
      }
    />
  );
}
