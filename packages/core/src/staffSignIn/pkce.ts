/**
 * Staff sign-in (spec §4 "Staff login saves the return url first and uses an authorization-code
 * flow with openid scope"; DESIGN.md §5: authorization code + PKCE S256). Only the S256 method
 * exists here: the `plain` method would send the verifier itself in the browser's address bar.
 */

/** The randomness source: `crypto.getRandomValues` (a CSPRNG), replaceable in tests. */
export type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

/** The hash source: WebCrypto's `subtle.digest`. */
export type Digest = (algorithm: 'SHA-256', data: Uint8Array<ArrayBuffer>) => Promise<ArrayBuffer>;

const defaultRandom: RandomFill = (bytes) => globalThis.crypto.getRandomValues(bytes);
const defaultDigest: Digest = (algorithm, data) => globalThis.crypto.subtle.digest(algorithm, data);

/** RFC 4648 §5 base64url without padding. */
export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A random base64url string from `byteLength` CSPRNG bytes (32 bytes → 43 characters). */
export function randomToken(byteLength = 32, random: RandomFill = defaultRandom): string {
  return base64Url(random(new Uint8Array(byteLength)));
}

/** RFC 7636 §4.1: 43–128 characters of [A-Z a-z 0-9 - . _ ~]. */
export const codeVerifierPattern = /^[A-Za-z0-9\-._~]{43,128}$/;

/** A fresh PKCE code_verifier: 32 random bytes, base64url (43 characters, RFC 7636 §4.1). */
export function createCodeVerifier(random: RandomFill = defaultRandom): string {
  return randomToken(32, random);
}

/**
 * The S256 code_challenge of a verifier: BASE64URL(SHA-256(ASCII(verifier))) (RFC 7636 §4.2).
 * Refuses a verifier outside RFC 7636's alphabet and length rather than hashing it.
 */
export async function codeChallengeS256(verifier: string, digest: Digest = defaultDigest): Promise<string> {
  if (!codeVerifierPattern.test(verifier))
    throw new RangeError('code_verifier must be 43-128 unreserved characters (RFC 7636 §4.1)');
  const hash = await digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(hash));
}

/** What the browser keeps between leaving for the identity provider and coming back. */
export type StaffSignInAttempt = {
  /** Anti-CSRF value, echoed back by the provider and compared on return. */
  state: string;
  /** Binds the ID token to this attempt (OpenID Connect Core §3.1.2.1). */
  nonce: string;
  /** The PKCE secret, sent only in the server-side code exchange. */
  codeVerifier: string;
  /** Where to land after sign-in; an allow-listed path of the mall or null (spec §4). */
  returnTo: string | null;
};

/** Starts an attempt: fresh state, nonce and verifier from the CSPRNG. */
export function createStaffSignInAttempt(
  returnTo: string | null,
  random: RandomFill = defaultRandom,
): StaffSignInAttempt {
  return {
    state: randomToken(16, random),
    nonce: randomToken(16, random),
    codeVerifier: createCodeVerifier(random),
    returnTo,
  };
}

/** The parameters of the authorization request (spec §4: authorization code, openid scope; PKCE S256). */
export type AuthorizeRequest = {
  authorizationEndpoint: string;
  clientId: string;
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
};

/** The provider's authorization URL: response_type code, scope openid, code_challenge_method S256. */
export function buildAuthorizeUrl(request: AuthorizeRequest, origin: string): string {
  const url = new URL(request.authorizationEndpoint, origin);
  const query = url.searchParams;
  query.set('response_type', 'code');
  query.set('client_id', request.clientId);
  query.set('redirect_uri', new URL(request.redirectUri, origin).href);
  query.set('scope', 'openid');
  query.set('state', request.state);
  query.set('nonce', request.nonce);
  query.set('code_challenge', request.codeChallenge);
  query.set('code_challenge_method', 'S256');
  return url.href;
}
