import { Image } from '../../../primitives/media/Image/Image';
import { Text } from '../../../primitives/typography/Text/Text';
import * as styles from './TopicCardGrid.css';

/** One topic card: its page, cover, title, a line under it and how many pieces it shows. */
export type TopicCardData = {
  id: string | number;
  href: string;
  coverSrc: string;
  title: string;
  subtitle?: string;
  /** 12 件作品 */
  countText: string;
};

export type TopicCardGridProps = { topics: readonly TopicCardData[] };

/** Topics (campaigns) as cards in a filling grid, each one link to its page: the home's floors and /topics. */
export function TopicCardGrid({ topics }: TopicCardGridProps) {
  return (
    <ul className={styles.grid}>
      {topics.map((topic) => (
        <li key={topic.id}>
          <a className={styles.card} href={topic.href}>
            <Image src={topic.coverSrc} alt="" ratio="16/9" />
            <span className={styles.text}>
              <Text weight="strong" size="lead">
                {topic.title}
              </Text>
              {topic.subtitle ? (
                <Text tone="muted" size="small">
                  {topic.subtitle}
                </Text>
              ) : null}
              <Text tone="brand" size="small">
                {topic.countText}
              </Text>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
