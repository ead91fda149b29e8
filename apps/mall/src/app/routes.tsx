import {
  replace,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import { GuestOnly } from './guards/RouteGuards';
import { Layout } from './Layout';
import { paths, rewriteLegacyUrl, segments } from './paths';
import { Root, RootFallback } from './Root';
import { RouteError } from './RouteError';
import type { RouteHandle } from './routeHandle';
import { lazyPage, page } from './routeParts';

// Route modules: every route of spec §2 has its own page (issue #14 retired the 即将开放 frame); the
// signed-in ones are in signedInRoutes.tsx.
const homePage = lazyPage(() => import('../pages/HomePage'));
const goodsListPage = lazyPage(() => import('../pages/GoodsListPage'));
const notFoundPage = lazyPage(() => import('../pages/NotFoundPage'));
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
const todayGoldPage = lazyPage(() => import('../pages/TodayGoldPage'));
const staffSignInPage = lazyPage(() => import('../pages/StaffSignInPage'));
const royaltyGoodsPage = lazyPage(() => import('../pages/RoyaltyGoodsPage'));
const loginPage = lazyPage(() => import('../pages/auth/LoginPage'));
const registerPage = lazyPage(() => import('../pages/auth/RegisterPage'));
const resetPage = lazyPage(() => import('../pages/auth/ResetPage'));
const registerSuccessPage = lazyPage(() => import('../pages/auth/RegisterSuccessPage'));
const snapshotPage = lazyPage(() => import('../pages/orders/SnapshotPage'));
const enterprisePage = lazyPage(() => import('../pages/service/EnterpriseCustomizationPage'));

/**
 * spec §2 path rewrites, answered before anything renders. The redirect replaces the old URL in
 * the history, so Back does not land on it and bounce forward again.
 */
function rewrite({ request }: LoaderFunctionArgs): Response {
  const url = new URL(request.url);
  return replace(rewriteLegacyUrl(url) ?? paths.home());
}

/** The id of the route group the pages sit in (inside the layout), where the signed-in pages are patched in. */
export const pagesRouteId = 'pages';

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
            // Errors inside a page keep the header and footer around them. The signed-in pages
            // join this group's children when first needed (discoverSignedInRoutes).
            id: pagesRouteId,
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
              {
                // spec §4: a logged-in user on login or register is sent on.
                element: <GuestOnly />,
                children: [page('login', {}, loginPage), page('register', { hideFooter: true }, registerPage)],
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

/**
 * A table with the signed-in pages patched into the pages group, as React Router does on first need: the whole
 * route table, for the tests and for the server's question whether a path is a page of the mall at all.
 */
export function withSignedInRoutes(table: readonly RouteObject[], signedIn: readonly RouteObject[]): RouteObject[] {
  return table.map((route) =>
    route.id === pagesRouteId
      ? ({ ...route, children: [...(route.children ?? []), ...signedIn] } as RouteObject)
      : route.children
        ? ({ ...route, children: withSignedInRoutes(route.children, signedIn) } as RouteObject)
        : route,
  );
}

/**
 * React Router's `patchRoutesOnNavigation` for one router (issue #16): the first time a navigation
 * reaches a path the table does not know (the not-found route matched), the signed-in pages' module
 * is fetched and patched into the pages group, once; React Router then matches the path again.
 */
export function discoverSignedInRoutes(): PatchRoutesOnNavigationFunction {
  let patched: Promise<void> | undefined;
  return ({ patch }) =>
    (patched ??= import('./signedInRoutes').then(
      ({ signedInRoutes }) => patch(pagesRouteId, signedInRoutes),
      (error: unknown) => {
        // A failed download is tried again on the next navigation.
        patched = undefined;
        throw error;
      },
    ));
}
