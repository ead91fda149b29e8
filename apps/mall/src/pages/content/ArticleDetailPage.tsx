import { ArticleDetailContainer } from '@mall/feature-content';
import { useSearchParams } from 'react-router-dom';
import { parseArticleTarget } from '../../app/pageQueries';
import { PageFrame } from '../PageFrame';

/** /article/detail?id=… or ?clauseKey=…&clauseVersion=…: one article or clause text; its title is the page's heading. */
export function ArticleDetailPage() {
  const [query] = useSearchParams();
  return (
    <PageFrame heading={false}>
      <ArticleDetailContainer target={parseArticleTarget(query)} />
    </PageFrame>
  );
}

export default ArticleDetailPage;
