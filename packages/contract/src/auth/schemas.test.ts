import { describe, expect, it } from 'vitest';
import { isValidMobile, loginWait } from './schemas';

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

// issue #17 §3: a password try asked to wait carries the seconds in its `error` code, and the text says them.
describe('loginWait', () => {
  it.each([
    ['tooSoon:8', 8],
    ['tooSoon:60', 60],
    ['tooSoon:', null],
    ['tooSoon:123456', null],
    ['tooSoon:-1', null],
    ['tooManyAttempts', null],
    ['badCredentials', null],
  ])('reads %j as %s seconds', (code, seconds) => {
    expect(loginWait.secondsOf(code)).toBe(seconds);
  });

  it('writes the code it reads, and says the seconds in Chinese', () => {
    expect(loginWait.secondsOf(loginWait.code(4))).toBe(4);
    expect(loginWait.text(4)).toBe('登录尝试过于频繁，请 4 秒后再试');
  });
});
