import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT, type CryptoKey, type JWK } from 'jose';
import type { Db } from '../db/database';
import { accountSessions, signingKeys } from '../db/schema';

/**
 * idTokens (DESIGN.md §6): a JWT signed with an asymmetric key (ES256), short-lived, checked for
 * algorithm, issuer and audience, carrying who the caller is. Every route takes uid / staff from the
 * verified token, never from the `uid` header the client also sends (spec §7).
 *
 * Refresh: a token names its session (`sid`, a row of `account_sessions`). POST /api/account/refresh
 * accepts a token that is valid or expired within the refresh grace, and re-issues one while the
 * session is neither expired nor revoked. Logout revokes the session, which also ends every token
 * already issued for it (each request checks the session row, one primary-key lookup).
 */

/** The only algorithm this server signs with and accepts (an allow-list: no `none`, no HMAC confusion). */
export const tokenAlgorithm = 'ES256';
/** spec §7 idToken lifetime: short, refreshed by the client on TOKEN_REFRESH. */
export const tokenTtlSeconds = 30 * 60;
/** Inside this many seconds before expiry, answers carry `TOKEN_REFRESH: 1` (spec §7). */
export const refreshHintSeconds = 5 * 60;
/** An expired token can still be traded for a new one for this long (the session decides the rest). */
export const refreshGraceSeconds = 7 * 24 * 3600;
/** A session lasts at most this long from sign-in, refreshes or not. */
export const sessionTtlSeconds = 30 * 24 * 3600;

/** Who a session belongs to: the claims every idToken of it carries (spec §3 user info). */
export type SessionSubject = {
  uid: number;
  /** The customer id (members) or the staff user's id at the provider (staff). */
  uoid: string;
  isStaff: boolean;
  staffCode: string;
  nickname: string;
};

/** The verified caller of a request. */
export type Identity = SessionSubject & {
  sessionId: string;
  /** When the presented token expires. */
  expiresAt: Date;
};

/** The claims inside an idToken besides the registered ones (iss, aud, sub, iat, exp, jti). */
type TokenClaims = { sid: string; uid: number; uoid: string; staff: boolean; staffCode: string; nickname: string };

export type TokenVerdict = { ok: true; identity: Identity } | { ok: false; reason: 'malformed' | 'expired' | 'invalid' | 'revoked' };

export type TokenService = {
  issuer: string;
  audience: string;
  /** The service's clock (tests stand on any instant). */
  now: () => Date;
  /** Starts a session for a signed-in subject and issues its first idToken. */
  startSession(subject: SessionSubject): Promise<{ sessionId: string; idToken: string; expiresAt: Date }>;
  /** Issues a fresh idToken for a live session (no checks: callers have verified the session). */
  issueFor(sessionId: string): Promise<{ idToken: string; expiresAt: Date; subject: SessionSubject } | null>;
  /** Verifies a token and its session. */
  verify(token: string): Promise<TokenVerdict>;
  /** Trades a valid or recently expired token of a live session for a new one. */
  refresh(token: string): Promise<{ ok: true; idToken: string; expiresAt: Date; identity: Identity } | { ok: false; reason: string }>;
  /** Ends a session: refresh stops and its tokens are refused from now on. */
  revoke(sessionId: string): Promise<void>;
  /** Ends the session of a genuine token, even one that has expired (logout); false when the token is not ours. */
  revokeToken(token: string): Promise<boolean>;
  /** The public key set, for anyone who wants to verify idTokens offline. */
  jwks(): { keys: JWK[] };
};

export type TokenServiceOptions = {
  db: Db;
  clock: () => Date;
  issuer: string;
  audience: string;
  ttlSeconds?: number;
};

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Loads the signing key pair from the database, generating and storing it on first start. */
async function loadSigningKey(db: Db): Promise<{ kid: string; privateKey: CryptoKey; publicJwk: JWK }> {
  const read = () => db.select().from(signingKeys).where(eq(signingKeys.use, 'id-token')).limit(1);
  let [row] = await read();
  if (!row) {
    const pair = await generateKeyPair(tokenAlgorithm, { extractable: true });
    const kid = randomBytes(8).toString('hex');
    const privateJwk = { ...(await exportJWK(pair.privateKey)), kid, alg: tokenAlgorithm, use: 'sig' };
    const publicJwk = { ...(await exportJWK(pair.publicKey)), kid, alg: tokenAlgorithm, use: 'sig' };
    // Two instances starting together: the first insert wins and both read it back.
    await db
      .insert(signingKeys)
      .values({ use: 'id-token', kid, alg: tokenAlgorithm, privateJwk: JSON.stringify(privateJwk), publicJwk: JSON.stringify(publicJwk) })
      .onConflictDoNothing();
    [row] = await read();
  }
  if (!row) throw new Error('the idToken signing key could not be stored');
  if (row.alg !== tokenAlgorithm) throw new Error(`the stored signing key uses ${row.alg}, expected ${tokenAlgorithm}`);
  const privateKey = (await importJWK(JSON.parse(row.privateJwk) as JWK, tokenAlgorithm)) as CryptoKey;
  return { kid: row.kid, privateKey, publicJwk: JSON.parse(row.publicJwk) as JWK };
}

