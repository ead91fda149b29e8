import { describe, expect, it } from 'vitest';
import { failureThrottle } from './throttle';

describe('failureThrottle (staff sign-in guessing)', () => {
  it('blocks a key after the limit within the window and frees it when the window passes', () => {
    let clock = 0;
    const throttle = failureThrottle({ limit: 3, windowMs: 1_000, now: () => clock });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(throttle.isBlocked('JY80001')).toBe(false);
      throttle.fail('JY80001');
    }
    expect(throttle.isBlocked('JY80001')).toBe(true);
    expect(throttle.isBlocked('JY80002')).toBe(false);
    clock = 1_001;
    expect(throttle.isBlocked('JY80001')).toBe(false);
  });

  it('forgets a key on success, and the oldest key when full', () => {
    const throttle = failureThrottle({ limit: 1, windowMs: 1_000, now: () => 0, maxKeys: 2 });
    throttle.fail('a');
    throttle.reset('a');
    expect(throttle.isBlocked('a')).toBe(false);
    throttle.fail('a');
    throttle.fail('b');
    throttle.fail('c');
    expect(throttle.isBlocked('a')).toBe(false);
    expect(throttle.isBlocked('c')).toBe(true);
  });
});
