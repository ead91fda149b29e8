import { MemberOverviewContainer } from '@mall/feature-member';
import { OrderCountsContainer } from '@mall/feature-orders';
import { RecentFootprintsContainer, RightsFundContainer } from '@mall/feature-search';
import { Stack } from '@mall/ui-kit';
import { paths } from '../../app/paths';
import { useSessionSnapshot } from '../../app/session';
import { PageFrame } from '../PageFrame';

/**
 * /myIndex/accountOverview (spec §2, issue #13), where a member lands after signing in: the member
 * card, the way to the next level, the points and gift card, the orders by status (each into its tab
 * of the order list) and the latest footprints. Staff see their staff card and this year's rights
 * fund instead of membership (spec §6), and their orders; they keep no footprints.
 */
export function AccountOverviewPage() {
  const { isStaff } = useSessionSnapshot();
  return (
    <PageFrame>
      <Stack space="large">
        <MemberOverviewContainer />
        {isStaff ? <RightsFundContainer shopHref={paths.royaltyGoods()} productHref={paths.goods} /> : null}
        <OrderCountsContainer listHref={paths.myIndex.orderList} />
        {isStaff ? null : (
          <RecentFootprintsContainer historyHref={paths.myIndex.myTracks()} productHref={paths.goods} />
        )}
      </Stack>
    </PageFrame>
  );
}

export default AccountOverviewPage;
