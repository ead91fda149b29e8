import { EmptyState, Heading, PillLinks, RichText, Stack, Text, TopicCover } from '@mall/ui-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTopic, useTopics } from '../hooks/useContent';
import { ContentStates } from './states';
import { TopicCards } from './TopicCards';

export type TopicContainerProps = {
  /** The topic on show (/d?id=…); without one, the page says so instead of calling the server. */
  id?: number;
  /** Where a piece of the topic opens (the app's /goods?mouldNo=…). */
  goodsHref: (mouldNo: string) => string;
};

/** /d?id=…: a topic (campaign) page: its cover, title, story and the pieces it presents. */
export function TopicContainer({ id, goodsHref }: TopicContainerProps) {
  const { t } = useTranslation('content');
  const piecesId = useId();
  const topic = useTopic(id);
  if (id === undefined)
    return <EmptyState headingLevel={1} title={t('topic.notFound')} description={t('states.notFoundDescription')} />;
  if (!topic.data) return <ContentStates state={topic} notFoundTitle={t('topic.notFound')} headingLevel={1} />;
  const { title, subtitle, coverSrc, bodyHtml, mouldNos } = topic.data;
  return (
    <Stack space="large">
      <TopicCover src={coverSrc} />
      <Stack space="small">
        <Heading level={1}>{title}</Heading>
        {subtitle ? (
          <Text tone="muted" size="lead">
            {subtitle}
          </Text>
        ) : null}
      </Stack>
      {bodyHtml ? <RichText html={bodyHtml} /> : null}
      {mouldNos.length > 0 ? (
        <section aria-labelledby={piecesId}>
          <Stack space="medium">
            <Heading level={2} id={piecesId}>
              {t('topic.pieces', { count: mouldNos.length })}
            </Heading>
            <PillLinks
              links={mouldNos.map((mouldNo) => ({
                key: mouldNo,
                label: t('topic.piece', { mouldNo }),
                href: goodsHref(mouldNo),
              }))}
            />
          </Stack>
        </section>
      ) : null}
    </Stack>
  );
}

/** /topics: every topic as a card. */
export function TopicsContainer({ topicHref }: { topicHref: (id: number) => string }) {
  const { t } = useTranslation('content');
  const topics = useTopics();
  if (!topics.data) return <ContentStates state={topics} notFoundTitle={t('topics.empty')} />;
  return topics.data.length > 0 ? (
    <TopicCards topics={topics.data} topicHref={topicHref} />
  ) : (
    <EmptyState title={t('topics.empty')} description={t('home.emptyDescription')} />
  );
}
