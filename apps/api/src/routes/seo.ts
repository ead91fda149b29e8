import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { robotsTxt, seoService, sitemapXml } from '../services/seo';
import type { AppContext } from './context';

/**
 * What browsers and crawlers ask for at the root: /sitemap.xml and /robots.txt (issue #16), with absolute addresses on
 * the public origin, and /favicon.ico, which a page without an icon of its own (the cashier, the staff sign-in) makes
 * the browser ask for: the brand's mark (issue #31 item 7).
 */
export const seoRoutes: FastifyPluginAsyncTypebox<AppContext & { publicOrigin: string; brandLogo: string }> = async (
  app,
  { database, clock, productCode, publicOrigin, brandLogo },
) => {
  const seo = seoService(database.db, clock);
  const origin = publicOrigin.replace(/\/+$/, '');
  app.get(
    '/sitemap.xml',
    { schema: { tags: ['搜索引擎 SEO'], summary: '站点地图：公开页面、在售商品、专题与已发布文章（含 lastmod）' } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return reply.type('application/xml; charset=utf-8').send(sitemapXml(origin, await seo.sitemap()));
    },
  );
  app.get(
    '/robots.txt',
    { schema: { tags: ['搜索引擎 SEO'], summary: 'robots.txt：允许抓取公开页面，排除接口与会员页面，并指明站点地图' } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return reply.type('text/plain; charset=utf-8').send(robotsTxt(origin, productCode));
    },
  );
  app.get(
    '/favicon.ico',
    { schema: { tags: ['搜索引擎 SEO'], summary: '网站图标：转到品牌标志' } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return reply.redirect(brandLogo, 301);
    },
  );
};
