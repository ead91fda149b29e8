import type { RegionProvince, RegionValue } from '../views/address/RegionSelect/regionSelectRules';
import tree from './regions.json';

/**
 * A slice of the GB/T 2260 tree as the server gives it (北京市, 浙江省: 杭州市 and 宁波市, 湖北省:
 * 武汉市 and its 省直辖县级行政区划, 广东省: 广州市, 深圳市 and 东莞市, 台湾省, 香港特别行政区).
 */
export const sampleRegions: readonly RegionProvince[] = tree;

/** 浙江省 杭州市 西湖区, chosen. */
export const sampleXihu: RegionValue = {
  provinceCode: '330000',
  province: '浙江省',
  cityCode: '330100',
  city: '杭州市',
  districtCode: '330106',
  district: '西湖区',
};
