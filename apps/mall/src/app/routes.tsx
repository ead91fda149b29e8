import type { ComponentType } from 'react';
import { replace, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { GuestOnly, RequireLogin, RequireStaff } from './guards/RouteGuards';
import { Layout } from './Layout';
import { paths, rewriteLegacyUrl, segments } from './paths';
import { Root, RootFallback } from './Root';
import { RouteError } from './RouteError';
import type { RouteHandle } from './routeHandle';

type PageModule = { default: ComponentType };
type Lazy = NonNullable<Extract<RouteObject['lazy'], (...args: never[]) => unknown>>;

/** A lazy route module: the page's code is fetched when the route is first visited. */
const lazyPage =
  (load: () => Promise<PageModule>): Lazy =>
  async () => ({ Component: (await load()).default });

// Route modules: every route of spec §2 has its own page (issue #14 retired the 即将开放 frame).
const homePage = lazyPage(() => import('../pages/HomePage'));
const goodsListPage = lazyPage(() => import('../pages/GoodsListPage'));
const notFoundPage = lazyPage(() => import('../pages/NotFoundPage'));
const memberCentre = lazyPage(() => import('../pages/member/MemberCentreLayout'));
const customerServicePage = lazyPage(() => import('../pages/CustomerServicePage'));
const webViewPage = lazyPage(() => import('../pages/WebViewPage'));
const storesPage = lazyPage(() => import('../pages/content/StoresPage'));
const helpCentrePage = lazyPage(() => import('../pages/content/HelpCentrePage'));
const articlesPage = lazyPage(() => import('../pages/content/ArticlesPage'));
const articleDetailPage = lazyPage(() => import('../pages/content/ArticleDetailPage'));
const topicPage = lazyPage(() => import('../pages/content/TopicPage'));
const topicsPage = lazyPage(() => import('../pages/content/TopicsPage'));
const contactPage = lazyPage(() => import('../pages/content/ContactPage'));
const newsListPage = lazyPage(() => import('../pages/content/NewsListPage'));
const newsDetailPage = lazyPage(() => import('../pages/content/NewsDetailPage'));
const goodsPage = lazyPage(() => import('../pages/GoodsPage'));
const cartPage = lazyPage(() => import('../pages/CartPage'));
const todayGoldPage = lazyPage(() => import('../pages/TodayGoldPage'));
const staffSignInPage = lazyPage(() => import('../pages/StaffSignInPage'));
const royaltyGoodsPage = lazyPage(() => import('../pages/RoyaltyGoodsPage'));
const loginPage = lazyPage(() => import('../pages/auth/LoginPage'));
const registerPage = lazyPage(() => import('../pages/auth/RegisterPage'));
const resetPage = lazyPage(() => import('../pages/auth/ResetPage'));
const registerSuccessPage = lazyPage(() => import('../pages/auth/RegisterSuccessPage'));
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
const snapshotPage = lazyPage(() => import('../pages/orders/SnapshotPage'));
const giftPage = lazyPage(() => import('../pages/orders/GiftPage'));
const orderEvaluatePage = lazyPage(() => import('../pages/orders/OrderEvaluatePage'));
const accountOverviewPage = lazyPage(() => import('../pages/member/AccountOverviewPage'));
const royaltyIndexPage = lazyPage(() => import('../pages/member/RoyaltyIndexPage'));
const royaltyOrderPage = lazyPage(() => import('../pages/member/RoyaltyOrderPage'));
const feedbackPage = lazyPage(() => import('../pages/service/FeedbackPage'));
const enterprisePage = lazyPage(() => import('../pages/service/EnterpriseCustomizationPage'));
const guaranteePage = lazyPage(() => import('../pages/guarantee/ElectronicGuaranteePage'));
const invoicePage = lazyPage(() => import('../pages/invoice/InvoiceManagePage'));
const verificationPage = lazyPage(() => import('../pages/guarantee/CommodityVerificationPage'));
const serviceDeskPage = lazyPage(() => import('../pages/service/ServiceDeskPage'));

/** A page route: its path, its handle (title key `routes.<name>` unless given) and its module. */
function page(name: keyof typeof segments, handle: Partial<RouteHandle>, lazy: Lazy): RouteObject {
  return { path: segments[name], handle: { titleKey: `routes.${name}`, ...handle } satisfies RouteHandle, lazy };
}

/**
 * spec §2 path rewrites, answered before anything renders. The redirect replaces the old URL in
 * the history, so Back does not land on it and bounce forward again.
 */
function rewrite({ request }: LoaderFunctionArgs): Response {
  const url = new URL(request.url);
  return replace(rewriteLegacyUrl(url) ?? paths.home());
}

/**
 * The route table of spec §2. Every page is a lazy route module so the first load carries only
 * the shell (root, layout, guards); the handle carries each page's title key and what the layout
 * hides. Guards are layout routes (spec §4); /customerServiceView and /webView are outside the
 * layout; the legacy /d, /s and /c URLs are rewritten by their loaders.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    HydrateFallback: RootFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        element: <Layout />,
        children: [
          {
            // Errors inside a page keep the header and footer around them.
            ErrorBoundary: RouteError,
            children: [
              // spec §2: the root redirects to /home.
              { index: true, loader: () => replace(paths.home()) },
              page('home', {}, homePage),
              page('goodsList', {}, goodsListPage),
              page('onlineOfficialStore', {}, storesPage),
              page('helpCenter', {}, helpCentrePage),
              page('article', {}, articlesPage),
              page('articleDetail', {}, articleDetailPage),
              page('goods', {}, goodsPage),
              page('reset', {}, resetPage),
              // The staff provider returns here (spec §4); open to all, so a signed-in member can switch.
              page('staffCallback', {}, staffSignInPage),
              page('registerSuccess', {}, registerSuccessPage),
              page('topic', {}, topicPage),
              // Public in spec §2; the snapshot is the buyer's own (its call asks for the session).
              page('snapshot', {}, snapshotPage),
              page('topics', {}, topicsPage),
              page('todaygold', {}, todayGoldPage),
              page('royaltyGoods', {}, royaltyGoodsPage),
              page('enterpriseCustomization', {}, enterprisePage),
              page('contact', {}, contactPage),
              page('list', {}, newsListPage),
              page('detail', {}, newsDetailPage),
              // issue #15: the agents' service desk, for staff (the server keeps it to the agent role).
              { element: <RequireStaff />, children: [page('serviceDesk', {}, serviceDeskPage)] },
              {
                // spec §4: a logged-in user on login or register is sent on.
                element: <GuestOnly />,
                children: [page('login', {}, loginPage), page('register', { hideFooter: true }, registerPage)],
              },
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
                        children: [
                          page('royaltyIndex', {}, royaltyIndexPage),
                          page('royaltyOrder', {}, royaltyOrderPage),
                        ],
                      },
                    ],
                  },
                ],
              },
              {
                path: '*',
                handle: { titleKey: 'notFound.title', breadcrumb: false } satisfies RouteHandle,
                lazy: notFoundPage,
              },
            ],
          },
        ],
      },
      // spec §2: outside the layout.
      page('customerServiceView', {}, customerServicePage),
      page('webView', {}, webViewPage),
      // spec §2: path rewrites.
      { path: segments.legacyTopic, loader: rewrite },
      { path: segments.legacyGoods, loader: rewrite },
      { path: segments.legacyCategory, loader: rewrite },
    ],
  },
];
