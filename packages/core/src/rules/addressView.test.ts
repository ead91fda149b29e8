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
  });
});
