import { OrderListContainer } from '@mall/feature-orders';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { parseOrderListQuery } from '../../app/pageQueries';
import { PageFrame } from '../PageFrame';
import { orderHrefs, useOrderCentreCallbacks } from './orderCentre';

const listHrefs = { ...orderHrefs, list: paths.myIndex.orderList };

/** /myIndex/orderList?tab&page (spec §2, issue #12): the buyer's orders by status tab; the tab and page live in the URL. */
export function OrderListPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { tab, page } = parseOrderListQuery(params);
  return (
    <PageFrame>
      <OrderListContainer
        tab={tab}
        page={page}
        onQueryChange={(query) => void navigate(paths.myIndex.orderList(query))}
        hrefs={listHrefs}
        onGoShopping={() => void navigate(paths.home())}
        {...useOrderCentreCallbacks()}
      />
    </PageFrame>
  );
}

export default OrderListPage;
