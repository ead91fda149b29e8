import { yuanToFen } from '@mall/contract';
import { contentPaths, type Topic } from '@mall/contract/content';
import { goodsPaths, type GoodsDetail, type GoodsPriceStock } from '@mall/contract/goods';
import { topics } from '../src/db/schema';
import { perGramPrice } from '../src/lib/goldPricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedPrice, expectedPriceFen, goldToday, insertCatalogue, now, ringSize12PriceFen } from './catalogFixture';
import { engines, startTestApp } from './harness';

const paths = goodsPaths('mall');

describe.each(engines())('goods calls on %s (spec §7 Goods)', (engine) => {
  let server: Awaited<ReturnType<typeof startTestApp>>;
  const post = (url: string, payload: unknown) =>
    server.app.inject({ method: 'POST', url, payload: payload as object });
  const detail = async (mouldNo: string) => {
    const response = await post(paths.queryGoodsDetails, { mouldNo });
    expect(response.statusCode).toBe(200);
    return response.json().data as GoodsDetail;
  };

  beforeAll(async () => {
    server = await startTestApp(engine, {}, { clock: () => now });
    await insertCatalogue(server.database.db);
  });
  afterAll(async () => server?.close());

  it('answers a topic with its pieces on sale as the goods list’s cards, priced now, in the topic’s order (issue #31 item 2)', async () => {
    await server.database.db.insert(topics).values({
      id: 31,
      title: '婚嫁金饰',
      coverSrc: '/media/topic/31.svg',
      bodyHtml: '<p>三金五金</p>',
      // An unknown number and a piece taken off sale (JYG00099) are left out; the order is the topic's.
      mouldNos: ['JYD00001', 'JYX99999', 'JYG00099', 'JYG00001'],
      isHomeFloor: false,
    });
    const response = await server.app.inject({ method: 'GET', url: `${contentPaths('mall').topic}?id=31` });
    expect(response.statusCode, response.body).toBe(200);
    const { pieces } = response.json().data as Topic;
    expect(pieces.map((piece) => piece.mouldNo)).toEqual(['JYD00001', 'JYG00001']);
    expect(pieces[1]).toMatchObject({
      title: '足金福字戒指',
      shopPriceFen: expectedPriceFen.JYG00001,
      shopPrice: '3371.63',
      jumpLink: '/goods?mouldNo=JYG00001',
    });
    expect(pieces[1]?.thumb).not.toBe('');
  });

  it('prices a per-gram piece from today’s published gold price, with the breakdown and its reading time', async () => {
    const data = await detail('JYG00001');
    expect(data.pricingMode).toBe('per_gram');
    expect(data.shopPriceFen).toBe(expectedPriceFen.JYG00001);
    expect(data.shopPrice).toBe('3371.63');
    expect(data.priceBreakdown).toMatchObject({
      goldPriceBasis: 'todayPriceHK',
      goldPrice: '1000.50',
      goldPriceFenPerGram: goldToday.hk,
      goldWeight: '3.250',
      goldWeightMg: 3_250,
      goldValueFen: 325_163,
      labourFeeFen: 12_000,
      priceDeltaFen: 0,
      totalFen: expectedPriceFen.JYG00001,
      goldPriceReadTime: now.toISOString(),
    });
    // The newest shown reading at or before now: not the future one, not the hidden one.
    expect(new Date(data.priceBreakdown?.goldPriceInputTime ?? '').getTime()).toBeLessThanOrEqual(now.getTime());
    expect(data.priceBreakdown).toMatchObject(
      perGramPrice({ goldPriceFenPerGram: goldToday.hk, goldWeightMg: 3_250, labourFeeFen: 12_000 }),
    );
  });

  it('prices bars by the bar price (todayPriceTzjt) and keeps their link', async () => {
    const data = await detail('JYB00001');
    expect(data.priceBreakdown?.goldPriceBasis).toBe('todayPriceTzjt');
    expect(data.shopPriceFen).toBe(expectedPriceFen.JYB00001);
    expect(data.linkUrl).toBe('/todaygold');
  });

  it('answers a fixed-price piece with its promotion price, labels of running activities and the category object', async () => {
    const data = await detail('JYD00001');
    expect(data.pricingMode).toBe('fixed');
    expect(data.priceBreakdown).toBeNull();
    expect(data.shopPrice).toBe('3580.00');
    expect(data.marketingPrice).toBe('3220.00');
    expect(data.category).toMatchObject({
      detailShape: 'VS1',
      detailSize: 'F',
      detailCount: '0.30',
      totalWeight: '2.50',
      shopPrice: '3580.00',
    });
    expect(data.labels).toEqual([
      { ID: 1, MType: 10, Price: '2', DerateMoney: '95', tag: '满2件95折', IsNoTop: false },
      { ID: 2, MType: 6, Price: '2000.00', DerateMoney: '80.00', tag: '满2000减80', IsNoTop: false },
    ]);
    expect(data.brandName).toBe('金缘·臻钻');
    expect(data.seriesName).toBe('永恒之约');
    expect(data.productTypeName).toBe('钻石镶嵌');
    expect(data.productGroupName).toBe('戒指');
  });

  it('lists every SKU with its own price and stock, zero stock included, and the attribute choices', async () => {
    const ring = await detail('JYG00001');
    expect(ring.skus.map((sku) => [sku.attribute, sku.ringSize, sku.stockQtyWeb, sku.shopPriceFen])).toEqual([
      ['ringSize:10', '10', 5, expectedPriceFen.JYG00001],
      ['ringSize:12', '12', 0, ringSize12PriceFen],
    ]);
    expect(ring.skus[1]?.category).toMatchObject({ ringSize: '12', goldWeight: '3.41', totalWeight: '3.41' });
    expect(ring.attributes.ringSize).toEqual(['10', '12']);
    expect(ring.hasPriceRange).toBe(true);
    expect(ring.stockQtyWeb).toBe(5);
    expect(ring.isSoldOut).toBe(false);

    const bangle = await detail('JYG00002');
    expect(bangle.attributes).toMatchObject({ customizedSize: ['54'], customizedStyle: ['素面', '刻字'] });
    const engraved = bangle.skus.find((sku) => sku.customizedStyle === '刻字');
    expect(engraved?.shopPriceFen).toBe(expectedPriceFen.JYG00002 + 8_800);
    expect(engraved?.priceBreakdown?.priceDeltaFen).toBe(8_800);
    expect(engraved?.stockQtyWeb).toBe(0);

    const chain = await detail('JYP00001');
    expect(chain.skus.map((sku) => [sku.chainLength, sku.shopPrice, sku.category.actualLength])).toEqual([
      ['40', '2599.00', '40'],
      ['45', '2749.00', '45'],
    ]);

    const soldOut = await detail('JYG00003');
    expect(soldOut.isSoldOut).toBe(true);
    expect(soldOut.stockQtyWeb).toBe(0);
  });

  it('orders pictures main first and sanitises the description', async () => {
    const data = await detail('JYG00001');
    expect(data.images.map((image) => image.src)).toEqual([
      '/media/goods/1-1.svg',
      '/media/goods/1-2.svg',
      '/media/goods/1-detail.svg',
    ]);
    expect(data.thumb).toBe('/media/goods/1-1.svg');
    expect(data.descriptionHtml).toContain('<p>足金999</p>');
    expect(data.descriptionHtml).not.toContain('<script');
    const images = await post(paths.productImages, { mouldNo: 'JYG00001' });
    expect(images.json().data.images).toEqual(data.images);
  });

  it('answers price and stock per attribute, and 404 for an attribute the piece does not have', async () => {
    const one = await post(paths.getGoodsPriceStock, { mouldNo: 'JYG00001', attribute: 'ringSize:12' });
    expect(one.statusCode).toBe(200);
    const data = one.json().data as GoodsPriceStock;
    expect(data.skus).toHaveLength(1);
    expect(data.skus[0]).toMatchObject({
      attribute: 'ringSize:12',
      stockQtyWeb: 0,
      stockQtyStore: 2,
      shopPriceFen: ringSize12PriceFen,
    });
    expect(yuanToFen(data.skus[0]?.shopPrice ?? '')).toBe(ringSize12PriceFen);
    expect(data.goldPrice).toBe('1000.50');
    expect(data.readTime).toBe(now.toISOString());

    const all = await post(paths.getGoodsPriceStock, { mouldNo: 'JYP00001' });
    expect((all.json().data as GoodsPriceStock).skus.map((sku) => sku.stockQtyWeb)).toEqual([1, 4]);
    expect(all.json().data.goldPrice).toBe('0.00');

    const missing = await post(paths.getGoodsPriceStock, { mouldNo: 'JYG00001', attribute: 'ringSize:30' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('该规格不存在，请重新选择');
  });

  it.each([
    ['queryGoodsDetails', paths.queryGoodsDetails],
    ['getGoodsPriceStock', paths.getGoodsPriceStock],
    ['watermark', paths.watermark],
    ['productImages', paths.productImages],
    ['recommendProducts', paths.recommendProducts],
    ['commentgoods', `${paths.goodsApi}?action=commentgoods`],
  ])('%s: an unknown or withdrawn mould number is 404 商品不存在或已下架', async (_name, url) => {
    for (const mouldNo of ['JYX99999', 'JYG00099']) {
      const response = await post(url, { mouldNo });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, msg: '商品不存在或已下架' });
    }
  });

  it.each([
    ['no body', undefined],
    ['no mould number', {}],
    ['a mould number with spaces', { mouldNo: 'JY G0001' }],
    ['an overlong mould number', { mouldNo: 'J'.repeat(33) }],
    ['an object for the mould number', { mouldNo: { $ne: '' } }],
  ])('refuses %s with 400 and a message', async (_case, payload) => {
    const response = await server.app.inject({
      method: 'POST',
      url: paths.queryGoodsDetails,
      ...(payload === undefined ? {} : { payload }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toMatch(/\S/);
  });

  it('answers the running activities of the asked goods (spec §3 discount activity)', async () => {
    const response = await post(paths.getProductMarketings, { goodsIds: [1, 3, 4, 99] });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toEqual([
      expect.objectContaining({
        ID: 1,
        MType: 10,
        ProductInfo: [
          { GoodsID: 3, Subtotal: '3580.00' },
          { GoodsID: 4, Subtotal: '2599.00' },
        ],
        MarketingInfo: { Price: '2', DerateMoney: '95', IsNoTop: false },
        marketingLabelName: '满2件95折',
      }),
      expect.objectContaining({
        ID: 2,
        MType: 6,
        ProductInfo: [{ GoodsID: 3, Subtotal: '3580.00' }],
        MarketingInfo: { Price: '2000.00', DerateMoney: '80.00', IsNoTop: false },
      }),
    ]);
    const empty = await post(paths.getProductMarketings, { goodsIds: [] });
    expect(empty.statusCode).toBe(400);
  });

  it('pages comments newest first with the mean rating (action=commentgoods)', async () => {
    const response = await post(`${paths.goodsApi}?action=commentgoods`, {
      mouldNo: 'JYG00001',
      pageIndex: 1,
      pageSize: 2,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.total).toBe(3);
    expect(data.averageRating).toBe('4.3');
    expect(data.list.map((comment: { nickname: string }) => comment.nickname)).toEqual(['李***', '张***']);
    expect(data.list[0].images).toEqual(['/media/goods/1-1.svg']);
    const second = await post(`${paths.goodsApi}?action=commentgoods`, {
      mouldNo: 'JYG00001',
      pageIndex: 2,
      pageSize: 2,
    });
    expect(second.json().data.list.map((comment: { nickname: string }) => comment.nickname)).toEqual(['王***']);
    const noMould = await post(`${paths.goodsApi}?action=commentgoods`, {});
    expect(noMould.statusCode).toBe(400);
    const badAction = await post(`${paths.goodsApi}?action=drop`, { mouldNo: 'JYG00001' });
    expect(badAction.statusCode).toBe(400);
  });

  it('answers the watermark marks from the piece and its running activities', async () => {
    const response = await post(paths.watermark, { mouldNo: 'JYD00001' });
    expect(response.json().data).toEqual({
      mouldNo: 'JYD00001',
      marks: [
        { kind: 'hot', text: '热卖' },
        { kind: 'activity', text: '满2件95折' },
        { kind: 'activity', text: '满2000减80' },
      ],
    });
    // An ended activity draws no mark.
    expect((await post(paths.watermark, { mouldNo: 'JYG00001' })).json().data.marks).toEqual([
      { kind: 'hot', text: '热卖' },
    ]);
  });

  it('recommends the same series first, never the piece itself nor withdrawn pieces', async () => {
    const response = await post(paths.recommendProducts, { mouldNo: 'JYG00001', pageSize: 3 });
    expect(response.statusCode).toBe(200);
    const list = response.json().data as { mouldNo: string; seriesId: number | null; shopPriceFen: number }[];
    expect(list).toHaveLength(3);
    expect(list.map((card) => card.mouldNo)).not.toContain('JYG00001');
    expect(list.map((card) => card.mouldNo)).not.toContain('JYG00099');
    expect(list.slice(0, 2).every((card) => card.seriesId === 1)).toBe(true);
    for (const card of list) expect(card.shopPriceFen).toBe(expectedPrice(card.mouldNo));
  });

  it('falls back to the stored price, without a breakdown, while no gold price is published', async () => {
    const early = await startTestApp(engine, {}, { clock: () => new Date('2020-01-01T00:00:00Z') });
    try {
      await insertCatalogue(early.database.db);
      const response = await early.app.inject({
        method: 'POST',
        url: paths.queryGoodsDetails,
        payload: { mouldNo: 'JYG00001' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ shopPriceFen: 9_999_999, priceBreakdown: null });
    } finally {
      await early.close();
    }
  });
});
