import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsServer } from './accountsFixture';
import { startTestApp } from './harness';

const campaignOnly = 'https://campaign.jinyuan.example';

type Answer = { statusCode: number; headers: Record<string, string | string[] | number | undefined> };

/** The headers every answer carries, whatever its type (issue #17 §3). */
function expectHardened(answer: Answer, what: string) {
  const csp = String(answer.headers['content-security-policy'] ?? '');
  expect(csp, `${what}: CSP`).toContain("script-src 'self'");
  expect(csp, `${what}: no inline script`).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp, `${what}: no eval`).not.toMatch(/script-src[^;]*'unsafe-eval'/);
  expect(csp, `${what}: never framed`).toContain("frame-ancestors 'none'");
  expect(csp, `${what}: no plugins`).toContain("object-src 'none'");
  expect(answer.headers['x-frame-options'], what).toBe('DENY');
  expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
  expect(answer.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
}

/**
 * Security headers on every kind of answer (issue #17 §3): the page, JSON calls (answered and refused), static
 * assets, the API document, the staff provider's discovery, downloads, not-found; and the cookies the server
 * sets: SameSite always, HttpOnly unless the page must read them, Secure behind TLS.
 */
describe('headers on every response type (issue #17 §3)', () => {
  let server: Awaited<ReturnType<typeof startTestApp>>;
  const staticDir = mkdtempSync(path.join(tmpdir(), 'mall-static-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>金缘珠宝</title><div id="root"></div>');
  writeFileSync(path.join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

  beforeAll(async () => {
    // No webView of the mall's own pages: nothing may frame the mall (frame-ancestors 'none').
    server = await startTestApp('PGlite', { STATIC_DIR: staticDir, MALL_WEBVIEW_HOSTS: campaignOnly });
  });
  afterAll(async () => server?.close());

  it.each([
    ['a page', 'GET', '/home', { accept: 'text/html' }],
    ['the runtime config', 'GET', '/config.json', {}],
    ['a public JSON call', 'GET', '/mall-marketing-server/api/v1/web/notice', {}],
    ['a refused member call', 'POST', '/crm-member-api/member/info', {}],
    ['a not-found call', 'GET', '/api/nothing-here', {}],
    ['a malformed body', 'POST', '/auth/register', { 'content-type': 'application/json' }],
    ['a hashed asset', 'GET', '/assets/index-abc123.js', {}],
    ['a static file', 'GET', '/favicon.svg', {}],
    ['robots.txt', 'GET', '/robots.txt', {}],
    ['the sitemap', 'GET', '/sitemap.xml', {}],
    ['the API document', 'GET', '/docs/json', {}],
    ['the staff provider’s discovery', 'GET', '/oidc/.well-known/openid-configuration', {}],
    ['the health check', 'GET', '/healthz', {}],
  ] as const)('%s', async (what, method, url, headers) => {
    const answer = await server.app.inject({
      method,
      url,
      headers,
      ...(method === 'POST' ? { payload: '{"mobile": ' } : {}),
    });
    expect(answer.statusCode, `${what}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
    expectHardened(answer, what);
    if (String(answer.headers['content-type']).includes('json')) expect(answer.body.startsWith('<')).toBe(false);
  });
});

describe('framing when /webView frames the mall’s own pages (issue #14, #17 §3)', () => {
  it('lets only the mall frame itself, and only when webViewHosts lists self', async () => {
    const framing = await startTestApp('PGlite', { MALL_WEBVIEW_HOSTS: `self, ${campaignOnly}` });
    try {
      const answer = await framing.app.inject({ method: 'GET', url: '/config.json' });
      expect(String(answer.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    } finally {
      await framing.close();
    }
  });
});

describe('cookies the server sets (issue #17 §3)', () => {
  let s: Awaited<ReturnType<typeof accountsServer>>;
  beforeAll(async () => {
    s = await accountsServer('PGlite', undefined, { MALL_WEBVIEW_HOSTS: campaignOnly });
  });
  afterAll(async () => s?.close());

  const cookiesOf = (answer: Answer) => {
    const raw = answer.headers['set-cookie'];
    return (Array.isArray(raw) ? raw : raw === undefined ? [] : [String(raw)]).map((cookie) => cookie.toLowerCase());
  };

  it('sets SameSite on every cookie of a sign-in; only the one-minute login ticket is readable by the page', async () => {
    const signedIn = await s.passwordLogin('13900000001', 'Jinyuan2026');
    expect(signedIn.statusCode, signedIn.body).toBe(303);
    expectHardened(signedIn, 'the sign-in redirect');
    const cookies = cookiesOf(signedIn);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie, cookie).toMatch(/;\s*samesite=(lax|strict)/);
      // spec §4 "login completion from cookie": the page reads the ticket (worth one exchange within a minute).
      if (!cookie.startsWith('mallloginticket=')) expect(cookie, cookie).toContain('httponly');
      else expect(cookie).toMatch(/max-age=\d{1,2}(;|$)/);
    }
  });

  it('marks them Secure, and the answer HSTS, behind TLS', async () => {
    const proxied = await accountsServer('PGlite', undefined, { TRUST_PROXY: '1', MALL_WEBVIEW_HOSTS: campaignOnly });
    try {
      const signedIn = await proxied.passwordLogin(
        '13900000001',
        'Jinyuan2026',
        {},
        { 'x-forwarded-proto': 'https', origin: 'https://localhost:80' },
      );
      expect(signedIn.statusCode, signedIn.body).toBe(303);
      expectHardened(signedIn, 'a sign-in over TLS');
      expect(String(signedIn.headers['strict-transport-security'])).toContain('max-age=');
      const cookies = cookiesOf(signedIn);
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) expect(cookie, cookie).toMatch(/;\s*secure(;|$)/);
    } finally {
      await proxied.close();
    }
  });
});
