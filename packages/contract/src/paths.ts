/**
 * Paths of the calls, with the spec's `{product}` segment filled from the runtime config's
 * productCode (DESIGN.md §1). One place for the server's routes and the mall's api modules.
 */
export function contentPaths(product: string) {
  const marketing = `/${product}-marketing-server`;
  return {
    menu: `${marketing}/api/v1/web/menu`,
    notice: `${marketing}/api/v1/web/notice`,
    isPageGraying: `${marketing}/cPageGrayingConfig/isPageGraying`,
    classifies: `${marketing}/api/v1/web/classifies`,
    topic: `${marketing}/api/v1/web/topic`,
    // Articles, help centre and clause texts: not shown in spec §7, designed in its style (DESIGN.md §4).
    articleList: `${marketing}/api/v1/web/article/list`,
    articleCategories: `${marketing}/api/v1/web/article/categories`,
    articleDetail: `${marketing}/api/v1/web/article/detail`,
    clauseDetail: `${marketing}/api/v1/web/clause/detail`,
    goldPriceDecorate: `${marketing}/api/v1/mini/getGoldPriceDecorate`,
    ctfTodayGoldPrice: `${marketing}/common/ctfTodayGoldPrice`,
    todayGoldPrice: `${marketing}/common/todayGoldPrice`,
    getAd: `/${product}-common2-server/adverseManage/getAd`,
  } as const;
}

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
