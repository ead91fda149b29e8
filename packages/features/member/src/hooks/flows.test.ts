import { createMemoryStorage } from '@mall/core';
import { describe, expect, it, vi } from 'vitest';
import type { BatchSignEntry, MemberApi } from '../api/memberApi';
import { acceptedClausesStorageKey } from '../logic/clauses';
import { memberInfoStorageKey } from '../logic/memberInfo';
import { memberInfo as seededInfo } from '../mocks/handlers';
import { staffAttemptStorageKey } from '../logic/staffReturn';
import { findClausesToAccept, recordRequiredClauses } from './clauseFlow';
import { completeStaffSignIn, staffEndSessionUrl, startStaffSignIn } from './staffFlow';
import { loadMemberInfo } from './useMemberInfo';

const entry = (clauseKey: string, clauseVersion: string, signedVersion: string): BatchSignEntry => ({
  clauseKey,
  clauseTitle: clauseKey,
  clauseVersion,
  clauseUrl: `/article/detail?clauseKey=${clauseKey}&clauseVersion=${clauseVersion}`,
  clauseStatus: signedVersion === clauseVersion ? 1 : 0,
  signedVersion,
});

/** A member like the seed's 李先生: accepted only the V1 clauses (spec §4). */
function clauseServer(signed: Record<string, string>) {
  const inForce: Record<string, string> = { personalInfoStatement: 'V2', rewardPlanTerms: 'V2', userAgreement: 'V1' };
  return {
    batchSignDetails: vi.fn(async (keys: readonly string[]) =>
      Object.fromEntries(keys.map((key) => [key, entry(key, inForce[key]!, signed[key] ?? '')])),
    ),
    checkSign: vi.fn(async ({ clauseKey }: { clauseKey: string }) => ({
      clauseStatus: signed[clauseKey] === inForce[clauseKey] ? 1 : 0,
      clauseVersion: signed[clauseKey] ?? '',
    })),
    saveSign: vi.fn(async ({ clauseKey, clauseVersion }: { clauseKey: string; clauseVersion: string }) => {
      signed[clauseKey] = clauseVersion;
      return { clauseStatus: 1, clauseVersion };
    }),
  } satisfies Pick<MemberApi, 'batchSignDetails' | 'checkSign' | 'saveSign'>;
}

describe('clause agreement flow (spec §4)', () => {
  it('collects the outdated clauses, caching the ones the server confirms', async () => {
    const storage = createMemoryStorage();
    const api = clauseServer({ personalInfoStatement: 'V1', rewardPlanTerms: 'V1', userAgreement: 'V1' });
    const found = await findClausesToAccept(api, 'C2', storage);
    expect(found.map((clause) => `${clause.clauseKey}@${clause.clauseVersion}`)).toEqual([
      'personalInfoStatement@V2',
      'rewardPlanTerms@V2',
    ]);
    expect(JSON.parse(storage.getItem(acceptedClausesStorageKey)!)).toEqual({ C2: { userAgreement: 'V1' } });
    // Next time the cached clause is not asked about again.
    api.checkSign.mockClear();
    await findClausesToAccept(api, 'C2', storage);
    expect(api.checkSign.mock.calls.map(([body]) => body.clauseKey)).toEqual([
      'personalInfoStatement',
      'rewardPlanTerms',
    ]);
  });

  it('asks the server nothing when the cache holds the versions in force', async () => {
    const storage = createMemoryStorage({
      [acceptedClausesStorageKey]: JSON.stringify({
        C2: { personalInfoStatement: 'V2', rewardPlanTerms: 'V2', userAgreement: 'V1' },
      }),
    });
    const api = clauseServer({});
    await expect(findClausesToAccept(api, 'C2', storage)).resolves.toEqual([]);
    expect(api.checkSign).not.toHaveBeenCalled();
  });

  it('asks nothing more once the shopper has logged out during the check (no 401 to send a visitor to /login)', async () => {
    const api = clauseServer({ personalInfoStatement: 'V1', rewardPlanTerms: 'V1', userAgreement: 'V1' });
    let isSignedIn = true;
    api.batchSignDetails.mockImplementationOnce(async (keys: readonly string[]) => {
      isSignedIn = false; // the logout lands while the clauses in force are on their way
      return Object.fromEntries(keys.map((key) => [key, entry(key, 'V2', 'V1')]));
    });
    await expect(findClausesToAccept(api, 'C2', createMemoryStorage(), () => isSignedIn)).resolves.toEqual([]);
    expect(api.checkSign).not.toHaveBeenCalled();
  });

  it('records the three required clauses after a cookie login (spec §4 login completion)', async () => {
    const storage = createMemoryStorage();
    const api = clauseServer({});
    await recordRequiredClauses(api, 'C6', storage);
    expect(api.saveSign.mock.calls.map(([body]) => body)).toEqual([
      { clauseKey: 'personalInfoStatement', customerId: 'C6', clauseVersion: 'V2' },
      { clauseKey: 'rewardPlanTerms', customerId: 'C6', clauseVersion: 'V2' },
      { clauseKey: 'userAgreement', customerId: 'C6', clauseVersion: 'V1' },
    ]);
    await expect(findClausesToAccept(api, 'C6', createMemoryStorage())).resolves.toEqual([]);
  });
});

