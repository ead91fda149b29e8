import { Type, type Static } from '@sinclair/typebox';
import { CodeEnvelope, ResultEnvelope, RetcodeEnvelope, literalUnion } from '../envelope';

/**
 * Accounts (spec §7 "Authentication", "Member" info and titles, "Clauses"; DESIGN.md §5, §6).
 *
 * Sign-in is a browser form post to `{sso}/login/sms` or `{sso}/login/password`. The server answers
 * 303: on success to the allow-listed `success_redirect_uri` with the cookie {@link loginTicketCookie}
 * (readable by the page, ≈60 s, SameSite=Lax, Secure on https) holding a one-time ticket, never the
 * token itself; the mall posts that ticket once to `/api/account/token` for `{ userInfo, idToken }`
 * and deletes the cookie (spec §4 "Login completion from cookie"). On failure it answers 303 to
 * `failure_redirect_uri?error=<code>`, and `GET /auth/error/query?error=<code>` gives the text.
 *
 * idToken: an ES256 JWT valid 30 minutes, sent back as the `idToken` header (and as
 * `Authorization: Bearer` on CRM calls). An answer carrying `TOKEN_REFRESH: 1` asks the client to
 * call `/api/account/refresh`, which also accepts a recently expired token of a live session.
 */

/** The cookie a successful login form post sets: a one-time ticket for POST /api/account/token. */
export const loginTicketCookie = 'mallLoginTicket';

/** 32 lower- or upper-case hex digits: how every password travels (spec §5: MD5 before sending). */
export const Md5Hex = Type.String({ pattern: '^[0-9a-fA-F]{32}$', description: '密码的 MD5 十六进制串（32 位）' });

/** spec §9: calling codes 86, 852, 853, 886. */
export const countryNumbers = ['86', '852', '853', '886'] as const;
export type CountryNo = (typeof countryNumbers)[number];

/**
 * Phone patterns per calling code (spec §3 country list): mainland 11 digits starting with 1 (spec §5),
 * Hong Kong and Macau 8 digits, Taiwan 9 digits starting with 9 (or 10 with a leading 0).
 */
export const phonePatterns: Readonly<Record<CountryNo, RegExp>> = {
  '86': /^1\d{10}$/,
  '852': /^[2-9]\d{7}$/,
  '853': /^6\d{7}$/,
  '886': /^0?9\d{8}$/,
};

/** True when the mobile number fits its country's pattern. */
export function isValidMobile(countryNo: string, mobile: string): boolean {
  const pattern = phonePatterns[countryNo as CountryNo];
  return pattern ? pattern.test(mobile) : false;
}

const Mobile = Type.String({ pattern: '^\\d{5,15}$', description: '手机号（不含区号）' });
const SmsCode = Type.String({ pattern: '^\\d{6}$', description: '6 位短信验证码' });
const CountryNoSchema = literalUnion(countryNumbers, {
  description: '国家/地区区号：86 内地、852 香港、853 澳门、886 台湾',
});

// --- Slider captcha (built in; GeeTest v4 shape) -------------------------------------------------

/**
 * Built-in slider captcha protocol (DESIGN.md §5; designed by us, the spec does not show it):
 *
 * 1. `POST /auth/captcha/load { captcha_id }` → a challenge: `lot_number` and `target`, the position
 *    (0–100, percent of the track) the piece must be brought to, shown as a notch on the track.
 * 2. The shopper moves the piece to the notch by dragging, by keyboard (arrow keys ±1, Page keys
 *    ±10, Home/End) or by a single click/tap on the notch (WCAG 2.2 2.5.7). Each way ends with a
 *    user action placing the piece; nothing passes without one.
 * 3. `POST /auth/captcha/verify { captcha_id, lot_number, position }` → when |position − target| ≤ 4
 *    the values GeeTest v4 would give: captcha_id, lot_number, captcha_output, pass_token, gen_time.
 *    A miss answers code 400 with the attempts left; after 5 misses, or 2 minutes, the challenge is
 *    dead and a new one must be loaded.
 * 4. Those values go with the next SMS send or password login, which spends them: single use, and
 *    only within 2 minutes of passing.
 */

export const CaptchaLoadBody = Type.Object({
  captcha_id: Type.String({ minLength: 1, maxLength: 64, description: '运行时配置中的 captchaId' }),
});
export const CaptchaChallenge = Type.Object(
  {
    captcha_id: Type.String(),
    lot_number: Type.String({ description: '本次挑战的编号' }),
    target: Type.Integer({ minimum: 0, maximum: 100, description: '滑块需到达的位置（轨道的百分比，0–100）' }),
    tolerance: Type.Integer({ description: '允许的误差（百分点）' }),
    expiresIn: Type.Integer({ description: '挑战有效秒数' }),
  },
  { additionalProperties: false },
);
export const CaptchaLoadResponse = CodeEnvelope(CaptchaChallenge);

