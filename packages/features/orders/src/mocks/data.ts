import type { OrderLine, Parcel, TrackingEvent } from '@mall/contract/orders';

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

/** A tracking event at a fixed story time (the stories stand on handlers' storyNow). */
const event = (at: string, status: TrackingEvent['status'], description: string, place: string): TrackingEvent => ({
  at,
  status,
  description,
  place,
});

const parcelLine = (piece: OrderLine, qty = piece.buyNum) => ({
  mouldNo: piece.mouldNo,
  title: piece.title,
  thumb: piece.thumb,
  attribute: piece.attribute,
  qty,
});

/**
 * The parcels of the story orders, as the server's fulfilment and carrier simulator answer them:
 * the shipped order left in two insured boxes (a branch order), one on its way and one still waiting
 * for the courier; the successful order's one parcel was signed for.
 */
export const storyParcels: Readonly<Record<string, Parcel[]>> = {
  JY202611200003: [
    {
      parcelNo: 1,
      carrierCode: 'SF',
      carrierName: '顺丰速运',
      trackingNo: 'SF1402836571924',
      shippedAt: '2026-11-21T02:00:00.000Z',
      lines: [parcelLine(storyLines.pendant)],
      events: [
        event('2026-11-22T04:10:00.000Z', 'inTransit', '快件已到达【杭州转运中心】', '杭州市'),
        event(
          '2026-11-21T19:30:00.000Z',
          'inTransit',
          '快件已从【武汉转运中心】发出，下一站【杭州转运中心】',
          '武汉市',
        ),
        event('2026-11-21T09:40:00.000Z', 'inTransit', '快件已到达【武汉转运中心】', '武汉市'),
        event(
          '2026-11-21T05:00:00.000Z',
          'inTransit',
          '快件已从【深圳转运中心】发出，下一站【武汉转运中心】',
          '深圳市',
        ),
        event('2026-11-21T03:15:00.000Z', 'collected', '【深圳】顺丰速运 已揽收，揽投员：王师傅', '深圳市'),
      ],
    },
    {
      parcelNo: 2,
      carrierCode: 'EMS',
      carrierName: '中国邮政 EMS',
      trackingNo: '1176408327516',
      shippedAt: '2026-11-24T07:30:00.000Z',
      lines: [parcelLine(storyLines.pearl), parcelLine(storyLines.ring)],
      events: [],
    },
  ],
  JY202611100004: [
    {
      parcelNo: 1,
      carrierCode: 'SF',
      carrierName: '顺丰速运',
      trackingNo: 'SF1000234567890',
      shippedAt: '2026-11-10T06:00:00.000Z',
      lines: [parcelLine(storyLines.pearl)],
      events: [
        event(
          '2026-11-12T09:20:00.000Z',
          'signed',
          '快件已签收，签收人：本人签收。感谢使用顺丰速运，期待再次为您服务',
          '深圳市',
        ),
        event(
          '2026-11-12T06:05:00.000Z',
          'delivering',
          '快件已交给李师傅，正在派送途中（联系电话：136****2741），请保持电话畅通',
          '深圳市',
        ),
        event('2026-11-11T08:00:00.000Z', 'inTransit', '快件已到达【深圳转运中心】，正在分拣', '深圳市'),
        event('2026-11-10T07:10:00.000Z', 'collected', '【深圳】顺丰速运 已揽收，揽投员：陈师傅', '深圳市'),
      ],
    },
  ],
};

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
  logistics: (orderNo: string) => `/myIndex/branchOrder?orderNo=${orderNo}`,
  review: (orderNo: string) => `/myIndex/orderEvaluate?orderNo=${orderNo}`,
  invoice: (orderNo: string) => `/invoiceManage?apply=${orderNo}`,
  invoiceView: (orderNo: string) => `/invoiceManage?orderNo=${orderNo}`,
  guarantee: (certNo: string) => `/electronicGuarantee?certNo=${certNo}`,
};
