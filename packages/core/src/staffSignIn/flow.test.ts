import { describe, expect, it } from 'vitest';
import { cleanCallbackUrl, matchCallback, parseStaffAttempt, readStaffCallback, staffRetryDelayMs } from './flow';
import type { StaffSignInAttempt } from './pkce';

const attempt: StaffSignInAttempt = { state: 'st', nonce: 'no', codeVerifier: 'v'.repeat(43), returnTo: '/cart' };
/** An app that keeps only paths of its own (the mall's and the console's rules are tested beside them). */
const app = { safeReturnTo: (path: string | null | undefined) => (path?.startsWith('/c') ? path : null) };

describe('the stored attempt (spec §4 "staff login saves the return url first"; issue #29 the console)', () => {
  it.each<[string, string | null, StaffSignInAttempt | null]>([
    ['a good attempt', JSON.stringify(attempt), attempt],
    [
      'a tampered return path',
      JSON.stringify({ ...attempt, returnTo: '//evil.example' }),
      { ...attempt, returnTo: null },
    ],
    ['no attempt', null, null],
    ['not JSON', '{', null],
    ['a missing verifier', JSON.stringify({ state: 'st', nonce: 'no' }), null],
  ])('reads %s', (_case, raw, expected) => {
    expect(parseStaffAttempt(raw, app)).toEqual(expected);
  });
});

describe('the provider’s answer (spec §4 "staff login with returned code"; spec §8 staff login failure)', () => {
  it.each([
    ['?code=abc&state=st', { code: 'abc', state: 'st' }],
    ['?error=access_denied&state=st', { error: 'access_denied' }],
    ['?keyword=金', null],
    ['', null],
  ])('reads %s', (search, expected) => {
    expect(readStaffCallback(search)).toEqual(expected);
  });

  it.each([
    ['the matching state', { code: 'abc', state: 'st' }, attempt, { code: 'abc', attempt }],
    ['another state (CSRF)', { code: 'abc', state: 'other' }, attempt, { problem: 'stateMismatch' }],
    ['no stored attempt', { code: 'abc', state: 'st' }, null, { problem: 'noAttempt' }],
    ['a provider error', { error: 'access_denied' }, attempt, { problem: 'providerError' }],
  ] as const)('%s', (_case, callback, stored, expected) => {
    expect(matchCallback(callback, stored)).toEqual(expected);
  });

  it.each([
    ['/login', '?code=a&state=b&iss=x&session_state=y', '', '/login'],
    ['/goods', '?mouldNo=JY123&code=a&state=b', '#top', '/goods?mouldNo=JY123#top'],
    ['/cart', '?codeVrifier=z&error=e', '', '/cart'],
  ])('cleans %s%s', (pathname, search, hash, expected) => {
    expect(cleanCallbackUrl(pathname, search, hash)).toBe(expected);
  });

  it('waits 1.5 s before the staff sign-in opens again (spec §8)', () => {
    expect(staffRetryDelayMs).toBe(1500);
  });
});
