import { describe, expect, it } from 'vitest';
import { callPath, routeSchemas, type CallBody, type CallData, type CallInput } from '../call';
import { accountCalls, membershipCalls } from '../member/calls';
import { staffCalls } from '../staff/calls';
import { authCalls } from './calls';
import { authPaths } from './index';
import { BatchSignResponse, ClauseCheckResponse, ClauseSignBody, RegisterBody } from './schemas';

// issue #37: the account, membership and staff tables type both sides.

describe('the account call tables', () => {
  it('keep the spec paths, the product code filled in, and the form posts beside them', () => {
    expect(callPath(authCalls.checkSign, 'mall')).toBe('/mall-common2-server/common/checkSign');
    expect(authPaths('shop').ssoLoginPassword).toBe('/login/password');
    expect(callPath(membershipCalls.kPoint, 'mall')).toBe('/mall-common2-server/ctf/UserPoint/getUserKPoint');
    expect(accountCalls.memberUpdate.host).toBe('crm');
    expect(authCalls.batchSignDetails.envelope).toBe('result');
    expect(staffCalls.loginCode.envelope).toBe('bare');
  });

  it('refuse a wrong body or a misread answer field in tsc', () => {
    const valid: CallBody<typeof authCalls.register> = {
      mobile: '13900000001',
      password: '0123456789abcdef0123456789abcdef',
      smsCode: '123456',
      familyName: '王',
      memberTitle: 2,
      countryNo: '86',
      birthday: '',
      joinBranch: 60580,
      joinType: 28,
    };
    const register = (body: CallInput<typeof authCalls.register>) => body;
    // @ts-expect-error memberTitle is 1, 2 or 3 (spec §3), not any number
    const wrongTitle = () => register({ ...valid, memberTitle: 4 });
    const batch = (data: CallData<typeof authCalls.batchSignDetails>) =>
      // @ts-expect-error an entry has signedVersion, not acceptedVersion
      Object.values(data).map((entry) => entry.acceptedVersion);
    // A bare call resolves to the whole answer: the staff exchange's userInfo is at the top.
    const staff = (answer: CallData<typeof staffCalls.loginCode>) => answer.userInfo.staffCode;
    const { checkSign } = authCalls;
    const wrongSchema = () =>
      routeSchemas(
        { checkSign },
        // @ts-expect-error checkSign's body is ClauseSignBody, not registration's
        { checkSign: { body: RegisterBody, response: { 200: ClauseCheckResponse } } },
      );
    const wrongAnswer = () =>
      routeSchemas(
        { checkSign },
        // @ts-expect-error checkSign answers in the code envelope, not batchSignDetails' result envelope
        { checkSign: { body: ClauseSignBody, response: { 200: BatchSignResponse } } },
      );
    expect([wrongTitle, batch, staff, wrongSchema, wrongAnswer]).toHaveLength(5);
  });
});
