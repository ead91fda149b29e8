import { describe, expect, it } from 'vitest';
import { chooseRegion, noRegion, regionChoices, type RegionValue } from './regionSelectRules';
import { sampleRegions, sampleXihu } from '../../../samples/regions';

const provinces = sampleRegions;
const xihu = sampleXihu;

describe('chooseRegion: the province → city → district cascade (issue #13)', () => {
  it.each<[string, RegionValue, 'province' | 'city' | 'district', string, RegionValue]>([
    [
      'a province from nothing',
      noRegion,
      'province',
      '330000',
      { ...noRegion, provinceCode: '330000', province: '浙江省' },
    ],
    [
      'another province clears city and district',
      xihu,
      'province',
      '440000',
      { ...noRegion, provinceCode: '440000', province: '广东省' },
    ],
    [
      'the same province again clears them too',
      xihu,
      'province',
      '330000',
      { ...noRegion, provinceCode: '330000', province: '浙江省' },
    ],
    [
      'a municipality chooses its one city',
      xihu,
      'province',
      '110000',
      { ...noRegion, provinceCode: '110000', province: '北京市', cityCode: '110000', city: '北京市' },
    ],
    [
      'a province of one city and one district chooses both',
      noRegion,
      'province',
      '710000',
      {
        provinceCode: '710000',
        province: '台湾省',
        cityCode: '710000',
        city: '台湾省',
        districtCode: '710000',
        district: '台湾省',
      },
    ],
    [
      'another city clears the district',
      xihu,
      'city',
      '330200',
      { ...xihu, cityCode: '330200', city: '宁波市', districtCode: '', district: '' },
    ],
    [
      'a city without districts is its own district',
      { ...noRegion, provinceCode: '440000', province: '广东省' },
      'city',
      '441900',
      {
        ...noRegion,
        provinceCode: '440000',
        province: '广东省',
        cityCode: '441900',
        city: '东莞市',
        districtCode: '441900',
        district: '东莞市',
      },
    ],
    ['a district', { ...xihu, districtCode: '', district: '' }, 'district', '330106', xihu],
    ['an unknown province changes nothing', xihu, 'province', '990000', xihu],
    ['a city of another province changes nothing', xihu, 'city', '440300', xihu],
    ['a district of another city changes nothing', xihu, 'district', '330203', xihu],
  ])('%s', (_case, value, level, code, expected) => {
    expect(chooseRegion(provinces, value, level, code)).toEqual(expected);
  });
});

describe('regionChoices', () => {
  it.each<[string, RegionValue, string[], string[]]>([
    ['nothing chosen offers no city', noRegion, [], []],
    [
      'a province offers its cities',
      { ...noRegion, provinceCode: '330000', province: '浙江省' },
      ['杭州市', '宁波市'],
      [],
    ],
    [
      'a city offers its districts',
      { ...xihu, provinceCode: '440000', province: '广东省', cityCode: '440300', city: '深圳市' },
      ['广州市', '深圳市', '东莞市'],
      ['罗湖区', '福田区', '南山区', '宝安区', '龙岗区', '盐田区', '龙华区', '坪山区', '光明区'],
    ],
    ['a code the tree does not know offers nothing', { ...noRegion, provinceCode: '990000' }, [], []],
  ])('%s', (_case, value, cities, districts) => {
    const choices = regionChoices(provinces, value);
    expect(choices.cities.map((entry) => entry.name)).toEqual(cities);
    expect(choices.districts.map((entry) => entry.name)).toEqual(districts);
  });
});
