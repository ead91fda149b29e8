/**
 * Account information (issue #13 item 2). Member info's neighbours on the CRM host for the profile,
 * password and mobile (designed in its style); spec §7's user calls on the common2 server for the
 * export and the cancellation (spec §7 names them; their payloads are designed, see account.ts).
 */
export function accountPaths(product: string) {
  const common2 = `/${product}-common2-server`;
  return {
    memberUpdate: '/crm-member-api/member/update',
    changePassword: '/crm-member-api/member/changePassword',
    mobileSendCode: '/crm-member-api/member/mobile/sendCode',
    mobileChange: '/crm-member-api/member/mobile/change',
    isCanExportUserinfo: `${common2}/api/v1/user/isCanExportUserinfo`,
    sendVerificationCode: `${common2}/api/v1/user/sendVerificationCode`,
    exportUserInfo: `${common2}/api/v1/user/exportUserInfo`,
    cancelAccountCheck: `${common2}/api/user/cancelAccount/check`,
    cancelAccount: `${common2}/api/user/cancelAccount`,
  } as const;
}
