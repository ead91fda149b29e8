import { paths } from '../app/paths';

/**
 * The public pages the server renders (issue #16), by path, with the source of each page's route
 * module: the server links that module's script and styles from the build manifest, so the page is
 * styled in the first HTML and its code arrives before hydration. The other pages (bag, pay, the
 * member centre, sign-in) keep the client-rendered index.html: they show a signed-in shopper's data,
 * which the server never sees.
 */
export const serverPages: Readonly<Record<string, string>> = {
  [paths.home()]: 'src/pages/HomePage.tsx',
  [paths.goodsList()]: 'src/pages/GoodsListPage.tsx',
  [paths.goods('')]: 'src/pages/GoodsPage.tsx',
  [paths.todaygold()]: 'src/pages/TodayGoldPage.tsx',
  [paths.topics()]: 'src/pages/content/TopicsPage.tsx',
  [paths.topic('')]: 'src/pages/content/TopicPage.tsx',
  [paths.helpCenter()]: 'src/pages/content/HelpCentrePage.tsx',
  [paths.article()]: 'src/pages/content/ArticlesPage.tsx',
  [paths.articleDetail()]: 'src/pages/content/ArticleDetailPage.tsx',
  [paths.onlineOfficialStore()]: 'src/pages/content/StoresPage.tsx',
  [paths.contact()]: 'src/pages/content/ContactPage.tsx',
  [paths.royaltyGoods()]: 'src/pages/RoyaltyGoodsPage.tsx',
};

/** The route module of a server-rendered path, or undefined for a page the browser renders. */
export function serverPageModule(pathname: string): string | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(serverPages, trimmed) ? serverPages[trimmed] : undefined;
}
