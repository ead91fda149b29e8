import { useId } from 'react';
import { Link } from 'react-aria-components';
import { visuallyHidden } from '../../../styles/utilities.css';
import { Button } from '../../../primitives/controls/Button/Button';
import { goldPriceKinds, goldPriceRows, type GoldPriceKind } from '../GoldPricePanel/goldPriceRules';
import type { GoldPriceAdvert } from '../GoldPricePanel/GoldPricePanel';
import { Image } from '../../../primitives/media/Image/Image';
import { Skeleton } from '../../../primitives/feedback/Skeleton/Skeleton';
import * as styles from './GoldPriceBoard.css';

/** loaded shows the prices; loading placeholders; error a message and a retry button. */
export const goldPriceBoardStatuses = ['loaded', 'loading', 'error'] as const;

/** One day of the recent prices, already formatted by the caller. */
export type GoldPriceHistoryRow = {
  /** The day (2月14日). */
  date: string;
  /** Prices in yuan, formatted (1,023.00), keyed by the spec's field names. */
  prices: Partial<Record<GoldPriceKind, string>>;
};

export type GoldPriceBoardProps = {
  /** The page heading (今日金价). */
  title: string;
  /** Which state to show. Default loaded. */
  status?: (typeof goldPriceBoardStatuses)[number];
  /** Today's readings in yuan, formatted by the caller (1,023.00); a missing one is left out. */
  prices?: Partial<Record<GoldPriceKind, string | null>>;
  /** The label of each reading (零售足金, 金条/金章, 黄金增值服务, 回收). */
  labels: Record<GoldPriceKind, string>;
  /** The unit after each price (元/克). */
  unit: string;
  /** When the prices were read, with its caption (更新时间：2026年2月14日 09:30). */
  readingTime?: string;
  /** The house's note (copywriting). */
  copywriting?: string;
  /** The gold advert beside the prices. */
  advert?: GoldPriceAdvert;
  /** Recent days, newest first; with `historyTitle`, shown as a table. */
  history?: readonly GoldPriceHistoryRow[];
  /** The history table's caption (近期金价). */
  historyTitle?: string;
  /** The history table's first column heading (日期). */
  dateLabel?: string;
  /** Announced while loading (金价加载中). */
  loadingLabel: string;
  /** Shown in the error state. */
  errorMessage?: string;
  /** The retry button's label. */
  retryLabel?: string;
  /** Called by the retry button. */
  onRetry?: () => void;
};

/**
 * The today's-gold-price page (spec §3): the four readings as large cards in 元/克, the reading
 * time, the house's note, the gold advert and the recent days as a table. Shares the reading
 * rules of the header's GoldPricePanel.
 */
export function GoldPriceBoard({
  title,
  status = 'loaded',
  prices = {},
  labels,
  unit,
  readingTime,
  copywriting,
  advert,
  history = [],
  historyTitle,
  dateLabel,
  loadingLabel,
  errorMessage,
  retryLabel,
  onRetry,
}: GoldPriceBoardProps) {
  const titleId = useId();
  const rows = goldPriceRows(prices, labels);
  const historyKinds = goldPriceKinds.filter((kind) => history.some((day) => day.prices[kind]));
  return (
    <section className={styles.root} aria-busy={status === 'loading' || undefined} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {status === 'loading' ? (
        <>
          <span role="status" className={visuallyHidden}>
            {loadingLabel}
          </span>
          <div className={styles.cards}>
            {goldPriceKinds.map((kind) => (
              <div key={kind} className={styles.card}>
                <Skeleton />
                <Skeleton size="large" />
              </div>
            ))}
          </div>
        </>
      ) : null}
      {status === 'error' ? (
        <div className={styles.error}>
          <p role="alert" className={styles.errorMessage}>
            {errorMessage}
          </p>
          {onRetry && retryLabel ? (
            <Button tone="neutral" size="small" onPress={onRetry}>
              {retryLabel}
            </Button>
          ) : null}
        </div>
      ) : null}
      {status === 'loaded' ? (
        <>
          <dl className={styles.cards}>
            {rows.map((row) => (
              <div key={row.kind} className={styles.card}>
                <dt className={styles.label}>{row.label}</dt>
                <dd className={styles.value}>
                  <span className={styles.figures}>{row.yuan}</span>
                  <span className={styles.unit}>{unit}</span>
                </dd>
              </div>
            ))}
          </dl>
          {readingTime ? <p className={styles.note}>{readingTime}</p> : null}
          {copywriting ? <p className={styles.note}>{copywriting}</p> : null}
          {advert ? (
            advert.href ? (
              <Link className={styles.advert} href={advert.href}>
                <Image src={advert.src} alt={advert.alt} ratio="3/1" />
              </Link>
            ) : (
              <span className={styles.advert}>
                <Image src={advert.src} alt={advert.alt} ratio="3/1" />
              </span>
            )
          ) : null}
          {historyTitle && history.length > 0 ? (
            <table className={styles.table}>
              <caption className={styles.caption}>
                {historyTitle}（{unit}）
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.th}>
                    {dateLabel}
                  </th>
                  {historyKinds.map((kind) => (
                    <th key={kind} scope="col" className={styles.th}>
                      {labels[kind]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {history.map((day) => (
                  <tr key={day.date}>
                    <th scope="row" className={styles.rowHead}>
                      {day.date}
                    </th>
                    {historyKinds.map((kind) => (
                      <td key={kind} className={styles.td}>
                        {day.prices[kind] ?? ''}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
