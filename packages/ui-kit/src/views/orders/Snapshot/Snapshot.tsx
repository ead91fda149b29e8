import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../../../styles/utilities.css';
import { EmptyState } from '../../../primitives/feedback/EmptyState/EmptyState';
import { Skeleton } from '../../../primitives/feedback/Skeleton/Skeleton';
import { Image } from '../../../primitives/media/Image/Image';
import { FactList } from '../../../primitives/data/FactList/FactList';
import { Price } from '../../../primitives/data/Price/Price';
import { RichText } from '../../../primitives/typography/RichText/RichText';
import * as styles from './Snapshot.css';

/** A trade snapshot as the page shows it, already worded (the feature formats times and lines). */
export type SnapshotData = {
  title: string;
  /** The subtitles of the day (newTitle, titleInfo); empty ones are left out. */
  subtitles: readonly string[];
  /** The pictures of the day, the first the main one; each with its alternative text. */
  images: readonly { src: string; alt: string }[];
  /** Facts in order: order number, brand, series, mould number, category lines, chosen attribute, quantity. */
  facts: readonly { label: string; value: string }[];
  /** The unit price paid, in fen. */
  unitPriceFen: number;
  /** The description as it read then: server-cleaned HTML (RichText adds the typography). */
  descriptionHtml: string;
};

export type SnapshotLabels = {
  /** The banner's heading, under the page's own title (下单时的商品信息). */
  banner: string;
  /** The banner's text, with the order time in it (此页面为您在 … 下单时的商品信息 …). */
  bannerText: string;
  /** Caption of the unit price (成交单价). */
  unitPrice: string;
  /** Section heading of the description (商品详情). */
  description: string;
  /** Announced while the snapshot loads. */
  loading: string;
};

export type SnapshotProps = {
  labels: SnapshotLabels;
  /** The snapshot; null when there is none to show (another buyer's order, a wrong link). */
  snapshot: SnapshotData | null;
  isLoading?: boolean;
  /** What shows when `snapshot` is null. */
  notFound: { title: string; description?: string; action?: ReactNode };
  /** Beside the banner: a link to the goods as they are today (查看商品现状). */
  bannerAction?: ReactNode;
};

/**
 * The trade snapshot page (issue #12; spec §2 /snapshot): a banner that says plainly this is the
 * piece as it was when ordered (with the order time), then its pictures, title, facts, the unit
 * price paid and its description of that day.
 */
export function Snapshot({ labels, snapshot, isLoading = false, notFound, bannerAction }: SnapshotProps) {
  const bannerId = useId();
  const descriptionId = useId();
  if (isLoading) {
    return (
      <div className={styles.root} aria-busy="true">
        <span role="status" className={visuallyHidden}>
          {labels.loading}
        </span>
        <Skeleton shape="text" size="large" />
        <Skeleton shape="text" lines={4} />
      </div>
    );
  }
  if (!snapshot) {
    return <EmptyState title={notFound.title} description={notFound.description} action={notFound.action} />;
  }
  const [main, ...others] = snapshot.images;
  return (
    <article className={styles.root} aria-labelledby={bannerId}>
      <section className={styles.banner} aria-labelledby={bannerId}>
        <div>
          <h2 id={bannerId} className={styles.bannerTitle}>
            {labels.banner}
          </h2>
          <p className={styles.bannerText}>{labels.bannerText}</p>
        </div>
        {bannerAction}
      </section>
      <div className={styles.body}>
        <ul className={styles.pictures}>
          {main ? (
            <li className={styles.firstPicture}>
              <Image src={main.src} alt={main.alt} ratio="1/1" width={480} height={480} />
            </li>
          ) : null}
          {others.map((image, index) => (
            <li key={`${image.src}-${index}`}>
              <Image src={image.src} alt={image.alt} ratio="1/1" width={96} height={96} />
            </li>
          ))}
        </ul>
        <div className={styles.summary}>
          <h3 className={styles.title}>{snapshot.title}</h3>
          {snapshot.subtitles.map((line) => (
            <p key={line} className={styles.subtitle}>
              {line}
            </p>
          ))}
          <FactList
            facts={[
              { label: labels.unitPrice, value: <Price fen={snapshot.unitPriceFen} size="large" /> },
              ...snapshot.facts,
            ]}
          />
        </div>
      </div>
      {snapshot.descriptionHtml ? (
        <section className={styles.section} aria-labelledby={descriptionId}>
          <h3 id={descriptionId} className={styles.sectionTitle}>
            {labels.description}
          </h3>
          <RichText html={snapshot.descriptionHtml} />
        </section>
      ) : null}
    </article>
  );
}
