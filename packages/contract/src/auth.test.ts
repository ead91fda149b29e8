import { describe, expect, it } from 'vitest';
import { isValidMobile } from './auth';

// spec §3 country list, §5 phone rule, §9 calling codes 86, 852, 853, 886.
describe('phone patterns per calling code', () => {
  it.each([
    ['86', '13900000001', true],
    ['86', '1390000000', false],
    ['86', '23900000001', false],
    ['852', '61234567', true],
    ['852', '12345678', false],
    ['853', '66123456', true],
    ['853', '56123456', false],
    ['886', '912345678', true],
    ['886', '0912345678', true],
    ['886', '812345678', false],
    ['1', '2025550100', false],
  ])('+%s %s → %s', (countryNo, mobile, valid) => {
    expect(isValidMobile(countryNo, mobile)).toBe(valid);
  });
});
