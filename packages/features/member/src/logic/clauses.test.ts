import { describe, expect, it } from 'vitest';
import {
  acceptedClausesStorageKey,
  clauseCheckDelayMs,
  clauseReadingHref,
  clausesNotCached,
  isSignedCurrent,
  parseAcceptedClauses,
  requiredClauseKeys,
  shouldCheckClauses,
  withAccepted,
  type ClauseInForce,
} from './clauses';

const clause = (clauseKey: string, clauseVersion: string): ClauseInForce => ({
  clauseKey,
  clauseVersion,
  clauseTitle: clauseKey,
  clauseUrl: `/article/detail?clauseKey=${clauseKey}&clauseVersion=${clauseVersion}`,
});
const inForce = [clause('personalInfoStatement', 'V2'), clause('rewardPlanTerms', 'V2'), clause('userAgreement', 'V1')];

describe('clause re-consent (spec §4 "Clause agreement flow", spec §9 required clauses)', () => {
  it('requires the personal information statement, the reward plan terms and the user agreement (spec §9)', () => {
    expect(requiredClauseKeys).toEqual(['personalInfoStatement', 'rewardPlanTerms', 'userAgreement']);
    expect(clauseCheckDelayMs).toBe(1000);
    expect(acceptedClausesStorageKey).toBe('agreementIsCheckList');
  });

  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
  ])('logged in %s, staff %s → checked %s (spec §4, §6 staff exempt)', (isLoggedIn, isStaff, expected) => {
    expect(shouldCheckClauses({ isLoggedIn, isStaff })).toBe(expected);
  });

  it.each<[string, string | null, object]>([
    ['nothing', null, {}],
    ['not JSON', 'x', {}],
    ['an array', '[1]', {}],
    ['a good cache', JSON.stringify({ C1: { userAgreement: 'V1' } }), { C1: { userAgreement: 'V1' } }],
    [
      'mistyped versions',
      JSON.stringify({ C1: { userAgreement: 1, rewardPlanTerms: 'V2' }, C2: 'x' }),
      { C1: { rewardPlanTerms: 'V2' } },
    ],
  ])('reads %s from agreementIsCheckList', (_case, raw, expected) => {
    expect(parseAcceptedClauses(raw)).toEqual(expected);
  });

  it.each<[string, Record<string, Record<string, string>>, string[]]>([
    ['all three when nothing is cached', {}, ['personalInfoStatement', 'rewardPlanTerms', 'userAgreement']],
    [
      'the outdated ones (V1 cached, V2 in force)',
      { C1: { personalInfoStatement: 'V1', rewardPlanTerms: 'V1', userAgreement: 'V1' } },
      ['personalInfoStatement', 'rewardPlanTerms'],
    ],
    [
      'none when the versions in force are cached',
      { C1: { personalInfoStatement: 'V2', rewardPlanTerms: 'V2', userAgreement: 'V1' } },
      [],
    ],
    [
      'all three when only another customer is cached',
      { C2: { personalInfoStatement: 'V2', rewardPlanTerms: 'V2', userAgreement: 'V1' } },
      ['personalInfoStatement', 'rewardPlanTerms', 'userAgreement'],
    ],
  ])('asks the server about %s', (_case, cache, keys) => {
    expect(clausesNotCached(inForce, cache, 'C1').map((item) => item.clauseKey)).toEqual(keys);
  });

  it.each([
    ['accepted, version in force', { clauseStatus: 1, clauseVersion: 'V2' }, true],
    ['accepted an older version (outdated)', { clauseStatus: 1, clauseVersion: 'V1' }, false],
    ['not accepted', { clauseStatus: 0, clauseVersion: 'V2' }, false],
    ['no record', null, false],
  ])('server says %s → current %s', (_case, status, expected) => {
    expect(isSignedCurrent({ clauseVersion: 'V2' }, status)).toBe(expected);
  });

  it('records accepted versions per customer without touching others', () => {
    const before = { C2: { userAgreement: 'V1' } };
    const after = withAccepted(before, 'C1', [clause('personalInfoStatement', 'V2')]);
    expect(after).toEqual({ C2: { userAgreement: 'V1' }, C1: { personalInfoStatement: 'V2' } });
    expect(before).toEqual({ C2: { userAgreement: 'V1' } });
    expect(clausesNotCached(inForce, withAccepted(after, 'C1', inForce), 'C1')).toEqual([]);
  });

  // The app's builder; here one that shows what it was given.
  const clauseHref = ({ clauseKey, clauseVersion }: { clauseKey: string; clauseVersion: string }) =>
    `app:${clauseKey}@${clauseVersion}`;
  const rewardPlan = clause('rewardPlanTerms', 'V2');
  const app = 'app:rewardPlanTerms@V2';
  it.each([
    ['the server link', clause('userAgreement', 'V1'), '/article/detail?clauseKey=userAgreement&clauseVersion=V1'],
    ['the app link for an off-site url', { ...rewardPlan, clauseUrl: 'https://evil.example' }, app],
    ['the app link for a protocol-relative url', { ...rewardPlan, clauseUrl: '//evil.example/x' }, app],
    ['the app link for none', { ...rewardPlan, clauseUrl: '' }, app],
  ])('reads the clause text at %s', (_case, item, href) => {
    expect(clauseReadingHref(item, clauseHref)).toBe(href);
  });
});
