import { call, routeSchemas } from '../call';
import { ErrorBody } from '../envelope';
import {
  BatchSignBody,
  BatchSignResponse,
  CaptchaLoadBody,
  CaptchaLoadResponse,
  CaptchaVerifyBody,
  CaptchaVerifyResponse,
  ClauseCheckResponse,
  ClauseSaveResponse,
  ClauseSignBody,
  DictionaryBody,
  DictionaryResponse,
  EncryptBody,
  EncryptResponse,
  ErrorQuery,
  ErrorQueryResponse,
  ForgetPasswordBody,
  ForgetPasswordResponse,
  LogoutResponse,
  MemberInfoResponse,
  PasswordLoginForm,
  RefreshResponse,
  RegisterBody,
  RegisterResponse,
  RetryLaterBody,
  SendSmsBody,
  SendSmsResponse,
  SmsLoginForm,
  TokenExchangeBody,
  TokenExchangeResponse,
  UdeskAuthBody,
  UdeskAuthResponse,
} from './schemas';

// Accounts (spec §7 "Authentication", "Member" info and titles, "Clauses", the chat identity):
// captcha, SMS codes, registration and reset, the session, member info, clause consent.
// Captcha, token exchange and logout are designed by us in the spec's style (DESIGN.md §4).

/** The account calls (JSON). Member info and the title dictionary sit on the CRM host's paths. */
export const authCalls = {
  /** The built-in slider captcha's challenge (DESIGN.md §5). */
  captchaLoad: call<{ body: typeof CaptchaLoadBody; response: typeof CaptchaLoadResponse }>()({
    method: 'POST',
    path: '/auth/captcha/load',
    envelope: 'code',
  }),
  /** The shopper's attempt at the challenge → the GeeTest v4 values of a pass. */
  captchaVerify: call<{ body: typeof CaptchaVerifyBody; response: typeof CaptchaVerifyResponse }>()({
    method: 'POST',
    path: '/auth/captcha/verify',
    envelope: 'code',
  }),
  /** spec §7: an SMS code (smsType 1 login, 2 register, 3 reset) behind a captcha pass. */
  sendSms: call<{ body: typeof SendSmsBody; response: typeof SendSmsResponse }>()({
    method: 'POST',
    path: '/auth/gt/send/sms',
    envelope: 'code',
  }),
  /** Registers; the new member is signed in at once (user info and idToken in the answer). */
  register: call<{ body: typeof RegisterBody; response: typeof RegisterResponse }>()({
    method: 'POST',
    path: '/auth/register',
    envelope: 'code',
  }),
  /** Resets the password with an SMS code (smsType 3). */
  forgetPassword: call<{ body: typeof ForgetPasswordBody; response: typeof ForgetPasswordResponse }>()({
    method: 'POST',
    path: '/auth/forget/password',
    envelope: 'code',
  }),
  /** The text of a login failure code (`error` of the failure redirect). */
  errorQuery: call<{ query: typeof ErrorQuery; response: typeof ErrorQueryResponse }>()({
    method: 'GET',
    path: '/auth/error/query',
    envelope: 'code',
  }),
  /**
   * PKCE S256 of a code verifier. Its answer is a retcode envelope whose success is `retcode 200`
   * (not the cart's 1): no page of the mall calls it (the staff sign-in hashes the verifier itself).
   */
  accountEncrypt: call<{ body: typeof EncryptBody; response: typeof EncryptResponse }>()({
    method: 'POST',
    path: '/api/account/encrypt',
    envelope: 'retcode',
  }),
  /** The one-time login ticket traded for the session (spec §4 "Login completion from cookie"). */
  accountToken: call<{ body: typeof TokenExchangeBody; response: typeof TokenExchangeResponse }>()({
    method: 'POST',
    path: '/api/account/token',
    envelope: 'code',
  }),
  /** A fresh idToken (core's client refreshes by its own `tokenRefreshPath`, the same path). */
  accountRefresh: call<{ response: typeof RefreshResponse }>()({
    method: 'POST',
    path: '/api/account/refresh',
    envelope: 'code',
  }),
  /** Ends the session on the server. */
  accountLogout: call<{ response: typeof LogoutResponse }>()({
    method: 'POST',
    path: '/api/account/logout',
    envelope: 'code',
  }),
  /** spec §7 crm-member-api/member/info: the token's member (CRM host, Bearer token). */
  memberInfo: call<{ response: typeof MemberInfoResponse }>()({
    method: 'POST',
    path: '/crm-member-api/member/info',
    envelope: 'code',
    host: 'crm',
  }),
  /** spec §7 common/dictionary (type MEMBER_TITLE: the titles). */
  dictionary: call<{ body: typeof DictionaryBody; response: typeof DictionaryResponse }>()({
    method: 'POST',
    path: '/crm-member-api/common/dictionary',
    envelope: 'code',
    host: 'crm',
  }),
  /** spec §7 checkSign: whether the member accepted this version of a clause. */
  checkSign: call<{ body: typeof ClauseSignBody; response: typeof ClauseCheckResponse }>()({
    method: 'POST',
    path: '/{product}-common2-server/common/checkSign',
    envelope: 'code',
  }),
  /** spec §7 saveSign: records the member's acceptance. */
  saveSign: call<{ body: typeof ClauseSignBody; response: typeof ClauseSaveResponse }>()({
    method: 'POST',
    path: '/{product}-common2-server/common/saveSign',
    envelope: 'code',
  }),
  /** spec §7 batchSignDetails: the versions in force and the member's consent, by clause key. */
  batchSignDetails: call<{ body: typeof BatchSignBody; response: typeof BatchSignResponse }>()({
    method: 'POST',
    path: '/{product}-common2-server/common/batchSignDetails',
    envelope: 'result',
  }),
  /** spec §7 "Customer service chat": the Udesk identity signature of the token's member. */
  udeskAuth: call<{ body: typeof UdeskAuthBody; response: typeof UdeskAuthResponse }>()({
    method: 'POST',
    path: '/api/udesk/auth',
    envelope: 'code',
  }),
};

