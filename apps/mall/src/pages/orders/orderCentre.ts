import { useAddLinesToBag } from '@mall/feature-cart';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useToast } from '../../app/feedback';

/** The order centre's links, built from the route table (features know no routes). */
export const orderHrefs = {
  order: (orderNo: string) => paths.myIndex.order(orderNo),
  goods: (mouldNo: string) => paths.goods(mouldNo),
  // An unpaid order is paid from its payment page, which offers the methods and the cashier.
  pay: (orderNo: string) => paths.submitSuccess(orderNo),
  review: (orderNo: string) => paths.myIndex.orderEvaluate(orderNo),
};

/** What both order-centre pages hand their container: buy again (then the bag) and the app's toast. */
export function useOrderCentreCallbacks() {
  const navigate = useNavigate();
  const addLines = useAddLinesToBag();
  const onToast = useToast();
  return {
    onBuyAgain: async (lines: { goodID: number; attribute: string; buyNum: number }[]) => {
      await addLines(lines);
      await navigate(paths.cart());
    },
    onToast,
  };
}
