import { type CallData } from '@mall/contract';
import { contentCalls } from '@mall/contract/content';
import { authCalls, authPaths, type CaptchaPass } from '@mall/contract/auth';
import { bindCalls, type ApiClient } from '@mall/core';
import { countryNoOf } from '../logic/phone';
import type { RegisterPayload } from '../logic/registration';

/** A loaded slider challenge (contract: POST /auth/captcha/load). */
export type CaptchaChallengeDto = CallData<typeof authCalls.captchaLoad>;

/** One method per account call this feature makes (spec §7 Authentication), over the contract's `authCalls`. */
export function createAuthApi(client: ApiClient, productCode: string) {
  const auth = bindCalls(client, productCode, authCalls);
  const paths = authPaths(productCode);
  const content = bindCalls(client, productCode, contentCalls);
  return {
    captchaLoad: (captchaId: string) => auth.captchaLoad({ captcha_id: captchaId }),
    captchaVerify: (challenge: Pick<CaptchaChallengeDto, 'captcha_id' | 'lot_number'>, position: number) =>
      auth.captchaVerify({ captcha_id: challenge.captcha_id, lot_number: challenge.lot_number, position }),
    /** spec §7 POST /auth/gt/send/sms with the passed captcha's values. */
    sendSms: (mobile: string, countryNo: string, smsType: 1 | 2 | 3, pass: CaptchaPass) =>
      auth.sendSms({
        mobile,
        countryNo: countryNoOf(countryNo),
        smsType,
        captchaId: pass.captcha_id,
        captchaOutput: pass.captcha_output,
        genTime: pass.gen_time,
        lotNumber: pass.lot_number,
        passToken: pass.pass_token,
      }),
    /** Registers; the server signs the new member in at once (user info and token in the answer). */
    register: (payload: RegisterPayload) => auth.register(payload),
    forgetPassword: (mobile: string, countryNo: string, smsCode: string, newPassword: string) =>
      auth.forgetPassword({ mobile, countryNo: countryNoOf(countryNo), smsCode, newPassword }),
    /** spec §7 GET /auth/error/query: the text of a login failure code. */
    errorText: (error: string) => auth.errorQuery({ error }),
    /** Exchanges the one-time login ticket for the session (spec §4 "Login completion from cookie"). */
    exchangeTicket: (ticket: string) => auth.accountToken({ ticket }),
    /** The text of a clause the sign-up form links to (content contract: clause/detail). */
    clauseText: (clauseKey: string) => content.clauseDetail({ clauseKey }),
    /** spec §7 browser form post to {sso}/login/sms. */
    postSmsLogin: (fields: {
      mobile: string;
      countryNo: string;
      smsCode: string;
      success_redirect_uri: string;
      failure_redirect_uri: string;
    }) => client.postForm(paths.ssoLoginSms, { ...fields, noNeedLogin: 1, joinKdp: 1 }),
    /** spec §7 browser form post to {sso}/login/password (password already MD5). */
    postPasswordLogin: (
      fields: {
        username: string;
        password: string;
        success_redirect_uri: string;
        failure_redirect_uri: string;
      } & CaptchaPass,
    ) => client.postForm(paths.ssoLoginPassword, { ...fields, noNeedLogin: 1, joinKdp: 1 }),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