export const CaptchaVerifyBody = Type.Object({
  captcha_id: Type.String({ minLength: 1, maxLength: 64 }),
  lot_number: Type.String({ minLength: 1, maxLength: 64 }),
  position: Type.Number({ minimum: 0, maximum: 100, description: '滑块放下的位置（0–100）' }),
});
/** What a passed captcha yields (GeeTest v4 names), sent with the next SMS send or password login. */
export const CaptchaPass = Type.Object(
  {
    captcha_id: Type.String(),
    lot_number: Type.String(),
    captcha_output: Type.String(),
    pass_token: Type.String(),
    gen_time: Type.String(),
  },
  { additionalProperties: false },
);
export type CaptchaPass = Static<typeof CaptchaPass>;

/** A pass as the body of an inquiry or a certificate look-up carries it (camelCase fields, issue #14). */
export type CaptchaBodyFields = {
  captchaId: string;
  lotNumber: string;
  captchaOutput: string;
  passToken: string;
  genTime: string;
};

/** The body fields of a pass. */
export const captchaBodyOf = (pass: CaptchaPass): CaptchaBodyFields => ({
  captchaId: pass.captcha_id,
  lotNumber: pass.lot_number,
  captchaOutput: pass.captcha_output,
  passToken: pass.pass_token,
  genTime: pass.gen_time,
});

/** The pass a body carries, as the verifier reads it. */
export const captchaPassOf = (body: CaptchaBodyFields): CaptchaPass => ({
  captcha_id: body.captchaId,
  lot_number: body.lotNumber,
  captcha_output: body.captchaOutput,
  pass_token: body.passToken,
  gen_time: body.genTime,
});
export const CaptchaVerifyResponse = CodeEnvelope(CaptchaPass);

// --- SMS codes -----------------------------------------------------------------------------------

/** smsType (spec §7): 1 login, 2 register, 3 reset password. */
export const smsTypes = { login: 1, register: 2, reset: 3 } as const;

export const SendSmsBody = Type.Object({
  mobile: Mobile,
  countryNo: Type.Optional(CountryNoSchema),
  smsType: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
    description: '1 登录，2 注册，3 重设密码',
  }),
  captchaId: Type.String({ minLength: 1, maxLength: 64 }),
  captchaOutput: Type.String({ minLength: 1, maxLength: 512 }),
  genTime: Type.String({ minLength: 1, maxLength: 20 }),
  lotNumber: Type.String({ minLength: 1, maxLength: 64 }),
  passToken: Type.String({ minLength: 1, maxLength: 512 }),
});
/** Sent: code 200. Refusals are 4xx `{ code, msg }`; a cooldown also gives `data.retryAfter` seconds. */
export const SendSmsResponse = CodeEnvelope(
  Type.Object(
    {
      expiresIn: Type.Integer({ description: '验证码有效秒数' }),
      cooldown: Type.Integer({ description: '再次发送前需等待的秒数' }),
    },
    { additionalProperties: false },
  ),
);

/** A refusal to send now (cooldown or hourly limit): HTTP 429 with the seconds to wait. */
export const RetryLaterBody = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  retryAfter: Type.Integer({ description: '需等待的秒数' }),
});

// --- Login form posts (application/x-www-form-urlencoded) ------------------------------------------

const RedirectUri = Type.String({
  minLength: 1,
  maxLength: 2048,
  description: '同源路径（如 /login?mouldNo=…），不在白名单内的地址被拒绝（400）',
});
const FormFlag = Type.Optional(Type.String({ maxLength: 8 }));

export const SmsLoginForm = Type.Object({
  mobile: Mobile,
  countryNo: Type.Optional(CountryNoSchema),
  smsCode: Type.String({ maxLength: 16 }),
  noNeedLogin: FormFlag,
  joinKdp: FormFlag,
  success_redirect_uri: RedirectUri,
  failure_redirect_uri: RedirectUri,
});
export const PasswordLoginForm = Type.Object({
  username: Type.String({ maxLength: 32, description: '手机号或会员卡号' }),
  password: Type.String({ maxLength: 64, description: '密码的 MD5 十六进制串' }),
  captcha_id: Type.String({ maxLength: 64 }),
  lot_number: Type.String({ maxLength: 64 }),
  captcha_output: Type.String({ maxLength: 512 }),
  pass_token: Type.String({ maxLength: 512 }),
  gen_time: Type.String({ maxLength: 20 }),
  noNeedLogin: FormFlag,
  joinKdp: FormFlag,
  success_redirect_uri: RedirectUri,
  failure_redirect_uri: RedirectUri,
});

