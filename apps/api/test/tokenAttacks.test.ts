import { createPublicKey } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/database';
import { tokenTtlSeconds } from '../src/services/tokens';
import { accountsServer } from './accountsFixture';
import { engines } from './harness';

const memberInfo = '/crm-member-api/member/info';
const refreshPath = '/api/account/refresh';
const logoutPath = '/api/account/logout';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * The token suite (issue #17 §3): every way a caller might forge, stretch or replay an idToken, tried
 * at a member call through HTTP. Each answer is the 401 the mall's client knows, never member data
 * and never a 5xx.
 */
describe.each(engines())('idToken attacks on %s (issue #17 §3, DESIGN.md §6)', (engine) => {
  let server: Awaited<ReturnType<typeof accountsServer>>;
  let valid = '';
  let claims: Record<string, unknown> = {};
  let header: { kid?: string } = {};
  let serverKey: CryptoKey;
  let publicJwk: JWK;
  let issuer = '';
  let audience = '';

  const call = (token: string | null, url = memberInfo, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: { ...(token === null ? {} : { authorization: `Bearer ${token}`, idToken: token }), ...headers },
      payload: {},
    });

  /** A token signed with the server's own key (what only the server can make), with these claims changed. */
  const signedByServer = async (change: Record<string, unknown>, remove: string[] = []) => {
    const body: Record<string, unknown> = { ...claims, ...change };
    for (const name of remove) delete body[name];
    return new SignJWT(body as never).setProtectedHeader({ alg: 'ES256', kid: header.kid, typ: 'JWT' }).sign(serverKey);
  };

  beforeAll(async () => {
    server = await accountsServer(engine);
    const [member] = rowsOf<{ id: number; uoid: string }>(
      await server.database.db.execute(sql`select id, uoid from members where mobile = '13900000001'`),
    );
    if (!member) throw new Error('no demo member');
    valid = (
      await server.app.tokens.startSession({
        uid: Number(member.id),
        uoid: member.uoid,
        isStaff: false,
        staffCode: '',
        nickname: '王女士',
      })
    ).idToken;
    claims = decodeJwt(valid) as Record<string, unknown>;
    header = decodeProtectedHeader(valid) as { kid?: string };
    issuer = String(claims.iss);
    audience = String(claims.aud);
    const [key] = rowsOf<{ private_jwk: string; public_jwk: string }>(
      await server.database.db.execute(sql`select private_jwk, public_jwk from signing_keys where use = 'id-token'`),
    );
    if (!key) throw new Error('no idToken signing key stored');
    serverKey = (await importJWK(JSON.parse(key.private_jwk) as JWK, 'ES256')) as CryptoKey;
    publicJwk = JSON.parse(key.public_jwk) as JWK;
  });
  afterAll(async () => server?.close());

  it('the untouched token works (the suite attacks a call that answers)', async () => {
    const answer = await call(valid);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toBeTruthy();
  });

  const cases: [string, () => Promise<string | null>][] = [
    ['no token at all', async () => null],
    ['an empty bearer', async () => ''],
    ['not a JWT', async () => 'definitely-not-a-token-at-all'],
    ['two segments', async () => valid.split('.').slice(0, 2).join('.')],
    ['five segments (JWE shape)', async () => `${valid}.AAAA.BBBB`],
    [
      'a changed signature',
      async () => {
        const [h, p, s] = valid.split('.') as [string, string, string];
        return `${h}.${p}.${s.slice(0, -6)}${s.endsWith('AAAAAA') ? 'BBBBBB' : 'AAAAAA'}`;
      },
    ],
    [
      'another uid in the payload (signature kept)',
      async () => {
        const [h, , s] = valid.split('.') as [string, string, string];
        return `${h}.${b64({ ...claims, uid: Number(claims.uid) + 1, sub: `member:${Number(claims.uid) + 1}` })}.${s}`;
      },
    ],
    [
      'staff: true in the payload (signature kept)',
      async () => {
        const [h, , s] = valid.split('.') as [string, string, string];
        return `${h}.${b64({ ...claims, staff: true, staffCode: 'JY80001' })}.${s}`;
      },
    ],
    ['alg: none, no signature', async () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`],
    [
      'alg: none, the old signature kept',
      async () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.${valid.split('.')[2]}`,
    ],
    [
      'HS256 keyed with the public key (algorithm confusion)',
      async () => {
        const pem = createPublicKey({ key: publicJwk as never, format: 'jwk' })
          .export({ type: 'spki', format: 'pem' })
          .toString();
        return new SignJWT(claims as never)
          .setProtectedHeader({ alg: 'HS256', kid: header.kid, typ: 'JWT' })
          .sign(new TextEncoder().encode(pem));
      },
    ],
    [
      'HS256 keyed with the public JWK text',
      async () =>
        new SignJWT(claims as never)
          .setProtectedHeader({ alg: 'HS256', kid: header.kid, typ: 'JWT' })
          .sign(new TextEncoder().encode(JSON.stringify(publicJwk))),
    ],
    [
      'a foreign ES256 key with the server’s kid',
      async () => {
        const foreign = await generateKeyPair('ES256');
        return new SignJWT(claims as never)
          .setProtectedHeader({ alg: 'ES256', kid: header.kid, typ: 'JWT' })
          .sign(foreign.privateKey);
      },
    ],
    [
      'a foreign key embedded in the header (jwk header injection)',
      async () => {
        const foreign = await generateKeyPair('ES256', { extractable: true });
        return new SignJWT(claims as never)
          .setProtectedHeader({ alg: 'ES256', typ: 'JWT', jwk: await exportJWK(foreign.publicKey) })
          .sign(foreign.privateKey);
      },
    ],
    ['expired (server-signed)', async () => signedByServer({ exp: Math.floor(Date.now() / 1000) - 3600 * 24 * 400 })],
    [
      'expired one second ago on the server’s clock',
      async () => {
        const now = Math.floor(server.app.tokens.now().getTime() / 1000);
        return signedByServer({ iat: now - tokenTtlSeconds - 1, exp: now - 1 });
      },
    ],
    [
      'not yet valid (nbf an hour ahead)',
      async () => signedByServer({ nbf: Math.floor(server.app.tokens.now().getTime() / 1000) + 3600 }),
    ],
    ['another audience', async () => signedByServer({ aud: `${audience}-other` })],
    ['another issuer', async () => signedByServer({ iss: `${issuer}-other` })],
    ['no exp', async () => signedByServer({}, ['exp'])],
    ['no session id', async () => signedByServer({}, ['sid'])],
    ['a session that does not exist', async () => signedByServer({ sid: 'f'.repeat(32) })],
    ['uid as text', async () => signedByServer({ uid: String(claims.uid) })],
    ['oversize (64 KB)', async () => `${valid.split('.')[0]}.${'A'.repeat(64 * 1024)}.${valid.split('.')[2]}`],
    [
      'a header full of junk',
      async () => `${b64({ alg: 'ES256', crit: ['x-unknown'], 'x-unknown': 1 })}.${b64(claims)}.${valid.split('.')[2]}`,
    ],
  ];

  it.each(cases)('refuses %s with the 401 the client knows', async (_name, make) => {
    const token = await make();
    const answer = await call(token);
    expect(answer.statusCode, answer.body).toBe(401);
    expect(answer.json()).toEqual({ code: 401, msg: '登录已失效，请重新登录' });
  });

  it('after logout the token, and a refresh with it, are refused; a refresh of a forged token is refused', async () => {
    const [member] = rowsOf<{ id: number; uoid: string }>(
      await server.database.db.execute(sql`select id, uoid from members where mobile = '13900000001'`),
    );
    const { idToken } = await server.app.tokens.startSession({
      uid: Number(member?.id),
      uoid: String(member?.uoid),
      isStaff: false,
      staffCode: '',
      nickname: '王女士',
    });
    expect((await call(idToken)).statusCode).toBe(200);
    const refreshed = await call(idToken, refreshPath);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const newer = refreshed.json().data.idToken as string;
    expect((await call(idToken, logoutPath)).statusCode).toBeLessThan(300);
    // The whole session ends: the token logged out with, the one refreshed from it, and any refresh.
    expect((await call(idToken)).statusCode).toBe(401);
    expect((await call(newer)).statusCode).toBe(401);
    expect((await call(idToken, refreshPath)).statusCode).toBe(401);
    expect((await call(newer, refreshPath)).statusCode).toBe(401);
    const [h, , s] = valid.split('.') as [string, string, string];
    const forged = `${h}.${b64({ ...claims, uid: Number(claims.uid) + 1 })}.${s}`;
    expect((await call(forged, refreshPath)).statusCode).toBe(401);
    console.info(`token suite on ${engine}: ${cases.length + 5} forged, stretched or replayed tokens, 0 accepted`);
  });
});
