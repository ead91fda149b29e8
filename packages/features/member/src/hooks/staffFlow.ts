import {
  completeStaffSignIn as completeSignIn,
  sessionStore,
  startStaffSignIn as startSignIn,
  type KeyValueStorage,
  type StaffCallbackOutcome as Outcome,
  type UserInfo,
} from '@mall/core';
import type { MemberApi } from '../api/memberApi';
import { mallStaffSignIn } from '../logic/staffReturn';

export { staffEndSessionUrl } from '@mall/core';

/**
 * spec §4 "Staff login saves the return url first and uses an authorization-code flow with openid
 * scope": the mall's side of core's staff sign-in flow, on the mall's login-config call.
 */
export function startStaffSignIn(
  api: Pick<MemberApi, 'staffLoginConfig'>,
  returnTo: string | null,
  origin: string,
  storage: KeyValueStorage = sessionStore,
): Promise<string> {
  return startSignIn(mallStaffSignIn, api.staffLoginConfig, returnTo, origin, storage);
}

/** The outcome of a return from the provider. */
export type StaffCallbackOutcome = Outcome<Partial<UserInfo>>;

/** spec §4 "Staff login with returned code": the state checked against this tab's attempt, then the exchange. */
export function completeStaffSignIn(
  api: Pick<MemberApi, 'staffLoginConfig' | 'staffLoginCode'>,
  search: string,
  storage: KeyValueStorage = sessionStore,
): Promise<StaffCallbackOutcome | null> {
  return completeSignIn<Partial<UserInfo>>(
    mallStaffSignIn,
    { loginConfig: api.staffLoginConfig, loginCode: api.staffLoginCode },
    search,
    storage,
  );
}
