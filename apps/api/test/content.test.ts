import { RuntimeConfigSchema } from '@mall/contract';
import { contentPaths } from '@mall/contract/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adverts,
  classifies,
  goldPriceDecorations,
  goldPrices,
  grayingDays,
  menus,
  notices,
  topics,
} from '../src/db/schema';
import { engines, startTestApp } from './harness';

// 2026-12-13 10:00 in China (国家公祭日): the instant every test below stands on.
const now = new Date('2026-12-13T02:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
const paths = contentPaths('mall');

describe.each(engines())('content calls on %s (spec §7 Marketing, content)', (engine) => {
  let server: Awaited<ReturnType<typeof startTestApp>>;
  const get = async (url: string) => server.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    server = await startTestApp(engine, {}, { clock: () => now });
    const { db } = server.database;
    await db.insert(menus).values([
      { id: 1, menuType: 0, title: '黄金', jumpLink: '/goodsList?keyword=黄金', sort: 1 },
      { id: 2, menuType: 0, pid: 1, title: '古法金', jumpLink: '/goodsList?keyword=古法金', sort: 1 },
      { id: 3, menuType: 0, title: '钻石', jumpLink: '/goodsList?keyword=钻石', sort: 2 },
      { id: 4, menuType: 1, title: '购物指南', sort: 1 },
      { id: 5, menuType: 1, pid: 4, title: '支付方式', jumpLink: '/helpCenter?id=2', sort: 1 },
    ]);
    await db.insert(notices).values([
      { content: '金缘珠宝官方商城全场包邮', startsAt: hoursAgo(48), sort: 2 },
      { content: '国家公祭日，全站置灰', startsAt: hoursAgo(2), endsAt: hoursAgo(-12), sort: 1 },
      { content: '已过期的公告', startsAt: hoursAgo(72), endsAt: hoursAgo(1) },
      { content: '尚未开始的公告', startsAt: hoursAgo(-1) },
      { content: '已停用的公告', startsAt: hoursAgo(5), isEnabled: false },
    ]);
    await db.insert(grayingDays).values([{ startsOn: '2026-12-13', endsOn: '2026-12-13', reason: '国家公祭日' }]);
    await db.insert(goldPrices).values([
      {
        inputTime: hoursAgo(24),
        todayPriceHK: 100_050,
        todayPriceTzjt: 96_000,
        todayPriceHgjShi: 101_000,
        baiJianHJPrice: 92_000,
      },
      {
        inputTime: hoursAgo(25),
        todayPriceHK: 99_000,
        todayPriceTzjt: 95_000,
        todayPriceHgjShi: 100_000,
        baiJianHJPrice: 91_000,
      },
      {
        inputTime: hoursAgo(1),
        todayPriceHK: 101_250,
        todayPriceTzjt: 97_120,
        todayPriceHgjShi: 102_300,
        baiJianHJPrice: 93_460,
        copywriting: '金价实时更新',
      },
      { inputTime: hoursAgo(-2), todayPriceHK: 200_000, todayPriceTzjt: 1, todayPriceHgjShi: 1, baiJianHJPrice: 1 },
      {
        inputTime: hoursAgo(0.5),
        todayPriceHK: 300_000,
        todayPriceTzjt: 1,
        todayPriceHgjShi: 1,
        baiJianHJPrice: 1,
        showStatus: 0,
      },
    ]);
    await db.insert(adverts).values([
      { tagValue: 3, title: '今日金价', srcLink: '/media/advert/gold.svg', jumpLink: '/todaygold', sort: 1 },
      { tagValue: 1, title: '新春系列', srcLink: '/media/advert/a.svg', sort: 2 },
      { tagValue: 1, title: '婚嫁系列', srcLink: '/media/advert/b.svg', sort: 1 },
      { tagValue: 1, title: '已结束', srcLink: '/media/advert/c.svg', endsAt: hoursAgo(1) },
    ]);
    await db
      .insert(goldPriceDecorations)
      .values([{ imageSrc: '/media/advert/deco.svg', title: '金价', copywriting: '足金按克计价' }]);
    await db.insert(classifies).values([
      { id: 1, name: '黄金', keyword: '黄金', sort: 1 },
      { id: 2, pid: 1, name: '手镯', keyword: '黄金手镯', sort: 1 },
    ]);
    await db.insert(topics).values([
      {
        id: 7,
        title: '婚嫁金饰',
        coverSrc: '/media/topic/7.svg',
        bodyHtml: '<p>三金五金</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
        mouldNos: ['JYG00001'],
        isHomeFloor: true,
      },
    ]);
  });
  afterAll(async () => server?.close());

  it('answers header and footer menus as trees (menuType 0 and 1)', async () => {
    const header = await get(`${paths.menu}?menuType=0&timestamp=1`);
    expect(header.statusCode).toBe(200);
    const data = header.json().data;
    expect(data.map((m: { title: string }) => m.title)).toEqual(['黄金', '钻石']);
    expect(data[0].children[0]).toMatchObject({ title: '古法金', pid: 1, children: [] });
    const footer = (await get(`${paths.menu}?menuType=1`)).json().data;
    expect(footer[0]).toMatchObject({ title: '购物指南', children: [{ title: '支付方式' }] });
  });

  it('answers only the notices in force, in order (spec §2)', async () => {
    const response = await get(paths.notice);
    expect(response.json()).toMatchObject({ code: 200 });
    expect(response.json().data.map((n: { content: string }) => n.content)).toEqual([
      '国家公祭日，全站置灰',
      '金缘珠宝官方商城全场包邮',
    ]);
  });

  it('flags the grey page on a listed day in China time (spec §1)', async () => {
    expect((await get(`${paths.isPageGraying}?port=4`)).json().data).toEqual({ isGraying: true, reason: '国家公祭日' });
  });

  it('answers the newest shown gold price in 元/克 with the gold advert (spec §3)', async () => {
    const response = await get(paths.ctfTodayGoldPrice);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      todayPriceHK: '1012.50',
      todayPriceTzjt: '971.20',
      todayPriceHgjShi: '1023.00',
      baiJianHJPrice: '934.60',
      copywriting: '金价实时更新',
      homeAdSrc: '/media/advert/gold.svg',
      inputTime: hoursAgo(1).toISOString(),
      readTime: now.toISOString(),
    });
  });

  it('answers today’s gold price with one reading per China day, newest first', async () => {
    const data = (await get(`${paths.todayGoldPrice}?days=5`)).json().data;
    expect(data.todayPriceHK).toBe('1012.50');
    expect(data.history).toEqual([
      { date: '2026-12-13', todayPriceHK: '1012.50', todayPriceTzjt: '971.20', baiJianHJPrice: '934.60' },
      { date: '2026-12-12', todayPriceHK: '1000.50', todayPriceTzjt: '960.00', baiJianHJPrice: '920.00' },
    ]);
  });

  it('answers adverts of one position in order, without expired ones (getAd)', async () => {
    const data = (await get(`${paths.getAd}?tagValue=1`)).json().data;
    expect(data.map((a: { title: string }) => a.title)).toEqual(['婚嫁系列', '新春系列']);
  });

  it('answers the gold-price decoration and the category tree', async () => {
    expect((await get(paths.goldPriceDecorate)).json().data).toMatchObject({
      title: '金价',
      copywriting: '足金按克计价',
    });
    expect((await get(paths.classifies)).json().data).toMatchObject([
      { name: '黄金', children: [{ name: '手镯', keyword: '黄金手镯' }] },
    ]);
  });

  it('answers topics as a list, one in full, and a clear 404 for a missing one', async () => {
    expect((await get(paths.topic)).json().data).toEqual([
      {
        id: 7,
        title: '婚嫁金饰',
        subtitle: '',
        coverSrc: '/media/topic/7.svg',
        isHomeFloor: true,
        mouldNos: ['JYG00001'],
      },
    ]);
    // Sanitised on the way out: the script and the event handler are gone.
    const body = (await get(`${paths.topic}?id=7`)).json().data.bodyHtml as string;
    expect(body).toContain('<p>三金五金</p>');
    expect(body).not.toMatch(/script|onerror|alert/);
    const missing = await get(`${paths.topic}?id=999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, msg: '专题不存在或已下线' });
  });

  it.each([
    [`${paths.menu}?menuType=7`],
    [`${paths.menu}`],
    [`${paths.getAd}?tagValue=abc`],
    [`${paths.topic}?id=-1`],
    [`${paths.todayGoldPrice}?days=9999`],
  ])('refuses %s with a 400 and a message', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toMatch(/^请求参数有误/);
  });

  it('publishes every call in the OpenAPI document at /docs', async () => {
    const response = await get('/docs/json');
    expect(response.statusCode).toBe(200);
    const documented = Object.keys(response.json().paths);
    for (const path of Object.values(paths)) expect(documented).toContain(path);
    expect(RuntimeConfigSchema.$id).toBe('RuntimeConfig');
  });
});

describe('gold price before any reading', () => {
  it('says so with a 404 and a message', async () => {
    const server = await startTestApp('PGlite', {}, { clock: () => now });
    try {
      const response = await server.app.inject({ method: 'GET', url: paths.ctfTodayGoldPrice });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, msg: '今日金价暂未公布' });
      const graying = await server.app.inject({ method: 'GET', url: paths.isPageGraying });
      expect(graying.json().data).toEqual({ isGraying: false, reason: '' });
    } finally {
      await server.close();
    }
  });
});
