import { formatFen } from '../../../primitives/data/Price/priceRules';
import * as styles from './PriceBreakdown.css';

/** The captions of the breakdown (ui-kit never translates). */
export type PriceBreakdownLabels = {
  /** 今日金价 */
  goldPrice: string;
  /** 金重 */
  goldWeight: string;
  /** 工费 */
  labourFee: string;
  /** 售价 */
  total: string;
  /** The unit after the gold price (元/克). */
  perGram: string;
  /** The unit after the weight (克). */
  gram: string;
  /** 定制费: the caption of `surchargeFen`, needed when it is shown. */
  surcharge?: string;
};

export type PriceBreakdownProps = {
  /** The breakdown's heading (按克计价). */
  title: string;
  /** Captions and units. */
  labels: PriceBreakdownLabels;
  /** Today's gold price per gram, in fen. */
  goldPriceFen: number;
  /** The gold weight in grams as the server sent it (3.52). */
  goldWeight: string;
  /** The labour fee (工费), in fen. */
  labourFeeFen: number;
  /** A surcharge of the chosen option (engraving), in fen; shown as one more term when not 0. */
  surchargeFen?: number;
  /** The resulting price, in fen (as the server computed it). */
  totalFen: number;
  /** When the gold price was read, with its caption (金价更新于 2026-02-14 09:30). */
  readingTime?: string;
  /** A note under the figures (价格随金价浮动，以下单时为准). */
  note?: string;
  /** The currency sign. */
  currency?: string;
};

/**
 * How a per-gram piece is priced: today's gold price 元/克 × gold weight + labour fee (+ the
 * chosen option's surcharge) = price,
 * laid out as a formula. It is a description list, so each figure is read with its caption; the
 * operators are decoration.
 */
export function PriceBreakdown({
  title,
  labels,
  goldPriceFen,
  goldWeight,
  labourFeeFen,
  surchargeFen = 0,
  totalFen,
  readingTime,
  note,
  currency = '¥',
}: PriceBreakdownProps) {
  return (
    <section className={styles.root} aria-label={title}>
      <p className={styles.title}>{title}</p>
      <dl className={styles.formula}>
        <div className={styles.term}>
          <dt className={styles.caption}>{labels.goldPrice}</dt>
          <dd className={styles.figure}>
            {currency}
            {formatFen(goldPriceFen)}
            <span className={styles.unit}>{labels.perGram}</span>
          </dd>
        </div>
        <span className={styles.operator} aria-hidden="true">
          ×
        </span>
        <div className={styles.term}>
          <dt className={styles.caption}>{labels.goldWeight}</dt>
          <dd className={styles.figure}>
            {goldWeight}
            <span className={styles.unit}>{labels.gram}</span>
          </dd>
        </div>
        <span className={styles.operator} aria-hidden="true">
          +
        </span>
        <div className={styles.term}>
          <dt className={styles.caption}>{labels.labourFee}</dt>
          <dd className={styles.figure}>
            {currency}
            {formatFen(labourFeeFen)}
          </dd>
        </div>
        {surchargeFen !== 0 ? (
          <>
            <span className={styles.operator} aria-hidden="true">
              {surchargeFen < 0 ? '−' : '+'}
            </span>
            <div className={styles.term}>
              <dt className={styles.caption}>{labels.surcharge}</dt>
              <dd className={styles.figure}>
                {currency}
                {formatFen(Math.abs(surchargeFen))}
              </dd>
            </div>
          </>
        ) : null}
        <span className={styles.operator} aria-hidden="true">
          =
        </span>
        <div className={styles.term}>
          <dt className={styles.caption}>{labels.total}</dt>
          <dd className={styles.total}>
            {currency}
            {formatFen(totalFen)}
          </dd>
        </div>
      </dl>
      {readingTime ? <p className={styles.note}>{readingTime}</p> : null}
      {note ? <p className={styles.note}>{note}</p> : null}
    </section>
  );
}
