import type { KeyValueStorage } from '../storage/webStorage';
import { buildAuthorizeUrl, codeChallengeS256, createStaffSignInAttempt, type StaffSignInAttempt } from './pkce';

/**
 * Staff sign-in through the identity provider (spec §4 "Staff login saves the return url first and uses an
 * authorization-code flow with openid scope"; DESIGN.md §5: authorization code + PKCE S256), shared by the
 * mall's 员工登录 and the operations console (issue #29). Each app names where this tab keeps its attempt and
 * which return paths it may remember; the flow is the same.
 */
export type StaffSignInApp = {
  /** The sessionStorage key of the attempt while the browser is at the provider. */
  storageKey: string;
  /** The return path to keep, or null for one this app must never go to. */
  safeReturnTo: (path: string | null | undefined) => string | null;
};

/** The provider's endpoints and this app's client settings (the staff login-config call's data). */
export type StaffLoginSettings = {
  authorizationEndpoint: string;
  endSessionEndpoint: string;
  clientId: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
};

/** The code exchange's body and answer (contract staff `loginCode`). */
export type StaffCodeExchange = (body: {
  code: string;
  redirectUri: string;
  codeVerifier: string;
  reqSource: 1;
  nonce: string;
}) => Promise<{ userInfo: object; idToken: string }>;

/** Query parameters of the provider's answer, stripped from the URL afterwards (spec §4 "the cleaned url"). */
export const callbackParams = [
  'code',
  'state',
  'session_state',
  'iss',
  'error',
  'error_description',
  'codeVrifier',
  'codeVerifier',
] as const;

/** Reads a stored attempt; a damaged or foreign entry reads as none, and an unsafe return path as null. */
export function parseStaffAttempt(
  raw: string | null,
  app: Pick<StaffSignInApp, 'safeReturnTo'>,
): StaffSignInAttempt | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { state, nonce, codeVerifier, returnTo } = value as Record<string, unknown>;
  if (typeof state !== 'string' || typeof nonce !== 'string' || typeof codeVerifier !== 'string') return null;
  if (!state || !nonce || !codeVerifier) return null;
  return { state, nonce, codeVerifier, returnTo: app.safeReturnTo(typeof returnTo === 'string' ? returnTo : null) };
}

/** What the provider sent back on the redirect URI. */
export type StaffCallback = { code: string; state: string } | { error: string } | null;

/** Reads the provider's answer from a query string; null when the page was not reached from the provider. */
export function readStaffCallback(search: string): StaffCallback {
  const query = new URLSearchParams(search);
  const error = query.get('error');
  if (error) return { error };
  const code = query.get('code');
  if (!code) return null;
  return { code, state: query.get('state') ?? '' };
}

/** Why a return from the provider cannot be exchanged (each shows 登录错误, spec §8). */
export type CallbackProblem = 'providerError' | 'noAttempt' | 'stateMismatch';

/**
 * Checks the provider's answer against the stored attempt: the state must be the one this tab
 * sent (OAuth 2.0 §10.12, cross-site request forgery). Returns the code and verifier to exchange,
 * or the problem.
 */
export function matchCallback(
  callback: Exclude<StaffCallback, null>,
  attempt: StaffSignInAttempt | null,
): { code: string; attempt: StaffSignInAttempt } | { problem: CallbackProblem } {
  if ('error' in callback) return { problem: 'providerError' };
  if (!attempt) return { problem: 'noAttempt' };
  if (callback.state !== attempt.state) return { problem: 'stateMismatch' };
  return { code: callback.code, attempt };
}

/** The current URL without the provider's parameters (spec §4 "the cleaned url"). */
export function cleanCallbackUrl(pathname: string, search: string, hash = ''): string {
  const query = new URLSearchParams(search);
  for (const name of callbackParams) query.delete(name);
  const rest = query.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash}`;
}

/**
 * Keeps the return path and a fresh state, nonce and PKCE verifier in this tab, and answers the
 * provider's authorization URL (S256 challenge) to navigate to.
 */
export async function startStaffSignIn(
  app: StaffSignInApp,
  loginConfig: () => Promise<StaffLoginSettings>,
  returnTo: string | null,
  origin: string,
  storage: KeyValueStorage,
): Promise<string> {
  const config = await loginConfig();
  const attempt = createStaffSignInAttempt(app.safeReturnTo(returnTo));
  const codeChallenge = await codeChallengeS256(attempt.codeVerifier);
  storage.setItem(app.storageKey, JSON.stringify(attempt));
  return buildAuthorizeUrl(
    {
      authorizationEndpoint: config.authorizationEndpoint,
      clientId: config.clientId,
      redirectUri: config.redirectUri,
      state: attempt.state,
      nonce: attempt.nonce,
      codeChallenge,
    },
    origin,
  );
}

/** The outcome of a return from the provider. */
export type StaffCallbackOutcome<User> =
  | { ok: true; user: User & { idToken: string }; returnTo: string | null }
  | { ok: false; problem: CallbackProblem | 'exchange' };

/**
 * spec §4 "Staff login with returned code": checks the state against this tab's attempt, then
 * exchanges the code (code, redirectUri, codeVerifier, reqSource 1, nonce) for the user info and
 * token. The attempt is used once: it is removed whatever the outcome.
 */
export async function completeStaffSignIn<User extends object>(
  app: StaffSignInApp,
  api: { loginConfig: () => Promise<Pick<StaffLoginSettings, 'redirectUri'>>; loginCode: StaffCodeExchange },
  search: string,
  storage: KeyValueStorage,
): Promise<StaffCallbackOutcome<User> | null> {
  const callback = readStaffCallback(search);
  if (!callback) return null;
  const attempt = parseStaffAttempt(storage.getItem(app.storageKey), app);
  storage.removeItem(app.storageKey);
  const matched = matchCallback(callback, attempt);
  if ('problem' in matched) return { ok: false, problem: matched.problem };
  try {
    const config = await api.loginConfig();
    const answer = await api.loginCode({
      code: matched.code,
      redirectUri: config.redirectUri,
      codeVerifier: matched.attempt.codeVerifier,
      reqSource: 1,
      nonce: matched.attempt.nonce,
    });
    return {
      ok: true,
      user: { ...(answer.userInfo as User), idToken: answer.idToken },
      returnTo: matched.attempt.returnTo,
    };
  } catch {
    return { ok: false, problem: 'exchange' };
  }
}

/**
 * spec §6 "logs out via the staff sign-in url": the provider's end-session URL with the client id and
 * where to come back; null when the provider has none.
 */
export function staffEndSessionUrl(
  config: Pick<StaffLoginSettings, 'endSessionEndpoint' | 'clientId' | 'postLogoutRedirectUri'>,
  origin: string,
): string | null {
  if (!config.endSessionEndpoint) return null;
  const url = new URL(config.endSessionEndpoint, origin);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('post_logout_redirect_uri', new URL(config.postLogoutRedirectUri, origin).href);
  return url.href;
}

/** spec §8: after a failed staff login the toast shows, then the staff sign-in opens again after 1.5 s. */
export const staffRetryDelayMs = 1500;
