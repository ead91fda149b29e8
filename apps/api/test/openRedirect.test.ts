import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leavesTheMall, openRedirectPayloads } from '../../../tools/security/openRedirectPayloads';
import { accountsServer, paths } from './accountsFixture';

/**
 * The open-redirect suite's HTTP half (issue #17 §3): every payload as the success and the failure target of the
 * password and SMS sign-in forms. The answer is a 400 or a 303 whose Location keeps the browser on the mall; the
 * staff provider's redirect_uri is swept in staff-sso.test.ts, the pure checks in tools/security.
 */
describe('open redirects through the sign-in forms (issue #17 §3)', () => {
  let s: Awaited<ReturnType<typeof accountsServer>>;
  let attempts = 0;

  beforeAll(async () => {
    s = await accountsServer('PGlite');
  });
  afterAll(async () => s?.close());

  const expectStaysOnMall = (response: { statusCode: number; headers: Record<string, unknown> }, what: string) => {
    attempts += 1;
    expect([303, 400, 403], what).toContain(response.statusCode);
    const location = response.headers.location;
    if (response.statusCode === 303) {
      expect(typeof location, what).toBe('string');
      expect(leavesTheMall(String(location)), `${what} → ${String(location)}`).toBe(false);
    } else {
      expect(location, what).toBeUndefined();
    }
  };

  it.each(openRedirectPayloads.map((payload) => [JSON.stringify(payload).slice(0, 60), payload]))(
    'password sign-in keeps %s on the mall (success and failure targets)',
    async (_name, payload) => {
      // A quarter of an hour between payloads: the sign-in limits (issue #17) count failures, not targets.
      s.advance(16 * 60);
      expectStaysOnMall(
        await s.passwordLogin('13900000001', 'Jinyuan2026', { success_redirect_uri: payload }),
        'success target',
      );
      expectStaysOnMall(
        await s.passwordLogin('13900000001', 'Wrong-2026', { failure_redirect_uri: payload }),
        'failure target',
      );
    },
  );

  it('SMS sign-in keeps every payload on the mall as its failure target', async () => {
    for (const payload of openRedirectPayloads) {
      expectStaysOnMall(
        await s.form(paths.ssoLoginSms, {
          mobile: '13900000001',
          smsCode: '000000',
          success_redirect_uri: payload,
          failure_redirect_uri: payload,
        }),
        `sms ${JSON.stringify(payload).slice(0, 40)}`,
      );
    }
    console.info(`open-redirect suite (HTTP): ${attempts} sign-in answers, 0 off-site`);
  });
});
