import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT, type CryptoKey, type JWK } from 'jose';
import type { Db } from '../db/database';
import { RecentMap } from '../lib/recentMap';
import { tokensRepository, type TokensRepository } from '../repositories/tokens';

/**
 * idTokens (DESIGN.md §6): a JWT signed with an asymmetric key (ES256), short-lived, checked for
 * algorithm, issuer and audience, carrying who the caller is. Every route takes uid / staff from the
 * verified token, never from the `uid` header the client also sends (spec §7).
 *
 * Refresh: a token names its session (`sid`, a row of `account_sessions`). POST /api/account/refresh
 * accepts a token that is valid or expired within the refresh grace, and re-issues one while the
 * session is neither expired nor revoked. Logout revokes the session, which also ends every token
 * already issued for it (each request checks the session row, one primary-key lookup, remembered for
 * `liveSessionMemoMs`).
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

export type TokenVerdict =
  { ok: true; identity: Identity } | { ok: false; reason: 'malformed' | 'expired' | 'invalid' | 'revoked' };

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
  refresh(
    token: string,
  ): Promise<{ ok: true; idToken: string; expiresAt: Date; identity: Identity } | { ok: false; reason: string }>;
  /**
   * Whether a session is live (neither revoked nor expired), as each signed-in request checks it: the answer found
   * in the database is trusted for `liveSessionMemoMs`. The chat socket asks on every frame (issue #28).
   */
  isLive(sessionId: string): Promise<boolean>;
  /** Ends a session: refresh stops and its tokens are refused from now on. */
  revoke(sessionId: string): Promise<void>;
  /** Ends every session of a member, but the one named in `except` (the caller's own, after a password change). */
  revokeMemberSessions(memberId: number, except?: string): Promise<void>;
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

/**
 * How long a session found live is trusted without asking the database again (issue #12 list speed: the
 * lookup was one of four round trips of every signed-in read). Revoking on this instance forgets it at
 * once; a revocation made by another instance holds here within this time. One second is accepted (issue #17):
 * revocation cuts short a token that would otherwise be good for up to 30 minutes, and one more second at another
 * instance is no real gain to whoever holds it; test/cluster/cluster.test.ts proves the other instance refuses it
 * after this window.
 */
export const liveSessionMemoMs = 1000;
/** How many sessions and verified tokens each memo keeps (least recently used forgotten first). */
const memoEntries = 10_000;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Loads the signing key pair from the database, generating and storing it on first start. */
async function loadSigningKey(keys: TokensRepository): Promise<{ kid: string; privateKey: CryptoKey; publicJwk: JWK }> {
  let row = await keys.signingKey('id-token');
  if (!row) {
    const pair = await generateKeyPair(tokenAlgorithm, { extractable: true });
    const kid = randomBytes(8).toString('hex');
    const privateJwk = { ...(await exportJWK(pair.privateKey)), kid, alg: tokenAlgorithm, use: 'sig' };
    const publicJwk = { ...(await exportJWK(pair.publicKey)), kid, alg: tokenAlgorithm, use: 'sig' };
    // Two instances starting together: the first insert wins and both read it back.
    await keys.addSigningKey({
      use: 'id-token',
      kid,
      alg: tokenAlgorithm,
      privateJwk: JSON.stringify(privateJwk),
      publicJwk: JSON.stringify(publicJwk),
    });
    row = await keys.signingKey('id-token');
  }
  if (!row) throw new Error('the idToken signing key could not be stored');
  if (row.alg !== tokenAlgorithm) throw new Error(`the stored signing key uses ${row.alg}, expected ${tokenAlgorithm}`);
  const privateKey = (await importJWK(JSON.parse(row.privateJwk) as JWK, tokenAlgorithm)) as CryptoKey;
  return { kid: row.kid, privateKey, publicJwk: JSON.parse(row.publicJwk) as JWK };
}

