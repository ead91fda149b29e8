import type { OrderLine } from '@mall/contract';

/** Inline artwork for story goods (no network in stories). */
const thumb = (fill: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="#f8f1e0"/><circle cx="100" cy="104" r="48" fill="none" stroke="${fill}" stroke-width="14"/></svg>`,
  )}`;

const line = (goodID: number, title: string, unitPriceFen: number, fill: string, changes: Partial<OrderLine> = {}) =>
  ({
    goodID,
    mouldNo: `JY${10000 + goodID}`,
    title,
    thumb: thumb(fill),
    attribute: '',
    buyNum: 1,
    unitPriceFen,
    pointProductType: null,
    category: { goldWeight: '3.52克' },
    ...changes,
  }) satisfies OrderLine;

/** Goods of the story orders. */
export const storyLines = {
  ring: line(1, '足金999 古法传承素圈戒指', 358000, '#c9a24a', {
    attribute: 'ringSize:12',
    category: { ringSize: '12号', goldWeight: '3.52克' },
  }),
  bangle: line(2, '足金 福字古法手镯', 1268000, '#b8862b', { category: { goldWeight: '18.20克' } }),
  pendant: line(3, '18K金 一克拉钻石吊坠', 999900, '#8fb3d9', { buyNum: 2 }),
  pearl: line(4, '南洋金珠 单颗耳钉', 268000, '#e6d3a3'),
  pointsGift: line(5, '积分兑换 金缘定制红包', 0, '#a4141d', { pointProductType: 23 }),
} as const;

/** A member, as the app's providers take one (stories set it through `parameters.app.user`). */
export const member = { uid: 1001, nickname: '王女士', cardNo: 'JY88000001' };

/** The story member's addresses (where an accepted gift may ship). */
export const storyAddresses = [
  {
    id: 1,
    isDefault: true,
    consignee: '李先生',
    mobile: '13900000002',
    province: '广东省',
    city: '深圳市',
    district: '罗湖区',
    detail: '深南东路5016号京基100大厦A座',
  },
  {
    id: 2,
    isDefault: false,
    consignee: '李先生',
    mobile: '13900000002',
    province: '北京市',
    city: '北京市',
    district: '朝阳区',
    detail: '建国路88号示例中心A座1206',
  },
];

/** A gift as its recipient first sees it (GiftContainer stories). */
export const storyGift = {
  state: 'awaiting' as const,
  isOwn: false,
  sender: '王女士',
  sentAt: '2026-11-23T08:00:00.000Z',
  settledAt: null,
  isRecipient: false,
  shipsTo: null,
  items: [{ ...storyLines.ring, unitPriceFen: undefined, pointProductType: undefined }].map(
    ({ goodID, mouldNo, title, thumb, attribute, buyNum }) => ({
      goodID,
      mouldNo,
      title,
      thumb,
      attribute,
      buyNum,
      category: { customizedStyle: '素面' },
    }),
  ),
};

/** A line's trade snapshot (SnapshotContainer stories). */
export const storySnapshot = {
  orderNo: 'JY202611240001',
  orderedAt: '2026-11-24T07:48:00.000Z',
  goodsId: storyLines.ring.goodID,
  mouldNo: storyLines.ring.mouldNo,
  title: storyLines.ring.title,
  newTitle: '古法工艺 · 素圈',
  titleInfo: '黄金戒指 · 按克计价',
  brandName: '金缘·古法',
  seriesName: '古法传承',
  descriptionHtml: '<p>古法手工锤揲，线条温润。</p>',
  images: [
    { src: storyLines.ring.thumb, kind: 'main' as const },
    { src: storyLines.bangle.thumb, kind: 'detail' as const },
  ],
  productTypeID: 10,
  productGroupID: 1,
  category: { goldWeight: '3.52', ringSize: '12' },
  attribute: 'ringSize:12',
  unitPriceFen: 358000,
  buyNum: 1,
};

/** Where the story screens link (the app builds these from its routes). */
export const storyHrefs = {
  order: (orderNo: string) => `/myIndex/order?orderNo=${orderNo}`,
  goods: (mouldNo: string) => `/goods?mouldNo=${mouldNo}`,
  pay: (orderNo: string) => `/submitSuccess?orderNo=${orderNo}`,
  snapshot: (orderNo: string, goodsId: number, attribute: string) =>
    `/snapshot?orderNo=${orderNo}&goodsId=${goodsId}${attribute ? `&attribute=${encodeURIComponent(attribute)}` : ''}`,
  giftShare: (token: string) => `https://mall.jinyuan.example/gift?token=${token}`,
};
