import { describe, expect, it } from 'vitest';
import { EnvError, publicOriginOf, readEnv } from '../env';

describe('staff SSO settings from the environment (DESIGN.md §3, §5)', () => {
  it.each([
    [{}, '127.0.0.1', 8080, 'http://127.0.0.1:8080'],
    [{}, '0.0.0.0', 9090, 'http://127.0.0.1:9090'],
    [{}, '::1', 8080, 'http://[::1]:8080'],
    [{ MALL_ORIGIN: 'https://mall.example.com/' }, '0.0.0.0', 8080, 'https://mall.example.com'],
    [{ MALL_ORIGIN: '' }, 'localhost', 80, 'http://localhost:80'],
  ])('public origin of %j on %s:%i is %s', (env, host, port, origin) => {
    expect(publicOriginOf(env, host, port)).toBe(origin);
  });

  it('defaults to the embedded provider at {origin}/oidc and the callback page /login/staffCallback', () => {
    const env = readEnv({ PORT: '18681' });
    expect(env.runtimeConfig.staffSso).toEqual({
      issuer: '/oidc',
      clientId: 'mall-web',
      redirectUri: '/login/staffCallback',
    });
    expect(env.staffSso).toEqual({
      issuer: 'http://127.0.0.1:18681/oidc',
      clientId: 'mall-web',
      clientSecret: undefined,
      redirectUri: 'http://127.0.0.1:18681/login/staffCallback',
      postLogoutRedirectUri: 'http://127.0.0.1:18681/login',
      // The operations console signs in with the same client on its own pages (issue #29).
      ops: {
        redirectUri: 'http://127.0.0.1:18681/ops/login/callback',
        postLogoutRedirectUri: 'http://127.0.0.1:18681/ops/login',
      },
      isEmbedded: true,
    });
  });

  it('points at an outside issuer by config, and then serves no provider of its own', () => {
    const env = readEnv({
      MALL_ORIGIN: 'https://mall.example.com',
      MALL_STAFF_ISSUER: 'https://sso.jinyuan.example/realms/staff/',
      MALL_STAFF_CLIENT_ID: 'official-mall',
      MALL_STAFF_CLIENT_SECRET: 's3cret',
    });
    expect(env.staffSso).toMatchObject({
      issuer: 'https://sso.jinyuan.example/realms/staff',
      clientId: 'official-mall',
      clientSecret: 's3cret',
      redirectUri: 'https://mall.example.com/login/staffCallback',
      isEmbedded: false,
    });
    // The secret is the server's alone: never in /config.json.
    expect(JSON.stringify(env.runtimeConfig)).not.toContain('s3cret');
  });

  it.each([
    [{ MALL_STAFF_REDIRECT_URI: '/login?staff=1' }, /MALL_STAFF_REDIRECT_URI must not carry a query/],
    [{ MALL_OPS_REDIRECT_URI: '/ops/login/callback?x=1' }, /MALL_OPS_REDIRECT_URI must not carry a query/],
    [{ MALL_STAFF_ISSUER: 'javascript:alert(1)' }, /MALL_STAFF_ISSUER must be a URL/],
  ])('refuses %j', (env, message) => {
    expect(() => readEnv(env)).toThrow(EnvError);
    expect(() => readEnv(env)).toThrow(message);
  });
});
