import { useReloadBag } from '@mall/feature-cart';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useToast } from '../../app/feedback';

/** The order centre's links, built from the route table (features know no routes). */
export const orderHrefs = {
  order: (orderNo: string) => paths.myIndex.order(orderNo),
  goods: (mouldNo: string) => paths.goods(mouldNo),
  // An unpaid order is paid from its payment page, which offers the methods and the cashier.
  pay: (orderNo: string) => paths.submitSuccess(orderNo),
  // 查看物流: every parcel of the order with its tracking (spec §2 branchOrder).
  logistics: (orderNo: string) => paths.myIndex.branchOrder(orderNo),
  snapshot: (orderNo: string, goodsId: number, attribute: string) => paths.snapshot({ orderNo, goodsId, attribute }),
  // The link the buyer sends is whole: it leaves the mall (a chat, a message).
  giftShare: (token: string) => new URL(paths.gift(token), window.location.origin).toString(),
  review: (orderNo: string) => paths.myIndex.orderEvaluate(orderNo),
  // 申请发票 (issue #14): the request form of /invoiceManage for this order.
  invoice: (orderNo: string) => paths.invoiceManage({ apply: orderNo }),
  // 查看发票: the order's invoice on /invoiceManage; a delivered piece's certificate on /electronicGuarantee.
  invoiceView: (orderNo: string) => paths.invoiceManage({ orderNo }),
  guarantee: (certNo: string) => paths.electronicGuarantee({ certNo }),
};

/** What both order-centre pages hand their container: buy again (then the bag) and the app's toast. */
export function useOrderCentreCallbacks() {
  const navigate = useNavigate();
  const reloadBag = useReloadBag();
  const onToast = useToast();
  return {
    // The server put the lines in the member's bag: the bag (and the header's count) is read again, then shown.
    onBuyAgain: async () => {
      await reloadBag();
      await navigate(paths.cart());
    },
    onToast,
  };
}
