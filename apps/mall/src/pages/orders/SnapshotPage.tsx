import { SnapshotContainer } from '@mall/feature-orders';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { parseSnapshotQuery } from '../../app/pageQueries';
import { PageFrame } from '../PageFrame';

/** /snapshot?orderNo&goodsId (spec §2, issue #12): an order line as it was sold. */
export function SnapshotPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <PageFrame>
      <SnapshotContainer
        query={parseSnapshotQuery(params)}
        onViewGoods={(mouldNo) => void navigate(paths.goods(mouldNo))}
        onBackToOrders={() => void navigate(paths.myIndex.orderList())}
      />
    </PageFrame>
  );
}

export default SnapshotPage;
