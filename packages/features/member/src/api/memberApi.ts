import type {
  MemberPoints,
  CaptchaPass,
  ChangePasswordBody,
  ProfileUpdateBody,
  StaffLoginCodeBody,
  StaffLoginCodeResponse,
  StaffLoginConfig as StaffLoginConfigDto,
} from '@mall/contract';
import type { ApiClient } from '@mall/core';
import { memberPaths } from './paths';

/** The envelopes the calls answer in (spec §7; DESIGN.md §4 keeps each call's own). */
type CodeAnswer<T> = { code: number; msg: string; data: T };
type ResultAnswer<T> = { resultCode: string; resultMessage: string; data: T };

/** checkSign / saveSign answer (spec §7 Clauses). */
export type SignAnswer = { clauseStatus: number; clauseVersion: string };

/** One entry of batchSignDetails: the version in force and what the member accepted (spec §7 Clauses). */
export type BatchSignEntry = {
  clauseKey: string;
  clauseTitle: string;
  clauseVersion: string;
  clauseUrl: string;
  clauseStatus: number;
  signedVersion: string;
};

/** The staff provider's endpoints and the mall's client settings (staff contract). */
export type StaffLoginConfig = StaffLoginConfigDto;

/** The code exchange body (spec §7 "Staff code exchange": code, redirectUri, codeVerifier, reqSource 1; plus the nonce). */
export type StaffCodeBody = StaffLoginCodeBody;

/** The code exchange answer (spec §7: code, userInfo, idToken). */
export type StaffCodeAnswer = StaffLoginCodeResponse;

/** Export and cancellation answers (account contract; spec §7 names the calls). */
export type ExportStatus = { isCan: boolean; mobile: string };
export type ExportBundle = { fileName: string; zipBase64: string; files: string[] };
export type CancelCheck = {
  mobile: string;
  availablePoint: number;
  giftCardBalance: string;
  cardLevelName: string;
  blockers: ('unpaidOrder' | 'openRefund')[];
};

/** Thrown when an answer arrives with HTTP 200 but a failing envelope. */
export class CallFailed extends Error {
  constructor(readonly msg: string) {
    super(msg || 'call failed');
  }
}

function expectCode<T>(answer: CodeAnswer<T>): T {
  if (answer.code !== 200) throw new CallFailed(answer.msg);
  return answer.data;
}

