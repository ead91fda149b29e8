import { sessionStore, type KeyValueStorage, type UserInfo } from '@mall/core';
import type { MemberApi } from '../api/memberApi';
import { buildAuthorizeUrl, codeChallengeS256, createStaffSignInAttempt } from '../logic/pkce';
import {
  matchCallback,
  parseStaffAttempt,
  readStaffCallback,
  safeReturnTo,
  staffAttemptStorageKey,
  type CallbackProblem,
} from '../logic/staffReturn';

/**
 * spec §4 "Staff login saves the return url first and uses an authorization-code flow with openid
 * scope": keeps the return path and a fresh state, nonce and PKCE verifier in this tab, and answers
 * the provider's authorization URL (S256 challenge) to navigate to.
 */
export async function startStaffSignIn(
  api: Pick<MemberApi, 'staffLoginConfig'>,
  returnTo: string | null,
  origin: string,
  storage: KeyValueStorage = sessionStore,
): Promise<string> {
  const config = await api.staffLoginConfig();
  const attempt = createStaffSignInAttempt(safeReturnTo(returnTo));
  const codeChallenge = await codeChallengeS256(attempt.codeVerifier);
  storage.setItem(staffAttemptStorageKey, JSON.stringify(attempt));
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
export type StaffCallbackOutcome =
  { ok: true; user: Partial<UserInfo>; returnTo: string | null } | { ok: false; problem: CallbackProblem | 'exchange' };

/**
 * spec §4 "Staff login with returned code": checks the state against this tab's attempt, then
 * exchanges the code (code, redirectUri, codeVerifier, reqSource 1, nonce) for the user info and
 * token. The attempt is used once: it is removed whatever the outcome.
 */
export async function completeStaffSignIn(
  api: Pick<MemberApi, 'staffLoginConfig' | 'staffLoginCode'>,
  search: string,
  storage: KeyValueStorage = sessionStore,
): Promise<StaffCallbackOutcome | null> {
  const callback = readStaffCallback(search);
  if (!callback) return null;
  const attempt = parseStaffAttempt(storage.getItem(staffAttemptStorageKey));
  storage.removeItem(staffAttemptStorageKey);
  const matched = matchCallback(callback, attempt);
  if ('problem' in matched) return { ok: false, problem: matched.problem };
  try {
    const config = await api.staffLoginConfig();
    const answer = await api.staffLoginCode({
      code: matched.code,
      redirectUri: config.redirectUri,
      codeVerifier: matched.attempt.codeVerifier,
      reqSource: 1,
      nonce: matched.attempt.nonce,
    });
    return { ok: true, user: { ...answer.userInfo, idToken: answer.idToken }, returnTo: matched.attempt.returnTo };
  } catch {
    return { ok: false, problem: 'exchange' };
  }
}

/**
 * spec §6 "logs out via the staff sign-in url": the provider's end-session URL with the mall's
 * client id and where to come back; null when the provider has none.
 */
export function staffEndSessionUrl(
  config: { endSessionEndpoint: string; clientId: string; postLogoutRedirectUri: string },
  origin: string,
): string | null {
  if (!config.endSessionEndpoint) return null;
  const url = new URL(config.endSessionEndpoint, origin);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('post_logout_redirect_uri', new URL(config.postLogoutRedirectUri, origin).href);
  return url.href;
}
