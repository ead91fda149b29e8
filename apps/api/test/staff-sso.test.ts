import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createServer } from 'node:net';
import { loginWait } from '@mall/contract/auth';
import { staffLoginErrors, staffPaths, type StaffLoginConfig } from '@mall/contract/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentPepper } from '../src/env';
import { staff } from '../src/db/schema';
import { buildStaff, demoStaffPassword } from '../src/seed/people';
import { buildApp } from '../src/app';
import { rowsOf } from '../src/db/database';
import { drizzleAdapter } from '../src/staffIdp/adapter';
import { signInDelays, signInLimits } from '../src/lib/signInThrottle';
import { staffLoginMessages } from '../src/staffIdp/routes';
import { engines, startTestApp } from './harness';
import { leavesTheMall, openRedirectPayloads } from '../../../tools/security/openRedirectPayloads';

const paths = staffPaths('mall');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');
const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** A browser in miniature: a cookie jar and manual redirects, over real HTTP. */
class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly origin: string) {}

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { accept: 'text/html' };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(new URL(url, this.origin), {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return {
      status: response.status,
      location: response.headers.get('location') ?? '',
      body: await response.text(),
      headers: response.headers,
    };
  }

  /** Follows redirects until a page answers, or the browser is sent back to `stopAt`. */
  async follow(url: string, stopAt: string) {
    let current = url;
    for (let hop = 0; hop < 10; hop += 1) {
      const answer = await this.request(current);
      if (answer.status < 300 || answer.status >= 400) return { ...answer, url: current };
      const next = new URL(answer.location, new URL(current, this.origin)).href;
      if (next.startsWith(stopAt)) return { ...answer, url: next };
      current = next;
    }
    throw new Error(`too many redirects from ${url}`);
  }
}

type Start = { verifier?: string; method?: string | null; redirectUri?: string; challenge?: string | null };

/** Step 1 of the flow: the authorization request as the mall's front end sends it. */
function authorizeUrlFor(config: StaffLoginConfig, start: Start = {}) {
  const verifier = start.verifier ?? base64url(randomBytes(32));
  const state = base64url(randomBytes(16));
  const nonce = base64url(randomBytes(16));
  const url = new URL(config.authorizationEndpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', start.redirectUri ?? config.redirectUri);
  url.searchParams.set('scope', 'openid');
  url.searchParams.set('state', state);
  url.searchParams.set('nonce', nonce);
  const challenge = start.challenge === undefined ? challengeOf(verifier) : start.challenge;
  if (challenge !== null) url.searchParams.set('code_challenge', challenge);
  if (start.method !== null) url.searchParams.set('code_challenge_method', start.method ?? 'S256');
  return { url: url.href, verifier, state, nonce };
}

/** The sign-in form's action, read from the page as a browser would. */
function formAction(html: string): string {
  const match = /<form method="post" action="([^"]+\/login)">/.exec(html);
  if (!match?.[1]) throw new Error('no sign-in form on the page');
  return match[1].replace(/&amp;/g, '&');
}