/** One method per call this feature makes (spec §7 Member, Clauses; the staff code exchange). */
export function createMemberApi(client: ApiClient, productCode: string) {
  const paths = memberPaths(productCode);
  return {
    /** spec §7 POST crm-member-api/member/info (CRM host, Bearer token). */
    memberInfo: async () => expectCode(await client.post<CodeAnswer<unknown>>(paths.memberInfo, {}, { host: 'crm' })),
    /** spec §7 POST crm-point-api/point/get (CRM host): available points, their worth and the exchange rate. */
    points: async () => expectCode(await client.post<CodeAnswer<MemberPoints>>(paths.pointsGet, {}, { host: 'crm' })),
    /**
     * spec §7 getSwitchConfig, then getGiftCardBalance only while gift cards are offered; the shape of
     * core's `sharedKeys.giftCard` (the balance 0 while the switch is off).
     */
    giftCard: async () => {
      const { open } = expectCode(await client.get<CodeAnswer<{ open: boolean }>>(paths.giftCardSwitch));
      if (!open) return { open, balance: '0.00', balanceFen: 0 };
      const balance = expectCode(
        await client.get<CodeAnswer<{ balance: string; balanceFen: number }>>(paths.giftCardBalance),
      );
      return { open, ...balance };
    },
    /** Saves the member's family name, title and (once) birthday (account contract, CRM host); the member info after it. */
    updateProfile: async (body: ProfileUpdateBody) =>
      expectCode(await client.post<CodeAnswer<unknown>>(paths.memberUpdate, body, { host: 'crm' })),
    /** Changes the password; both travel as MD5 hex (spec §5). Other sessions of the member end. */
    changePassword: async (body: ChangePasswordBody) =>
      expectCode(await client.post<CodeAnswer<null>>(paths.changePassword, body, { host: 'crm' })),
    /** Sends a change-mobile code to the NEW number behind a captcha pass (account contract, CRM host). */
    mobileSendCode: async (mobile: string, pass: CaptchaPass) =>
      expectCode(
        await client.post<CodeAnswer<unknown>>(
          paths.mobileSendCode,
          {
            mobile,
            countryNo: '86',
            captchaId: pass.captcha_id,
            captchaOutput: pass.captcha_output,
            genTime: pass.gen_time,
            lotNumber: pass.lot_number,
            passToken: pass.pass_token,
          },
          { host: 'crm' },
        ),
      ),
    /** Moves the member to the new number with the code it received; the masked new number. */
    mobileChange: async (mobile: string, smsCode: string) =>
      expectCode(
        await client.post<CodeAnswer<{ mobile: string }>>(
          paths.mobileChange,
          { mobile, countryNo: '86', smsCode },
          { host: 'crm' },
        ),
      ),
    /** spec §7 GET isCanExportUserinfo: whether the member may export, and the masked mobile. */
    exportStatus: async () => expectCode(await client.get<CodeAnswer<ExportStatus>>(paths.isCanExportUserinfo)),
    /** spec §7 GET sendVerificationCode: a code to the member's own mobile for the export or the cancellation. */
    sendVerificationCode: async (purpose: 'export' | 'cancel', pass: CaptchaPass) =>
      expectCode(
        await client.get<CodeAnswer<{ mobile: string }>>(paths.sendVerificationCode, {
          params: {
            purpose,
            captchaId: pass.captcha_id,
            captchaOutput: pass.captcha_output,
            genTime: pass.gen_time,
            lotNumber: pass.lot_number,
            passToken: pass.pass_token,
          },
        }),
      ),
    /** spec §7 GET exportUserInfo: the zip of everything held about the member, after the export code. */
    exportUserInfo: async (smsCode: string) =>
      expectCode(await client.get<CodeAnswer<ExportBundle>>(paths.exportUserInfo, { params: { smsCode } })),
    /** What a cancellation takes away and what stands in its way (account contract). */
    cancelCheck: async () => expectCode(await client.get<CodeAnswer<CancelCheck>>(paths.cancelAccountCheck)),
    /** spec §7 POST cancelAccount with the cancel code: the account is erased and every session ends. */
    cancelAccount: async (smsCode: string) =>
      expectCode(await client.post<CodeAnswer<null>>(paths.cancelAccount, { smsCode })),
    /** spec §7 checkSign (clauseKey, customerId, clauseVersion → data.clauseStatus, clauseVersion). */
    checkSign: async (body: { clauseKey: string; customerId: string; clauseVersion: string }) =>
      expectCode(await client.post<CodeAnswer<SignAnswer>>(paths.checkSign, body)),
    /** spec §7 saveSign (same body): records the member's acceptance. */
    saveSign: async (body: { clauseKey: string; customerId: string; clauseVersion: string }) =>
      expectCode(await client.post<CodeAnswer<SignAnswer>>(paths.saveSign, body)),
    /** spec §7 batchSignDetails (clauseKeys → resultCode, resultMessage, data keyed by clause key). */
    batchSignDetails: async (clauseKeys: readonly string[]) => {
      const answer = await client.post<ResultAnswer<Record<string, BatchSignEntry>>>(paths.batchSignDetails, {
        clauseKeys,
      });
      if (answer.resultCode !== '200' && answer.resultCode !== '0') throw new CallFailed(answer.resultMessage);
      return answer.data;
    },
    /** The staff provider's endpoints (staff contract). */
    staffLoginConfig: async () => expectCode(await client.get<CodeAnswer<StaffLoginConfig>>(paths.staffLoginConfig)),
    /** The staff code exchange (spec §7). */
    staffLoginCode: async (body: StaffCodeBody) => {
      const answer = await client.post<StaffCodeAnswer>(paths.staffLoginCode, body);
      if (answer.code !== 200 || !answer.idToken) throw new CallFailed(answer.msg);
      return answer;
    },
    /** Ends the mall session on the server (accounts contract: POST /api/account/logout). */
    logout: async () => client.post<CodeAnswer<null>>(paths.logout),
  };
}

export type MemberApi = ReturnType<typeof createMemberApi>;
