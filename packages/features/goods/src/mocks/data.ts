import type { TodayGoldPrice } from '@mall/contract/content';
import type { CommentGoods, DiscountActivity, GoodsCard, GoodsDetail, GoodsSku } from '@mall/contract/goods';

/** An inline SVG piece in a tint (stories never reach the network for pictures). */
export function artwork(fill: string, label: string) {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#f8f1e0"/><circle cx="200" cy="200" r="110" fill="none" stroke="${fill}" stroke-width="28"/><text x="200" y="380" font-size="26" text-anchor="middle" fill="#7a5a12">${label}</text></svg>`,
  )}`;
}

const inputTime = '2026-02-14T01:30:00.000Z';

/** A per-gram size of the ring: 1,023.00 元/克 × the size's gold weight + 288.00 labour. */
function ringSku(skuId: number, ringSize: string, goldWeightMg: number, stockQtyWeb: number): GoodsSku {
  const goldValueFen = Math.floor((goldWeightMg * 102300 + 500) / 1000);
  const totalFen = goldValueFen + 28800;
  const grams = (goldWeightMg / 1000).toFixed(3);
  return {
    skuId,
    attribute: `ringSize:${ringSize}`,
    ringSize,
    chainLength: '',
    customizedSize: '',
    customizedStyle: '',
    customizedDirection: '',
    stockQtyWeb,
    stockQtyStore: 2,
    shopPrice: (totalFen / 100).toFixed(2),
    shopPriceFen: totalFen,
    marketingPrice: '0.00',
    category: { goldWeight: (goldWeightMg / 1000).toFixed(2), ringSize },
    priceBreakdown: {
      goldPriceBasis: 'todayPriceHK',
      goldPrice: '1023.00',
      goldPriceFenPerGram: 102300,
      goldWeight: grams,
      goldWeightMg,
      goldValueFen,
      labourFeeFen: 28800,
      priceDeltaFen: 0,
      totalFen,
      goldPriceInputTime: inputTime,
      goldPriceReadTime: inputTime,
    },
  };
}

export const ringSkus = [ringSku(11, '11', 3400, 5), ringSku(12, '12', 3520, 2), ringSku(13, '13', 3650, 0)];

/** The seeded kind of piece: a per-gram pure-gold ring with three sizes, one sold out. */
export const ring: GoodsDetail = {
  goodsId: 1,
  mouldNo: 'JYG00001',
  thumb: artwork('#c9a24a', '正面'),
  title: '足金古法福字戒指',
  newTitle: '',
  titleInfo: '古法工艺 足金999 福字开口戒',
  brandId: 2,
  brandName: '金缘·古法',
  seriesId: 4,
  seriesName: '古法传承',
  productTypeID: 10,
  productGroupID: 1,
  categoryName: '足金/黄金',
  style: '古法',
  isHot: true,
  isNew: false,
  isPresell: false,
  pricingMode: 'per_gram',
  shopPrice: ringSkus[0]?.shopPrice ?? '0.00',
  marketingPrice: '0.00',
  shopPriceFen: ringSkus[0]?.shopPriceFen ?? 0,
  hasPriceRange: true,
  stockQtyWeb: 7,
  labels: [],
  jumpLink: '/goods?mouldNo=JYG00001',
  linkUrl: '',
  productTypeName: '足金',
  productGroupName: '戒指',
  presellPrice: '0.00',
  deposit: '0.00',
  bonusPurchasePoint: 0,
  isUsePoints: true,
  goodSource: 1,
  pointProductType: null,
  descriptionHtml: '<p>古法手工锤揲，福字浮雕，寓意福气满满。</p>',
  stockQtyStore: 6,
  isSoldOut: false,
  category: ringSkus[0]?.category ?? {},
  priceBreakdown: ringSkus[0]?.priceBreakdown ?? null,
  images: [
    { src: artwork('#c9a24a', '正面'), kind: 'main', sort: 0 },
    { src: artwork('#b08a2e', '侧面'), kind: 'main', sort: 1 },
    { src: artwork('#7a5a12', '细节'), kind: 'detail', sort: 0 },
  ],
  skus: ringSkus,
  attributes: {
    ringSize: ['11', '12', '13'],
    chainLength: [],
    customizedSize: [],
    customizedStyle: [],
    customizedDirection: [],
  },
};

/** A fixed-price diamond pendant with a promotion price and no sizes. */
export const pendant: GoodsDetail = {
  ...ring,
  goodsId: 2,
  mouldNo: 'JYD00002',
  title: '臻钻星耀钻石吊坠',
  titleInfo: '18K金 0.30克拉 H色 VS1',
  brandName: '金缘·臻钻',
  seriesName: '星耀',
  productTypeID: 1,
  productGroupID: 7,
  categoryName: '钻石',
  pricingMode: 'fixed',
  shopPrice: '5999.00',
  shopPriceFen: 599900,
  marketingPrice: '5399.00',
  hasPriceRange: false,
  category: { detailShape: 'VS1', detailSize: 'H', detailCount: '0.30' },
  priceBreakdown: null,
  skus: [
    {
      ...ringSkus[0],
      skuId: 21,
      attribute: '',
      ringSize: '',
      stockQtyWeb: 9,
      shopPrice: '5999.00',
      shopPriceFen: 599900,
      marketingPrice: '5399.00',
      category: { detailShape: 'VS1', detailSize: 'H', detailCount: '0.30' },
      priceBreakdown: null,
    } as GoodsSku,
  ],
  attributes: { ringSize: [], chainLength: [], customizedSize: [], customizedStyle: [], customizedDirection: [] },
};

export const marketings: DiscountActivity[] = [
  {
    ID: 1,
    MType: 6,
    MTypeDesc: '满减',
    ProductInfo: [{ GoodsID: 1, Subtotal: '3762.96' }],
    MarketingInfo: { Price: '1000.00', DerateMoney: '50.00', IsNoTop: true },
    marketingLabelName: '每满1000减50',
    ADWord: '每满¥1,000立减¥50，上不封顶',
    startTime: '2026-02-01T00:00:00.000Z',
    endTime: '2026-03-01T00:00:00.000Z',
  },
];

export const comments: CommentGoods = {
  list: [
    {
      id: 1,
      nickname: '王**',
      rating: 5,
      content: '福字很立体，做工精致，戴着很舒服。',
      images: [artwork('#c9a24a', '晒单')],
      createdAt: '2026-02-10T08:00:00.000Z',
    },
    {
      id: 2,
      nickname: '李**',
      rating: 4,
      content: '克重和描述一致，包装很用心。',
      images: [],
      createdAt: '2026-02-08T08:00:00.000Z',
    },
  ],
  total: 7,
  averageRating: '4.6',
  pageIndex: 1,
  pageSize: 5,
};

export const recommendations: GoodsCard[] = [
  {
    goodsId: 5,
    mouldNo: 'JYG00005',
    thumb: artwork('#c9a24a', '手镯'),
    title: '足金古法素圈手镯',
    newTitle: '',
    titleInfo: '',
    brandId: 2,
    brandName: '金缘·古法',
    seriesId: 4,
    seriesName: '古法传承',
    productTypeID: 10,
    productGroupID: 2,
    categoryName: '足金/黄金',
    style: '古法',
    isHot: false,
    isNew: true,
    isPresell: false,
    pricingMode: 'per_gram',
    shopPrice: '23688.00',
    marketingPrice: '0.00',
    shopPriceFen: 2368800,
    hasPriceRange: false,
    stockQtyWeb: 3,
    labels: [],
    srcLink: artwork('#c9a24a', '手镯'),
    jumpLink: '/goods?mouldNo=JYG00005',
    linkUrl: '',
  },
];

export const goldPrice: TodayGoldPrice = {
  actStatus: 1,
  showStatus: 1,
  inputTime,
  readTime: '2026-02-14T02:00:00.000Z',
  copywriting: '以上价格仅供参考，以门店及结算页实际价格为准。',
  todayPriceHK: '1023.00',
  todayPriceTzjt: '978.00',
  todayPriceHgjShi: '968.00',
  baiJianHJPrice: '905.00',
  homeAdSrc: '',
  history: [
    { date: '2026-02-14', todayPriceHK: '1023.00', todayPriceTzjt: '978.00', baiJianHJPrice: '905.00' },
    { date: '2026-02-13', todayPriceHK: '1019.00', todayPriceTzjt: '975.00', baiJianHJPrice: '902.00' },
  ],
};

export const goldAdverts = [
  {
    id: 1,
    tagValue: 3,
    title: '投资金条 按克计价 立即选购',
    srcLink: artwork('#7a5a12', '金条'),
    jumpLink: '/goodsList?keyword=金条',
    isVideo: false,
  },
];
