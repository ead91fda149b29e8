import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { geetestSignToken, geetestVerifier, type FetchLike } from './captcha';

const values = {
  captcha_id: 'gt-captcha-id',
  lot_number: '4dc3cfc2cdff448cad8d13107198d473',
  captcha_output: 'out',
  pass_token: 'pass',
  gen_time: '1700000000',
};

/** A fake fetch that records the call and answers as GeeTest would. */
function fakeFetch(answer: unknown, status = 200) {
  const calls: { url: string; body: URLSearchParams; headers: Record<string, string> }[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, body: new URLSearchParams(init.body), headers: init.headers });
    return { ok: status === 200, status, json: async () => answer };
  };
  return { fetch, calls };
}

describe('GeeTest v4 adapter (DESIGN.md §5)', () => {
  it('signs the lot number with HMAC-SHA256 keyed by the captcha key', () => {
    expect(geetestSignToken('abc', 'key')).toBe(createHmac('sha256', 'key').update('abc').digest('hex'));
    expect(geetestSignToken(values.lot_number, 'key')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('posts the secondary validation with every field and the sign_token', async () => {
    const { fetch, calls } = fakeFetch({ status: 'success', result: 'success', reason: '' });
    const verifier = geetestVerifier({ captchaId: 'gt-captcha-id', captchaKey: 'secret-key', fetch });
    expect(await verifier.verify(values)).toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('https://gcaptcha4.geetest.com/validate?captcha_id=gt-captcha-id');
    expect(call?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(call?.body ?? [])).toEqual({
      lot_number: values.lot_number,
      captcha_output: 'out',
      pass_token: 'pass',
      gen_time: '1700000000',
      sign_token: geetestSignToken(values.lot_number, 'secret-key'),
    });
  });

  it.each([
    ['a fail result', { status: 'success', result: 'fail', reason: 'pass_token expire' }, 200],
    ['an HTTP error', {}, 500],
    ['an odd answer', { nothing: true }, 200],
  ])('fails closed on %s', async (_case, answer, status) => {
    const verifier = geetestVerifier({
      captchaId: 'gt-captcha-id',
      captchaKey: 'secret-key',
      fetch: fakeFetch(answer, status).fetch,
    });
    expect((await verifier.verify(values)).ok).toBe(false);
  });

  it('fails closed when GeeTest cannot be reached, and never asks about another captcha id', async () => {
    const unreachable: FetchLike = async () => {
      throw new Error('getaddrinfo ENOTFOUND');
    };
    expect(
      (await geetestVerifier({ captchaId: 'gt-captcha-id', captchaKey: 'k', fetch: unreachable }).verify(values)).ok,
    ).toBe(false);
    const { fetch, calls } = fakeFetch({ result: 'success' });
    expect((await geetestVerifier({ captchaId: 'other', captchaKey: 'k', fetch }).verify(values)).ok).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('needs the captcha key', () => {
    expect(() => geetestVerifier({ captchaId: 'x', captchaKey: '' })).toThrow(/CAPTCHA_KEY/);
  });
});
