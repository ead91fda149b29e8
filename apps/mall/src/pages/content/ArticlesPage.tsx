import { ArticlesContainer } from '@mall/feature-content';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { parseArticleListQuery } from '../../app/pageQueries';
import { PageFrame } from '../PageFrame';

/** Props of `ArticleListPage`: which articles, and the routes of the list and of one article. */
type ArticleListPageProps = {
  kind: 'article' | 'news';
  listHref: (query: { category: string; page: number }) => string;
  articleHref: (id: number) => string;
};

/** A list of articles by category and page (both kept in the URL): /article, and /list for the brand news. */
export function ArticleListPage({ kind, listHref, articleHref }: ArticleListPageProps) {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const { category, page } = parseArticleListQuery(query);
  return (
    <PageFrame>
      <ArticlesContainer
        kind={kind}
        category={category}
        page={page}
        listHref={listHref}
        articleHref={articleHref}
        onPageChange={(page) => void navigate(listHref({ category, page }))}
      />
    </PageFrame>
  );
}

const articleHref = (id: number) => paths.articleDetail({ id });

/** /article: brand stories and jewellery knowledge. */
export function ArticlesPage() {
  return <ArticleListPage kind="article" listHref={paths.article} articleHref={articleHref} />;
}

export default ArticlesPage;