/** The `error` codes a failed login redirect carries, with their text (GET /auth/error/query). */
export const loginErrors = {
  badCredentials: '账号或密码错误',
  badSmsCode: '验证码错误或已过期，请重新获取',
  captcha: '请先完成滑块验证',
  invalidInput: '登录信息填写有误，请检查后重试',
  notRegistered: '该手机号尚未注册，请先注册',
  tooManyAttempts: '尝试次数过多，请稍后再试',
  tooSoon: '登录尝试过于频繁，请稍后再试',
  unknown: '登录失败，请稍后再试',
} as const;
export type LoginErrorCode = keyof typeof loginErrors;

/**
 * A password try asked to wait (issue #17 §3 growing delay): the `error` code names the seconds, `tooSoon:8`, so the
 * 登录错误 dialog's text (GET /auth/error/query) can say how long, as the staff provider's page does.
 */
export const loginWait = {
  code: (seconds: number) => `tooSoon:${seconds}`,
  /** The seconds a `tooSoon:<n>` code names, or null for any other code. */
  secondsOf: (code: string): number | null => {
    const match = /^tooSoon:(\d{1,5})$/.exec(code);
    return match ? Number(match[1]) : null;
  },
  text: (seconds: number) => `登录尝试过于频繁，请 ${seconds} 秒后再试`,
};

export const ErrorQuery = Type.Object({
  error: Type.String({ maxLength: 64 }),
  timestamp: Type.Optional(Type.String({ maxLength: 20 })),
});
export const ErrorQueryResponse = CodeEnvelope(Type.String({ description: '错误说明' }));

// --- Session -------------------------------------------------------------------------------------

/** User info of the session (spec §3), as the token exchange gives it. */
export const UserInfoSchema = Type.Object(
  {
    uid: Type.Integer(),
    uoid: Type.String(),
    nickname: Type.String(),
    cardNo: Type.String(),
    vipNo: Type.String(),
    isStaff: Type.Boolean(),
    staffCode: Type.String(),
    cardLevel: Type.Integer(),
  },
  { additionalProperties: false },
);
export type UserInfoDto = Static<typeof UserInfoSchema>;

export const TokenExchangeBody = Type.Object({
  ticket: Type.String({
    minLength: 1,
    maxLength: 128,
    description: '登录成功后 Cookie mallLoginTicket 中的一次性票据',
  }),
});
export const TokenExchangeResponse = CodeEnvelope(
  Type.Object({ userInfo: UserInfoSchema, idToken: Type.String() }, { additionalProperties: false }),
);

export const RefreshResponse = CodeEnvelope(Type.Object({ idToken: Type.String() }, { additionalProperties: false }));
export const LogoutResponse = CodeEnvelope(Type.Null());

/** POST /api/account/encrypt: S256 of a PKCE code verifier (RFC 7636 43–128 unreserved characters). */
export const EncryptBody = Type.Object({ codeVerifier: Type.String({ pattern: '^[A-Za-z0-9\\-._~]{43,128}$' }) });
export const EncryptResponse = RetcodeEnvelope(
  Type.Object(
    { ciphertext: Type.String({ description: 'BASE64URL(SHA256(codeVerifier))' }) },
    { additionalProperties: false },
  ),
);

// --- Register / reset ----------------------------------------------------------------------------

export const RegisterBody = Type.Object({
  mobile: Mobile,
  password: Md5Hex,
  smsCode: SmsCode,
  familyName: Type.String({ minLength: 1, maxLength: 20, description: '姓氏' }),
  memberTitle: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
    description: '称谓：1 先生，2 女士，3 太太',
  }),
  countryNo: CountryNoSchema,
  birthday: Type.String({
    pattern: '^(\\d{4}-\\d{2}-\\d{2})?$',
    description: '生日 YYYY-MM-DD，不晚于今天；空字符串表示未填写（spec §5 只要求不晚于今天）',
  }),
  joinBranch: Type.Literal(60580),
  joinType: Type.Literal(28),
});
/** A registered member is signed in at once: the answer carries the session like the token exchange. */
export const RegisterResponse = CodeEnvelope(
  Type.Object(
    { cardNo: Type.String(), uid: Type.Integer(), userInfo: UserInfoSchema, idToken: Type.String() },
    { additionalProperties: false },
  ),
);

