import { useSessionStore } from '@mall/core';
import { RoyaltyGoodsContainer } from '@mall/feature-search';
import { PageColumn } from '@mall/ui-kit';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../app/paths';
import { parseRoyaltyGoodsQuery } from '../app/pageQueries';
import { useRouteQuery } from '../app/useRouteQuery';

/**
 * /royalty/goods (spec §2, public; spec §1, §6 the staff royalty shop): the pieces staff can buy
 * with their rights fund. A visitor's 员工登录 remembers this page and opens the staff sign-in, which
 * comes back here once the staff user is signed in (spec §4 "saves the return url first").
 */
export function RoyaltyGoodsPage() {
  const [query, setQuery] = useRouteQuery(parseRoyaltyGoodsQuery, paths.royaltyGoods);
  const navigate = useNavigate();
  const session = useSessionStore();
  const handleStaffSignIn = useCallback(() => {
    session.rememberRedirect(paths.royaltyGoods(query));
    void navigate(paths.staffCallback());
  }, [session, query, navigate]);
  return (
    <PageColumn spacing="none">
      <RoyaltyGoodsContainer
        query={query}
        onQueryChange={setQuery}
        productHref={paths.goods}
        homeHref={paths.home()}
        shopHref={paths.royaltyGoods}
        onStaffSignIn={handleStaffSignIn}
      />
    </PageColumn>
  );
}

export default RoyaltyGoodsPage;
