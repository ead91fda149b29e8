import type { CartItem } from '@mall/contract/cart';
import type { DiscountActivity } from '@mall/contract/goods';

const thumb = (fill: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="#f8f1e0"/><circle cx="100" cy="104" r="48" fill="none" stroke="${fill}" stroke-width="14"/></svg>`)}`;

const base: Omit<
  CartItem,
  | 'goodID'
  | 'mouldNo'
  | 'title'
  | 'shopPrice'
  | 'shopPriceFen'
  | 'unitPriceFen'
  | 'promotionPrice'
  | 'attribute'
  | 'addTime'
  | 'category'
  | 'productTypeID'
  | 'productGroupID'
> = {
  buyNum: 1,
  thumb: thumb('#c9a24a'),
  newTitle: '',
  titleInfo: '',
  brandName: '金缘',
  seriesName: '',
  marketingPrice: '0.00',
  pricingMode: 'fixed',
  cartValid: 1,
  invalidReason: '',
  selected: false,
  productType: '足金',
  bonusPurchasePoint: 0,
  ispresell: 0,
  presellprice: '0.00',
  deposit: '0.00',
  depositswell: '0.00',
  finalpaytimestarttext: '',
  finalpaytimeendtext: '',
  iscollageproduct: 0,
  isdiscount: 0,
  isUsePoints: true,
  goodSource: 1,
  stockQtyStore: 0,
  stockQtyWeb: 5,
};

/** A per-gram ring in no activity. */
export const ringItem: CartItem = {
  ...base,
  goodID: 1,
  mouldNo: 'JYG00001',
  title: '足金福字戒指',
  seriesName: '爱的誓言',
  pricingMode: 'per_gram',
  shopPrice: '3371.63',
  shopPriceFen: 337_163,
  unitPriceFen: 337_163,
  promotionPrice: '3371.63',
  attribute: 'ringSize:10',
  addTime: '2026-11-20T08:00:00.000Z',
  category: { goldWeight: '3.25', totalWeight: '3.25', ringSize: '10', shopPrice: '3371.63' },
  productTypeID: 10,
  productGroupID: 1,
};

/** A diamond ring with a promotion price, in 满2000减80 and 满2件95折. */
export const diamondItem: CartItem = {
  ...base,
  goodID: 3,
  mouldNo: 'JYD00001',
  title: '18K金六爪钻石戒指',
  thumb: thumb('#8fb3d9'),
  brandName: '金缘·臻钻',
  seriesName: '永恒之约',
  shopPrice: '3580.00',
  marketingPrice: '3220.00',
  shopPriceFen: 358_000,
  unitPriceFen: 322_000,
  promotionPrice: '3220.00',
  attribute: 'ringSize:8',
  addTime: '2026-11-21T08:00:00.000Z',
  category: { detailShape: 'VS1', detailSize: 'F', detailCount: '0.30', ringSize: '8', shopPrice: '3580.00' },
  productType: '钻石镶嵌',
  productTypeID: 1,
  productGroupID: 1,
  isdiscount: 1,
  stockQtyWeb: 2,
};

/** A platinum necklace in 满2件95折. */
export const necklaceItem: CartItem = {
  ...base,
  goodID: 4,
  mouldNo: 'JYP00001',
  title: 'PT950铂金肖邦项链',
  thumb: thumb('#b8b8c0'),
  shopPrice: '2749.00',
  shopPriceFen: 274_900,
  unitPriceFen: 274_900,
  promotionPrice: '2749.00',
  attribute: 'chainLength:45',
  addTime: '2026-11-22T08:00:00.000Z',
  category: { totalWeight: '4.00', actualLength: '45', actualLenth: '45', shopPrice: '2749.00' },
  productType: '铂金',
  productTypeID: 4,
  productGroupID: 4,
  isdiscount: 1,
  stockQtyWeb: 4,
};

/** A sold-out ring: listed apart (cartValid 0). */
export const soldOutItem: CartItem = {
  ...base,
  goodID: 7,
  mouldNo: 'JYG00003',
  title: '足金素圈戒指',
  shopPrice: '999.00',
  shopPriceFen: 99_900,
  unitPriceFen: 99_900,
  promotionPrice: '999.00',
  attribute: '',
  addTime: '2026-11-19T08:00:00.000Z',
  category: { shopPrice: '999.00' },
  productTypeID: 10,
  productGroupID: 1,
  cartValid: 0,
  invalidReason: 'soldOut',
  stockQtyWeb: 0,
};

/** The running activities of the samples (as the reference server's fixture). */
export const sampleActivities: DiscountActivity[] = [
  {
    ID: 1,
    MType: 10,
    MTypeDesc: '满件折',
    ProductInfo: [
      { GoodsID: 3, Subtotal: '3220.00' },
      { GoodsID: 4, Subtotal: '2749.00' },
    ],
    MarketingInfo: { Price: '2', DerateMoney: '95', IsNoTop: false },
    marketingLabelName: '满2件95折',
    ADWord: '任选2件享95折',
    startTime: '2026-11-01T00:00:00.000Z',
    endTime: '2026-12-31T00:00:00.000Z',
  },
  {
    ID: 2,
    MType: 6,
    MTypeDesc: '满减',
    ProductInfo: [{ GoodsID: 3, Subtotal: '3220.00' }],
    MarketingInfo: { Price: '2000.00', DerateMoney: '80.00', IsNoTop: false },
    marketingLabelName: '满2000减80',
    ADWord: '单笔满¥2,000立减¥80',
    startTime: '2026-11-01T00:00:00.000Z',
    endTime: '2026-12-31T00:00:00.000Z',
  },
];
