import { authPaths, checkoutPaths, staffPaths } from '@mall/contract';

/** The paths this feature calls, from the call contract (accounts, points and gift card, staff sign-on). */
export function memberPaths(product: string) {
  const auth = authPaths(product);
  const staff = staffPaths(product);
  const checkout = checkoutPaths(product);
  return {
    pointsGet: checkout.pointsGet,
    giftCardSwitch: checkout.giftCardSwitch,
    giftCardBalance: checkout.giftCardBalance,
    memberInfo: auth.memberInfo,
    checkSign: auth.checkSign,
    saveSign: auth.saveSign,
    batchSignDetails: auth.batchSignDetails,
    logout: auth.accountLogout,
    staffLoginConfig: staff.loginConfig,
    staffLoginCode: staff.loginCode,
  } as const;
}
