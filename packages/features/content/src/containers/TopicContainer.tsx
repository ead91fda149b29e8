import type { GoodsCard } from '@mall/contract/goods';
import { EmptyState, Heading, RichText, Stack, Text, TopicCover } from '@mall/ui-kit';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTopic, useTopics } from '../hooks/useContent';
import { ContentStates } from './states';
import { TopicCards } from './TopicCards';

export type TopicContainerProps = {
  /** The topic on show (/d?id=…); without one, the page says so instead of calling the server. */
  id?: number;
  /**
   * Draws the topic's pieces as the goods list does (issue #31 item 2): the app lends the search feature's grid,
   * given the cards and the section's name.
   */
  renderPieces: (cards: readonly GoodsCard[], label: string) => ReactNode;
};

/**
 * /d?id=…: a topic (campaign) page: its cover, title, story once, and the pieces it presents that are on sale, as
 * cards with picture, title and price.
 */
export function TopicContainer({ id, renderPieces }: TopicContainerProps) {
  const { t } = useTranslation('content');
  const piecesId = useId();
  const topic = useTopic(id);
  if (id === undefined)
    return <EmptyState headingLevel={1} title={t('topic.notFound')} description={t('states.notFoundDescription')} />;
  if (!topic.data) return <ContentStates state={topic} notFoundTitle={t('topic.notFound')} headingLevel={1} />;
  const { title, subtitle, coverSrc, bodyHtml, pieces } = topic.data;
  const piecesTitle = t('topic.pieces', { count: pieces.length });
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
      {pieces.length > 0 ? (
        <section aria-labelledby={piecesId}>
          <Stack space="medium">
            <Heading level={2} id={piecesId}>
              {piecesTitle}
            </Heading>
            {renderPieces(pieces, piecesTitle)}
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
