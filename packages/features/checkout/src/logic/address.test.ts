import type { Address } from '@mall/contract/checkout';
import { describe, expect, it } from 'vitest';
import {
  draftOfAddress,
  emptyAddressDraft,
  preselectAddress,
  toAddressInput,
  validateAddress,
  type AddressDraft,
} from './address';

const good: AddressDraft = {
  consignee: '王女士',
  mobile: '13900000001',
  provinceCode: '440000',
  province: '广东省',
  cityCode: '440300',
  city: '深圳市',
  districtCode: '440303',
  district: '罗湖区',
  detail: '深南东路5016号',
  isDefault: false,
};

describe('validateAddress (issue #7 item 3; spec §5 style messages)', () => {
  it('accepts a complete address', () => {
    expect(validateAddress(good)).toEqual({});
  });

  it('names every empty field', () => {
    expect(validateAddress(emptyAddressDraft)).toEqual({
      consignee: 'consigneeRequired',
      mobile: 'mobileRequired',
      province: 'provinceRequired',
      city: 'cityRequired',
      district: 'districtRequired',
      detail: 'detailLength',
    });
  });

  it.each<[string, Partial<AddressDraft>, ReturnType<typeof validateAddress>]>([
    ['blank consignee', { consignee: '   ' }, { consignee: 'consigneeRequired' }],
    ['consignee of 21 characters', { consignee: '王'.repeat(21) }, { consignee: 'consigneeTooLong' }],
    ['consignee of 20 characters', { consignee: '王'.repeat(20) }, {}],
    ['mobile of 10 digits (spec §9: 11 digits)', { mobile: '1390000000' }, { mobile: 'mobileInvalid' }],
    ['mobile not starting with 1', { mobile: '23900000001' }, { mobile: 'mobileInvalid' }],
    ['mobile with letters', { mobile: '1390000000a' }, { mobile: 'mobileInvalid' }],
    ['mobile with spaces', { mobile: '139 0000 0001' }, {}],
    ['street of 4 characters', { detail: '深南东路' }, { detail: 'detailLength' }],
    ['street of 5 characters', { detail: '深南东路1' }, {}],
    ['street of 121 characters', { detail: '路'.repeat(121) }, { detail: 'detailLength' }],
    ['street of 120 characters', { detail: '路'.repeat(120) }, {}],
    ['street padded with spaces to 5', { detail: '  深南东  ' }, { detail: 'detailLength' }],
    [
      'no province chosen (issue #13: 请选择省份)',
      { provinceCode: '', province: '' },
      { province: 'provinceRequired' },
    ],
    ['no city chosen (请选择城市)', { cityCode: '', city: '' }, { city: 'cityRequired' }],
    ['no district chosen (请选择区县)', { districtCode: '', district: '' }, { district: 'districtRequired' }],
    ['a name without its code (an address saved before codes)', { districtCode: '' }, { district: 'districtRequired' }],
    ['a code that is not six digits', { cityCode: '4403' }, { city: 'cityRequired' }],
  ])('%s', (_case, change, expected) => {
    expect(validateAddress({ ...good, ...change })).toEqual(expected);
  });
});

describe('address display', () => {
  it('trims the save body', () => {
    expect(toAddressInput({ ...good, consignee: ' 王女士 ', mobile: '139 0000 0001', isDefault: true })).toEqual({
      ...good,
      isDefault: true,
    });
  });
});

describe('draftOfAddress', () => {
  it('edits a saved address with its codes and names, without its id', () => {
    expect(draftOfAddress({ ...good, id: 7, isDefault: true })).toEqual({ ...good, isDefault: true });
  });
});

describe('preselectAddress', () => {
  const address = (id: number, isDefault = false): Address => ({
    id,
    isDefault,
    consignee: '王女士',
    mobile: '13900000001',
    provinceCode: '440000',
    province: '广东省',
    cityCode: '440300',
    city: '深圳市',
    districtCode: '440303',
    district: '罗湖区',
    detail: '深南东路5016号',
  });
  it.each<[string, Address[], number | null, number | null]>([
    ['nothing to choose', [], null, null],
    ['the default', [address(1), address(2, true)], null, 2],
    ['the first when none is default', [address(1), address(2)], null, 1],
    ['the earlier choice', [address(1, true), address(2)], 2, 2],
    ['the default when the earlier choice is gone', [address(1, true), address(2)], 9, 1],
  ])('%s', (_case, addresses, chosen, expected) => {
    expect(preselectAddress(addresses, chosen)).toBe(expected);
  });
});
