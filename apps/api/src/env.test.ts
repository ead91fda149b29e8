import { describe, expect, it } from 'vitest';
import { otpCooldownSeconds } from './env';

describe('the text-message cooldown (spec §9: 60 s)', () => {
  it.each([
    [{}, 60],
    [{ OTP_COOLDOWN_SECONDS: '5' }, 5],
    [{ OTP_COOLDOWN_SECONDS: '5', NODE_ENV: 'production' }, 60],
    [{ OTP_COOLDOWN_SECONDS: '0' }, 60],
    [{ OTP_COOLDOWN_SECONDS: '61' }, 60],
    [{ OTP_COOLDOWN_SECONDS: '2.5' }, 60],
    [{ OTP_COOLDOWN_SECONDS: 'soon' }, 60],
  ])('%j gives %i s', (env, seconds) => {
    expect(otpCooldownSeconds(env)).toBe(seconds);
  });
});