/** The idToken service over the database (keys and sessions both live there). */
export async function createTokenService({
  db,
  clock,
  issuer,
  audience,
  ttlSeconds = tokenTtlSeconds,
}: TokenServiceOptions): Promise<TokenService> {
  const repo = tokensRepository(db);
  const { kid, privateKey, publicJwk } = await loadSigningKey(repo);
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

  const liveSession = (sessionId: string) => repo.liveSession(sessionId, clock());
  /** Sessions found live lately (see `liveSessionMemoMs`), and tokens whose signature and claims checked out. */
  const liveLately = new RecentMap<string, { uid: number; isStaff: boolean; checkedAt: number; expiresAt: number }>(
    memoEntries,
  );
  const signedTokens = new RecentMap<string, { claims: TokenClaims; exp: number }>(memoEntries);

  /**
   * Whether the token's session is live: every request asks, and the answer found in the database is trusted for
   * `liveSessionMemoMs` (a revocation on this instance takes effect at once, one on another within that time).
   */
  async function isLive(sessionId: string): Promise<boolean> {
    const now = clock().getTime();
    const known = liveLately.get(sessionId);
    if (known && now >= known.checkedAt && now - known.checkedAt < liveSessionMemoMs && now < known.expiresAt)
      return true;
    const row = await liveSession(sessionId);
    if (!row) {
      liveLately.delete(sessionId);
      return false;
    }
    liveLately.set(sessionId, {
      uid: row.uid,
      isStaff: row.isStaff,
      checkedAt: now,
      expiresAt: row.expiresAt.getTime(),
    });
    return true;
  }

  /** Signature, algorithm, issuer and audience; expiry checked with `toleranceSeconds` of slack. */
  async function check(
    token: string,
    toleranceSeconds: number,
  ): Promise<
    { ok: true; claims: TokenClaims; exp: number } | { ok: false; reason: 'malformed' | 'expired' | 'invalid' }
  > {
    if (typeof token !== 'string' || token.length < 20 || token.length > 4096 || token.split('.').length !== 3)
      return { ok: false, reason: 'malformed' };
    const signed = signedTokens.get(token);
    if (signed) {
      // The signature and claims of this very text checked out before; only the time moves (as jose compares it).
      return signed.exp <= seconds(clock()) - toleranceSeconds
        ? { ok: false, reason: 'expired' }
        : { ok: true, ...signed };
    }
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
      if (typeof claims.sid !== 'string' || typeof claims.uid !== 'number' || typeof claims.uoid !== 'string')
        return { ok: false, reason: 'invalid' };
      const checked = {
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
      signedTokens.set(token, checked);
      return { ok: true, ...checked };
    } catch (error) {
      return { ok: false, reason: (error as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid' };
    }
  }

  async function revoke(sessionId: string): Promise<void> {
    await repo.revoke(sessionId, clock());
    liveLately.delete(sessionId);
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
      await repo.insertSession({
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
      const subject: SessionSubject = {
        uid: row.uid,
        uoid: row.uoid,
        isStaff: row.isStaff,
        staffCode: row.staffCode,
        nickname: row.nickname,
      };
      return { ...(await sign(sessionId, subject)), subject };
    },
    async verify(token) {
      const checked = await check(token, 0);
      if (!checked.ok) return checked;
      if (!(await isLive(checked.claims.sid))) return { ok: false, reason: 'revoked' };
      return { ok: true, identity: identityOf(checked.claims, checked.exp) };
    },
    async refresh(token) {
      const checked = await check(token, refreshGraceSeconds);
      if (!checked.ok) return { ok: false, reason: checked.reason };
      const row = await liveSession(checked.claims.sid);
      if (!row) return { ok: false, reason: 'revoked' };
      await repo.markRefreshed(row.id, clock());
      const subject: SessionSubject = {
        uid: row.uid,
        uoid: row.uoid,
        isStaff: row.isStaff,
        staffCode: row.staffCode,
        nickname: row.nickname,
      };
      const { idToken, expiresAt } = await sign(row.id, subject);
      return { ok: true, idToken, expiresAt, identity: { ...subject, sessionId: row.id, expiresAt } };
    },
    isLive,
    revoke,
    async revokeMemberSessions(memberId, except) {
      await repo.revokeMemberSessions(memberId, clock(), except ?? null);
      liveLately.deleteWhere((known) => known.uid === memberId && !known.isStaff);
    },
    async revokeToken(token) {
      const checked = await check(token, refreshGraceSeconds);
      if (!checked.ok) return false;
      await revoke(checked.claims.sid);
      return true;
    },
    jwks: () => ({ keys: [publicJwk] }),
  };
}
