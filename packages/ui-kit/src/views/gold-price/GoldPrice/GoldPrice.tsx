import { useId } from 'react';
import { visuallyHidden } from '../../../styles/utilities.css';
import { Button } from '../../../primitives/controls/Button/Button';
import { PlainLink } from '../../../primitives/navigation/PlainLink/PlainLink';
import { Icon } from '../../../primitives/media/Icon/Icon';
import { Image } from '../../../primitives/media/Image/Image';
import { Skeleton } from '../../../primitives/feedback/Skeleton/Skeleton';
import type { headingLevels } from '../../../primitives/typography/Text/Text';
import { goldPriceKinds, goldPriceRows, type GoldPriceKind } from './goldPriceRules';
import * as styles from './GoldPrice.css';

/** loaded shows the prices; loading placeholders; error a message and a retry button. */
export const goldPriceStatuses = ['loaded', 'loading', 'error'] as const;

/** `panel`: the header's pop-up, a narrow list. `page`: the today's-gold-price page, large cards. */
export const goldPriceVariants = ['panel', 'page'] as const;

/** The gold advert under the prices (spec §3 homeAdSrc). */
export type GoldPriceAdvert = {
  /** The picture's address (homeAdSrc). */
  src: string;
  /** What the picture shows or where it leads (e.g. 投资金条 按克计价 立即选购). */
  alt: string;
  /** Where the picture leads, if anywhere. */
  href?: string;
};

/** One day of the recent prices, already formatted by the caller. */
export type GoldPriceHistoryRow = {
  /** The day (2月14日). */
  date: string;
  /** Prices in yuan, formatted (1,023.00), keyed by the spec's field names. */
  prices: Partial<Record<GoldPriceKind, string>>;
};

export type GoldPriceProps = {
  /** Where it sits: the header pop-up (`panel`, default) or the today's-gold-price page (`page`). */
  variant?: (typeof goldPriceVariants)[number];
  /** The heading (今日金价). */
  title: string;
  /** Outline level of the heading, to fit where it sits. Default 2 for the panel, 1 for the page. */
  headingLevel?: (typeof headingLevels)[number];
  /** Which state to show. Default loaded. */
  status?: (typeof goldPriceStatuses)[number];
  /**
   * The readings in yuan, formatted by the caller (1,023.00), keyed by the spec's field names.
   * A reading that is null or missing is left out.
   */
  prices?: Partial<Record<GoldPriceKind, string | null>>;
  /** The label of each reading (零售足金, 金条/金章, 黄金增值服务, 回收). */
  labels: Record<GoldPriceKind, string>;
  /** The unit after each price (元/克). */
  unit: string;
  /** When the prices were read, already formatted with its caption (更新时间：2月14日 09:30). */
  readingTime?: string;
  /** The house's note under the prices (copywriting, e.g. 以上价格仅供参考，以门店实际售价为准). */
  copywriting?: string;
  /** The gold advert under the prices (optional). */
  advert?: GoldPriceAdvert;
  /** Recent days, newest first; with `historyTitle`, shown as a table. */
  history?: readonly GoldPriceHistoryRow[];
  /** The history table's caption (近期金价). */
  historyTitle?: string;
  /** The history table's first column heading (日期). */
  dateLabel?: string;
  /** Announced while loading (金价加载中). */
  loadingLabel: string;
  /** Shown in the error state (金价获取失败，请稍后重试). */
  errorMessage?: string;
  /** The retry button's label in the error state (重新加载). */
  retryLabel?: string;
  /** Called by the retry button; without it, no button. */
  onRetry?: () => void;
};

/**
 * Today's gold price (spec §3), in the header's pop-up or on its own page: a heading, the four
 * readings as a description list (label, price in yuan with its unit), the time of the reading,
 * the house's note, an optional advert and, on the page, the recent days as a table. While
 * loading, placeholders and an announced status; on error, a message (an alert) and a retry button.
 */
