import { CheckoutContainer } from '@mall/feature-checkout';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { parseCarts } from '../../app/pageQueries';
import { PageFrame } from '../PageFrame';

/**
 * /pay?carts=[…] (spec §2, issue #7 item 3): checkout for the lines the bag hands over; once the
 * order exists the shopper goes on to /submitSuccess?orderNo (replacing /pay, so Back does not
 * return to a spent checkout).
 */
export function PayPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const carts = useMemo(() => parseCarts(params), [params]);
  return (
    <PageFrame heading={false}>
      <CheckoutContainer
        carts={carts}
        onBackToBag={() => void navigate(paths.cart())}
        onOrders={() => void navigate(paths.myIndex.orderList())}
        onCreated={(order) => void navigate(paths.submitSuccess(order.orderNo), { replace: true })}
      />
    </PageFrame>
  );
}

export default PayPage;
