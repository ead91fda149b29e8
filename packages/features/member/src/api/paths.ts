import { accountPaths, authPaths, checkoutPaths, staffPaths } from '@mall/contract';

/**
 * The paths this feature calls, from the call contract (accounts, account information, points and gift card,
 * staff sign-on).
 */
export function memberPaths(product: string) {
  const auth = authPaths(product);
  const staff = staffPaths(product);
  const checkout = checkoutPaths(product);
  const account = accountPaths(product);
  return {
    pointsGet: checkout.pointsGet,
    giftCardSwitch: checkout.giftCardSwitch,
    giftCardBalance: checkout.giftCardBalance,
    memberUpdate: account.memberUpdate,
    changePassword: account.changePassword,
    mobileSendCode: account.mobileSendCode,
    mobileChange: account.mobileChange,
    isCanExportUserinfo: account.isCanExportUserinfo,
    sendVerificationCode: account.sendVerificationCode,
    exportUserInfo: account.exportUserInfo,
    cancelAccountCheck: account.cancelAccountCheck,
    cancelAccount: account.cancelAccount,
    memberInfo: auth.memberInfo,
    checkSign: auth.checkSign,
    saveSign: auth.saveSign,
    batchSignDetails: auth.batchSignDetails,
    logout: auth.accountLogout,
    staffLoginConfig: staff.loginConfig,
    staffLoginCode: staff.loginCode,
  } as const;
}
