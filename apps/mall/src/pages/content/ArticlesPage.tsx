import { ArticlesContainer } from '@mall/feature-content';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { parsePage, paths, withQuery } from '../../app/paths';
import { PageFrame } from '../PageFrame';

const listHref = ({ category, page }: { category: string; page: number }) => withQuery(paths.article(), { category, page: page > 1 ? page : undefined });

/** /article: brand news and jewellery knowledge, by category and page (both kept in the URL). */
export function ArticlesPage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const category = query.get('category') ?? '';
  return (
    <PageFrame>
      <ArticlesContainer
        category={category}
        page={parsePage(query.get('page'))}
        listHref={listHref}
        articleHref={(id) => withQuery(paths.articleDetail(), { id })}
        onPageChange={(page) => void navigate(listHref({ category, page }))}
      />
    </PageFrame>
  );
}

export default ArticlesPage;
