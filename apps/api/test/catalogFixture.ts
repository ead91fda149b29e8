import type { Db } from '../src/db/database';
import {
  adverts,
  bannedWords,
  brands,
  cardLevels,
  classifies,
  goldPrices,
  goods,
  goodsComments,
  goodsImages,
  goodsSkus,
  marketingActivities,
  marketingActivityGoods,
  members,
  orderItems,
  orders,
  productGroups,
  productTypes,
  searchKeywords,
  series,
} from '../src/db/schema';

/** 2026-12-01 10:30 in China: the instant the catalogue tests stand on. */
export const now = new Date('2026-12-01T02:30:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

/** Today's retail price ¥1000.50/g and bar price ¥960.10/g (fen per gram). */
export const goldToday = { hk: 100_050, tzjt: 96_010 };

/**
 * Today's price of each fixture piece in fen, worked out by hand from the rule (gold value rounded
 * half up + labour fee). The stored shop_price_fen of per-gram pieces is deliberately wrong, so a
 * test passes only when prices come from today's gold price.
 */
export const expectedPriceFen = {
  JYG00001: 337_163, // 3.250 g × ¥1000.50 = ¥3251.625 → ¥3251.63 (half up) + ¥120 labour
  JYG00002: 2_059_000, // 20 g × ¥1000.50 + ¥580
  JYD00001: 358_000, // fixed
  JYP00001: 259_900, // fixed
  JYB00001: 1_944_200, // 20 g × ¥960.10 (the bar price) + ¥240
  JYG00003: 99_900, // fixed
  JYG00004: 102_614, // 1.010 g × ¥1000.50 = ¥1010.505 → ¥1010.51 + ¥15.63
} as const;

/** Today's price of a fixture piece by mould number (undefined for none). */
export const expectedPrice = (mouldNo: string): number | undefined =>
  (expectedPriceFen as Record<string, number>)[mouldNo];

/** The ring size 12 of JYG00001 weighs 3.410 g: ¥3411.705 → ¥3411.71 + ¥120. */
export const ringSize12PriceFen = 353_171;

/** Ids fixed by the fixture. */
export const ids = {
  brand: { jinyuan: 1, gufa: 2, zhenzuan: 3 },
  series: { love: 1, gufa: 2, forever: 3 },
  classify: { goldRing: 11 },
};

/** Inserts a small, fully known catalogue: per-gram and fixed pieces, SKUs with zero stock, activities, sales. */
export async function insertCatalogue(db: Db): Promise<void> {
  await db.insert(productTypes).values([
    { id: 1, name: '钻石镶嵌' },
    { id: 4, name: '铂金' },
    { id: 10, name: '足金' },
  ]);
  await db.insert(productGroups).values([
    { id: 1, name: '戒指' },
    { id: 2, name: '手镯' },
    { id: 4, name: '项链' },
    { id: 8, name: '金条' },
  ]);
  await db.insert(brands).values([
    { id: 1, name: '金缘' },
    { id: 2, name: '金缘·古法' },
    { id: 3, name: '金缘·臻钻' },
  ]);
  await db.insert(series).values([
    { id: 1, brandId: 1, name: '爱的誓言' },
    { id: 2, brandId: 2, name: '古法传承' },
    { id: 3, brandId: 3, name: '永恒之约' },
  ]);
  await db.insert(goldPrices).values([
    {
      inputTime: daysAgo(1),
      todayPriceHK: 99_000,
      todayPriceTzjt: 95_000,
      todayPriceHgjShi: 97_000,
      baiJianHJPrice: 90_000,
    },
    {
      inputTime: daysAgo(0.02),
      todayPriceHK: goldToday.hk,
      todayPriceTzjt: goldToday.tzjt,
      todayPriceHgjShi: 98_000,
      baiJianHJPrice: 91_500,
    },
    // Not yet published, and hidden: neither may price anything.
    {
      inputTime: daysAgo(-0.5),
      todayPriceHK: 200_000,
      todayPriceTzjt: 200_000,
      todayPriceHgjShi: 1,
      baiJianHJPrice: 1,
    },
    {
      inputTime: daysAgo(0.01),
      todayPriceHK: 300_000,
      todayPriceTzjt: 300_000,
      todayPriceHgjShi: 1,
      baiJianHJPrice: 1,
      showStatus: 0,
    },
  ]);
  const base = { newTitle: '', descriptionHtml: '<p>足金999</p><script>alert(1)</script>' };
  await db.insert(goods).values([
    {
      id: 1,
      mouldNo: 'JYG00001',
      title: '足金福字戒指',
      titleInfo: '黄金戒指 · 足金999 · 可调圈口',
      brandId: 1,
      seriesId: 1,
      productTypeId: 10,
      productGroupId: 1,
      category: '足金/黄金',
      style: '简约',
      pricingMode: 'per_gram',
      shopPriceFen: 9_999_999,
      labourFeeFen: 12_000,
      goldWeightMg: 3_250,
      totalWeightMg: 3_250,
      isHot: true,
      createdAt: daysAgo(10),
      ...base,
    },
    {
      id: 2,
      mouldNo: 'JYG00002',
      title: '足金古法如意定制手镯',
      titleInfo: '黄金手镯 · 古法金 · 可定制圈口与刻字',
      brandId: 2,
      seriesId: 2,
      productTypeId: 10,
      productGroupId: 2,
      category: '足金/黄金',
      style: '古法',
      pricingMode: 'per_gram',
      shopPriceFen: 1,
      labourFeeFen: 58_000,
      goldWeightMg: 20_000,
      totalWeightMg: 20_000,
      createdAt: daysAgo(30),
      ...base,
    },
    {
      id: 3,
      mouldNo: 'JYD00001',
      title: '18K金六爪钻石戒指',
      titleInfo: '钻戒 · 求婚 · 婚嫁',
      brandId: 3,
      seriesId: 3,
      productTypeId: 1,
      productGroupId: 1,
      category: '钻石',
      style: '婚嫁',
      pricingMode: 'fixed',
      shopPriceFen: 358_000,
      marketingPriceFen: 322_000,
      totalWeightMg: 2_500,
      detailShape: 'VS1',
      detailSize: 'F',
      detailCount: '0.30',
      isHot: true,
      createdAt: daysAgo(20),
      ...base,
    },
    {
      id: 4,
      mouldNo: 'JYP00001',
      title: 'PT950铂金肖邦项链',
      titleInfo: '铂金项链 · PT950',
      brandId: 1,
      seriesId: null,
      productTypeId: 4,
      productGroupId: 4,
      category: '铂金',
      style: '简约',
      pricingMode: 'fixed',
      shopPriceFen: 259_900,
      totalWeightMg: 4_000,
      createdAt: daysAgo(40),
      ...base,
    },
    {
      id: 5,
      mouldNo: 'JYB00001',
      title: '金缘Au9999投资金条20g',
      titleInfo: '金条 · Au9999',
      brandId: 1,
      seriesId: null,
      productTypeId: 10,
      productGroupId: 8,
      category: '金条/金章',
      style: '投资',
      pricingMode: 'per_gram',
      shopPriceFen: 5,
      labourFeeFen: 24_000,
      goldWeightMg: 20_000,
      totalWeightMg: 20_000,
      linkUrl: '/todaygold',
      createdAt: daysAgo(50),
      ...base,
    },
    {
      id: 6,
      mouldNo: 'JYG00099',
      title: '足金下架戒指',
      brandId: 1,
      seriesId: 1,
      productTypeId: 10,
      productGroupId: 1,
      category: '足金/黄金',
      style: '简约',
      pricingMode: 'fixed',
      shopPriceFen: 100,
      isOnSale: false,
      createdAt: daysAgo(1),
      ...base,
    },
    {
      id: 7,
      mouldNo: 'JYG00003',
      title: '足金素圈戒指',
      titleInfo: '黄金戒指 · 一口价',
      brandId: 1,
      seriesId: 1,
      productTypeId: 10,
      productGroupId: 1,
      category: '足金/黄金',
      style: '简约',
      pricingMode: 'fixed',
      shopPriceFen: 99_900,
      goldWeightMg: 1_200,
      totalWeightMg: 1_200,
      isNew: true,
      createdAt: daysAgo(2),
      ...base,
    },
    {
      id: 8,
      mouldNo: 'JYG00004',
      title: '足金小金豆吊坠',
      titleInfo: '黄金吊坠',
      brandId: 1,
      seriesId: 1,
      productTypeId: 10,
      productGroupId: 4,
      category: '足金/黄金',
      style: '国潮',
      pricingMode: 'per_gram',
      shopPriceFen: 7,
      labourFeeFen: 1_563,
      goldWeightMg: 1_010,
      totalWeightMg: 1_010,
      createdAt: daysAgo(5),
      ...base,
    },
  ]);
  await db.insert(goodsSkus).values([
    { goodsId: 1, attribute: 'ringSize:10', ringSize: '10', stockWeb: 5, stockStore: 1, goldWeightMg: 3_250 },
    { goodsId: 1, attribute: 'ringSize:12', ringSize: '12', stockWeb: 0, stockStore: 2, goldWeightMg: 3_410 },
    {
      goodsId: 2,
      attribute: 'customizedSize:54;customizedStyle:素面',
      customizedSize: '54',
      customizedStyle: '素面',
      stockWeb: 3,
      goldWeightMg: 20_000,
    },
    {
      goodsId: 2,
      attribute: 'customizedSize:54;customizedStyle:刻字',
      customizedSize: '54',
      customizedStyle: '刻字',
      stockWeb: 0,
      priceDeltaFen: 8_800,
      goldWeightMg: 20_000,
    },
    { goodsId: 3, attribute: 'ringSize:8', ringSize: '8', stockWeb: 2 },
    { goodsId: 3, attribute: 'ringSize:9', ringSize: '9', stockWeb: 0, priceDeltaFen: 10_000 },
    { goodsId: 4, attribute: 'chainLength:40', chainLength: '40', stockWeb: 1 },
    { goodsId: 4, attribute: 'chainLength:45', chainLength: '45', stockWeb: 4, priceDeltaFen: 15_000 },
    { goodsId: 5, attribute: '', stockWeb: 10 },
    { goodsId: 6, attribute: '', stockWeb: 10 },
    { goodsId: 7, attribute: '', stockWeb: 0, stockStore: 0 },
    { goodsId: 8, attribute: '', stockWeb: 6 },
  ]);
  await db.insert(goodsImages).values(
    [1, 2, 3, 4, 5, 6, 7, 8].flatMap((goodsId) => [
      { goodsId, kind: 'detail' as const, src: `/media/goods/${goodsId}-detail.svg`, sort: 0 },
      { goodsId, kind: 'main' as const, src: `/media/goods/${goodsId}-2.svg`, sort: 2 },
      { goodsId, kind: 'main' as const, src: `/media/goods/${goodsId}-1.svg`, sort: 1 },
    ]),
  );
  const running = { startsAt: daysAgo(3), endsAt: daysAgo(-3) };
  await db.insert(marketingActivities).values([
    {
      id: 1,
      mType: 10,
      mTypeDesc: '满件折',
      labelName: '满2件95折',
      adWord: '任选2件享95折',
      threshold: 2,
      derate: '95',
      ...running,
    },
    {
      id: 2,
      mType: 6,
      mTypeDesc: '满减',
      labelName: '满2000减80',
      adWord: '单笔满¥2,000立减¥80',
      threshold: 200_000,
      derate: '8000',
      ...running,
    },
    {
      id: 3,
      mType: 6,
      mTypeDesc: '满减',
      labelName: '已结束',
      adWord: '',
      threshold: 100_000,
      derate: '100',
      startsAt: daysAgo(20),
      endsAt: daysAgo(1),
    },
  ]);
  await db.insert(marketingActivityGoods).values([
    { activityId: 1, goodsId: 3 },
    { activityId: 1, goodsId: 4 },
    { activityId: 2, goodsId: 3 },
    { activityId: 3, goodsId: 1 },
  ]);
  await db.insert(goodsComments).values([
    { goodsId: 1, nickname: '王***', rating: 5, content: '很好看', createdAt: daysAgo(3) },
    {
      goodsId: 1,
      nickname: '李***',
      rating: 4,
      content: '做工精致',
      images: ['/media/goods/1-1.svg'],
      createdAt: daysAgo(1),
    },
    { goodsId: 1, nickname: '张***', rating: 4, content: '物流很快', createdAt: daysAgo(2) },
  ]);
  // Sales for orderType 4: the platinum necklace sold 3, the diamond ring 1; an unpaid and a closed order do not count.
  await db.insert(cardLevels).values([{ level: 1, name: '普卡', thresholdFen: 0 }]);
  await db.insert(members).values([
    {
      id: 1,
      uoid: 'U1',
      mobile: '13900000001',
      cardNo: 'C1',
      vipNo: 'V1',
      cardLevel: 1,
      firstJoinDate: '2024-01-01',
    },
  ]);
  await db.insert(orders).values([
    { id: 1, orderNo: 'O1', memberId: 1, orderState: 4, goodsTotalFen: 1, payFen: 1 },
    { id: 2, orderNo: 'O2', memberId: 1, orderState: 1, goodsTotalFen: 1, payFen: 1 },
    { id: 3, orderNo: 'O3', memberId: 1, orderState: 6, goodsTotalFen: 1, payFen: 1 },
  ]);
  const line = { mouldNo: 'x', title: 'x', thumb: '', unitPriceFen: 1, productTypeId: 10 };
  await db.insert(orderItems).values([
    { orderId: 1, goodsId: 4, qty: 3, ...line },
    { orderId: 1, goodsId: 3, qty: 1, ...line },
    { orderId: 2, goodsId: 7, qty: 50, ...line },
    { orderId: 3, goodsId: 2, qty: 40, ...line },
  ]);
  await db
    .insert(searchKeywords)
    .values([
      ...['戒指', '手镯', '黄金项链', '钻戒'].map((word, index) => ({ word, kind: 1, sort: index + 1 })),
      ...['古法金手镯', '婚嫁钻戒'].map((word, index) => ({ word, kind: 2, sort: index + 1 })),
    ]);
  await db.insert(bannedWords).values([{ word: '高仿' }, { word: '赌博' }]);
  await db.insert(classifies).values([
    { id: 10, name: '黄金', keyword: '黄金' },
    { id: 11, pid: 10, name: '黄金戒指', keyword: '黄金戒指' },
  ]);
  await db.insert(adverts).values([
    {
      tagValue: 4,
      title: '六爪钻戒',
      srcLink: '/media/advert/diamond.svg',
      jumpLink: '/goods?mouldNo=JYD00001',
      sort: 1,
    },
    { tagValue: 4, title: '福字戒指', srcLink: '/media/advert/ring.svg', jumpLink: '/goods?mouldNo=JYG00001', sort: 2 },
    {
      tagValue: 4,
      title: '已结束',
      srcLink: '/media/advert/old.svg',
      jumpLink: '/goods?mouldNo=JYP00001',
      endsAt: daysAgo(1),
    },
  ]);
}
