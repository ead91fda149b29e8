/**
 * The paths this feature calls. Mirrors `authPaths`/`staffPaths` of @mall/contract (written on the
 * accounts-api and staff-idp branches); replaced by them once those are merged.
 */
export function memberPaths(product: string) {
  const common2 = `/${product}-common2-server`;
  return {
    memberInfo: '/crm-member-api/member/info',
    checkSign: `${common2}/common/checkSign`,
    saveSign: `${common2}/common/saveSign`,
    batchSignDetails: `${common2}/common/batchSignDetails`,
    logout: '/api/account/logout',
    staffLoginConfig: `${common2}/api/v1/staff/login/config`,
    staffLoginCode: `${common2}/api/v1/staff/login/code`,
  } as const;
}
