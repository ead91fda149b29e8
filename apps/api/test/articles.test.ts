import { contentPaths } from '@mall/contract/content';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, clauses } from '../src/db/schema';
import { engines, startTestApp } from './harness';

// The instant every test below stands on.
const now = new Date('2026-12-13T02:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
const paths = contentPaths('mall');

const hostileBody =
  '<h2 onclick="steal()">保养</h2><script>alert(1)</script><p style="color:red">勿接触<a href="javascript:alert(1)">香水</a>，' +
  '详见<a href="/helpCenter?id=11" target="_blank">帮助</a></p><img src="x.svg" onerror="alert(1)"><img src="http://img.example.com/a.png">' +
  '<svg><script>alert(2)</script></svg><math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=alert(3)&gt;">';
const hostileBodyClean =
  '<h2>保养</h2><p>勿接触<a rel="noopener noreferrer">香水</a>，详见<a href="/helpCenter?id=11" target="_blank" rel="noopener noreferrer">帮助</a></p><img src="x.svg" />';

describe.each(engines())('article, help-centre and clause calls on %s (spec §1, §3; DESIGN.md §4)', (engine) => {
  let server: Awaited<ReturnType<typeof startTestApp>>;
  const get = async (url: string) => server.app.inject({ method: 'GET', url });
  const data = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, url).toBe(200);
    expect(response.json().code).toBe(200);
    return response.json().data;
  };
  const titlesOf = (list: { title: string }[]) => list.map((a) => a.title);

  beforeAll(async () => {
    server = await startTestApp(engine, {}, { clock: () => now });
    const { db } = server.database;
    await db.insert(articles).values([
      {
        id: 1,
        kind: 'article',
        category: '品牌新闻',
        title: '商城上线',
        summary: '全新上线',
        bodyHtml: '<p>上线</p>',
        publishedAt: daysAgo(30),
        sort: 1,
      },
      {
        id: 2,
        kind: 'article',
        category: '珠宝知识',
        title: '足金与千足金',
        bodyHtml: '<p>纯度</p>',
        publishedAt: daysAgo(2),
        sort: 9,
      },
      {
        id: 3,
        kind: 'article',
        category: '品牌新闻',
        title: '新春系列',
        bodyHtml: '<p>新春</p>',
        publishedAt: daysAgo(10),
        sort: 2,
      },
      {
        id: 4,
        kind: 'article',
        category: '珠宝知识',
        title: '钻石4C',
        bodyHtml: '<p>4C</p>',
        publishedAt: daysAgo(10),
        sort: 3,
      },
      {
        id: 5,
        kind: 'article',
        category: '珠宝知识',
        title: '黄金保养',
        summary: '日常护理',
        bodyHtml: hostileBody,
        publishedAt: daysAgo(1),
        sort: 4,
      },
      {
        id: 6,
        slug: 'preview',
        kind: 'article',
        category: '品牌新闻',
        title: '尚未发布',
        bodyHtml: '<p>预告</p>',
        publishedAt: daysAgo(-1),
        sort: 0,
      },
      {
        id: 11,
        kind: 'help',
        category: '售后服务',
        title: '退换货政策',
        bodyHtml: '<p>七天</p>',
        publishedAt: daysAgo(120),
        sort: 3,
      },
      {
        id: 12,
        slug: 'shopping-flow',
        kind: 'help',
        category: '购物指南',
        title: '购物流程',
        bodyHtml: '<p>流程</p>',
        publishedAt: daysAgo(120),
        sort: 1,
      },
      {
        id: 13,
        kind: 'help',
        category: '购物指南',
        title: '支付方式',
        bodyHtml: '<p>支付</p>',
        publishedAt: daysAgo(100),
        sort: 2,
      },
      {
        id: 14,
        kind: 'help',
        category: '售后服务',
        title: '配送说明',
        bodyHtml: '<p>配送</p>',
        publishedAt: daysAgo(120),
        sort: 4,
      },
      {
        id: 15,
        kind: 'help',
        category: '购物指南',
        title: '常见问题',
        bodyHtml: '<p>问答</p>',
        publishedAt: daysAgo(120),
        sort: 2,
      },
    ]);
    const clause = (
      key: string,
      version: string,
      status: number,
      published: Date,
      bodyHtml = `<p>${key} ${version}</p>`,
    ) => ({
      clauseKey: key,
      clauseTitle: key === 'userAgreement' ? '用户协议' : '个人资料收集声明',
      clauseVersion: version,
      clauseUrl: `/article/detail?clauseKey=${key}&clauseVersion=${version}`,
      clauseStatus: status,
      bodyHtml,
      isRequired: true,
      publishedAt: published,
    });
    await db
      .insert(clauses)
      .values([
        clause('userAgreement', 'V1', 0, daysAgo(400)),
        clause(
          'userAgreement',
          'V2',
          1,
          daysAgo(30),
          '<h2>一、范围</h2><p onmouseover="x()">正文<script>alert(1)</script></p>',
        ),
        clause('personalInfoStatement', 'V2', 1, daysAgo(90)),
        clause('personalInfoStatement', 'V3', 1, daysAgo(-5)),
        clause('rewardPlan', 'V1', 0, daysAgo(300)),
      ]);
  });
  afterAll(async () => server?.close());

  describe('article list', () => {
    it('lists articles newest first (ties by id), without future ones, with the total', async () => {
      const page = await data(`${paths.articleList}?kind=article&timestamp=1`);
      expect(page.total).toBe(5);
      expect(titlesOf(page.list)).toEqual(['黄金保养', '足金与千足金', '钻石4C', '新春系列', '商城上线']);
      expect(page.list[0]).toEqual({
        id: 5,
        kind: 'article',
        category: '珠宝知识',
        title: '黄金保养',
        summary: '日常护理',
        publishedAt: daysAgo(1).toISOString(),
      });
      expect(page.list[0]).not.toHaveProperty('bodyHtml');
    });

    it('lists help pages by their sort order (ties by id)', async () => {
      const page = await data(`${paths.articleList}?kind=help`);
      expect(page.total).toBe(5);
      expect(page.list.map((a: { id: number }) => a.id)).toEqual([12, 13, 15, 11, 14]);
    });

    it('filters by category; an empty or unknown category', async () => {
      expect(
        titlesOf((await data(`${paths.articleList}?kind=article&category=${encodeURIComponent('品牌新闻')}`)).list),
      ).toEqual(['新春系列', '商城上线']);
      expect((await data(`${paths.articleList}?kind=article&category=`)).total).toBe(5);
      expect(await data(`${paths.articleList}?kind=help&category=${encodeURIComponent('品牌新闻')}`)).toEqual({
        total: 0,
        list: [],
      });
    });

    it('pages without overlap or gaps, and answers an empty list past the end', async () => {
      const pages = await Promise.all(
        [1, 2, 3].map((pageIndex) => data(`${paths.articleList}?kind=article&pageIndex=${pageIndex}&pageSize=2`)),
      );
      expect(pages.map((page) => page.total)).toEqual([5, 5, 5]);
      expect(pages.map((page) => titlesOf(page.list))).toEqual([
        ['黄金保养', '足金与千足金'],
        ['钻石4C', '新春系列'],
        ['商城上线'],
      ]);
      expect(await data(`${paths.articleList}?kind=article&pageIndex=1000&pageSize=50`)).toEqual({
        total: 5,
        list: [],
      });
      expect((await data(`${paths.articleList}?kind=help&pageSize=50`)).list).toHaveLength(5);
    });

    it('defaults to page 1 of 10', async () => {
      const { db } = server.database;
      const extra = Array.from({ length: 12 }, (_, i) => ({
        id: 101 + i,
        kind: 'help' as const,
        category: '会员',
        title: `会员问答${i + 1}`,
        bodyHtml: '<p>答</p>',
        publishedAt: daysAgo(5),
        sort: 100 + i,
      }));
      await db.insert(articles).values(extra);
      try {
        const page = await data(`${paths.articleList}?kind=help&category=${encodeURIComponent('会员')}`);
        expect(page.total).toBe(12);
        expect(titlesOf(page.list)).toEqual(extra.slice(0, 10).map((a) => a.title));
      } finally {
        await db.delete(articles).where(
          inArray(
            articles.id,
            extra.map(({ id }) => id),
          ),
        );
      }
    });
  });

  it('answers the help-centre sidebar: categories in the order of their first page, titles in sort order', async () => {
    expect(await data(`${paths.articleCategories}?kind=help`)).toEqual([
      {
        category: '购物指南',
        articles: [
          { id: 12, title: '购物流程' },
          { id: 13, title: '支付方式' },
          { id: 15, title: '常见问题' },
        ],
      },
      {
        category: '售后服务',
        articles: [
          { id: 11, title: '退换货政策' },
          { id: 14, title: '配送说明' },
        ],
      },
    ]);
    const articleCategories = await data(`${paths.articleCategories}?kind=article`);
    expect(articleCategories.map((c: { category: string }) => c.category)).toEqual(['珠宝知识', '品牌新闻']);
    expect(articleCategories[1].articles).toEqual([
      { id: 3, title: '新春系列' },
      { id: 1, title: '商城上线' },
    ]);
  });

  // Brand news for /list and /detail (issue #14 item 6): articles of kind `news`, newest first, with a cover.
  describe('brand news (issue #14: /list, /detail)', () => {
    const cover = (n: number) => `/media/article/ring-${n}.svg`;

    beforeAll(async () => {
      await server.database.db.insert(articles).values([
        {
          id: 31,
          kind: 'news',
          category: '门店动态',
          title: '上海旗舰店焕新开业',
          summary: '到店免费清洗',
          coverSrc: cover(1),
          bodyHtml: '<p>开业</p><script>alert(1)</script><img src="x.svg" onerror="alert(2)">',
          publishedAt: daysAgo(3),
        },
        {
          id: 32,
          kind: 'news',
          category: '新品发布',
          title: '新春系列上市',
          summary: '生肖金饰',
          coverSrc: cover(2),
          bodyHtml: '<p>上市</p>',
          publishedAt: daysAgo(1),
        },
        {
          id: 33,
          kind: 'news',
          category: '新品发布',
          title: '无封面的公告',
          bodyHtml: '<p>公告</p>',
          publishedAt: daysAgo(9),
        },
        {
          id: 34,
          kind: 'news',
          category: '品牌活动',
          title: '明天发布',
          coverSrc: cover(4),
          bodyHtml: '<p>预告</p>',
          publishedAt: daysAgo(-1),
        },
        {
          id: 35,
          kind: 'article',
          category: '珠宝知识',
          title: '钻石4C',
          bodyHtml: '<p>4C</p>',
          publishedAt: daysAgo(2),
        },
        {
          id: 36,
          kind: 'help',
          category: '购物指南',
          title: '购物流程',
          bodyHtml: '<p>流程</p>',
          publishedAt: daysAgo(2),
        },
      ]);
    });

    it('lists the published news newest first, with its cover, and nothing of another kind', async () => {
      const page = await data(`${paths.articleList}?kind=news`);
      expect(page.total).toBe(3);
      expect(titlesOf(page.list)).toEqual(['新春系列上市', '上海旗舰店焕新开业', '无封面的公告']);
      expect(page.list[0]).toEqual({
        id: 32,
        kind: 'news',
        category: '新品发布',
        title: '新春系列上市',
        summary: '生肖金饰',
        publishedAt: daysAgo(1).toISOString(),
        cover: cover(2),
      });
      // No cover: the field is left out rather than sent empty.
      expect(page.list[2]).not.toHaveProperty('cover');
    });

    it('pages the news and filters it by category', async () => {
      const first = await data(`${paths.articleList}?kind=news&pageIndex=1&pageSize=2`);
      const second = await data(`${paths.articleList}?kind=news&pageIndex=2&pageSize=2`);
      expect([first.total, second.total]).toEqual([3, 3]);
      expect([...titlesOf(first.list), ...titlesOf(second.list)]).toEqual([
        '新春系列上市',
        '上海旗舰店焕新开业',
        '无封面的公告',
      ]);
      const category = await data(`${paths.articleList}?kind=news&category=${encodeURIComponent('新品发布')}`);
      expect(titlesOf(category.list)).toEqual(['新春系列上市', '无封面的公告']);
      const categories = await data(`${paths.articleCategories}?kind=news`);
      expect(categories.map((c: { category: string }) => c.category)).toEqual(['新品发布', '门店动态']);
    });

    it('keeps news out of the /article list', async () => {
      expect(titlesOf((await data(`${paths.articleList}?kind=article`)).list)).not.toContain('新春系列上市');
    });

    it('answers one news item with kind=news, its body sanitised on the way out', async () => {
      const item = await data(`${paths.articleDetail}?id=31&kind=news`);
      expect(item).toMatchObject({ id: 31, kind: 'news', title: '上海旗舰店焕新开业', cover: cover(1) });
      expect(item.bodyHtml).toBe('<p>开业</p><img src="x.svg" />');
    });
  });

  describe('article detail', () => {
    it('answers the article in full', async () => {
      expect(await data(`${paths.articleDetail}?id=12`)).toEqual({
        id: 12,
        kind: 'help',
        category: '购物指南',
        title: '购物流程',
        summary: '',
        publishedAt: daysAgo(120).toISOString(),
        bodyHtml: '<p>流程</p>',
      });
    });

    it('sanitises a hostile staff-written body on the way out (DESIGN.md §9)', async () => {
      const article = await data(`${paths.articleDetail}?id=5`);
      expect(article.bodyHtml).toBe(hostileBodyClean);
      expect(article.bodyHtml).not.toMatch(/script|onerror|onclick|javascript:|style=|http:/i);
    });

    it('answers a page by its slug, the same as by its id (/contact links by meaning)', async () => {
      expect(await data(`${paths.articleDetail}?slug=shopping-flow`)).toEqual(
        await data(`${paths.articleDetail}?id=12`),
      );
    });

    it.each([
      ['a missing id', 'id=999'],
      ['a future article', 'id=6'],
      ['a missing slug', 'slug=no-such-page'],
      ['a future article by slug', 'slug=preview'],
      // /detail asks with kind=news (the brand news above).
      ['news by an unknown id', 'id=999&kind=news'],
      ['news not yet published', 'id=34&kind=news'],
      ['an article of another kind (/detail opens news only)', 'id=2&kind=news'],
      ['a help page asked as news', 'id=12&kind=news'],
    ])('answers 404 for %s', async (_case, query) => {
      const response = await get(`${paths.articleDetail}?${query}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, msg: '文章不存在或已下线' });
    });
  });

  describe('clause detail', () => {
    it('answers the version in force when no version is asked (clauseStatus 1, published), sanitised', async () => {
      expect(await data(`${paths.clauseDetail}?clauseKey=userAgreement`)).toEqual({
        clauseKey: 'userAgreement',
        clauseTitle: '用户协议',
        clauseVersion: 'V2',
        bodyHtml: '<h2>一、范围</h2><p>正文</p>',
        publishedAt: daysAgo(30).toISOString(),
      });
      expect((await data(`${paths.clauseDetail}?clauseKey=personalInfoStatement`)).clauseVersion).toBe('V2');
    });

    it('answers an older version a member accepted (the clauseUrl of the seed)', async () => {
      const clause = await data(`${paths.clauseDetail}?clauseKey=userAgreement&clauseVersion=V1`);
      expect(clause).toMatchObject({ clauseVersion: 'V1', bodyHtml: '<p>userAgreement V1</p>' });
    });

    it.each([
      ['an unknown key', 'clauseKey=noSuchClause'],
      ['an unknown version', 'clauseKey=userAgreement&clauseVersion=V9'],
      ['a version not yet published', 'clauseKey=personalInfoStatement&clauseVersion=V3'],
      ['a key with no version in force', 'clauseKey=rewardPlan'],
    ])('answers 404 for %s', async (_case, query) => {
      const response = await get(`${paths.clauseDetail}?${query}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, msg: '条款不存在或该版本尚未发布' });
    });
  });

  it.each([
    [`${paths.articleList}`],
    [`${paths.articleList}?kind=press`],
    [`${paths.articleDetail}?id=31&kind=press`],
    [`${paths.articleList}?kind=news&pageSize=51`],
    [`${paths.articleList}?kind=article&pageIndex=0`],
    [`${paths.articleList}?kind=article&pageIndex=1001`],
    [`${paths.articleList}?kind=article&pageIndex=1.5`],
    [`${paths.articleList}?kind=article&pageSize=0`],
    [`${paths.articleList}?kind=article&pageSize=51`],
    [`${paths.articleList}?kind=article&pageSize=abc`],
    [`${paths.articleList}?kind=article&category=${'金'.repeat(51)}`],
    [`${paths.articleList}?kind=article&category=%00`],
    [`${paths.articleCategories}`],
    [`${paths.articleCategories}?kind=HELP`],
    [`${paths.articleDetail}`],
    [`${paths.articleDetail}?id=0`],
    [`${paths.articleDetail}?id=-1`],
    [`${paths.articleDetail}?id=abc`],
    [`${paths.articleDetail}?id=2147483648`],
    [`${paths.articleDetail}?slug=Contact`],
    [`${paths.articleDetail}?slug=${encodeURIComponent("contact' or 1=1 --")}`],
    [`${paths.articleDetail}?slug=${'a'.repeat(65)}`],
    [`${paths.clauseDetail}`],
    [`${paths.clauseDetail}?clauseKey=`],
    [`${paths.clauseDetail}?clauseKey=1userAgreement`],
    [`${paths.clauseDetail}?clauseKey=user-agreement`],
    [`${paths.clauseDetail}?clauseKey=${'a'.repeat(65)}`],
    [`${paths.clauseDetail}?clauseKey=userAgreement&clauseVersion=`],
    [`${paths.clauseDetail}?clauseKey=userAgreement&clauseVersion=${encodeURIComponent("V1' or 1=1 --")}`],
  ])('refuses %s with a 400 and a message', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400 });
    expect(response.json().msg).toMatch(/^请求参数有误/);
  });

  it('publishes the four calls in the OpenAPI document at /docs', async () => {
    const documented = (await get('/docs/json')).json().paths;
    for (const path of [paths.articleList, paths.articleCategories, paths.articleDetail, paths.clauseDetail]) {
      expect(documented[path]?.get?.tags).toEqual(['文章与条款 Articles']);
    }
  });
});