export const ForgetPasswordBody = Type.Object({
  mobile: Mobile,
  countryNo: Type.Optional(CountryNoSchema),
  smsCode: SmsCode,
  newPassword: Md5Hex,
});
export const ForgetPasswordResponse = CodeEnvelope(Type.Null());

// --- Member --------------------------------------------------------------------------------------

const Yuan = Type.String({ pattern: '^-?\\d+\\.\\d{2}$', description: '金额（元，两位小数）' });

export const MemberInfoSchema = Type.Object(
  {
    cardLevel: Type.Integer(),
    cardLevelName: Type.String(),
    nextCardLevel: Type.Union([Type.Integer(), Type.Null()], { description: '已是最高等级时为 null' }),
    nextCardLevelName: Type.String(),
    upgradeAdditionalAmount: Yuan,
    firstJoinDate: Type.String({ description: 'YYYY-MM-DD' }),
    joinDays: Type.Integer({ description: '入会天数（由 firstJoinDate 计算）' }),
    chineseFamilyName: Type.String(),
    memberTitleDesc: Type.String(),
    consumeAmount: Yuan,
    reConsumeAmount: Yuan,
    membershipExpirationDate: Type.String(),
    birthday: Type.String(),
    cardNo: Type.String(),
    vipNo: Type.String(),
  },
  { additionalProperties: false },
);
export type MemberInfo = Static<typeof MemberInfoSchema>;
export const MemberInfoResponse = CodeEnvelope(MemberInfoSchema);

export const DictionaryBody = Type.Object({
  type: Type.String({ minLength: 1, maxLength: 32, description: '字典类型，如 MEMBER_TITLE' }),
  extendStatus: Type.Optional(Type.Integer()),
  sourceSystem: Type.Optional(Type.String({ maxLength: 32 })),
});
export const DictionaryItem = Type.Object(
  { code: Type.String(), extendCNDesc: Type.String() },
  { additionalProperties: false },
);
export const DictionaryResponse = CodeEnvelope(Type.Array(DictionaryItem));
/** spec §3: the fixed title list 先生=1, 女士=2, 太太=3. */
export const memberTitles = [
  { code: '1', extendCNDesc: '先生' },
  { code: '2', extendCNDesc: '女士' },
  { code: '3', extendCNDesc: '太太' },
] as const;

// --- Clauses -------------------------------------------------------------------------------------

/** customerId is accepted for the spec's shape but ignored: the member is the token's. */
export const ClauseSignBody = Type.Object({
  clauseKey: Type.String({ minLength: 1, maxLength: 64 }),
  customerId: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Integer()])),
  clauseVersion: Type.String({ minLength: 1, maxLength: 32 }),
});
/**
 * checkSign: `clauseStatus` 1 when the member accepted this version (or a later one), 0 otherwise;
 * `clauseVersion` is the version the member accepted ('' for none).
 */
export const ClauseCheckResponse = CodeEnvelope(
  Type.Object({ clauseStatus: Type.Integer(), clauseVersion: Type.String() }, { additionalProperties: false }),
);
export const ClauseSaveResponse = CodeEnvelope(
  Type.Object({ clauseStatus: Type.Integer(), clauseVersion: Type.String() }, { additionalProperties: false }),
);

export const BatchSignBody = Type.Object({
  clauseKeys: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 20 }),
});
/** Per clause key: the current version, whether the member accepted it, and what they accepted. */
export const BatchSignEntry = Type.Object(
  {
    clauseKey: Type.String(),
    clauseTitle: Type.String(),
    clauseVersion: Type.String({ description: '当前版本' }),
    clauseUrl: Type.String(),
    clauseStatus: Type.Integer({ description: '1 已同意当前版本，0 未同意' }),
    signedVersion: Type.String({ description: '会员已同意的版本，未同意为空' }),
  },
  { additionalProperties: false },
);
export const BatchSignResponse = ResultEnvelope(Type.Record(Type.String(), BatchSignEntry));

// --- Customer service chat -----------------------------------------------------------------------

export const UdeskAuthBody = Type.Object({ authuid: Type.Optional(Type.String({ maxLength: 64 })) });
export const UdeskAuthResponse = CodeEnvelope(
  Type.Object(
    {
      nonce: Type.String(),
      signature: Type.String(),
      timestamp: Type.String(),
      web_token: Type.String(),
      encryption_algorithm: Type.String(),
    },
    { additionalProperties: false },
  ),
);
