import { ArticleList, EmptyState, Pagination, PillLinks, Stack } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import { articlePageSize } from '../api/contentApi';
import { useArticleCategories, useArticles } from '../hooks/useContent';
import { ContentStates, publishedDate } from './states';

export type ArticlesContainerProps = {
  /** What the list holds: brand stories and knowledge (/article, the default) or the brand's news with covers (/list). */
  kind?: 'article' | 'news';
  /** The category on show; '' for every category. */
  category: string;
  /** The page on show, 1-based. */
  page: number;
  /** Where a list page leads (the app's /article or /list ?category=…&page=…). Features do not know routes. */
  listHref: (query: { category: string; page: number }) => string;
  /** Where an article opens (the app's /article/detail?id=… or /detail?id=…). */
  articleHref: (id: number) => string;
  /** Go to another page of the list (the app navigates; the links also carry `listHref`). */
  onPageChange: (page: number) => void;
};

/**
 * /article (brand stories and jewellery knowledge) and /list (the brand's news, each with its cover):
 * newest first, by category, a page at a time.
 */
export function ArticlesContainer({
  kind = 'article',
  category,
  page,
  listHref,
  articleHref,
  onPageChange,
}: ArticlesContainerProps) {
  const { t, i18n } = useTranslation('content');
  const categories = useArticleCategories(kind);
  const articles = useArticles(kind, category, page);
  const filters = [
    { category: '', label: t('articles.all') },
    ...(categories.data ?? []).map((group) => ({ category: group.category, label: group.category })),
  ];

  return (
    <Stack space="large">
      <PillLinks
        navigationLabel={t('articles.categories')}
        links={filters.map((filter) => ({
          key: filter.category || 'all',
          label: filter.label,
          href: listHref({ category: filter.category, page: 1 }),
          current: filter.category === category,
        }))}
      />
      <ContentStates state={articles} notFoundTitle={t('articles.empty')} />
      {articles.data && articles.data.list.length === 0 ? (
        <EmptyState title={t('articles.empty')} description={t('articles.emptyDescription')} />
      ) : null}
      {articles.data && articles.data.list.length > 0 ? (
        <ArticleList
          items={articles.data.list.map((article) => ({
            id: String(article.id),
            title: article.title,
            summary: article.summary,
            category: category === '' ? article.category : undefined,
            href: articleHref(article.id),
            published: publishedDate(article.publishedAt, i18n.language),
            cover: article.cover,
          }))}
        />
      ) : null}
      <Pagination
        page={page}
        pageCount={Math.ceil((articles.data?.total ?? 0) / articlePageSize)}
        onChange={onPageChange}
        pageHref={(n) => listHref({ category, page: n })}
        labels={{
          navigation: t('pagination.navigation'),
          previous: t('pagination.previous'),
          next: t('pagination.next'),
          page: (n) => t('pagination.page', { page: n }),
        }}
      />
    </Stack>
  );
}
