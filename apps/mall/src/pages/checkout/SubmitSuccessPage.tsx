import { SubmitSuccessContainer } from '@mall/feature-checkout';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { parseOrderNo } from '../../app/pageQueries';
import { PageFrame } from '../PageFrame';

/** /submitSuccess?orderNo (issue #7 item 5; header hidden): the order made, and 去支付 to the cashier. */
export function SubmitSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <PageFrame heading={false}>
      <SubmitSuccessContainer
        orderNo={parseOrderNo(params)}
        onOrders={() => void navigate(paths.myIndex.orderList())}
      />
    </PageFrame>
  );
}

export default SubmitSuccessPage;
