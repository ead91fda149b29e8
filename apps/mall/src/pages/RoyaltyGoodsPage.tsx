import { useSessionStore } from '@mall/core';
import { RoyaltyGoodsContainer } from '@mall/feature-search';
import { Box } from '@mall/ui-kit';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../app/paths';

/**
 * /royalty/goods (spec §2, public; spec §1, §6 the staff royalty shop): the pieces staff can buy
 * with their rights fund. A visitor's 员工登录 remembers this page and opens the staff sign-in, which
 * comes back here once the staff user is signed in (spec §4 "saves the return url first").
 */
export function RoyaltyGoodsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const session = useSessionStore();
  const handleStaffSignIn = useCallback(() => {
    session.rememberRedirect(`${paths.royaltyGoods()}${searchParams.size > 0 ? `?${searchParams.toString()}` : ''}`);
    void navigate(paths.staffCallback());
  }, [session, searchParams, navigate]);
  return (
    <Box width="full" maxWidth="content" paddingX="gutter">
      <RoyaltyGoodsContainer
        searchParams={searchParams}
        onSearchParamsChange={(next) => setSearchParams(next)}
        productHref={paths.goods}
        homeHref={paths.home()}
        shopHref={paths.royaltyGoods()}
        onStaffSignIn={handleStaffSignIn}
      />
    </Box>
  );
}

export default RoyaltyGoodsPage;
