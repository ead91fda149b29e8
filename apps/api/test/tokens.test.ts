import { generateKeyPair, SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTokenService,
  liveSessionMemoMs,
  refreshGraceSeconds,
  tokenTtlSeconds,
  type SessionSubject,
} from '../src/services/tokens';
import { engines, freshDatabase } from './harness';

const subject: SessionSubject = { uid: 7, uoid: 'C0060580001', isStaff: false, staffCode: '', nickname: '王女士' };

describe.each(engines())('idTokens on %s (DESIGN.md §6)', (engine) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let now = new Date('2026-12-01T02:00:00Z');
  const clock = () => now;
  const service = () =>
    createTokenService({ db: fresh.database.db, clock, issuer: 'urn:mall:accounts', audience: 'jinyuan-web' });

  beforeAll(async () => {
    fresh = await freshDatabase(engine);
  });
  afterAll(async () => fresh?.dispose());

  it('issues a token that verifies to the session subject, with a 30-minute life', async () => {
    const tokens = await service();
    const { idToken, expiresAt } = await tokens.startSession(subject);
    expect(expiresAt.getTime() - now.getTime()).toBe(tokenTtlSeconds * 1000);
    const verdict = await tokens.verify(idToken);
    expect(verdict.ok && verdict.identity).toMatchObject({
      uid: 7,
      uoid: 'C0060580001',
      isStaff: false,
      nickname: '王女士',
    });
    expect(decodeJwt(idToken)).toMatchObject({ iss: 'urn:mall:accounts', aud: 'jinyuan-web', sub: 'member:7' });
  });

  it('keeps its key across restarts: a second service on the same database verifies the first one’s tokens', async () => {
    const first = await service();
    const { idToken } = await first.startSession(subject);
    const second = await service();
    expect((await second.verify(idToken)).ok).toBe(true);
    expect(second.jwks().keys[0]?.kid).toBe(first.jwks().keys[0]?.kid);
  });

  it('rejects a tampered token, another audience, another issuer and a foreign key', async () => {
    const tokens = await service();
    const { idToken } = await tokens.startSession(subject);
    const [head, body, signature] = idToken.split('.') as [string, string, string];
    const forgedBody = Buffer.from(JSON.stringify({ ...decodeJwt(idToken), uid: 1 })).toString('base64url');
    expect((await tokens.verify(`${head}.${forgedBody}.${signature}`)).ok).toBe(false);
    expect((await tokens.verify(`${head}.${body}.${signature.slice(0, -4)}AAAA`)).ok).toBe(false);

    const otherAudience = await createTokenService({
      db: fresh.database.db,
      clock,
      issuer: 'urn:mall:accounts',
      audience: 'someone-else',
    });
    expect((await otherAudience.verify(idToken)).ok).toBe(false);
    const otherIssuer = await createTokenService({
      db: fresh.database.db,
      clock,
      issuer: 'urn:other',
      audience: 'jinyuan-web',
    });
    expect((await otherIssuer.verify(idToken)).ok).toBe(false);

    const foreign = await generateKeyPair('ES256');
    const claims = decodeJwt(idToken);
    const foreignToken = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: tokens.jwks().keys[0]?.kid })
      .sign(foreign.privateKey);
    expect((await tokens.verify(foreignToken)).ok).toBe(false);
    // Algorithm allow-list: an unsigned token is never accepted.
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${body}.`;
    expect((await tokens.verify(none)).ok).toBe(false);
    expect(await tokens.verify('not a token')).toEqual({ ok: false, reason: 'malformed' });
  });

  it('expires after 30 minutes; refresh trades an expired token of a live session for a new one', async () => {
    const tokens = await service();
    const { idToken } = await tokens.startSession(subject);
    now = new Date(now.getTime() + (tokenTtlSeconds + 1) * 1000);
    expect(await tokens.verify(idToken)).toEqual({ ok: false, reason: 'expired' });
    const refreshed = await tokens.refresh(idToken);
    expect(refreshed.ok).toBe(true);
    if (!refreshed.ok) return;
    expect((await tokens.verify(refreshed.idToken)).ok).toBe(true);
    // Beyond the grace an expired token cannot be refreshed.
    now = new Date(now.getTime() + (refreshGraceSeconds + tokenTtlSeconds + 5) * 1000);
    expect((await tokens.refresh(refreshed.idToken)).ok).toBe(false);
  });

  it('revoking the session ends its tokens and its refresh', async () => {
    const tokens = await service();
    const { idToken, sessionId } = await tokens.startSession(subject);
    await tokens.revoke(sessionId);
    expect(await tokens.verify(idToken)).toEqual({ ok: false, reason: 'revoked' });
    expect((await tokens.refresh(idToken)).ok).toBe(false);
  });

  it('a token verified once still expires on time (the verified signature is remembered, not the verdict)', async () => {
    const tokens = await service();
    const { idToken } = await tokens.startSession(subject);
    expect((await tokens.verify(idToken)).ok).toBe(true);
    now = new Date(now.getTime() + tokenTtlSeconds * 1000 - 1000);
    expect((await tokens.verify(idToken)).ok).toBe(true);
    now = new Date(now.getTime() + 1000);
    expect(await tokens.verify(idToken)).toEqual({ ok: false, reason: 'expired' });
  });

  it('a revocation made by another instance holds here within liveSessionMemoMs; one made here at once', async () => {
    const here = await service();
    const elsewhere = await service();
    const first = await here.startSession(subject);
    expect((await here.verify(first.idToken)).ok).toBe(true);
    await elsewhere.revoke(first.sessionId);
    now = new Date(now.getTime() + liveSessionMemoMs);
    expect(await here.verify(first.idToken)).toEqual({ ok: false, reason: 'revoked' });

    const second = await here.startSession(subject);
    expect((await here.verify(second.idToken)).ok).toBe(true);
    await here.revoke(second.sessionId);
    expect(await here.verify(second.idToken)).toEqual({ ok: false, reason: 'revoked' });
  });

  it("revokeMemberSessions ends every session of the member at once but the one it keeps, and nobody else's", async () => {
    const tokens = await service();
    const kept = await tokens.startSession({ ...subject, uid: 8 });
    const other = await tokens.startSession({ ...subject, uid: 8 });
    const stranger = await tokens.startSession({ ...subject, uid: 9 });
    for (const session of [kept, other, stranger]) expect((await tokens.verify(session.idToken)).ok).toBe(true);
    await tokens.revokeMemberSessions(8, kept.sessionId);
    expect((await tokens.verify(kept.idToken)).ok).toBe(true);
    expect(await tokens.verify(other.idToken)).toEqual({ ok: false, reason: 'revoked' });
    expect((await tokens.verify(stranger.idToken)).ok).toBe(true);
    await tokens.revokeMemberSessions(8);
    expect(await tokens.verify(kept.idToken)).toEqual({ ok: false, reason: 'revoked' });
  });
});
