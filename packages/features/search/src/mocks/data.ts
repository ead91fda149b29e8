import type { Footprint } from '@mall/contract/footprints';
import type { GoodsCard, SearchCondition } from '@mall/contract/goods';

const art = (fill: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="#f8f1e0"/><circle cx="100" cy="104" r="48" fill="none" stroke="${fill}" stroke-width="14"/></svg>`,
  )}`;

/** A goods card as the reference server answers it. */
export function card(goodsId: number, fields: Partial<GoodsCard> = {}): GoodsCard {
  const shopPriceFen = fields.shopPriceFen ?? 100000 + goodsId * 23700;
  const yuan = (shopPriceFen / 100).toFixed(2);
  return {
    goodsId,
    mouldNo: `JYG${String(goodsId).padStart(5, '0')}`,
    thumb: art('#c9a24a'),
    title: `足金戒指 ${goodsId}`,
    newTitle: '',
    titleInfo: '',
    brandId: 1,
    brandName: '金缘',
    seriesId: 1,
    seriesName: '古法传承',
    productTypeID: 9,
    productGroupID: 1,
    categoryName: '足金/黄金',
    style: '古法',
    isHot: goodsId % 3 === 0,
    isNew: goodsId % 4 === 0,
    isPresell: false,
    pricingMode: 'fixed',
    shopPrice: yuan,
    marketingPrice: '0.00',
    shopPriceFen,
    hasPriceRange: goodsId % 2 === 0,
    stockQtyWeb: 5,
    labels:
      goodsId % 5 === 0 ? [{ Price: '2', DerateMoney: '95', tag: '满2件95折', MType: 10, IsNoTop: false, ID: 1 }] : [],
    srcLink: '',
    jumpLink: `/goods?mouldNo=JYG${String(goodsId).padStart(5, '0')}`,
    linkUrl: '',
    ...fields,
  };
}

const ringTitles = [
  '足金999 古法福字戒指',
  '18K金 六爪钻石戒指',
  'PT950 铂金素圈对戒',
  '足金 转运珠开口戒指',
  '冰种翡翠 马鞍戒指',
  'K金 珍珠戒指',
];

/** 26 rings: two pages of 20. */
export const rings: GoodsCard[] = Array.from({ length: 26 }, (_, index) =>
  card(index + 1, {
    title: ringTitles[index % ringTitles.length] ?? '戒指',
    marketingPrice: index === 1 ? '1999.00' : '0.00',
  }),
);

export const conditions: SearchCondition = {
  brands: [
    { value: 1, name: '金缘', count: 20 },
    { value: 2, name: '金缘·臻品', count: 6 },
  ],
  series: [{ value: 1, name: '古法传承', count: 14, brandId: 1 }],
  productTypes: [],
  productGroups: [],
  categories: [
    { value: '足金/黄金', name: '足金/黄金', count: 14 },
    { value: '铂金', name: '铂金', count: 6 },
    { value: '钻石', name: '钻石', count: 6 },
  ],
  styles: [],
  pricingModes: [],
  priceRanges: [
    { minPriceFen: 0, maxPriceFen: 300000, count: 9 },
    { minPriceFen: 300000, maxPriceFen: null, count: 17 },
  ],
  inStockCount: 26,
  total: 26,
};

export const productTypes = [{ value: 9, name: '戒指', count: 26 }];
export const productStyles = [
  { value: '古法', name: '古法', count: 14 },
  { value: '简约', name: '简约', count: 12 },
];

export const hotWords = [
  '古法金',
  '钻戒',
  '黄金手镯',
  '转运珠',
  '对戒',
  '足金项链',
  '翡翠',
  '珍珠耳环',
  '金条',
  '生肖',
  '婚嫁三金',
  '铂金',
  'K金',
  '手链',
  '吊坠',
  '耳钉',
  '金章',
];
export const hintWords = ['古法金手镯', '一克拉钻戒', '生肖转运珠'];
export const badWords = ['赌博', '高仿'];

/** The royalty shop's range: 26 pieces, each at about 80 % of its shop price, with yearly limits. */
export const royaltyGoods = Array.from({ length: 26 }, (_, index) => {
  const goods = card(101 + index, {
    shopPriceFen: 60_000 + index * 45_000,
    title:
      ['足金999 古法传承素圈戒指', 'PT950 铂金锁骨链', '淡水珍珠耳钉', '18K金 小钻吊坠'][index % 4] + ` ${index + 1}`,
    labels: [],
  });
  return {
    goods,
    royaltyPriceFen: Math.floor((goods.shopPriceFen * 0.8) / 100) * 100,
    limitPerYear: goods.shopPriceFen > 500_000 ? 1 : 2,
  };
});

/** The balance of the demo staff user 林晓 (JY80001). */
export const royaltyBalance = {
  staffCode: 'JY80001',
  nickname: '林晓',
  year: 2026,
  grantedFen: 800_000,
  usedFen: 168_000,
  balanceFen: 632_000,
  expiresAt: '2026-12-31T15:59:59.999Z',
};

/** 10:30 on 24 November 2026 in China: the stories' "now" for the footprints' days. */
export const footprintsNow = new Date('2026-11-24T02:30:00Z');

/**
 * 24 footprints (two pages of 20): three today, two yesterday (one taken off sale since), the rest
 * a day each before, newest first.
 */
export const footprints: Footprint[] = rings.slice(0, 24).map((goods, index) => {
  const hoursAgo = index < 3 ? index + 1 : index < 5 ? 20 + index : 24 * (index - 3);
  return {
    viewedAt: new Date(footprintsNow.getTime() - hoursAgo * 3_600_000).toISOString(),
    isOnSale: index !== 4,
    goods,
  };
});