describe.each(engines())('staff single sign-on on %s (spec §4 "Staff login with returned code", §6)', (engine) => {
  let server: Awaited<ReturnType<typeof startTestApp>>;
  let origin: string;
  let config: StaffLoginConfig;
  /** The server's clock runs this many ms ahead: moved past the sign-in delays (issue #17 §3), never slept. */
  let ahead = 0;
  const waitOut = (seconds: number) => {
    ahead += seconds * 1000;
  };
  /** A window later: earlier failures from this test's one address (127.0.0.1) no longer count. */
  const freshWindow = () => waitOut(signInLimits.windowMinutes * 60 + 1);

  beforeAll(async () => {
    const port = await freePort();
    server = await startTestApp(
      engine,
      { PORT: String(port), HOST: '127.0.0.1' },
      { clock: () => new Date(Date.now() + ahead) },
    );
    await server.database.db.insert(staff).values(await buildStaff(developmentPepper));
    await server.app.listen({ host: '127.0.0.1', port });
    origin = `http://127.0.0.1:${port}`;
    const answer = await fetch(`${origin}${paths.loginConfig}`);
    config = ((await answer.json()) as { data: StaffLoginConfig }).data;
  });
  afterAll(async () => server?.close());

  const authorizeUrl = (start: Start = {}) => authorizeUrlFor(config, start);

  /** Authorize → sign-in page → form post → (consent) → back at the redirect URI with a code. */
  async function signIn(browser: Browser, login: string, password = demoStaffPassword, start: Start = {}) {
    const request = authorizeUrl(start);
    const page = await browser.follow(request.url, config.redirectUri);
    expect(page.status).toBe(200);
    const posted = await browser.request(formAction(page.body), { form: { login, password } });
    return { ...request, page, posted };
  }

  async function codeFor(login = 'JY80001', start: Start = {}) {
    const browser = new Browser(origin);
    const attempt = await signIn(browser, login, demoStaffPassword, start);
    expect(attempt.posted.status).toBe(303);
    const redirectUri = start.redirectUri ?? config.redirectUri;
    const back = await browser.follow(attempt.posted.location, redirectUri);
    const callback = new URL(back.url);
    expect(callback.origin + callback.pathname).toBe(redirectUri);
    // The state comes back unchanged: the front end compares it with the one it saved.
    expect(callback.searchParams.get('state')).toBe(attempt.state);
    return { ...attempt, browser, callback, code: callback.searchParams.get('code') ?? '' };
  }

  const exchange = (body: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url: paths.loginCode, payload: body });

  it('publishes discovery at the issuer: code flow with PKCE S256 only', async () => {
    const answer = await fetch(`${origin}/oidc/.well-known/openid-configuration`);
    expect(answer.status).toBe(200);
    const discovery = (await answer.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(`${origin}/oidc`);
    expect(discovery.response_types_supported).toEqual(['code']);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.end_session_endpoint).toBe(`${origin}/oidc/session/end`);
    expect(config).toMatchObject({
      issuer: `${origin}/oidc`,
      authorizationEndpoint: `${origin}/oidc/auth`,
      endSessionEndpoint: `${origin}/oidc/session/end`,
      clientId: 'mall-web',
      redirectUri: `${origin}/login/staffCallback`,
      postLogoutRedirectUri: `${origin}/login`,
      scope: 'openid',
      codeChallengeMethod: 'S256',
    });
  });

  it('signs staff in to the operations console on its own callback, with the same client (issue #29)', async () => {
    const answer = await fetch(`${origin}${paths.loginConfig}?app=ops`);
    const ops = ((await answer.json()) as { data: StaffLoginConfig }).data;
    expect(ops).toMatchObject({
      clientId: config.clientId,
      authorizationEndpoint: config.authorizationEndpoint,
      redirectUri: `${origin}/ops/login/callback`,
      postLogoutRedirectUri: `${origin}/ops/login`,
    });
    const flow = await codeFor('JY80001', { redirectUri: ops.redirectUri });
    const body = { code: flow.code, codeVerifier: flow.verifier, reqSource: 1, nonce: flow.nonce };
    // The code was issued for the console's callback: redeemed under the mall's, the provider refuses it.
    expect((await exchange({ ...body, redirectUri: config.redirectUri })).statusCode).toBe(401);
    const again = await codeFor('JY80001', { redirectUri: ops.redirectUri });
    const signedIn = await exchange({
      code: again.code,
      codeVerifier: again.verifier,
      reqSource: 1,
      nonce: again.nonce,
      redirectUri: ops.redirectUri,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().userInfo).toMatchObject({ isStaff: true, staffCode: 'JY80001' });
    // Any other address is refused before the provider is asked.
    const foreign = await exchange({ ...body, redirectUri: `${origin}/ops/elsewhere` });
    expect(foreign.statusCode).toBe(400);
  });

  it('shows an accessible Chinese sign-in page without inline script', async () => {
    const page = await new Browser(origin).follow(authorizeUrl().url, config.redirectUri);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html lang="zh-CN">');
    expect(page.body).toContain('<label for="login">工号或邮箱</label>');
    expect(page.body).toContain('<label for="password">密码</label>');
    expect(page.body).not.toMatch(/<script/i);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('signs a staff user in end to end: code → exchange → userInfo with staffCode and a working idToken', async () => {
    const flow = await codeFor('JY80001');
    expect(flow.code).not.toBe('');
    const answer = await exchange({
      code: flow.code,
      redirectUri: config.redirectUri,
      codeVerifier: flow.verifier,
      reqSource: 1,
      nonce: flow.nonce,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.code).toBe(200);
    expect(body.userInfo).toMatchObject({
      isStaff: true,
      staffCode: 'JY80001',
      nickname: '林晓',
      uoid: 'JY80001',
      cardNo: '',
      vipNo: '',
    });
    expect(body.userInfo.uid).toBeGreaterThan(0);
    const verdict = await server.app.tokens.verify(body.idToken);
    expect(verdict.ok).toBe(true);
    if (verdict.ok)
      expect(verdict.identity).toMatchObject({
        isStaff: true,
        staffCode: 'JY80001',
        nickname: '林晓',
        uid: body.userInfo.uid,
      });
  });

  it('accepts the e-mail as well as the staff code at the sign-in form', async () => {
    const flow = await codeFor('Zhou.Min@staff.jinyuan.example');
    const answer = await exchange({
      code: flow.code,
      redirectUri: config.redirectUri,
      codeVerifier: flow.verifier,
      reqSource: 1,
      nonce: flow.nonce,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().userInfo.staffCode).toBe('JY80002');
  });

  it('refuses a reused authorization code (single use)', async () => {
    const flow = await codeFor();
    const body = {
      code: flow.code,
      redirectUri: config.redirectUri,
      codeVerifier: flow.verifier,
      reqSource: 1,
      nonce: flow.nonce,
    };
    expect((await exchange(body)).statusCode).toBe(200);
    const again = await exchange(body);
    expect(again.statusCode).toBe(401);
    expect(again.json().msg).toBe(staffLoginErrors.rejected);
  });

  it('redeems a code once even when two exchanges race', async () => {
    const flow = await codeFor();
    const body = {
      code: flow.code,
      redirectUri: config.redirectUri,
      codeVerifier: flow.verifier,
      reqSource: 1,
      nonce: flow.nonce,
    };
    const answers = await Promise.all([exchange(body), exchange(body), exchange(body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('stores codes in the database: consumed at most once, gone with their grant', async () => {
    const codes = new (drizzleAdapter(server.database.db))('AuthorizationCode');
    await codes.upsert('code-under-test', { grantId: 'grant-under-test', accountId: 'JY80001' }, 60);
    await codes.consume('code-under-test');
    // The loser of a race past the provider's own check is refused by the database update.
    await expect(codes.consume('code-under-test')).rejects.toMatchObject({ error: 'invalid_grant' });
    expect((await codes.find('code-under-test'))?.consumed).toBeTypeOf('number');
    await codes.revokeByGrantId('grant-under-test');
    expect(await codes.find('code-under-test')).toBeUndefined();
  });

  it('refuses a wrong PKCE verifier, and a code redeemed without any verifier', async () => {
    const flow = await codeFor();
    const wrong = await exchange({
      code: flow.code,
      redirectUri: config.redirectUri,
      codeVerifier: base64url(randomBytes(32)),
      reqSource: 1,
      nonce: flow.nonce,
    });
    expect(wrong.statusCode).toBe(401);
    // The mall's contract requires a verifier …
    const missing = await exchange({
      code: flow.code,
      redirectUri: config.redirectUri,
      reqSource: 1,
      nonce: flow.nonce,
    });
    expect(missing.statusCode).toBe(400);
    // … and so does the provider's token endpoint, asked directly.
    const second = await codeFor();
    const direct = await fetch(`${origin}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: second.code,
        redirect_uri: config.redirectUri,
        client_id: config.clientId,
      }),
    });
    expect(direct.status).toBe(400);
    expect(((await direct.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it.each([
    ['the plain method', { method: 'plain' }],
    ['no challenge at all', { challenge: null, method: null }],
  ])('refuses an authorization request with %s', async (_name, start) => {
    const request = authorizeUrl(start);
    const answer = await new Browser(origin).follow(request.url, config.redirectUri);
    const callback = new URL(answer.url);
    expect(callback.origin + callback.pathname).toBe(config.redirectUri);
    expect(callback.searchParams.get('error')).toBe('invalid_request');
    expect(callback.searchParams.has('code')).toBe(false);
  });

  it('refuses a redirect URI that is not exactly the registered one', async () => {
    for (const redirectUri of [
      `${config.redirectUri}/`,
      `${config.redirectUri}?x=1`,
      'https://evil.example/login/staffCallback',
    ]) {
      const answer = await new Browser(origin).follow(authorizeUrl({ redirectUri }).url, config.redirectUri);
      // Never sent anywhere: the provider shows its own error page.
      expect(answer.status).toBe(400);
      expect(answer.body).toContain('登录回调地址与登记的不一致');
    }
    const flow = await codeFor();
    const answer = await exchange({
      code: flow.code,
      redirectUri: 'https://evil.example/login/staffCallback',
      codeVerifier: flow.verifier,
      reqSource: 1,
      nonce: flow.nonce,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().msg).toBe(staffLoginErrors.redirectUri);
  });

  it('sends nobody anywhere with an open-redirect payload as redirect_uri (issue #17 §3, open-redirect suite)', async () => {
    for (const payload of openRedirectPayloads) {
      const { url } = authorizeUrl({ redirectUri: payload });
      const answer = await fetch(url, { redirect: 'manual' });
      const location = answer.headers.get('location');
      // Either the provider's own error page, or (never, for these) a redirect that stays with the provider.
      if (location !== null) expect(leavesTheMall(location, origin), `${payload} → ${location}`).toBe(false);
      else expect(answer.status, payload).toBe(400);
      await answer.arrayBuffer();
    }
    console.info(`open-redirect suite (staff redirect_uri): ${openRedirectPayloads.length} payloads, 0 off-site`);
  });

  it('refuses an id_token whose nonce is not the one sent', async () => {
    const flow = await codeFor();
    const answer = await exchange({
      code: flow.code,
      redirectUri: config.redirectUri,
      codeVerifier: flow.verifier,
      reqSource: 1,
      nonce: base64url(randomBytes(16)),
    });
    expect(answer.statusCode).toBe(401);
  });

  it('answers a wrong password and an unknown staff user with the same generic message', async () => {
    const wrong = await signIn(new Browser(origin), 'JY80001', 'Wrong2026');
    const unknown = await signIn(new Browser(origin), 'JY99999', demoStaffPassword);
    expect(wrong.posted.status).toBe(401);
    expect(unknown.posted.status).toBe(401);
    const message = (html: string) => /<p class="error" id="login-error" role="alert">([^<]+)<\/p>/.exec(html)?.[1];
    expect(message(wrong.posted.body)).toBe(staffLoginMessages.invalid);
    expect(message(unknown.posted.body)).toBe(staffLoginMessages.invalid);
    // What was typed stays; the password does not.
    expect(wrong.posted.body).toContain('value="JY80001"');
    expect(wrong.posted.body).not.toContain('Wrong2026');
    expect(wrong.posted.body).toContain('aria-invalid="true"');
    freshWindow();
  });

  it('makes each wrong password wait longer (429, Retry-After, the seconds in the message), then lets the right one in', async () => {
    const wrong = async (n: number) =>
      expect((await signIn(new Browser(origin), 'JY80003', `Guess${n}`)).posted.status).toBe(401);
    const held = async (seconds: number) => {
      const { posted } = await signIn(new Browser(origin), 'JY80003');
      expect(posted.status).toBe(429);
      expect(posted.headers.get('retry-after')).toBe(String(seconds));
      expect(posted.body).toContain(loginWait.text(seconds));
    };
    freshWindow();
    await wrong(1);
    await wrong(2);
    await held(1);
    waitOut(1);
    await wrong(3);
    await held(2);
    waitOut(2);
    await wrong(4);
    await held(4);
    waitOut(4);
    expect((await signIn(new Browser(origin), 'JY80003')).posted.status).toBe(303);
    freshWindow();
  });

  it('stops guessing: after 5 failures for one account from one address even the right password waits there', async () => {
    for (let attempt = 0; attempt < signInLimits.accountFromAddress; attempt += 1) {
      expect((await signIn(new Browser(origin), 'jy80002', `Guess${attempt}`)).posted.status).toBe(401);
      waitOut(signInDelays.capSeconds.address); // past the growing delay before the lock
    }
    const blocked = await signIn(new Browser(origin), 'JY80002');
    expect(blocked.posted.status).toBe(429);
    expect(blocked.posted.body).toContain(staffLoginMessages.throttled);
    // Counted in the database (issue #17): every instance, and a restarted one, sees the same failures.
    const [row] = rowsOf<{ n: number }>(
      await server.database.db.execute(
        sql`select count(*)::int as n from sign_in_failures where account = 'staff:jy80002'`,
      ),
    );
    expect(row?.n).toBe(signInLimits.accountFromAddress);
    freshWindow();
  });

  it('keeps its signing keys in the database: a restarted server signs with the same keys', async () => {
    const before = await (await fetch(`${origin}/oidc/jwks`)).json();
    const restarted = await buildApp({ env: server.env, database: server.database, logger: false });
    const after = (await restarted.inject({ method: 'GET', url: '/oidc/jwks' })).json();
    await restarted.close();
    expect(after).toEqual(before);
    expect((before as { keys: unknown[] }).keys).toHaveLength(1);
  });

  it('refuses the inactive staff user', async () => {
    const attempt = await signIn(new Browser(origin), 'JY80009');
    expect(attempt.posted.status).toBe(403);
    expect(attempt.posted.body).toContain(staffLoginMessages.inactive);
    freshWindow();
  });

  it('returns access_denied to the mall when the staff user cancels', async () => {
    const browser = new Browser(origin);
    const page = await browser.follow(authorizeUrl().url, config.redirectUri);
    const abort = formAction(page.body).replace(/\/login$/, '/abort');
    const posted = await browser.request(abort, { form: {} });
    const back = await browser.follow(posted.location, config.redirectUri);
    expect(new URL(back.url).searchParams.get('error')).toBe('access_denied');
  });

  it('ends the provider session: the next sign-in asks for the password again', async () => {
    const flow = await codeFor('JY80003');
    // Still signed in at the provider: a second authorization needs no password.
    const again = await flow.browser.follow(authorizeUrl().url, config.redirectUri);
    expect(new URL(again.url).searchParams.get('code')).toBeTruthy();

    const end = new URL(config.endSessionEndpoint);
    end.searchParams.set('client_id', config.clientId);
    end.searchParams.set('post_logout_redirect_uri', config.postLogoutRedirectUri);
    const confirm = await flow.browser.request(end.href);
    expect(confirm.status).toBe(200);
    expect(confirm.body).toContain('退出员工登录');
    const action = /<form [^>]*action="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
    const done = await flow.browser.request(action, { form: { xsrf, logout: 'yes' } });
    expect(done.status).toBe(303);
    expect(done.location).toBe(config.postLogoutRedirectUri);

    const after = await flow.browser.follow(authorizeUrl().url, config.redirectUri);
    expect(after.status).toBe(200);
    expect(after.body).toContain('<label for="password">密码</label>');
  });
});

describe('the mall against an outside OpenID issuer (any issuer by config, through discovery)', () => {
  let issuerServer: Awaited<ReturnType<typeof startTestApp>>;
  let mall: Awaited<ReturnType<typeof startTestApp>>;
  let mallOrigin: string;

  beforeAll(async () => {
    const [issuerPort, mallPort] = [await freePort(), await freePort()];
    mallOrigin = `http://127.0.0.1:${mallPort}`;
    // Another server's provider plays the company's identity provider, with the mall's callback registered.
    issuerServer = await startTestApp('PGlite', {
      PORT: String(issuerPort),
      MALL_STAFF_CLIENT_ID: 'jinyuan-mall',
      MALL_STAFF_CLIENT_SECRET: 'outside-secret',
      MALL_STAFF_REDIRECT_URI: `${mallOrigin}/login/staffCallback`,
    });
    await issuerServer.database.db.insert(staff).values(await buildStaff(developmentPepper));
    await issuerServer.app.listen({ host: '127.0.0.1', port: issuerPort });
    mall = await startTestApp('PGlite', {
      PORT: String(mallPort),
      MALL_STAFF_ISSUER: `http://127.0.0.1:${issuerPort}/oidc`,
      MALL_STAFF_CLIENT_ID: 'jinyuan-mall',
      MALL_STAFF_CLIENT_SECRET: 'outside-secret',
    });
    await mall.database.db.insert(staff).values(await buildStaff(developmentPepper));
  });
  afterAll(async () => {
    await mall?.close();
    await issuerServer?.close();
  });

  it('discovers the issuer, redeems its code as a confidential client and signs the staff user in', async () => {
    expect(mall.env.staffSso.isEmbedded).toBe(false);
    expect((await mall.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' })).statusCode).toBe(
      404,
    );
    const config = (await mall.app.inject({ method: 'GET', url: paths.loginConfig })).json().data as StaffLoginConfig;
    expect(config.authorizationEndpoint).toBe(`${issuerServer.env.publicOrigin}/oidc/auth`);
    expect(config.redirectUri).toBe(`${mallOrigin}/login/staffCallback`);

    const browser = new Browser(issuerServer.env.publicOrigin);
    const request = authorizeUrlFor(config);
    const page = await browser.follow(request.url, config.redirectUri);
    const posted = await browser.request(formAction(page.body), {
      form: { login: 'JY80003', password: demoStaffPassword },
    });
    const back = new URL((await browser.follow(posted.location, config.redirectUri)).url);
    const body = {
      code: back.searchParams.get('code'),
      redirectUri: config.redirectUri,
      codeVerifier: request.verifier,
      reqSource: 1,
      nonce: request.nonce,
    };
    const answer = await mall.app.inject({ method: 'POST', url: paths.loginCode, payload: body });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().userInfo).toMatchObject({ staffCode: 'JY80003', nickname: '吴昊', isStaff: true });
  });
});
