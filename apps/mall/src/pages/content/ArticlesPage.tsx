import { ArticlesContainer } from '@mall/feature-content';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { parseArticleListQuery } from '../../app/pageQueries';
import { PageFrame } from '../PageFrame';

const listHref = paths.article;

/** /article: brand news and jewellery knowledge, by category and page (both kept in the URL). */
export function ArticlesPage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const { category, page } = parseArticleListQuery(query);
  return (
    <PageFrame>
      <ArticlesContainer
        category={category}
        page={page}
        listHref={listHref}
        articleHref={(id) => paths.articleDetail({ id })}
        onPageChange={(page) => void navigate(listHref({ category, page }))}
      />
    </PageFrame>
  );
}

export default ArticlesPage;
