import { Link } from 'react-aria-components';
import { visuallyHidden } from '../../../styles/utilities.css';
import { Button } from '../../../primitives/controls/Button/Button';
import { Icon } from '../../../primitives/media/Icon/Icon';
import { Image } from '../../../primitives/media/Image/Image';
import { Skeleton } from '../../../primitives/feedback/Skeleton/Skeleton';
import type { headingLevels } from '../../../primitives/typography/Text/Text';
import { goldPriceKinds, goldPriceRows, type GoldPriceKind } from './goldPriceRules';
import * as styles from './GoldPricePanel.css';

/** loaded shows the prices; loading placeholders; error a message and a retry button. */
export const goldPricePanelStatuses = ['loaded', 'loading', 'error'] as const;

/** The gold advert under the prices (spec §3 homeAdSrc). */
export type GoldPriceAdvert = {
  /** The picture's address (homeAdSrc). */
  src: string;
  /** What the picture shows or where it leads (e.g. 投资金条 按克计价 立即选购). */
  alt: string;
  /** Where the picture leads, if anywhere. */
  href?: string;
};

export type GoldPricePanelProps = {
  /** The panel's heading (今日金价). */
  title: string;
  /** Outline level of the heading, to fit where the panel sits (2 in the header pop-up). */
  headingLevel?: (typeof headingLevels)[number];
  /** Which state to show. Default loaded. */
  status?: (typeof goldPricePanelStatuses)[number];
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
 * The content of the header's gold-price pop-up (spec §3): a heading, the four readings as a
 * description list (label, price in yuan with its unit), the time of the reading, the house's
 * note and an optional advert. While loading, placeholders and an announced status; on error, a
 * message (an alert) and a retry button.
 */
export function GoldPricePanel({
  title,
  headingLevel = 2,
  status = 'loaded',
  prices = {},
  labels,
  unit,
  readingTime,
  copywriting,
  advert,
  loadingLabel,
  errorMessage,
  retryLabel,
  onRetry,
}: GoldPricePanelProps) {
  const HeadingTag = `h${headingLevel}` as const;
  const rows = goldPriceRows(prices, labels);
  const isLoading = status === 'loading';

  return (
    <div className={styles.root} aria-busy={isLoading || undefined}>
      <HeadingTag className={styles.title}>
        <span className={styles.titleIcon}>
          <Icon name="gold" />
        </span>
        {title}
      </HeadingTag>

      {status === 'loading' ? (
        <div>
          <span role="status" className={visuallyHidden}>
            {loadingLabel}
          </span>
          {goldPriceKinds.map((kind) => (
            <div key={kind} className={styles.skeletonRow}>
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
          <dl className={styles.prices}>
            {rows.map((row) => (
              <div key={row.kind} className={styles.row}>
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
          {advert ? <Advert advert={advert} /> : null}
        </>
      ) : null}
    </div>
  );
}

function Advert({ advert }: { advert: GoldPriceAdvert }) {
  const picture = <Image src={advert.src} alt={advert.alt} ratio="3/1" />;
  return advert.href ? (
    <Link className={styles.advertLink} href={advert.href}>
      {picture}
    </Link>
  ) : (
    <span className={styles.advert}>{picture}</span>
  );
}
