import type { Address, PricedLine } from '@mall/contract';
import type { CartsParse } from '../logic/carts';

const thumb = (hue: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 80 80'><rect width='80' height='80' fill='#f8f1e0'/><circle cx='40' cy='40' r='22' fill='none' stroke='${hue}' stroke-width='6'/></svg>`)}`;

/** The pieces the mocks can price, by goods id (a per-gram ring and a fixed-price necklace). */
export const catalogue: Record<number, Omit<PricedLine, 'buyNum' | 'attribute' | 'subtotalFen'>> = {
  12: {
    goodID: 12,
    mouldNo: 'JYG00012',
    title: '足金古法素圈戒指',
    thumb: thumb('#c9a24a'),
    pricingMode: 'per_gram',
    category: { goldWeight: '3.52', ringSize: '12' },
    productTypeID: 10,
    productGroupID: 1,
    unitPrice: '3888.96',
    unitPriceFen: 388896,
    stock: 8,
  },
  31: {
    goodID: 31,
    mouldNo: 'JYD00031',
    title: '18K金钻石项链 星光',
    thumb: thumb('#8f8780'),
    pricingMode: 'fixed',
    category: { detailShape: 'VS1', detailSize: 'F', detailCount: '0.30', actualLength: '45' },
    productTypeID: 1,
    productGroupID: 4,
    unitPrice: '6999.00',
    unitPriceFen: 699900,
    stock: 3,
  },
};

/** The carts of the stories, as the app reads them from /pay: one ring, two necklaces. */
export const storyCarts: CartsParse = {
  ok: true,
  lines: [
    { goodID: 12, attribute: 'ringSize:12', buyNum: 1 },
    { goodID: 31, attribute: '', buyNum: 2 },
  ],
};

export const addresses: Address[] = [
  {
    id: 1,
    isDefault: true,
    consignee: '王女士',
    mobile: '13900000001',
    province: '广东省',
    city: '深圳市',
    district: '罗湖区',
    detail: '深南东路5016号京基100大厦A座',
  },
  {
    id: 2,
    isDefault: false,
    consignee: '王先生',
    mobile: '13800008888',
    province: '上海市',
    city: '上海市',
    district: '黄浦区',
    detail: '南京东路300号',
  },
];

/** A signed-in member (王女士, 金卡) as the session holds her. */
export const member = {
  uid: 1001,
  uoid: 'C1001',
  nickname: '王女士',
  cardNo: 'JY0001001',
  vipNo: 'V1001',
  isStaff: false,
  staffCode: '',
  idToken: 'story-token',
};
/** A staff user (林晓). */
export const staff = {
  uid: 2001,
  uoid: 'S2001',
  nickname: '林晓',
  cardNo: '',
  vipNo: '',
  isStaff: true,
  staffCode: 'JY80001',
  idToken: 'story-token',
};
