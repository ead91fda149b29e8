import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, goods, topics } from '../src/db/schema';
import { insertCatalogue, now } from './catalogFixture';
import { engines, startTestApp } from './harness';

const origin = 'https://mall.example.cn';

describe.each(engines())('sitemap and robots on %s (issue #16: search-engine ready)', (engine) => {
  let server: Awaited<ReturnType<typeof startTestApp>>;
  const sitemap = async () => {
    const response = await server.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const entries = [...response.body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)];
    return { body: response.body, entries: entries.map((match) => ({ loc: match[1] ?? '', lastmod: match[2] })) };
  };

  beforeAll(async () => {
    server = await startTestApp(engine, { MALL_ORIGIN: origin }, { clock: () => now });
    await insertCatalogue(server.database.db);
    await server.database.db.insert(topics).values({ id: 7, title: '古法金', coverSrc: '/media/t.svg' });
    await server.database.db.insert(articles).values([
      {
        id: 31,
        kind: 'article',
        category: '品牌新闻',
        title: '上线',
        bodyHtml: '<p>上线</p>',
        publishedAt: new Date(now.getTime() - 86_400_000),
      },
      {
        id: 32,
        kind: 'help',
        category: '购物指南',
        title: '购物流程',
        bodyHtml: '<p>流程</p>',
        publishedAt: new Date(now.getTime() - 86_400_000),
      },
      {
        id: 33,
        kind: 'article',
        category: '品牌新闻',
        title: '明日发布',
        bodyHtml: '<p>明日</p>',
        publishedAt: new Date(now.getTime() + 86_400_000),
      },
    ]);
  });
  afterAll(async () => server?.close());

  it('lists every on-sale mould number with its lastmod, and no piece taken off sale', async () => {
    const { entries } = await sitemap();
    const onSale = await server.database.db
      .select({ mouldNo: goods.mouldNo })
      .from(goods)
      .where(eq(goods.isOnSale, true));
    expect(onSale.length).toBeGreaterThan(3);
    const listed = entries.filter((entry) => entry.loc.startsWith(`${origin}/goods?mouldNo=`));
    expect(listed.map((entry) => entry.loc.slice(`${origin}/goods?mouldNo=`.length)).sort()).toEqual(
      onSale.map((piece) => piece.mouldNo).sort(),
    );
    expect(listed.map((entry) => entry.loc)).not.toContain(`${origin}/goods?mouldNo=JYG00099`);
    for (const entry of listed) expect(Number.isNaN(Date.parse(entry.lastmod ?? ''))).toBe(false);
  });

  it('lists the topics, the published articles and help pages, and the public pages', async () => {
    const locs = (await sitemap()).entries.map((entry) => entry.loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${origin}/home`,
        `${origin}/goodsList`,
        `${origin}/todaygold`,
        `${origin}/d?id=7`,
        `${origin}/article/detail?id=31`,
        `${origin}/helpCenter?id=32`,
      ]),
    );
    expect(locs).not.toContain(`${origin}/article/detail?id=33`);
    expect(locs.some((loc) => loc.includes('/myIndex') || loc.includes('/cart'))).toBe(false);
  });

  it('moves a piece’s lastmod when the piece changes', async () => {
    const before = (await sitemap()).entries.find((entry) => entry.loc.endsWith('mouldNo=JYG00001'))?.lastmod;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await server.database.db.update(goods).set({ title: '足金福字戒指（新）' }).where(eq(goods.mouldNo, 'JYG00001'));
    const after = (await sitemap()).entries.find((entry) => entry.loc.endsWith('mouldNo=JYG00001'))?.lastmod;
    expect(Date.parse(after ?? '')).toBeGreaterThan(Date.parse(before ?? ''));
  });

  it('answers robots.txt: public pages allowed, the API and the shopper’s own pages not, and where the sitemap is', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /myIndex',
        'Disallow: /cart',
        'Disallow: /pay',
        'Disallow: /mall-',
        `Sitemap: ${origin}/sitemap.xml`,
      ]),
    );
  });

  it('answers /favicon.ico with the brand’s mark, so a page without an icon of its own asks for nothing missing (issue #31 item 7)', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/brand/logo.svg');
  });
});
