import { TopicCardGrid } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import type { TopicSummary } from '../api/contentApi';

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
    <TopicCardGrid
      topics={topics.map((topic) => ({
        id: topic.id,
        href: topicHref(topic.id),
        coverSrc: topic.coverSrc,
        title: topic.title,
        subtitle: topic.subtitle || undefined,
        countText: t('home.pieces', { count: topic.mouldNos.length }),
      }))}
    />
  );
}