export function GoldPrice({
  variant = 'panel',
  title,
  headingLevel = variant === 'page' ? 1 : 2,
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
}: GoldPriceProps) {
  const titleId = useId();
  const HeadingTag = `h${headingLevel}` as const;
  // The page is a landmark of its own; in the pop-up, the pop-up is the landmark.
  const Root = variant === 'page' ? 'section' : 'div';
  const rows = goldPriceRows(prices, labels);
  const isLoading = status === 'loading';

  return (
    <Root
      className={styles.root[variant]}
      aria-busy={isLoading || undefined}
      aria-labelledby={variant === 'page' ? titleId : undefined}
    >
      <HeadingTag id={titleId} className={styles.title[variant]}>
        <span className={styles.titleIcon}>
          <Icon name="gold" />
        </span>
        {title}
      </HeadingTag>

      {isLoading ? (
        <div className={styles.readings[variant]}>
          <span role="status" className={visuallyHidden}>
            {loadingLabel}
          </span>
          {goldPriceKinds.map((kind) => (
            <div key={kind} className={styles.reading[variant]}>
              <span className={styles.skeletonCell}>
                <Skeleton />
              </span>
              <span className={styles.skeletonCell}>
                <Skeleton size="large" />
              </span>
            </div>
          ))}
        </div>
      ) : null}

      {status === 'error' ? (
        <div className={styles.error}>
          <p role="alert" className={styles.errorMessage}>
            <Icon name="warning" size="small" />
            {errorMessage}
          </p>
          {onRetry && retryLabel ? (
            <Button tone="neutral" size="small" onPress={onRetry}>
              <Icon name="refresh" size="small" />
              {retryLabel}
            </Button>
          ) : null}
        </div>
      ) : null}

      {status === 'loaded' ? (
        <>
          <dl className={styles.readings[variant]}>
            {rows.map((row) => (
              <div key={row.kind} className={styles.reading[variant]}>
                <dt className={styles.label[variant]}>{row.label}</dt>
                <dd className={styles.value}>
                  <span className={styles.figures[variant]}>{row.yuan}</span>
                  <span className={styles.unit[variant]}>{unit}</span>
                </dd>
              </div>
            ))}
          </dl>
          {readingTime ? <p className={styles.note[variant]}>{readingTime}</p> : null}
          {copywriting ? <p className={styles.note[variant]}>{copywriting}</p> : null}
          {advert ? <Advert advert={advert} isPagePicture={variant === 'page'} /> : null}
          {historyTitle && history.length > 0 ? (
            <History history={history} title={historyTitle} dateLabel={dateLabel} labels={labels} unit={unit} />
          ) : null}
        </>
      ) : null}
    </Root>
  );
}

/** On the page (/todaygold) the advert is its largest picture, the LCP element: eager, at high priority (issue #16). */
function Advert({ advert, isPagePicture }: { advert: GoldPriceAdvert; isPagePicture: boolean }) {
  const picture = <Image src={advert.src} alt={advert.alt} ratio="3/1" priority={isPagePicture} />;
  return advert.href ? (
    <PlainLink className={styles.advert} href={advert.href}>
      {picture}
    </PlainLink>
  ) : (
    <span className={styles.advert}>{picture}</span>
  );
}

type HistoryProps = {
  history: readonly GoldPriceHistoryRow[];
  title: string;
  dateLabel: string | undefined;
  labels: Record<GoldPriceKind, string>;
  unit: string;
};

/** The recent days: a column for each reading any day has. */
function History({ history, title, dateLabel, labels, unit }: HistoryProps) {
  const kinds = goldPriceKinds.filter((kind) => history.some((day) => day.prices[kind]));
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        {title}（{unit}）
      </caption>
      <thead>
        <tr>
          <th scope="col" className={styles.th}>
            {dateLabel}
          </th>
          {kinds.map((kind) => (
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
            {kinds.map((kind) => (
              <td key={kind} className={styles.td}>
                {day.prices[kind] ?? ''}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
