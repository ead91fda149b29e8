import { GoodsListContainer } from '@mall/feature-search';
import { PageColumn } from '@mall/ui-kit';
import { parseGoodsListQuery, paths } from '../app/paths';
import { useRouteQuery } from '../app/useRouteQuery';

/**
 * /goodsList?keyword=… (spec §2: query keyword; breadcrumb): the search results. The list's whole
 * state lives in the URL's query, so each choice is a history entry and reload keeps it.
 */
export function GoodsListPage() {
  const [query, setQuery] = useRouteQuery(parseGoodsListQuery, paths.goodsList);
  return (
    <PageColumn spacing="none">
      <GoodsListContainer
        query={query}
        onQueryChange={setQuery}
        productHref={paths.goods}
        homeHref={paths.home()}
        listHref={paths.goodsList}
      />
    </PageColumn>
  );
}

export default GoodsListPage;
