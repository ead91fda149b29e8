import { paths } from '../../app/paths';
import { ArticleListPage } from './ArticlesPage';

/** /list (spec §2): the brand's news, newest first with covers, by category and page. */
export function NewsListPage() {
  return <ArticleListPage kind="news" listHref={paths.list} articleHref={paths.detail} />;
}

export default NewsListPage;
