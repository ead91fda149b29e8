import { type headingLevels } from '../../../primitives/typography/Text/Text';
import * as styles from './ArticleList.css';

export type ArticleListItem = {
  id: string;
  title: string;
  /** One or two lines under the title. */
  summary?: string;
  /** Where the article opens (e.g. /article/detail?id=3). */
  href: string;
  /** A short label before the title (e.g. the category 珠宝知识). */
  category?: string;
  /** The machine-readable publish time (ISO 8601) and how to show it (e.g. 2026年11月20日). */
  published?: { dateTime: string; label: string };
  /** A cover picture before the text (brand news). Decorative: the title already names the link. */
  cover?: string;
};

export type ArticleListProps = {
  items: readonly ArticleListItem[];
  /** Outline level of each title, one below the list's own heading. */
  headingLevel?: (typeof headingLevels)[number];
};

/**
 * A list of articles: each row one link with its title, summary and date (news, knowledge, help
 * pages), and a cover picture before them when the row has one (brand news).
 */
export function ArticleList({ items, headingLevel = 2 }: ArticleListProps) {
  const Title = `h${headingLevel}` as const;
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const text = (
          <>
            <Title className={styles.title}>
              {item.category ? <span className={styles.category}>{item.category}</span> : null}
              {item.title}
            </Title>
            {item.summary ? <p className={styles.summary}>{item.summary}</p> : null}
            {item.published ? (
              <time className={styles.meta} dateTime={item.published.dateTime}>
                {item.published.label}
              </time>
            ) : null}
          </>
        );
        return (
          <li key={item.id} className={styles.item}>
            {item.cover ? (
              <a className={styles.linkWithCover} href={item.href}>
                <img className={styles.cover} src={item.cover} alt="" loading="lazy" width={240} height={135} />
                <div className={styles.text}>{text}</div>
              </a>
            ) : (
              <a className={styles.link} href={item.href}>
                {text}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
