import { CheckoutContainer } from '@mall/feature-checkout';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths, withQuery } from '../../app/paths';
import { PageFrame } from '../PageFrame';

/**
 * /pay?carts=[…] (spec §2, issue #7 item 3): checkout for the lines the bag hands over; once the
 * order exists the shopper goes on to /submitSuccess?orderNo (replacing /pay, so Back does not
 * return to a spent checkout).
 */
export function PayPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <PageFrame heading={false}>
      <CheckoutContainer
        carts={params.get('carts')}
        onBackToBag={() => void navigate(paths.cart())}
        onOrders={() => void navigate(paths.myIndex.orderList())}
        onCreated={(order) => void navigate(withQuery(paths.submitSuccess(), { orderNo: order.orderNo }), { replace: true })}
      />
    </PageFrame>
  );
}

export default PayPage;
