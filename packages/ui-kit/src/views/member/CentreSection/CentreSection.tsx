import { useId, type ReactNode } from 'react';
import * as styles from './CentreSection.css';

export type CentreSectionProps = {
  /** The section's heading, also its accessible name (最近浏览). */
  title: string;
  /** The link beside the heading (查看全部) and where it leads. */
  moreLabel: string;
  moreHref: string;
  /** A muted line shown instead of the content (暂无浏览记录). */
  note?: string;
  /** The content: a grid of pieces, a loading grid or a failure. */
  children?: ReactNode;
};

/** A panel of the member centre: its heading and a "more" link on one line, the content under them. */
export function CentreSection({ title, moreLabel, moreHref, note, children }: CentreSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <a className={styles.more} href={moreHref}>
          {moreLabel}
        </a>
      </div>
      {note ? <p className={styles.note}>{note}</p> : children}
    </section>
  );
}
