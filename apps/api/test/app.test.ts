import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { RuntimeConfigSchema } from '@mall/contract';
import { Value } from '@sinclair/typebox/value';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, openDatabase } from '../src/db/database';
import { EnvError, readEnv } from '../src/env';
import { engines, startTestApp } from './harness';

describe.each(engines())('the reference server on %s', (engine) => {
  let server: Awaited<ReturnType<typeof startTestApp>>;
  const staticDir = mkdtempSync(path.join(tmpdir(), 'mall-static-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(
    path.join(staticDir, 'index.html'),
    // Long enough (over 1 KB) that a page is worth compressing.
    `<!doctype html><title>金缘珠宝官方商城</title><meta name="description" content="${'足金'.repeat(300)}"><div id="root"></div>`,
  );
  writeFileSync(path.join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  // The build's compressed copy (apps/mall/vite.config.ts precompress), sent as it is.
  const bigScript = `console.log(${JSON.stringify('金缘珠宝'.repeat(400))})`;
  writeFileSync(path.join(staticDir, 'assets', 'vendor-def456.js'), bigScript);
  writeFileSync(path.join(staticDir, 'assets', 'vendor-def456.js.br'), brotliCompressSync(bigScript));

  // The operations console's build (issue #29), served at /ops/.
  const opsDir = mkdtempSync(path.join(tmpdir(), 'mall-ops-'));
  mkdirSync(path.join(opsDir, 'assets'));
  writeFileSync(path.join(opsDir, 'index.html'), '<!doctype html><title>金缘珠宝运营后台</title><div id="root"></div>');
  writeFileSync(path.join(opsDir, 'assets', 'index-ops123.js'), 'console.log("ops")');
  writeFileSync(path.join(opsDir, 'assets', 'index-ops123.css'), 'body{margin:0}');

  beforeAll(async () => {
    server = await startTestApp(engine, {
      OPS_DIR: opsDir,
      STATIC_DIR: staticDir,
      MALL_BRAND_NAME: '金缘珠宝',
      MALL_WEBVIEW_HOSTS: 'self, https://campaign.jinyuan.example',
    });
  });
  afterAll(async () => server?.close());

  it('answers the liveness check without the database, never cached (issue #17)', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/healthz', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().data.database).toBe(engine === 'PGlite' ? 'pglite' : 'postgres');
  });

  it('serves the operations console at /ops/: its assets as they are, every other address its page (issue #29)', async () => {
    const script = await server.app.inject({ method: 'GET', url: '/ops/assets/index-ops123.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const style = await server.app.inject({ method: 'GET', url: '/ops/assets/index-ops123.css' });
    expect(style.headers['content-type']).toContain('text/css');
    for (const url of [
      '/ops/',
      '/ops/orders?tab=toShip',
      '/ops/orders/JY20261101120000000003',
      '/ops/login/callback?code=x',
    ]) {
      const page = await server.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('金缘珠宝运营后台');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    const bare = await server.app.inject({ method: 'GET', url: '/ops' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/ops/');
    // A missing asset is a 404, never the page in its place.
    expect((await server.app.inject({ method: 'GET', url: '/ops/assets/gone-000.js' })).statusCode).toBe(404);
  });

  it('answers the readiness check as JSON before the page fallback: database reachable, migrations current (issue #17)', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/readyz', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json();
    // No engine version in a public answer (issue #28 §6: production's /readyz said "PGlite (PostgreSQL 18.6)").
    expect(data).not.toHaveProperty('version');
    expect(response.body).not.toMatch(/PostgreSQL|PGlite|\d+\.\d+/);
    expect(data.migrations.applied).toBe(data.migrations.expected);
    expect(data.migrations.expected).toBeGreaterThan(20);
  });

  it('is not ready while a bundled migration is not applied: 503 with the reason (issue #17)', async () => {
    const pending = await startTestApp(engine);
    try {
      await pending.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const response = await pending.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toMatchObject({
        code: 503,
        msg: '数据库迁移尚未完成',
        data: {
          reason: 'migrations-pending',
          migrations: { applied: expect.any(Number), expected: expect.any(Number) },
        },
      });
      expect(response.json().data.migrations.applied).toBe(response.json().data.migrations.expected - 1);
    } finally {
      await pending.close();
    }
  });

  it('writes /config.json from the environment, valid against the contract (DESIGN.md §3)', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const config = response.json();
    expect(Value.Check(RuntimeConfigSchema, config)).toBe(true);
    expect(config.productCode).toBe('mall');
    expect(config.brand.name).toBe('金缘珠宝');
    // issue #14: the origins /webView may frame.
    expect(config.webViewHosts).toEqual(['self', 'https://campaign.jinyuan.example']);
  });

  it.each(['/home', '/goods?mouldNo=JY0001', '/myIndex/orderList', '/d/12'])(
    'answers the page %s with the app',
    async (url) => {
      const response = await server.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('serves hashed assets as immutable', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends compressed to a browser that accepts it: the build’s brotli copy of a file, pages and API answers compressed on the way (issue #16)', async () => {
    const accepts = { 'accept-encoding': 'br, gzip', accept: 'text/html' };
    const file = await server.app.inject({ method: 'GET', url: '/assets/vendor-def456.js', headers: accepts });
    expect(file.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(file.rawPayload).toString()).toBe(bigScript);
    const openApi = await server.app.inject({
      method: 'GET',
      url: '/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(openApi.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(openApi.rawPayload).toString()).openapi).toMatch(/^3\./);
    // A page (here the bare index.html, no server entry in this build) through the page route.
    const page = await server.app.inject({ method: 'GET', url: '/goodsList', headers: accepts });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root"></div>');
    // Without accept-encoding nothing is compressed.
    const plain = await server.app.inject({ method: 'GET', url: '/assets/vendor-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it.each([
    ['GET', '/api/nothing-here'],
    ['GET', '/mall-goods-server/nothing'],
    ['POST', '/home'],
    ['GET', '/assets/missing.js'],
  ])('answers %s %s with a 404 and a message, not the app', async (method, url) => {
    const response = await server.app.inject({ method: method as 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, msg: expect.stringContaining('没有这个地址') });
  });

  it('refuses a malformed JSON body with a 400 and a message, never a 500', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/nothing-here',
      headers: { 'content-type': 'application/json' },
      payload: '{"mobile": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBeTruthy();
  });

  it('sends the security headers on every response', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html' } });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    // issue #14: frames load exactly the runtime config's webViewHosts, nothing else.
    expect(csp).toMatch(/(^|;\s*)frame-src 'self' https:\/\/campaign\.jinyuan\.example(;|$)/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('behind an https proxy', () => {
  it('adds HSTS only when the request came over https', async () => {
    const server = await startTestApp('PGlite', { TRUST_PROXY: '1' });
    try {
      const https = await server.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['strict-transport-security']).toContain('max-age=');
      const http = await server.app.inject({ method: 'GET', url: '/healthz' });
      expect(http.headers['strict-transport-security']).toBeUndefined();
      // issue #28 §6: the staff provider under /oidc writes past Fastify's reply, and still carries HSTS.
      const oidc = await server.app.inject({
        method: 'GET',
        url: '/oidc/.well-known/openid-configuration',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(oidc.statusCode).toBe(200);
      expect(oidc.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await server.close();
    }
  });
});

describe('client addresses behind the proxy (issue #28 §2)', () => {
  it('keys the per-address limits on the address the trusted hop saw, not on a forged X-Forwarded-For', async () => {
    const server = await startTestApp('PGlite', { TRUST_PROXY: '1' });
    try {
      const statuses: number[] = [];
      // 61 captcha loads from one client, each with a new address written on the left of X-Forwarded-For.
      for (let load = 0; load <= 60; load += 1) {
        const response = await server.app.inject({
          method: 'POST',
          url: '/auth/captcha/load',
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': `203.0.113.${load % 250}, 198.51.100.7` },
          payload: { captcha_id: 'builtin' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
      expect(statuses[60]).toBe(429);
    } finally {
      await server.close();
    }
  });
});

describe('what production publishes (issue #28 §6)', () => {
  it('keeps /docs off in production unless API_DOCS asks for it', async () => {
    const production = { NODE_ENV: 'production', PASSWORD_PEPPER: 'test-pepper-0123456789abcdef0123456789' };
    const hidden = await startTestApp('PGlite', production);
    try {
      expect((await hidden.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(404);
      expect((await hidden.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(404);
    } finally {
      await hidden.close();
    }
    const asked = await startTestApp('PGlite', { ...production, API_DOCS: '1' });
    try {
      expect((await asked.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
    } finally {
      await asked.close();
    }
  });
});

describe('the embedded database', () => {
  it('refuses a second process on the same data folder with a clear message (issue #3)', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mall-lock-'));
    // Our parent process is alive and is not us: it stands for another server holding the folder.
    writeFileSync(path.join(dataDir, '.lock'), String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow(/in use by process/);
  });

  it('takes over a lock left by a process that has died', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mall-lock-'));
    writeFileSync(path.join(dataDir, '.lock'), '999999999');
    const unlock = lockDataDir(dataDir);
    unlock();
  });

  it('keeps data across a restart', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mall-restart-'));
    const first = await openDatabase({ dataDir });
    await first.db.execute(sql`create table kept (value text)`);
    await first.db.execute(sql`insert into kept values ('足金')`);
    await first.close();
    const second = await openDatabase({ dataDir });
    const result = await second.db.execute(sql`select value from kept`);
    await second.close();
    expect((result as unknown as { rows: { value: string }[] }).rows[0]?.value).toBe('足金');
  });
});

describe('readEnv', () => {
  it.each([
    [{ PORT: 'abc' }, /PORT must be an integer/],
    [{ PORT: '70000' }, /PORT must be an integer/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres/],
    [{ MALL_PRODUCT_CODE: 'Mall/../x' }, /runtime config is invalid at \/productCode/],
    [{ MALL_CAPTCHA_PROVIDER: 'other' }, /runtime config is invalid at \/captcha\/provider/],
  ])('refuses %j', (env, message) => {
    expect(() => readEnv(env)).toThrow(EnvError);
    expect(() => readEnv(env)).toThrow(message);
  });

  it('honours HOST, PORT, DATA_DIR and DATABASE_URL', () => {
    const env = readEnv(
      { HOST: '0.0.0.0', PORT: '9090', DATA_DIR: '/srv/mall', DATABASE_URL: 'postgres://u@db/mall' },
      '/work',
    );
    expect(env).toMatchObject({
      host: '0.0.0.0',
      port: 9090,
      dataDir: '/srv/mall',
      databaseUrl: 'postgres://u@db/mall',
    });
  });

  it('defaults to 127.0.0.1:8080 and ./.data', () => {
    expect(readEnv({}, '/work')).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      dataDir: '/work/.data',
      databaseUrl: undefined,
    });
  });
});
