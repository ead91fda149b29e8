import type { Address, AddressInput } from '@mall/contract/checkout';

/** The address form's fields: the contract's AddressInput, the region as GB/T 2260 codes and names. */
export type AddressDraft = Required<AddressInput>;

/** An empty form. */
export const emptyAddressDraft: AddressDraft = {
  consignee: '',
  mobile: '',
  provinceCode: '',
  province: '',
  cityCode: '',
  city: '',
  districtCode: '',
  district: '',
  detail: '',
  isDefault: false,
};

/** A saved address as the form edits it (an address saved before codes were kept starts with its region unchosen). */
export function draftOfAddress(address: Address): AddressDraft {
  const { consignee, mobile, provinceCode, province, cityCode, city, districtCode, district, detail, isDefault } =
    address;
  return { consignee, mobile, provinceCode, province, cityCode, city, districtCode, district, detail, isDefault };
}

/** The i18n keys (namespace `checkout`, under `address.errors`) of each failed check. */
export type AddressErrorKey =
  | 'consigneeRequired'
  | 'consigneeTooLong'
  | 'mobileRequired'
  | 'mobileInvalid'
  | 'provinceRequired'
  | 'cityRequired'
  | 'districtRequired'
  | 'detailLength';
export type AddressErrors = Partial<
  Record<'consignee' | 'mobile' | 'province' | 'city' | 'district' | 'detail', AddressErrorKey>
>;

/** spec §5 / §9: the mainland mobile, 11 digits starting with 1. */
const mobilePattern = /^1\d{10}$/;
/** Characters, not UTF-16 units: 王 and 𠀋 count as one each. */
const length = (text: string) => [...text].length;

/** A GB/T 2260 code as the selects give it. */
const regionCodePattern = /^\d{6}$/;

/**
 * The checks of a new address, one message per field in the style of spec §5 (the contract's
 * AddressInput: consignee 1–20, mobile 11 digits from 1, province / city / district each chosen
 * (a code; issue #13: 请选择省份 …), street address 5–120 characters). Text is trimmed first; an
 * empty result means the draft can be saved.
 */
export function validateAddress(draft: AddressDraft): AddressErrors {
  const value = trimmed(draft);
  const errors: AddressErrors = {};
  if (value.consignee === '') errors.consignee = 'consigneeRequired';
  else if (length(value.consignee) > 20) errors.consignee = 'consigneeTooLong';
  if (value.mobile === '') errors.mobile = 'mobileRequired';
  else if (!mobilePattern.test(value.mobile)) errors.mobile = 'mobileInvalid';
  if (!regionCodePattern.test(value.provinceCode) || value.province === '') errors.province = 'provinceRequired';
  if (!regionCodePattern.test(value.cityCode) || value.city === '') errors.city = 'cityRequired';
  if (!regionCodePattern.test(value.districtCode) || value.district === '') errors.district = 'districtRequired';
  const detail = length(value.detail);
  if (detail < 5 || detail > 120) errors.detail = 'detailLength';
  return errors;
}

function trimmed(draft: AddressDraft): AddressDraft {
  return {
    ...draft,
    consignee: draft.consignee.trim(),
    mobile: draft.mobile.replace(/\s/g, ''),
    detail: draft.detail.trim(),
  };
}

/** The save body of a checked draft (trimmed as validated). */
export function toAddressInput(draft: AddressDraft): AddressInput {
  const { isDefault, ...fields } = trimmed(draft);
  return { ...fields, isDefault };
}

/** The address to preselect: the one chosen before if it still exists, else the default, else the first. */
export function preselectAddress(addresses: readonly Address[], chosenId: number | null): number | null {
  if (chosenId !== null && addresses.some((address) => address.id === chosenId)) return chosenId;
  return (addresses.find((address) => address.isDefault) ?? addresses[0])?.id ?? null;
}
