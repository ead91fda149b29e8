import { describe, expect, it } from 'vitest';
import { EnvError, fulfilmentFromEnv, otpCooldownSeconds, trustProxyOf } from './env';
import { fastifyTrustProxy } from './http/proxyTrust';

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

describe('fulfilment settings (issue #12)', () => {
  it('ships after 3 minutes, sweeps every 30 s, confirms after 10 days and tracks with the simulator by default', () => {
    expect(fulfilmentFromEnv({})).toEqual({
      sweepSeconds: 30,
      afterSeconds: 180,
      autoShip: true,
      autoConfirmDays: 10,
      carrier: { provider: 'simulator', speed: 1 },
    });
  });

  it('takes FULFIL_*, AUTO_CONFIRM_DAYS, CARRIER_SIM_SPEED and the Kuaidi100 account', () => {
    expect(
      fulfilmentFromEnv({
        FULFIL_SWEEP_SECONDS: '0',
        FULFIL_AFTER_SECONDS: '0',
        AUTO_CONFIRM_DAYS: '7',
        CARRIER_SIM_SPEED: '3600',
      }),
    ).toEqual({
      sweepSeconds: 0,
      afterSeconds: 0,
      autoShip: true,
      autoConfirmDays: 7,
      carrier: { provider: 'simulator', speed: 3600 },
    });
    expect(
      fulfilmentFromEnv({ CARRIER_PROVIDER: 'kuaidi100', KUAIDI100_KEY: 'k', KUAIDI100_CUSTOMER: 'c' }).carrier,
    ).toEqual({ provider: 'kuaidi100', key: 'k', customer: 'c' });
  });

  it.each([
    [{}, true],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', AUTO_SHIP: 'on' }, true],
    [{ AUTO_SHIP: 'OFF' }, false],
  ])('the warehouse ships by itself under %j: %s (issue #29: staff ship in production)', (env, autoShip) => {
    expect(fulfilmentFromEnv(env).autoShip).toBe(autoShip);
  });

  it.each([
    [{ AUTO_SHIP: 'sometimes' }, /AUTO_SHIP/],
    [{ CARRIER_PROVIDER: 'kuaidi100' }, /KUAIDI100_KEY/],
    [{ CARRIER_PROVIDER: 'sf-direct' }, /CARRIER_PROVIDER/],
    [{ AUTO_CONFIRM_DAYS: '0' }, /AUTO_CONFIRM_DAYS/],
    [{ FULFIL_AFTER_SECONDS: '-1' }, /FULFIL_AFTER_SECONDS/],
  ])('refuses %j', (env, message) => {
    expect(() => fulfilmentFromEnv(env)).toThrow(message);
  });
});

describe('TRUST_PROXY (issue #28 §2)', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.5', ['10.0.0.5']],
    ['10.0.0.5, 10.1.0.0/16,::1', ['10.0.0.5', '10.1.0.0/16', '::1']],
  ])('reads %j as %j', (value, trust) => {
    expect(trustProxyOf(value)).toEqual(trust);
  });

  it.each(['true', '11', 'nginx', '10.0.0.5/33', '10.0.0.0/8/1'])('refuses %j (never "trust everyone")', (value) => {
    expect(() => trustProxyOf(value)).toThrow(EnvError);
  });

  it('trusts exactly the configured hops in Fastify', () => {
    const trust = fastifyTrustProxy(1) as (address: string, hop: number) => boolean;
    expect(trust('10.0.0.2', 0)).toBe(true);
    expect(trust('198.51.100.7', 1)).toBe(false);
    expect(fastifyTrustProxy(false)).toBe(false);
  });
});
