import { describe, expect, it } from 'vitest';
import {
  isSignInThrottled,
  signInAccountKey,
  signInDelays,
  signInLimits,
  signInWait,
  type SignInFailureCounts,
  type SignInLastFailures,
} from './signInThrottle';

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

describe('signInWait (issue #17 §3: "throttled per account and per address with a growing delay, then a temporary lock")', () => {
  const now = new Date('2026-11-25T04:00:00.000Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  const none: SignInLastFailures = { accountFromAddress: null, address: null, account: null };
  const justNow: SignInLastFailures = { accountFromAddress: now, address: now, account: now };
  /** n failures from this address over many accounts (one each), the last just now. */
  const overAccounts = (n: number): [SignInFailureCounts, SignInLastFailures] => [
    { accountFromAddress: 1, address: n, account: 1 },
    justNow,
  ];
  /** n failures of the account from this address (so also of the address and the account), the last `s` seconds ago. */
  const here = (n: number, s: number): [SignInFailureCounts, SignInLastFailures] => [
    { accountFromAddress: n, address: n, account: n },
    { accountFromAddress: ago(s), address: ago(s), account: ago(s) },
  ];

  it.each<[string, SignInFailureCounts, SignInLastFailures, number]>([
    ['no failures', { accountFromAddress: 0, address: 0, account: 0 }, none, 0],
    ['1 failure: the next try is checked at once', ...here(1, 0), 0],
    ['2 failures just now: wait 1 s', ...here(2, 0), 1],
    ['3 failures just now: wait 2 s', ...here(3, 0), 2],
    ['4 failures just now: wait 4 s', ...here(4, 0), 4],
    ['4 failures, the last 3 s ago: 1 s left', ...here(4, 3), 1],
    ['4 failures, the last 4 s ago: the wait is over', ...here(4, 4), 0],
    ['4 failures, 2.5 s left: rounded up to 3 s', ...here(4, 1.5), 3],
    [
      '9 failures from this address over many accounts (an office, a shared carrier address): no wait',
      ...overAccounts(9),
      0,
    ],
    ['10 failures from this address over many accounts: wait 1 s', ...overAccounts(10), 1],
    ['17 failures from this address over many accounts: 128 s capped at 60 s', ...overAccounts(17), 60],
    [
      "a stranger's 20 failures at other addresses delay the owner here by the account's cap only (30 s)",
      { accountFromAddress: 0, address: 0, account: 20 },
      { accountFromAddress: null, address: null, account: ago(0) },
      30,
    ],
    [
      'the longest of the waits wins (address 8 s, account from address 2 s)',
      { accountFromAddress: 3, address: 13, account: 3 },
      justNow,
      8,
    ],
    [
      'each count waits from its own last failure',
      { accountFromAddress: 3, address: 13, account: 3 },
      { accountFromAddress: ago(0), address: ago(7), account: ago(0) },
      2,
    ],
  ])('%s → %i s', (_case, counts, lastFailureAt, seconds) => {
    expect(signInWait(counts, lastFailureAt, now)).toBe(seconds);
  });

  it("starts after an account's 2nd failure at 1 s and doubles", () => {
    expect(signInDelays).toMatchObject({ afterFailures: { accountFromAddress: 2, account: 2 }, firstSeconds: 1 });
    const waits = [1, 2, 3, 4, 5, 6, 7].map((n) =>
      signInWait({ accountFromAddress: 0, address: 0, account: n }, { ...none, account: now }, now),
    );
    expect(waits).toEqual([0, 1, 2, 4, 8, 16, 30]);
  });
});
