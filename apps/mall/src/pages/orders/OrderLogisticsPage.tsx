import { OrderLogisticsContainer } from '@mall/feature-orders';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useToast } from '../../app/feedback';
import { paths } from '../../app/paths';
import { parseOrderNo } from '../../app/pageQueries';
import { PageFrame } from '../PageFrame';

/** /myIndex/branchOrder?orderNo (spec §2, issue #12): every parcel of one of the buyer's orders with its tracking. */
export function OrderLogisticsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const onToast = useToast();
  return (
    <PageFrame>
      <OrderLogisticsContainer
        orderNo={parseOrderNo(params)}
        onBackToOrder={(orderNo) => void navigate(paths.myIndex.order(orderNo))}
        onBackToList={() => void navigate(paths.myIndex.orderList())}
        onToast={onToast}
      />
    </PageFrame>
  );
}

export default OrderLogisticsPage;
