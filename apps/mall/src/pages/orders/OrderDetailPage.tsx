import { OrderDetailContainer } from '@mall/feature-orders';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { parseOrderNo } from '../../app/pageQueries';
import { PageFrame } from '../PageFrame';
import { orderHrefs, useOrderCentreCallbacks } from './orderCentre';

/** /myIndex/order?orderNo (spec §2, issue #12): one of the buyer's orders; a deleted one returns to the list. */
export function OrderDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <PageFrame>
      <OrderDetailContainer
        orderNo={parseOrderNo(params)}
        hrefs={orderHrefs}
        onBackToList={() => void navigate(paths.myIndex.orderList())}
        {...useOrderCentreCallbacks()}
      />
    </PageFrame>
  );
}

export default OrderDetailPage;
