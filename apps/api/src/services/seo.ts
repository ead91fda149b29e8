import type { Db } from '../db/database';
import { seoRepository } from '../repositories/seo';

/** One address of the sitemap. */
export type SitemapEntry = { path: string; lastmod?: Date };

/** The public pages without an id of their own (issue #16: the server-rendered pages). */
const fixedPages = [
  '/home',
  '/goodsList',
  '/todaygold',
  '/topics',
  '/helpCenter',
  '/article',
  '/onlineOfficialStore',
  '/contact',
];

/** Pages no search engine should crawl: the shopper's own, sign-in, the bag and paying (spec §2, login required). */
const privatePrefixes = [
  '/myIndex',
  '/cart',
  '/pay',
  '/submitSuccess',
  '/paySuccess',
  '/payFail',
  '/login',
  '/register',
  '/reset',
  '/gift',
  '/snapshot',
  '/electronicGuarantee',
  '/invoiceManage',
  '/feedBack',
];

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** The sitemap protocol's XML (sitemaps.org 0.9): absolute locations, lastmod in W3C date-time. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    ({ path, lastmod }) =>
      `<url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled; the API, the shopper's own pages and the sign-in are not; where the sitemap is. */
export function robotsTxt(origin: string, productCode: string): string {
  const disallowed = [
    ...privatePrefixes,
    '/api/',
    '/auth/',
    '/oidc/',
    '/docs',
    '/__dev/',
    `/${productCode}-`,
    `/${productCode}_`,
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The sitemap's entries (issue #16): the fixed public pages, every on-sale piece, every topic and every published article. */
export function seoService(db: Db, clock: () => Date) {
  const repo = seoRepository(db);
  return {
    async sitemap(): Promise<SitemapEntry[]> {
      const [goods, topics, articles] = await Promise.all([repo.goods(), repo.topics(), repo.articles(clock())]);
      return [
        ...fixedPages.map((path) => ({ path })),
        ...goods.map((piece) => ({
          path: `/goods?mouldNo=${encodeURIComponent(piece.mouldNo)}`,
          lastmod: piece.updatedAt,
        })),
        ...topics.map((topic) => ({ path: `/d?id=${topic.id}`, lastmod: topic.updatedAt })),
        ...articles.map((article) => ({
          path: article.kind === 'help' ? `/helpCenter?id=${article.id}` : `/article/detail?id=${article.id}`,
          lastmod: article.publishedAt,
        })),
      ];
    },
  };
}