/** The idToken service over the database (keys and sessions both live there). */
export async function createTokenService({ db, clock, issuer, audience, ttlSeconds = tokenTtlSeconds }: TokenServiceOptions): Promise<TokenService> {
  const { kid, privateKey, publicJwk } = await loadSigningKey(db);
  const publicKey = await importJWK(publicJwk, tokenAlgorithm);

  async function sign(sessionId: string, subject: SessionSubject): Promise<{ idToken: string; expiresAt: Date }> {
    const now = seconds(clock());
    const exp = now + ttlSeconds;
    const claims: TokenClaims = {
      sid: sessionId,
      uid: subject.uid,
      uoid: subject.uoid,
      staff: subject.isStaff,
      staffCode: subject.staffCode,
      nickname: subject.nickname,
    };
    const idToken = await new SignJWT(claims)
      .setProtectedHeader({ alg: tokenAlgorithm, kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject(subject.isStaff ? `staff:${subject.staffCode}` : `member:${subject.uid}`)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .setJti(randomBytes(12).toString('hex'))
      .sign(privateKey);
    return { idToken, expiresAt: new Date(exp * 1000) };
  }

  async function liveSession(sessionId: string) {
    const [row] = await db
      .select()
      .from(accountSessions)
      .where(and(eq(accountSessions.id, sessionId), isNull(accountSessions.revokedAt), gt(accountSessions.expiresAt, clock())))
      .limit(1);
    return row;
  }

  /** Signature, algorithm, issuer and audience; expiry checked with `toleranceSeconds` of slack. */
  async function check(token: string, toleranceSeconds: number): Promise<{ ok: true; claims: TokenClaims; exp: number } | { ok: false; reason: 'malformed' | 'expired' | 'invalid' }> {
    if (typeof token !== 'string' || token.length < 20 || token.length > 4096 || token.split('.').length !== 3) return { ok: false, reason: 'malformed' };
    try {
      const { payload } = await jwtVerify(token, publicKey, {
        algorithms: [tokenAlgorithm],
        issuer,
        audience,
        currentDate: clock(),
        clockTolerance: toleranceSeconds,
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      const claims = payload as unknown as TokenClaims & { exp: number };
      if (typeof claims.sid !== 'string' || typeof claims.uid !== 'number' || typeof claims.uoid !== 'string') return { ok: false, reason: 'invalid' };
      return {
        ok: true,
        exp: claims.exp,
        claims: {
          sid: claims.sid,
          uid: claims.uid,
          uoid: claims.uoid,
          staff: claims.staff === true,
          staffCode: typeof claims.staffCode === 'string' ? claims.staffCode : '',
          nickname: typeof claims.nickname === 'string' ? claims.nickname : '',
        },
      };
    } catch (error) {
      return { ok: false, reason: (error as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid' };
    }
  }

  async function revoke(sessionId: string): Promise<void> {
    await db.update(accountSessions).set({ revokedAt: clock() }).where(and(eq(accountSessions.id, sessionId), isNull(accountSessions.revokedAt)));
  }

  const identityOf = (claims: TokenClaims, exp: number): Identity => ({
    uid: claims.uid,
    uoid: claims.uoid,
    isStaff: claims.staff,
    staffCode: claims.staffCode,
    nickname: claims.nickname,
    sessionId: claims.sid,
    expiresAt: new Date(exp * 1000),
  });

  return {
    issuer,
    audience,
    now: clock,
    async startSession(subject) {
      const now = clock();
      const sessionId = randomBytes(16).toString('hex');
      await db.insert(accountSessions).values({
        id: sessionId,
        ...subject,
        createdAt: now,
        lastRefreshedAt: now,
        expiresAt: new Date(now.getTime() + sessionTtlSeconds * 1000),
      });
      return { sessionId, ...(await sign(sessionId, subject)) };
    },
    async issueFor(sessionId) {
      const row = await liveSession(sessionId);
      if (!row) return null;
      const subject: SessionSubject = { uid: row.uid, uoid: row.uoid, isStaff: row.isStaff, staffCode: row.staffCode, nickname: row.nickname };
      return { ...(await sign(sessionId, subject)), subject };
    },
    async verify(token) {
      const checked = await check(token, 0);
      if (!checked.ok) return checked;
      if (!(await liveSession(checked.claims.sid))) return { ok: false, reason: 'revoked' };
      return { ok: true, identity: identityOf(checked.claims, checked.exp) };
    },
    async refresh(token) {
      const checked = await check(token, refreshGraceSeconds);
      if (!checked.ok) return { ok: false, reason: checked.reason };
      const row = await liveSession(checked.claims.sid);
      if (!row) return { ok: false, reason: 'revoked' };
      await db.update(accountSessions).set({ lastRefreshedAt: clock() }).where(eq(accountSessions.id, row.id));
      const subject: SessionSubject = { uid: row.uid, uoid: row.uoid, isStaff: row.isStaff, staffCode: row.staffCode, nickname: row.nickname };
      const { idToken, expiresAt } = await sign(row.id, subject);
      return { ok: true, idToken, expiresAt, identity: { ...subject, sessionId: row.id, expiresAt } };
    },
    revoke,
    async revokeToken(token) {
      const checked = await check(token, refreshGraceSeconds);
      if (!checked.ok) return false;
      await revoke(checked.claims.sid);
      return true;
    },
    jwks: () => ({ keys: [publicJwk] }),
  };
}

// --- The caller of a request -------------------------------------------------------------------

declare module 'fastify' {
  interface FastifyInstance {
    /** The idToken service, decorated on the root instance by buildApp (see {@link registerTokens}). */
    tokens: TokenService;
  }
}

/** The token a request presents: the `idToken` header (spec §7), else `Authorization: Bearer` (CRM calls). */
export function presentedToken(request: FastifyRequest): string | null {
  const header = request.headers.idtoken;
  const idToken = Array.isArray(header) ? header[0] : header;
  if (idToken) return idToken;
  const authorization = request.headers.authorization;
  if (authorization && /^Bearer\s+/i.test(authorization)) return authorization.replace(/^Bearer\s+/i, '').trim() || null;
  return null;
}

/** Creates the token service and decorates the root instance with it, so every route group can call {@link requestUser}. */
export async function registerTokens(app: FastifyInstance, options: TokenServiceOptions): Promise<TokenService> {
  const service = await createTokenService(options);
  app.decorate('tokens', service);
  // spec §7: an answer to a caller whose token is close to expiry asks for a refresh.
  app.addHook('onSend', async (request, reply, payload) => {
    const pending = resolved.get(request);
    const user = pending ? await pending : null;
    if (user && user.expiresAt.getTime() - service.now().getTime() <= refreshHintSeconds * 1000) reply.header('TOKEN_REFRESH', '1');
    return payload;
  });
  return service;
}

const resolved = new WeakMap<FastifyRequest, Promise<Identity | null>>();

/**
 * The verified caller of a request, or null for a visitor (no token, or a token that is malformed,
 * forged, expired, for another audience or of a revoked session). Memoised per request.
 */
export function requestUser(request: FastifyRequest): Promise<Identity | null> {
  let pending = resolved.get(request);
  if (!pending) {
    const token = presentedToken(request);
    pending = token ? request.server.tokens.verify(token).then((verdict) => (verdict.ok ? verdict.identity : null)) : Promise.resolve(null);
    resolved.set(request, pending);
  }
  return pending;
}

/** The 401 answer the mall's client turns into "clear the session, go to /login" (spec §8). */
export const unauthorizedBody = { code: 401, msg: '登录已失效，请重新登录' } as const;

/**
 * preHandler for routes that need a signed-in caller (member or staff): 401 otherwise. Any answer to
 * a caller whose token is near expiry carries `TOKEN_REFRESH: 1` (spec §7; see registerTokens).
 */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!(await requestUser(request))) await reply.status(401).send(unauthorizedBody);
}

/** preHandler for customer-only routes (member info, clauses): a signed-in member, not staff. */
export async function requireMember(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (reply.sent) return;
  const user = await requestUser(request);
  if (user?.isStaff) await reply.status(403).send({ code: 403, msg: '员工账号不能使用此功能' });
}

/** The caller after {@link requireUser} / {@link requireMember} let the request through. */
export async function currentUser(request: FastifyRequest): Promise<Identity> {
  const user = await requestUser(request);
  if (!user) throw Object.assign(new Error(unauthorizedBody.msg), { statusCode: 401 });
  return user;
}
