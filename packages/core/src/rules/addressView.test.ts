import { describe, expect, it } from 'vitest';
import { addressLocation, maskMobile } from './addressView';

describe('how an address reads', () => {
  it.each([
    ['a mainland mobile: the middle four hidden', '13900000001', '139****0001'],
    ['a Hong Kong number: as given', '61234567', '61234567'],
    ['anything else: as given', '0755-8888', '0755-8888'],
  ])('%s', (_case, mobile, shown) => {
    expect(maskMobile(mobile)).toBe(shown);
  });

  it('writes the place on one line, leaving out a blank part', () => {
    const place = { province: '广东省', city: '深圳市', district: '罗湖区', detail: '深南东路5016号' };
    expect(addressLocation(place)).toBe('广东省 深圳市 罗湖区 深南东路5016号');
    expect(addressLocation({ ...place, district: '' })).toBe('广东省 深圳市 深南东路5016号');
    // A municipality is its own city, a city without districts its own district: each said once.
    expect(addressLocation({ province: '上海市', city: '上海市', district: '黄浦区', detail: '南京东路300号' })).toBe(
      '上海市 黄浦区 南京东路300号',
    );
    expect(addressLocation({ province: '广东省', city: '东莞市', district: '东莞市', detail: '莞城街道' })).toBe(
      '广东省 东莞市 莞城街道',
    );
  });
});
