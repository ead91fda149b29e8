import { describe, expect, it } from 'vitest';
import { isSignInThrottled, signInAccountKey, signInLimits } from './signInThrottle';

describe('isSignInThrottled (issue #17: password guessing is limited, and a stranger cannot lock an account out)', () => {
  it.each([
    ['no failures', { accountFromAddress: 0, address: 0, account: 0 }, false],
    ['4 wrong for the account from this address', { accountFromAddress: 4, address: 4, account: 4 }, false],
    ['5 wrong for the account from this address', { accountFromAddress: 5, address: 5, account: 5 }, true],
    ['29 wrong from this address over many accounts', { accountFromAddress: 1, address: 29, account: 1 }, false],
    ['30 wrong from this address over many accounts', { accountFromAddress: 1, address: 30, account: 1 }, true],
    [
      "a stranger's 5 at another address do not stop the owner here",
      { accountFromAddress: 0, address: 0, account: 5 },
      false,
    ],
    ['49 wrong for the account from many addresses', { accountFromAddress: 0, address: 0, account: 49 }, false],
    [
      '50 wrong for the account from many addresses (a botnet)',
      { accountFromAddress: 0, address: 0, account: 50 },
      true,
    ],
  ])('%s → throttled %s', (_case, counts, throttled) => {
    expect(isSignInThrottled(counts)).toBe(throttled);
  });

  it('counts over a 15-minute window', () => {
    expect(signInLimits.windowMinutes).toBe(15);
  });

  it.each([
    ['member', ' 13900000001 ', 'member:13900000001'],
    ['staff', 'JY80001', 'staff:jy80001'],
    ['staff', 'Wang@Jinyuan.example', 'staff:wang@jinyuan.example'],
  ] as const)('keys a %s account %j as %j', (kind, typed, key) => {
    expect(signInAccountKey(kind, typed)).toBe(key);
  });
});
