import { ReviewFormContainer } from '@mall/feature-orders';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { parseOrderNo } from '../../app/pageQueries';
import { PageFrame } from '../PageFrame';

const reviewHrefs = {
  goods: (mouldNo: string) => paths.goods(mouldNo),
  order: (orderNo: string) => paths.myIndex.order(orderNo),
  list: () => paths.myIndex.orderList(),
};

/** /myIndex/orderEvaluate?orderNo (spec §2, issue #12 评价): review the lines of a successful order. */
export function OrderEvaluatePage() {
  const [params] = useSearchParams();
  return (
    <PageFrame>
      <ReviewFormContainer orderNo={parseOrderNo(params)} hrefs={reviewHrefs} />
    </PageFrame>
  );
}

export default OrderEvaluatePage;
