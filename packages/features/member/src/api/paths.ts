import { authPaths, staffPaths } from '@mall/contract';

/** The paths this feature calls, from the call contract (accounts and staff sign-on). */
export function memberPaths(product: string) {
  const auth = authPaths(product);
  const staff = staffPaths(product);
  return {
    memberInfo: auth.memberInfo,
    checkSign: auth.checkSign,
    saveSign: auth.saveSign,
    batchSignDetails: auth.batchSignDetails,
    logout: auth.accountLogout,
    staffLoginConfig: staff.loginConfig,
    staffLoginCode: staff.loginCode,
  } as const;
}
