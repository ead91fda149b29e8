import { GoodsListContainer } from '@mall/feature-search';
import { Box } from '@mall/ui-kit';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../app/paths';

/**
 * /goodsList?keyword=… (spec §2: query keyword; breadcrumb): the search results. The list's whole
 * state lives in the URL's query, so each choice is a history entry and reload keeps it.
 */
export function GoodsListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <Box width="full" maxWidth="content" paddingX="gutter">
      <GoodsListContainer
        searchParams={searchParams}
        onSearchParamsChange={(next) => setSearchParams(next)}
        productHref={paths.goods}
        homeHref={paths.home()}
        listHref={paths.goodsList()}
      />
    </Box>
  );
}

export default GoodsListPage;
