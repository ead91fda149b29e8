import { type CallData } from '@mall/contract';
import { checkoutCalls } from '@mall/contract/checkout';
import { authCalls, type CaptchaPass } from '@mall/contract/auth';
import { accountCalls, type ChangePasswordBody, type ProfileUpdateBody } from '@mall/contract/member';
import { staffCalls, type StaffLoginCodeBody } from '@mall/contract/staff';
import { ApiError, bindCalls, ensureOk, type ApiClient } from '@mall/core';

/** checkSign / saveSign answer (spec §7 Clauses). */
export type SignAnswer = CallData<typeof authCalls.checkSign>;

/** One entry of batchSignDetails: the version in force and what the member accepted (spec §7 Clauses). */
export type BatchSignEntry = CallData<typeof authCalls.batchSignDetails>[string];

/** The staff provider's endpoints and the mall's client settings (staff contract). */
export type StaffLoginConfig = CallData<typeof staffCalls.loginConfig>;

/** Export and cancellation answers (account contract; spec §7 names the calls). */
export type ExportStatus = CallData<typeof accountCalls.isCanExportUserinfo>;
export type ExportBundle = CallData<typeof accountCalls.exportUserInfo>;
export type CancelCheck = CallData<typeof accountCalls.cancelAccountCheck>;

/** The clause a consent call names (spec §7 Clauses: clauseKey, customerId, clauseVersion). */
type ClauseSign = { clauseKey: string; customerId: string; clauseVersion: string };

/** The captcha pass as an account body or query carries it (camelCase, spec §7). */
const passFields = (pass: CaptchaPass) => ({
  captchaId: pass.captcha_id,
  captchaOutput: pass.captcha_output,
  genTime: pass.gen_time,
  lotNumber: pass.lot_number,
  passToken: pass.pass_token,
});

/**
 * One method per call this feature makes (spec §7 Member, Clauses; the staff code exchange), over
 * the contract's `authCalls`, `accountCalls` and `staffCalls` (hosts are the calls' own).
 */
export function createMemberApi(client: ApiClient, productCode: string) {
  const auth = bindCalls(client, productCode, authCalls);
  const account = bindCalls(client, productCode, accountCalls);
  const staff = bindCalls(client, productCode, staffCalls);
  const checkout = bindCalls(client, productCode, checkoutCalls);
  return {
    /** spec §7 POST crm-member-api/member/info (CRM host, Bearer token). */
    memberInfo: () => auth.memberInfo(),
    /** spec §7 POST crm-point-api/point/get (CRM host): available points, their worth and the exchange rate. */
    points: () => checkout.pointsGet({}),
    /**
     * spec §7 getSwitchConfig, then getGiftCardBalance only while gift cards are offered; the shape of
     * core's `sharedKeys.giftCard` (the balance 0 while the switch is off).
     */
    giftCard: async () => {
      const { open } = await checkout.giftCardSwitch();
      if (!open) return { open, balance: '0.00', balanceFen: 0 };
      return { open, ...(await checkout.giftCardBalance()) };
    },
    /** Saves the member's family name, title and (once) birthday (account contract, CRM host); the member info after it. */
    updateProfile: (body: ProfileUpdateBody) => account.memberUpdate(body),
    /** Changes the password; both travel as MD5 hex (spec §5). Other sessions of the member end. */
    changePassword: (body: ChangePasswordBody) => account.changePassword(body),
    /** Sends a change-mobile code to the NEW number behind a captcha pass (account contract, CRM host). */
    mobileSendCode: (mobile: string, pass: CaptchaPass) =>
      account.mobileSendCode({ mobile, countryNo: '86', ...passFields(pass) }),
    /** Moves the member to the new number with the code it received; the masked new number. */
    mobileChange: (mobile: string, smsCode: string) => account.mobileChange({ mobile, countryNo: '86', smsCode }),
    /** spec §7 GET isCanExportUserinfo: whether the member may export, and the masked mobile. */
    exportStatus: () => account.isCanExportUserinfo({}),
    /** spec §7 GET sendVerificationCode: a code to the member's own mobile for the export or the cancellation. */
    sendVerificationCode: (purpose: 'export' | 'cancel', pass: CaptchaPass) =>
      account.sendVerificationCode({ purpose, ...passFields(pass) }),
    /** spec §7 GET exportUserInfo: the zip of everything held about the member, after the export code. */
    exportUserInfo: (smsCode: string) => account.exportUserInfo({ smsCode }),
    /** What a cancellation takes away and what stands in its way (account contract). */
    cancelCheck: () => account.cancelAccountCheck({}),
    /** spec §7 POST cancelAccount with the cancel code: the account is erased and every session ends. */
    cancelAccount: (smsCode: string) => account.cancelAccount({ smsCode }),
    /** spec §7 checkSign (clauseKey, customerId, clauseVersion → data.clauseStatus, clauseVersion). */
    checkSign: (body: ClauseSign) => auth.checkSign(body),
    /** spec §7 saveSign (same body): records the member's acceptance. */
    saveSign: (body: ClauseSign) => auth.saveSign(body),
    /** spec §7 batchSignDetails (clauseKeys → resultCode, resultMessage, data keyed by clause key). */
    batchSignDetails: (clauseKeys: readonly string[]) => auth.batchSignDetails({ clauseKeys: [...clauseKeys] }),
    /** The staff provider's endpoints (staff contract). */
    staffLoginConfig: () => staff.loginConfig({}),
    /**
     * The staff code exchange (spec §7). Its answer has no `data` (code, msg, userInfo, idToken), so
     * the call is `bare` and core's envelope check runs on the whole answer here.
     */
    staffLoginCode: async (body: StaffLoginCodeBody) => {
      const answer = ensureOk(await staff.loginCode(body));
      // A success without a token signs no one in: refused like any other failure.
      if (!answer.idToken) throw new ApiError('business', { status: 200, code: answer.code, msg: answer.msg });
      return answer;
    },
    /** Ends the mall session on the server (accounts contract: POST /api/account/logout). */
    logout: () => auth.accountLogout(),
  };
}

export type MemberApi = ReturnType<typeof createMemberApi>;
