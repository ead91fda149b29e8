import { Image, Text } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import type { TopicSummary } from '../api/contentApi';
import * as styles from './HomeContent.css';

/** Topics as cards, each leading to its page: the home's floors and the /topics list. */
export function TopicCards({
  topics,
  topicHref,
}: {
  topics: readonly TopicSummary[];
  topicHref: (id: number) => string;
}) {
  const { t } = useTranslation('content');
  return (
    <ul className={styles.floorGrid}>
      {topics.map((topic) => (
        <li key={topic.id}>
          <a className={styles.card} href={topicHref(topic.id)}>
            <Image src={topic.coverSrc} alt="" ratio="16/9" />
            <span className={styles.cardText}>
              <Text weight="strong" size="lead">
                {topic.title}
              </Text>
              {topic.subtitle ? (
                <Text tone="muted" size="small">
                  {topic.subtitle}
                </Text>
              ) : null}
              <Text tone="brand" size="small">
                {t('home.pieces', { count: topic.mouldNos.length })}
              </Text>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
