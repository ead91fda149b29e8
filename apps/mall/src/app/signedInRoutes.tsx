import { replace, type RouteObject } from 'react-router-dom';
import { RequireLogin, RequireStaff } from './guards/RouteGuards';
import { paths, segments } from './paths';
import { lazyPage, page } from './routeParts';
import type { RouteHandle } from './routeHandle';

const memberCentre = lazyPage(() => import('../pages/member/MemberCentreLayout'));
const serviceDeskPage = lazyPage(() => import('../pages/service/ServiceDeskPage'));
const cartPage = lazyPage(() => import('../pages/CartPage'));
const payPage = lazyPage(() => import('../pages/checkout/PayPage'));
const submitSuccessPage = lazyPage(() => import('../pages/checkout/SubmitSuccessPage'));
const payFailPage = lazyPage(() => import('../pages/checkout/PayFailPage'));
const paySuccessPage = lazyPage(() => import('../pages/checkout/PaySuccessPage'));
const orderListPage = lazyPage(() => import('../pages/orders/OrderListPage'));
const orderDetailPage = lazyPage(() => import('../pages/orders/OrderDetailPage'));
const myTracksPage = lazyPage(() => import('../pages/member/MyTracksPage'));
const addressPage = lazyPage(() => import('../pages/member/AddressPage'));
const membershipPage = lazyPage(() => import('../pages/member/MembershipPage'));
const accountInformationPage = lazyPage(() => import('../pages/member/AccountInformationPage'));
const orderLogisticsPage = lazyPage(() => import('../pages/orders/OrderLogisticsPage'));
const giftPage = lazyPage(() => import('../pages/orders/GiftPage'));
const orderEvaluatePage = lazyPage(() => import('../pages/orders/OrderEvaluatePage'));
const accountOverviewPage = lazyPage(() => import('../pages/member/AccountOverviewPage'));
const royaltyIndexPage = lazyPage(() => import('../pages/member/RoyaltyIndexPage'));
const royaltyOrderPage = lazyPage(() => import('../pages/member/RoyaltyOrderPage'));
const feedbackPage = lazyPage(() => import('../pages/service/FeedbackPage'));
const guaranteePage = lazyPage(() => import('../pages/guarantee/ElectronicGuaranteePage'));
const invoicePage = lazyPage(() => import('../pages/invoice/InvoiceManagePage'));
const verificationPage = lazyPage(() => import('../pages/guarantee/CommodityVerificationPage'));

/**
 * The pages behind the member centre, the bag and checkout, the query services and the service desk
 * (spec §2, §4 guards): a module of their own, patched into the route table the first time the
 * shopper goes to a path the first load's table does not know (routes.tsx), so the first load
 * carries neither their route objects nor the preload lists of their page modules (issue #16).
 */
export const signedInRoutes: RouteObject[] = [
  // issue #15: the agents' service desk, for staff (the server keeps it to the agent role).
  { element: <RequireStaff />, children: [page('serviceDesk', {}, serviceDeskPage)] },
  {
    // The query and feedback pages of the account-centre menu (spec §2) show beside it.
    lazy: memberCentre,
    children: [
      page('commodityVerification', {}, verificationPage),
      {
        element: <RequireLogin />,
        children: [
          page('invoiceManage', {}, invoicePage),
          page('electronicGuarantee', {}, guaranteePage),
          page('feedBack', {}, feedbackPage),
        ],
      },
    ],
  },
  {
    element: <RequireLogin />,
    children: [
      page('cart', {}, cartPage),
      page('gift', {}, giftPage),
      page('pay', {}, payPage),
      page('submitSuccess', { hideHeader: true }, submitSuccessPage),
      page('payFail', { hideHeader: true }, payFailPage),
      page('paySuccess', { hideHeader: true }, paySuccessPage),
      {
        path: segments.myIndex,
        handle: { titleKey: 'routes.myIndex' } satisfies RouteHandle,
        lazy: memberCentre,
        children: [
          { index: true, loader: () => replace(paths.myIndex.accountOverview()) },
          page('accountOverview', {}, accountOverviewPage),
          page('accountInformation', {}, accountInformationPage),
          page('address', {}, addressPage),
          page('myTracks', {}, myTracksPage),
          page('membership', {}, membershipPage),
          page('orderList', {}, orderListPage),
          page('order', {}, orderDetailPage),
          page('branchOrder', {}, orderLogisticsPage),
          page('orderEvaluate', {}, orderEvaluatePage),
          // spec §2: the rights-fund pages are staff-only; a customer is sent to /home (spec §4).
          {
            element: <RequireStaff />,
            children: [page('royaltyIndex', {}, royaltyIndexPage), page('royaltyOrder', {}, royaltyOrderPage)],
          },
        ],
      },
    ],
  },
];
