/** A calling code the mall accepts, with its national number pattern (spec §3 country list). */
export type Country = {
  /** ISO-like code, e.g. CN. */
  countryCode: 'CN' | 'HK' | 'MO' | 'TW';
  /** The calling code sent as countryNo, e.g. `86`. */
  countryNum: string;
  /** The national number pattern. */
  pattern: RegExp;
};

/** spec §3 and §9: country calling codes 86, 852, 853, 886; mainland numbers are 11 digits starting with 1. */
export const countries: readonly Country[] = [
  { countryCode: 'CN', countryNum: '86', pattern: /^1\d{10}$/ },
  // Hong Kong and Macau mobiles are 8 digits (HK 4–9…, MO 6…); Taiwan mobiles 09 + 8 digits, often written without the 0.
  { countryCode: 'HK', countryNum: '852', pattern: /^[4-9]\d{7}$/ },
  { countryCode: 'MO', countryNum: '853', pattern: /^6\d{7}$/ },
  { countryCode: 'TW', countryNum: '886', pattern: /^0?9\d{8}$/ },
];

/** The default calling code (mainland). */
export const defaultCountryNum = '86';

/** spec §5 helper rule: the mainland mobile pattern, 11 digits starting with 1. */
export const mainlandPhonePattern = /^1\d{10}$/;

/** Whether `number` is a valid mobile number for the calling code `countryNum`. */
export function isValidPhone(number: string, countryNum: string = defaultCountryNum): boolean {
  const country = countries.find((entry) => entry.countryNum === countryNum);
  return country ? country.pattern.test(number.trim()) : false;
}
