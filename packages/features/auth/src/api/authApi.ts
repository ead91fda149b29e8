import { authPaths, type CaptchaPass, type CodeEnvelopeOf, type UserInfoDto } from '@mall/contract';
import type { ApiClient } from '@mall/core';
import type { RegisterPayload } from '../logic/registration';

/** A loaded slider challenge (contract: POST /auth/captcha/load). */
export type CaptchaChallengeDto = {
  captcha_id: string;
  lot_number: string;
  target: number;
  tolerance: number;
  expiresIn: number;
};

/** One method per account call this feature makes (spec §7 Authentication). */
export function createAuthApi(client: ApiClient, productCode: string) {
  const paths = authPaths(productCode);
  const data = async <T>(promise: Promise<CodeEnvelopeOf<T>>) => (await promise).data;
  return {
    captchaLoad: (captchaId: string) =>
      data(client.post<CodeEnvelopeOf<CaptchaChallengeDto>>(paths.captchaLoad, { captcha_id: captchaId })),
    captchaVerify: (challenge: Pick<CaptchaChallengeDto, 'captcha_id' | 'lot_number'>, position: number) =>
      data(client.post<CodeEnvelopeOf<CaptchaPass>>(paths.captchaVerify, { ...challenge, position })),
    /** spec §7 POST /auth/gt/send/sms with the passed captcha's values. */
    sendSms: (mobile: string, countryNo: string, smsType: 1 | 2 | 3, pass: CaptchaPass) =>
      data(
        client.post<CodeEnvelopeOf<{ expiresIn: number; cooldown: number }>>(paths.sendSms, {
          mobile,
          countryNo,
          smsType,
          captchaId: pass.captcha_id,
          captchaOutput: pass.captcha_output,
          genTime: pass.gen_time,
          lotNumber: pass.lot_number,
          passToken: pass.pass_token,
        }),
      ),
    /** Registers; the server signs the new member in at once (user info and token in the answer). */
    register: (payload: RegisterPayload) =>
      data(
        client.post<CodeEnvelopeOf<{ cardNo: string; uid: number; userInfo: UserInfoDto; idToken: string }>>(
          paths.register,
          payload,
        ),
      ),
    forgetPassword: (mobile: string, countryNo: string, smsCode: string, newPassword: string) =>
      data(client.post<CodeEnvelopeOf<null>>(paths.forgetPassword, { mobile, countryNo, smsCode, newPassword })),
    /** spec §7 GET /auth/error/query: the text of a login failure code. */
    errorText: (error: string) => data(client.get<CodeEnvelopeOf<string>>(paths.errorQuery, { params: { error } })),
    /** Exchanges the one-time login ticket for the session (spec §4 "Login completion from cookie"). */
    exchangeTicket: (ticket: string) =>
      data(client.post<CodeEnvelopeOf<{ userInfo: UserInfoDto; idToken: string }>>(paths.accountToken, { ticket })),
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
