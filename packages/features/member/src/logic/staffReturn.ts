import { isSafeRedirectPath } from '@mall/core';
import type { StaffSignInAttempt } from './pkce';

/**
 * Where the attempt waits while the browser is at the identity provider: sessionStorage, so it
 * belongs to this tab and this visit only, and a logout elsewhere cannot replay it.
 */
export const staffAttemptStorageKey = 'mall.staffSignIn';

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

/** Only an allow-listed path of the mall may be remembered (spec §4; core's isSafeRedirectPath); anything else is forgotten. */
export function safeReturnTo(path: string | null | undefined): string | null {
  return typeof path === 'string' && isSafeRedirectPath(path) ? path : null;
}

/** Reads a stored attempt; a damaged or foreign entry reads as none, and an unsafe return path as null. */
export function parseStaffAttempt(raw: string | null): StaffSignInAttempt | null {
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
  return { state, nonce, codeVerifier, returnTo: safeReturnTo(typeof returnTo === 'string' ? returnTo : null) };
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
 * Where a signed-in staff user lands (spec §4 "success goes to account overview or the cleaned
 * url"): the remembered return path, else the cleaned URL when it is a page worth returning to
 * (not a login page), else the account overview.
 */
export function staffLandingPath(returnTo: string | null, cleanedUrl: string, accountOverview: string): string {
  // The login pages, the staff callback page under /login included, are never a destination.
  const isLoginPage = /^\/login(\/|\?|#|$)/i.test(cleanedUrl);
  return safeReturnTo(returnTo) ?? (isLoginPage ? null : safeReturnTo(cleanedUrl)) ?? accountOverview;
}

/** spec §8: after a failed staff login the toast shows, then the staff sign-in opens again after 1.5 s. */
export const staffRetryDelayMs = 1500;
