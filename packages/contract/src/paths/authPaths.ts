/**
 * Paths of the account calls (spec §7 Authentication, Member, Clauses). `sso*` paths sit on the SSO
 * host, `crm*` on the CRM host, the rest on the main API host; every host defaults to the serving
 * origin. Captcha, token exchange and logout are designed by us in the spec's style (DESIGN.md §4).
 */
export function authPaths(product: string) {
  const common2 = `/${product}-common2-server`;
  return {
    captchaLoad: '/auth/captcha/load',
    captchaVerify: '/auth/captcha/verify',
    sendSms: '/auth/gt/send/sms',
    register: '/auth/register',
    forgetPassword: '/auth/forget/password',
    errorQuery: '/auth/error/query',
    ssoLoginSms: '/login/sms',
    ssoLoginPassword: '/login/password',
    accountEncrypt: '/api/account/encrypt',
    accountToken: '/api/account/token',
    accountRefresh: '/api/account/refresh',
    accountLogout: '/api/account/logout',
    memberInfo: '/crm-member-api/member/info',
    dictionary: '/crm-member-api/common/dictionary',
    checkSign: `${common2}/common/checkSign`,
    saveSign: `${common2}/common/saveSign`,
    batchSignDetails: `${common2}/common/batchSignDetails`,
    udeskAuth: '/api/udesk/auth',
  } as const;
}
