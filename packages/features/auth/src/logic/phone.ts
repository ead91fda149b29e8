import { countryNumbers, phonePatterns, type CountryNo } from '@mall/contract/auth';

/** A calling code the mall accepts, with its national number pattern (spec §3 country list). */
export type Country = {
  /** ISO-like code, e.g. CN. */
  countryCode: 'CN' | 'HK' | 'MO' | 'TW';
  /** The calling code sent as countryNo, e.g. `86`. */
  countryNum: CountryNo;
  /** The national number pattern. */
  pattern: RegExp;
};

/** spec §3 and §9: country calling codes 86, 852, 853, 886; mainland numbers are 11 digits starting with 1. */
export const countries: readonly Country[] = [
  // The server checks the same patterns (@mall/contract), so the two sides never disagree.
  { countryCode: 'CN', countryNum: '86', pattern: phonePatterns['86'] },
  { countryCode: 'HK', countryNum: '852', pattern: phonePatterns['852'] },
  { countryCode: 'MO', countryNum: '853', pattern: phonePatterns['853'] },
  { countryCode: 'TW', countryNum: '886', pattern: phonePatterns['886'] },
];

/** The default calling code (mainland). */
export const defaultCountryNum = '86';

/** The calling code a form chose, as the contract types it (the mainland's when it names none of spec §9's). */
export function countryNoOf(value: string): CountryNo {
  return countryNumbers.find((countryNo) => countryNo === value) ?? defaultCountryNum;
}

/** spec §5 helper rule: the mainland mobile pattern, 11 digits starting with 1. */
export const mainlandPhonePattern = /^1\d{10}$/;

/** Whether `number` is a valid mobile number for the calling code `countryNum`. */
export function isValidPhone(number: string, countryNum: string = defaultCountryNum): boolean {
  const country = countries.find((entry) => entry.countryNum === countryNum);
  return country ? country.pattern.test(number.trim()) : false;
}
