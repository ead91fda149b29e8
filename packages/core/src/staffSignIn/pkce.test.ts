import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  base64Url,
  buildAuthorizeUrl,
  codeChallengeS256,
  codeVerifierPattern,
  createCodeVerifier,
  createStaffSignInAttempt,
  randomToken,
} from './pkce';

describe('PKCE for the staff sign-in (spec §4 staff login; DESIGN.md §5 authorization code + PKCE S256)', () => {
  it.each<[string, number[], string]>([
    ['empty', [], ''],
    ['RFC 4648 "f"', [0x66], 'Zg'],
    ['+ and / become - and _', [0xfb, 0xff, 0xbf], '-_-_'],
  ])('base64Url %s', (_case, bytes, expected) => {
    expect(base64Url(new Uint8Array(bytes))).toBe(expected);
  });

  it('takes the verifier from crypto.getRandomValues: 32 bytes, 43 unreserved characters (RFC 7636 §4.1)', () => {
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
    const verifier = createCodeVerifier();
    expect(spy).toHaveBeenCalledOnce();
    expect((spy.mock.calls[0]?.[0] as Uint8Array).byteLength).toBe(32);
    expect(verifier).toMatch(codeVerifierPattern);
    expect(verifier).toHaveLength(43);
    expect(createCodeVerifier()).not.toBe(verifier);
    spy.mockRestore();
  });

  it.each([
    ['dBjftJeZ4CVP-mJ92K9xk-AlE4-7nCUjLBGRgTI2t-E', 'GnZaN41t6G4YKrxXLv5FKUfPAiCjDybHVklT2xLhZ4M'],
    ['a'.repeat(43), 'ZtNPunH49FD35FWYhT5Tv8I7vRKQJ8uxMaL0_9eHjNA'],
  ])('S256 of %s is BASE64URL(SHA-256(verifier)) (RFC 7636 §4.2)', async (verifier, challenge) => {
    await expect(codeChallengeS256(verifier)).resolves.toBe(challenge);
  });

  it('hashes with WebCrypto SHA-256, never the plain method (the challenge is not the verifier)', async () => {
    const verifier = createCodeVerifier();
    const challenge = await codeChallengeS256(verifier);
    expect(challenge).not.toBe(verifier);
    expect(challenge).toBe(createHash('sha256').update(verifier).digest('base64url'));
    const digest = vi.fn(async () => new Uint8Array(32).buffer);
    await codeChallengeS256(verifier, digest);
    expect(digest).toHaveBeenCalledWith('SHA-256', expect.any(Uint8Array));
  });

  it.each([
    ['too short', 'abc'],
    ['a space', `${'a'.repeat(42)} `],
    ['too long', 'a'.repeat(129)],
  ])('refuses a verifier that is %s', async (_case, verifier) => {
    await expect(codeChallengeS256(verifier)).rejects.toThrow(RangeError);
  });

  it('gives each attempt its own state, nonce and verifier', () => {
    const first = createStaffSignInAttempt('/cart');
    const second = createStaffSignInAttempt(null);
    expect(new Set([first.state, first.nonce, first.codeVerifier, second.state, second.nonce]).size).toBe(5);
    expect(first.returnTo).toBe('/cart');
    expect(randomToken(16)).toHaveLength(22);
  });

  it('asks for code, the openid scope and S256 (spec §4)', () => {
    const href = buildAuthorizeUrl(
      {
        authorizationEndpoint: '/oidc/auth',
        clientId: 'mall-web',
        redirectUri: '/login',
        state: 's1',
        nonce: 'n1',
        codeChallenge: 'c1',
      },
      'http://127.0.0.1:8080',
    );
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:8080/oidc/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'mall-web',
      redirect_uri: 'http://127.0.0.1:8080/login',
      scope: 'openid',
      state: 's1',
      nonce: 'n1',
      code_challenge: 'c1',
      code_challenge_method: 'S256',
    });
  });
});