/**
 * The login form posts (spec §7): browser navigations to the SSO host, answered with 303 to the
 * form's success or failure page, never JSON, so never bound as calls. The mall posts them with
 * core's `postForm` to these paths; the server registers them itself.
 */
export const authForms = {
  ssoLoginSms: { method: 'POST', path: '/login/sms', host: 'sso' },
  ssoLoginPassword: { method: 'POST', path: '/login/password', host: 'sso' },
} as const;

/** The form posts' schemas (urlencoded bodies; a refusal before the redirect is a 400 or 403). */
export const authFormRoutes = {
  ssoLoginSms: {
    form: authForms.ssoLoginSms,
    schema: {
      consumes: ['application/x-www-form-urlencoded'],
      body: SmsLoginForm,
      response: { 400: ErrorBody, 403: ErrorBody },
    },
  },
  ssoLoginPassword: {
    form: authForms.ssoLoginPassword,
    schema: {
      consumes: ['application/x-www-form-urlencoded'],
      body: PasswordLoginForm,
      response: { 400: ErrorBody, 403: ErrorBody },
    },
  },
};

const signedInMember = { 401: ErrorBody, 403: ErrorBody } as const;

/** The account calls with the schemas the server checks them by. */
export const authRoutes = routeSchemas(authCalls, {
  captchaLoad: { body: CaptchaLoadBody, response: { 200: CaptchaLoadResponse, 400: ErrorBody, 429: ErrorBody } },
  captchaVerify: { body: CaptchaVerifyBody, response: { 200: CaptchaVerifyResponse, 400: ErrorBody } },
  sendSms: { body: SendSmsBody, response: { 200: SendSmsResponse, 400: ErrorBody, 429: RetryLaterBody } },
  register: {
    body: RegisterBody,
    response: { 200: RegisterResponse, 400: ErrorBody, 409: ErrorBody, 429: ErrorBody },
  },
  forgetPassword: {
    body: ForgetPasswordBody,
    response: { 200: ForgetPasswordResponse, 400: ErrorBody, 429: ErrorBody },
  },
  errorQuery: { querystring: ErrorQuery, response: { 200: ErrorQueryResponse } },
  accountEncrypt: { body: EncryptBody, response: { 200: EncryptResponse } },
  accountToken: { body: TokenExchangeBody, response: { 200: TokenExchangeResponse, 400: ErrorBody } },
  accountRefresh: { response: { 200: RefreshResponse, 401: ErrorBody } },
  accountLogout: { response: { 200: LogoutResponse } },
  memberInfo: { response: { 200: MemberInfoResponse, ...signedInMember, 404: ErrorBody } },
  dictionary: { body: DictionaryBody, response: { 200: DictionaryResponse, 400: ErrorBody } },
  checkSign: { body: ClauseSignBody, response: { 200: ClauseCheckResponse, 400: ErrorBody, ...signedInMember } },
  saveSign: { body: ClauseSignBody, response: { 200: ClauseSaveResponse, 400: ErrorBody, ...signedInMember } },
  batchSignDetails: { body: BatchSignBody, response: { 200: BatchSignResponse } },
  udeskAuth: { body: UdeskAuthBody, response: { 200: UdeskAuthResponse, ...signedInMember, 503: ErrorBody } },
});