describe('member info through the 5-minute cache (spec §7, §9)', () => {
  it('calls once, then answers from the cache; a failure gives the defaults uncached', async () => {
    const storage = createMemoryStorage();
    const api = {
      memberInfo: vi.fn(async () => ({
        ...seededInfo,
        chineseFamilyName: '李',
        memberTitleDesc: '先生',
        cardLevelName: '钻石卡',
      })),
    };
    const first = await loadMemberInfo(api, 2, storage, () => 1000);
    const second = await loadMemberInfo(api, 2, storage, () => 2000);
    expect(api.memberInfo).toHaveBeenCalledOnce();
    expect(second).toEqual(first);
    expect(first).toMatchObject({ isFallback: false, info: { chineseFamilyName: '李', cardLevelName: '钻石卡' } });
    const failing = { memberInfo: vi.fn(async () => Promise.reject(new Error('down'))) };
    const fallback = await loadMemberInfo(failing, 3, storage, () => 3000);
    expect(fallback).toMatchObject({ isFallback: true, info: { cardLevelName: '' } });
    expect(JSON.parse(storage.getItem(memberInfoStorageKey)!).uid).toBe(2);
  });
});

const loginConfig = {
  issuer: 'http://mall.test/oidc',
  authorizationEndpoint: 'http://mall.test/oidc/auth',
  endSessionEndpoint: 'http://mall.test/oidc/session/end',
  clientId: 'mall-web',
  redirectUri: 'http://mall.test/login/staffCallback',
  postLogoutRedirectUri: 'http://mall.test/login',
  scope: 'openid' as const,
  codeChallengeMethod: 'S256' as const,
};

describe('staff sign-in round trip (spec §4, §7 staff code exchange)', () => {
  it('keeps the attempt in this tab, then exchanges code, verifier and nonce once', async () => {
    const storage = createMemoryStorage();
    const href = await startStaffSignIn(
      { staffLoginConfig: async () => loginConfig },
      '/myIndex/royalty/index',
      'http://mall.test',
      storage,
    );
    const query = new URL(href).searchParams;
    const attempt = JSON.parse(storage.getItem(staffAttemptStorageKey)!);
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('state')).toBe(attempt.state);
    expect(query.get('code_challenge')).not.toBe(attempt.codeVerifier);

    const staffLoginCode = vi.fn(async () => ({
      code: 200,
      msg: 'success',
      idToken: 'jwt',
      userInfo: {
        uid: 9001,
        uoid: 'sub',
        nickname: '林晓',
        cardNo: '',
        vipNo: '',
        isStaff: true as const,
        staffCode: 'JY80001',
      },
    }));
    const api = { staffLoginConfig: async () => loginConfig, staffLoginCode };
    const outcome = await completeStaffSignIn(api, `?code=c1&state=${attempt.state}&iss=x`, storage);
    expect(staffLoginCode).toHaveBeenCalledWith({
      code: 'c1',
      redirectUri: loginConfig.redirectUri,
      codeVerifier: attempt.codeVerifier,
      reqSource: 1,
      nonce: attempt.nonce,
    });
    expect(outcome).toEqual({
      ok: true,
      user: expect.objectContaining({ staffCode: 'JY80001', idToken: 'jwt' }),
      returnTo: '/myIndex/royalty/index',
    });
    expect(storage.getItem(staffAttemptStorageKey)).toBeNull();
    // A replayed callback finds no attempt.
    await expect(completeStaffSignIn(api, `?code=c1&state=${attempt.state}`, storage)).resolves.toEqual({
      ok: false,
      problem: 'noAttempt',
    });
  });

  it.each([
    ['a forged state', '?code=c1&state=forged', 'stateMismatch'],
    ['a provider error', '?error=access_denied', 'providerError'],
  ])('refuses %s without exchanging', async (_case, search, problem) => {
    const storage = createMemoryStorage({
      [staffAttemptStorageKey]: JSON.stringify({
        state: 's',
        nonce: 'n',
        codeVerifier: 'v'.repeat(43),
        returnTo: null,
      }),
    });
    const staffLoginCode = vi.fn();
    await expect(
      completeStaffSignIn({ staffLoginConfig: async () => loginConfig, staffLoginCode }, search, storage),
    ).resolves.toEqual({ ok: false, problem });
    expect(staffLoginCode).not.toHaveBeenCalled();
  });

  it('reports a refused exchange, and ignores a page reached without the provider', async () => {
    const storage = createMemoryStorage({
      [staffAttemptStorageKey]: JSON.stringify({
        state: 's',
        nonce: 'n',
        codeVerifier: 'v'.repeat(43),
        returnTo: null,
      }),
    });
    const api = {
      staffLoginConfig: async () => loginConfig,
      staffLoginCode: vi.fn(async () => Promise.reject(new Error('400'))),
    };
    await expect(completeStaffSignIn(api, '?code=c1&state=s', storage)).resolves.toEqual({
      ok: false,
      problem: 'exchange',
    });
    await expect(completeStaffSignIn(api, '?keyword=金', storage)).resolves.toBeNull();
  });

  it('logs staff out through the provider’s end-session (spec §6)', () => {
    expect(staffEndSessionUrl(loginConfig, 'http://mall.test')).toBe(
      'http://mall.test/oidc/session/end?client_id=mall-web&post_logout_redirect_uri=http%3A%2F%2Fmall.test%2Flogin',
    );
    expect(staffEndSessionUrl({ ...loginConfig, endSessionEndpoint: '' }, 'http://mall.test')).toBeNull();
  });
});
