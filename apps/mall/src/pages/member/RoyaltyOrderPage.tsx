import { RoyaltyOrdersContainer } from '@mall/feature-orders';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { parsePage, paths } from '../../app/paths';
import { PageFrame } from '../PageFrame';

/** /myIndex/royalty/order?page (spec §2, staff only; issue #13): the staff user's rights-fund orders, newest first. */
export function RoyaltyOrderPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <PageFrame>
      <RoyaltyOrdersContainer
        page={parsePage(params.get('page'))}
        onPageChange={(page) => void navigate(paths.myIndex.royaltyOrder({ page }))}
        pageHref={(page) => paths.myIndex.royaltyOrder({ page })}
        orderHref={paths.myIndex.order}
        goodsHref={paths.goods}
        onBrowseShop={() => void navigate(paths.royaltyGoods())}
      />
    </PageFrame>
  );
}

export default RoyaltyOrderPage;
