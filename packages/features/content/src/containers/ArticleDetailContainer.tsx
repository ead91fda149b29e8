import { EmptyState, Heading, RichText, Stack, Text } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import type { ArticleRef } from '../api/contentApi';
import { useArticle, useClause } from '../hooks/useContent';
import { ContentStates, publishedDate } from './states';

/** What /article/detail shows: an article (by id or slug) or a legal clause (the seed's clauseUrl). */
export type ArticleTarget = { article: ArticleRef } | { clause: { clauseKey: string; clauseVersion: string } };

export type ArticleDetailContainerProps = {
  /** Undefined when the address names nothing (/article/detail without an id): not found, no call. */
  target: ArticleTarget | undefined;
  /**
   * Outline level of the article's title: 1 when it is the page's heading (/article/detail), 2 under
   * the page's own h1 (/helpCenter), null when the page's heading already says it (/contact).
   */
  titleLevel?: 1 | 2 | null;
};

function Body({
  title,
  publishedAt,
  html,
  titleLevel,
}: {
  title: string;
  publishedAt: string;
  html: string;
  titleLevel: 1 | 2 | null;
}) {
  const { t, i18n } = useTranslation('content');
  const date = publishedDate(publishedAt, i18n.language);
  return (
    <Stack space="large">
      {titleLevel ? <Heading level={titleLevel}>{title}</Heading> : null}
      <Text tone="muted" size="small">
        {t('detail.published')}
        <time dateTime={date.dateTime}>{date.label}</time>
      </Text>
      <RichText html={html} />
    </Stack>
  );
}

function ArticleBody({ target, titleLevel }: { target: ArticleRef; titleLevel: 1 | 2 | null }) {
  const { t } = useTranslation('content');
  const article = useArticle(target);
  return article.data ? (
    <Body
      title={article.data.title}
      publishedAt={article.data.publishedAt}
      html={article.data.bodyHtml}
      titleLevel={titleLevel}
    />
  ) : (
    <ContentStates state={article} notFoundTitle={t('detail.notFound')} headingLevel={titleLevel === 1 ? 1 : 2} />
  );
}

function ClauseBody({
  clauseKey,
  clauseVersion,
  titleLevel,
}: {
  clauseKey: string;
  clauseVersion: string;
  titleLevel: 1 | 2 | null;
}) {
  const { t } = useTranslation('content');
  const clause = useClause(clauseKey, clauseVersion);
  return clause.data ? (
    <Body
      title={`${clause.data.clauseTitle}（${clause.data.clauseVersion}）`}
      publishedAt={clause.data.publishedAt}
      html={clause.data.bodyHtml}
      titleLevel={titleLevel}
    />
  ) : (
    <ContentStates state={clause} notFoundTitle={t('detail.clauseNotFound')} headingLevel={titleLevel === 1 ? 1 : 2} />
  );
}

/** /article/detail (and /contact): one article, help page or clause text, sanitised by the server, in the house typography. */
export function ArticleDetailContainer({ target, titleLevel = 1 }: ArticleDetailContainerProps) {
  const { t } = useTranslation('content');
  if (target === undefined)
    return (
      <EmptyState
        headingLevel={titleLevel === 1 ? 1 : 2}
        title={t('detail.notFound')}
        description={t('states.notFoundDescription')}
      />
    );
  return 'clause' in target ? (
    <ClauseBody {...target.clause} titleLevel={titleLevel} />
  ) : (
    <ArticleBody target={target.article} titleLevel={titleLevel} />
  );
}
