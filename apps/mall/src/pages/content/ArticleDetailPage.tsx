import { ArticleDetailContainer, type ArticleTarget } from '@mall/feature-content';
import { useSearchParams } from 'react-router-dom';
import { parseId } from '../../app/paths';
import { PageFrame } from '../PageFrame';

/** What /article/detail was asked for: a clause (the seed's clauseUrl), else an article by id. */
function targetOf(query: URLSearchParams): ArticleTarget | undefined {
  const clauseKey = query.get('clauseKey');
  if (clauseKey) return { clause: { clauseKey, clauseVersion: query.get('clauseVersion') ?? '' } };
  const id = parseId(query.get('id'));
  return id === undefined ? undefined : { article: { id } };
}

/** /article/detail?id=… or ?clauseKey=…&clauseVersion=…: one article or clause text; its title is the page's heading. */
export function ArticleDetailPage() {
  const [query] = useSearchParams();
  return (
    <PageFrame heading={false}>
      <ArticleDetailContainer target={targetOf(query)} />
    </PageFrame>
  );
}

export default ArticleDetailPage;
