import { PayResultContainer } from '@mall/feature-checkout';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { parseOrderNo } from '../../app/pageQueries';
import { PageFrame } from '../PageFrame';

/** The cashier's return: /paySuccess or /payFail with ?orderNo (issue #7 item 5; header hidden). */
function PayResultPage({ outcome }: { outcome: 'paid' | 'failed' }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <PageFrame heading={false}>
      <PayResultContainer
        orderNo={parseOrderNo(params)}
        outcome={outcome}
        onOrders={() => void navigate(paths.myIndex.orderList())}
        onContinueShopping={() => void navigate(paths.home())}
      />
    </PageFrame>
  );
}

/** /paySuccess?orderNo */
export function PaySuccessPage() {
  return <PayResultPage outcome="paid" />;
}

/** /payFail?orderNo */
export function PayFailPage() {
  return <PayResultPage outcome="failed" />;
}
