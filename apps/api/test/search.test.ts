import {
  goodsPaths,
  searchPaths,
  type ConditionOption,
  type GoodsCard,
  type SearchCondition,
  type SearchResult,
} from '@mall/contract/goods';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/database';
import { series } from '../src/db/schema';
import { expectedPrice, expectedPriceFen, insertCatalogue, now } from './catalogFixture';
import { engines, startTestApp } from './harness';

const paths = searchPaths('mall');

/** Every piece on sale in the fixture, and its today's price, ascending. */
const byPriceAsc = ['JYG00003', 'JYG00004', 'JYP00001', 'JYG00001', 'JYD00001', 'JYB00001', 'JYG00002'];

describe.each(engines())('search calls on %s (spec §7 Search)', (engine) => {
  let server: Awaited<ReturnType<typeof startTestApp>>;
  const post = (url: string, payload: unknown) =>
    server.app.inject({ method: 'POST', url, payload: payload as object });
  const search = async (body: Record<string, unknown>): Promise<SearchResult> => {
    const response = await post(paths.getSearchValueNew, { pageSize: 60, ...body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as SearchResult;
  };
  const moulds = (result: SearchResult) => result.list.map((card) => card.mouldNo);
  const count = async (body: Record<string, unknown>) => {
    const response = await post(paths.getSearchCount, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.total as number;
  };
  const conditions = async (body: Record<string, unknown>) => {
    const response = await post(paths.getSearchCondition, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as SearchCondition;
  };

  beforeAll(async () => {
    server = await startTestApp(engine, {}, { clock: () => now });
    await insertCatalogue(server.database.db);
  });
  afterAll(async () => server?.close());

  it.each([
    ['戒指', ['JYD00001', 'JYG00001', 'JYG00003']],
    ['足金', ['JYB00001', 'JYG00001', 'JYG00002', 'JYG00003', 'JYG00004']],
    ['金', byPriceAsc],
    ['黄金戒指', ['JYG00001', 'JYG00003']],
    ['黄金 戒指', ['JYG00001', 'JYG00003']],
    ['钻戒', ['JYD00001']],
    ['18K金', ['JYD00001']],
    ['古法金手镯', ['JYG00002']],
    ['金缘·臻钻', ['JYD00001']],
    ['古法传承', ['JYG00002']],
    ['爱的誓言', ['JYG00001', 'JYG00003', 'JYG00004']],
    ['JYG00001', ['JYG00001']],
    ['jyg0000', ['JYG00001', 'JYG00002', 'JYG00003', 'JYG00004']],
    ['ＡＵ9999', ['JYB00001']],
    ['pt950', ['JYP00001']],
    ['不存在的词', []],
    ['%', []],
    ['_', []],
  ])('finds %s: %j (withdrawn pieces never)', async (keyword, expected) => {
    const result = await search({ keyword });
    expect(moulds(result).sort()).toEqual([...expected].sort());
    expect(result.total).toBe(expected.length);
    expect(await count({ keyword })).toBe(expected.length);
  });

  it('uses the GIN index of search_tokens for one- and two-character Chinese and mould numbers', async () => {
    for (const token of ['金', '戒指', 'jyg0']) {
      const plan = await server.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return rowsOf<Record<string, string>>(
          await tx.execute(sql`explain select id from goods where search_tokens @> ${`{"${token}"}`}::text[]`),
        );
      });
      expect(plan.map((row) => Object.values(row)[0]).join('\n')).toContain('goods_search_tokens');
    }
  });

  it('tokenises alike on both engines, whatever the locale', async () => {
    const result = await server.database.db.execute(sql`select mall_search_tokens('足金AU9 戒') as tokens`);
    const tokens = rowsOf<{ tokens: string[] }>(result)[0]?.tokens ?? [];
    expect([...tokens].sort()).toEqual(['9', 'a', 'au', 'au9', 'u', 'u9', '戒', '足', '足金', '金'].sort());
  });

  it('prices per-gram cards from today’s gold price, as the product page does', async () => {
    const result = await search({ keyword: '' });
    for (const card of result.list) {
      expect(card.shopPriceFen, card.mouldNo).toBe(expectedPrice(card.mouldNo));
      const detail = await server.app.inject({
        method: 'POST',
        url: goodsPaths('mall').queryGoodsDetails,
        payload: { mouldNo: card.mouldNo },
      });
      expect(detail.json().data.shopPriceFen).toBe(card.shopPriceFen);
    }
  });

  it('fills the card fields of spec §3 (labels, promotion price, hot/new, links)', async () => {
    const result = await search({ keyword: '钻戒' });
    const card = result.list[0] as GoodsCard;
    expect(card).toMatchObject({
      goodsId: 3,
      mouldNo: 'JYD00001',
      title: '18K金六爪钻石戒指',
      brandName: '金缘·臻钻',
      seriesName: '永恒之约',
      isHot: true,
      isNew: false,
      shopPrice: '3580.00',
      marketingPrice: '3220.00',
      hasPriceRange: true,
      stockQtyWeb: 2,
      thumb: '/media/goods/3-1.svg',
      srcLink: '/media/goods/3-1.svg',
      jumpLink: '/goods?mouldNo=JYD00001',
      linkUrl: '',
    });
    expect(card.labels.map((label) => [label.tag, label.Price, label.DerateMoney])).toEqual([
      ['满2件95折', '2', '95'],
      ['满2000减80', '2000.00', '80.00'],
    ]);
    const bar = (await search({ keyword: '投资金条' })).list[0] as GoodsCard;
    expect(bar.linkUrl).toBe('/todaygold');
    expect(bar.hasPriceRange).toBe(false);
  });

  it.each([
    [2, byPriceAsc],
    [3, [...byPriceAsc].reverse()],
    [1, ['JYG00003', 'JYG00004', 'JYG00001', 'JYD00001', 'JYG00002', 'JYP00001', 'JYB00001']],
    // Sold: the necklace 3, the diamond ring 1 (unpaid and closed orders do not count); then hot, then id.
    [4, ['JYP00001', 'JYD00001', 'JYG00001', 'JYG00002', 'JYB00001', 'JYG00003', 'JYG00004']],
    // Default without keyword: hot, then newest.
    [0, ['JYG00001', 'JYD00001', 'JYG00003', 'JYG00004', 'JYG00002', 'JYP00001', 'JYB00001']],
  ])('orderType %d sorts the whole list', async (orderType, expected) => {
    const result = await search({ orderType });
    expect(moulds(result)).toEqual(expected);
    if (orderType === 2 || orderType === 3) {
      const prices = result.list.map((card) => card.shopPriceFen);
      const sorted = [...prices].sort((a, b) => (orderType === 2 ? a - b : b - a));
      expect(prices).toEqual(sorted);
    }
  });

  it('puts pieces whose title holds the keyword first by default', async () => {
    expect(moulds(await search({ keyword: '戒指' }))).toEqual(['JYG00001', 'JYD00001', 'JYG00003']);
    expect(moulds(await search({ keyword: '吊坠' }))).toEqual(['JYG00004']);
  });

  it('pages without gaps or repeats, with the same total on every page and past the end', async () => {
    const pages: string[] = [];
    for (const pageIndex of [1, 2, 3]) {
      const result = await search({ orderType: 2, pageIndex, pageSize: 3 });
      expect(result.total).toBe(7);
      expect(result).toMatchObject({ pageIndex, pageSize: 3, orderType: 2 });
      pages.push(...moulds(result));
    }
    expect(pages).toEqual(byPriceAsc);
    const past = await search({ orderType: 2, pageIndex: 4, pageSize: 3 });
    expect(past.list).toEqual([]);
    expect(past.total).toBe(7);
  });

  it('echoes the requestId, or makes one', async () => {
    expect((await search({ keyword: '戒指', requestId: 'req-1' })).requestId).toBe('req-1');
    expect((await search({ keyword: '戒指' })).requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    [{ brandIds: [1] }, ['JYB00001', 'JYG00001', 'JYG00003', 'JYG00004', 'JYP00001']],
    [{ brandID: 3, isBrand: 1 }, ['JYD00001']],
    [{ seriesIds: [1] }, ['JYG00001', 'JYG00003', 'JYG00004']],
    [{ productTypeIds: [4, 1] }, ['JYD00001', 'JYP00001']],
    [{ productGroupIds: [1] }, ['JYD00001', 'JYG00001', 'JYG00003']],
    [{ categories: ['钻石', '铂金'] }, ['JYD00001', 'JYP00001']],
    [{ styles: ['简约'] }, ['JYG00001', 'JYG00003', 'JYP00001']],
    [{ pricingMode: 'per_gram' }, ['JYB00001', 'JYG00001', 'JYG00002', 'JYG00004']],
    // By today's price, not the stored one (JYG00001 is stored at ¥99,999.99).
    [{ minPriceFen: 300_000, maxPriceFen: 500_000 }, ['JYD00001', 'JYG00001']],
    [{ inStockOnly: true }, ['JYB00001', 'JYD00001', 'JYG00001', 'JYG00002', 'JYG00004', 'JYP00001']],
    [{ mid: 11 }, ['JYG00001', 'JYG00003']],
    [{ mid: 999 }, []],
    [{ keyword: '足金', productGroupIds: [1], inStockOnly: true }, ['JYG00001']],
  ])('filter %j narrows to %j, and the count agrees', async (filters, expected) => {
    const result = await search(filters);
    expect(moulds(result).sort()).toEqual([...expected].sort());
    expect(result.total).toBe(expected.length);
    expect(await count(filters)).toBe(expected.length);
    expect((await conditions(filters)).total).toBe(expected.length);
  });

  it('counts each condition as the list total it leads to, and each choice narrows', async () => {
    for (const base of [
      {},
      { keyword: '金' },
      { keyword: '戒指' },
      { keyword: '金', brandIds: [1] },
      { keyword: '足金', inStockOnly: true },
    ]) {
      const found = await conditions(base);
      expect(found.total).toBe((await search(base)).total);
      const pick: [keyof SearchCondition, string, (option: ConditionOption) => unknown][] = [
        ['brands', 'brandIds', (option) => [option.value]],
        ['series', 'seriesIds', (option) => [option.value]],
        ['productTypes', 'productTypeIds', (option) => [option.value]],
        ['productGroups', 'productGroupIds', (option) => [option.value]],
        ['categories', 'categories', (option) => [option.value]],
        ['styles', 'styles', (option) => [option.value]],
        ['pricingModes', 'pricingMode', (option) => option.value],
      ];
      for (const [facet, field, value] of pick) {
        const options = found[facet] as ConditionOption[];
        for (const option of options) {
          const total = (await search({ ...base, [field]: value(option) })).total;
          expect(total, `${JSON.stringify(base)} ${facet} ${option.name}`).toBe(option.count);
          expect(option.count).toBeGreaterThan(0);
        }
      }
      for (const range of found.priceRanges) {
        const total = (
          await search({
            ...base,
            minPriceFen: range.minPriceFen,
            ...(range.maxPriceFen === null ? {} : { maxPriceFen: range.maxPriceFen }),
          })
        ).total;
        expect(total, `${JSON.stringify(base)} price ${range.minPriceFen}`).toBe(range.count);
      }
      expect((await search({ ...base, inStockOnly: true })).total).toBe(found.inStockCount);
    }
  });

  it('names the options of each condition', async () => {
    const found = await conditions({ keyword: '戒指' });
    expect(found.brands).toEqual([
      { value: 1, name: '金缘', count: 2 },
      { value: 3, name: '金缘·臻钻', count: 1 },
    ]);
    expect(found.series).toContainEqual({ value: 3, name: '永恒之约', count: 1, brandId: 3 });
    expect(found.productGroups).toEqual([{ value: 1, name: '戒指', count: 3 }]);
    expect(found.pricingModes).toEqual([
      { value: 'fixed', name: '一口价', count: 2 },
      { value: 'per_gram', name: '按克计价', count: 1 },
    ]);
    expect(found.priceRanges).toEqual([
      { minPriceFen: 0, maxPriceFen: 100_000, count: 1 },
      { minPriceFen: 300_000, maxPriceFen: 500_000, count: 2 },
    ]);
  });

  it('answers product types and styles for a keyword on the legacy ashx path', async () => {
    const types = await post(`${goodsPaths('mall').goodsApi}?action=GetProductTypes`, { keyword: '戒指' });
    expect(types.statusCode).toBe(200);
    expect(types.json().data).toEqual([
      { value: 10, name: '足金', count: 2 },
      { value: 1, name: '钻石镶嵌', count: 1 },
    ]);
    const styles = await post(`${goodsPaths('mall').goodsApi}?action=GetProductStyles`, {});
    expect(styles.json().data.map((option: ConditionOption) => option.name)).toEqual([
      '简约',
      '古法',
      '国潮',
      '婚嫁',
      '投资',
    ]);
  });

  it.each([
    ['a page size of 0', { pageSize: 0 }],
    ['a page size above 60', { pageSize: 61 }],
    ['a page beyond 500', { pageIndex: 501 }],
    ['an unknown order type', { orderType: 5 }],
    ['a keyword of 51 characters', { keyword: '金'.repeat(51) }],
    ['a control character in the keyword', { keyword: '金\u0000' }],
    ['brand ids that are not ids', { brandIds: ['x'] }],
    ['a negative price', { minPriceFen: -1 }],
    ['a minimum above the maximum', { minPriceFen: 500, maxPriceFen: 100 }],
    ['a brand search without a brand', { isBrand: 1 }],
    ['a picture search (not offered)', { fileUrl: 'https://example.com/a.jpg' }],
    ['an unknown pricing mode', { pricingMode: 'free' }],
  ])('refuses %s with 400 and a message', async (_case, body) => {
    for (const url of [paths.getSearchValueNew, paths.getSearchCount, paths.getSearchCondition]) {
      if (url !== paths.getSearchValueNew && ('pageSize' in body || 'pageIndex' in body || 'orderType' in body))
        continue;
      const response = await post(url, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().msg).toMatch(/请求参数有误/);
    }
  });

  it('accepts the spec fields it does not use (uid, userType, branchSelfCode, empty fileUrl)', async () => {
    const result = await search({
      keyword: '钻戒',
      uid: 0,
      userType: 0,
      branchSelfCode: '60580',
      fileUrl: '',
      cardLevel: 2,
      vipNo: 'V1',
    });
    expect(moulds(result)).toEqual(['JYD00001']);
    expect((await search({ keyword: '钻戒', uid: '1024' })).total).toBe(1);
  });

  it('answers hot (type 1) and hint (type 2) keywords with a request_id, paged', async () => {
    const hot = await post(paths.hotSearch, { type: 1 });
    expect(hot.statusCode).toBe(200);
    expect(hot.json().data).toMatchObject({ hot: ['戒指', '手镯', '黄金项链', '钻戒'], hint: [], total: 4 });
    expect(hot.json().data.request_id).toMatch(/^[0-9a-f-]{36}$/);
    const hint = await post(paths.hotSearch, { type: 2, uid: 0 });
    expect(hint.json().data).toMatchObject({ hot: [], hint: ['古法金手镯', '婚嫁钻戒'], total: 2 });
    const second = await post(paths.hotSearch, { type: 1, pageIndex: 2, pageSize: 3 });
    expect(second.json().data.hot).toEqual(['钻戒']);
    expect((await post(paths.hotSearch, { type: 3 })).statusCode).toBe(400);
  });

  it('answers the banned words in a retcode envelope', async () => {
    const response = await server.app.inject({ method: 'GET', url: `${paths.getBadWords}?timestamp=1` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ retcode: 1, msg: 'success', data: [{ word: '高仿' }, { word: '赌博' }] });
  });

  it('recommends products (running adverts) and series for the search pop-up', async () => {
    const response = await post(paths.advertisementList, {});
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.products.map((card: GoodsCard) => [card.mouldNo, card.srcLink, card.shopPriceFen])).toEqual([
      ['JYD00001', '/media/advert/diamond.svg', 358_000],
      ['JYG00001', '/media/advert/ring.svg', expectedPriceFen.JYG00001],
    ]);
    expect(
      data.series.map((item: { seriesName: string; goodsCount: number }) => [item.seriesName, item.goodsCount]),
    ).toEqual([
      ['爱的誓言', 3],
      ['永恒之约', 1],
      ['古法传承', 1],
    ]);
    expect(data.series[0].jumpLink).toBe(`/goodsList?keyword=${encodeURIComponent('爱的誓言')}`);
  });

  it('answers search adverts, narrowed to a keyword when one is given', async () => {
    const all = await server.app.inject({ method: 'GET', url: paths.searchAdverts });
    expect(all.json().data.list.map((card: GoodsCard) => card.mouldNo)).toEqual(['JYD00001', 'JYG00001']);
    const rings = await server.app.inject({
      method: 'GET',
      url: `${paths.searchAdverts}?keyword=${encodeURIComponent('钻戒')}`,
    });
    expect(rings.json().data.list.map((card: GoodsCard) => card.mouldNo)).toEqual(['JYD00001']);
  });

  it('keeps the search text when a series is renamed (trigger on series)', async () => {
    await server.database.db.update(series).set({ name: '星河之约' }).where(eq(series.id, 3));
    expect(moulds(await search({ keyword: '星河之约' }))).toEqual(['JYD00001']);
    expect(moulds(await search({ keyword: '永恒之约' }))).toEqual([]);
  });
});
