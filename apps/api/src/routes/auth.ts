import { createHash, randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  authPaths,
  CaptchaLoadBody,
  CaptchaLoadResponse,
  CaptchaVerifyBody,
  CaptchaVerifyResponse,
  EncryptBody,
  EncryptResponse,
  ErrorBody,
  ErrorQuery,
  ErrorQueryResponse,
  ForgetPasswordBody,
  ForgetPasswordResponse,
  isValidMobile,
  loginErrors,
  loginTicketCookie,
  loginTicketTtlSeconds,
  LogoutResponse,
  OK,
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
  type LoginErrorCode,
  type UserInfoDto,
} from '@mall/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { devOutboxSms, type CaptchaVerifier, type SmsGateway } from '../adapters';
import { builtinCaptcha, geetestVerifier } from '../auth/captcha';
import { otpCheckMessages, otpService, type SmsType } from '../auth/otp';
import { hashPassword, passwordPepper, verifyPassword } from '../auth/password';
import { presentedToken, type SessionSubject } from '../auth/tokens';
import type { ServerEnv } from '../env';
import { chinaDate } from '../lib/chinaTime';
import { keyedMutex } from '../lib/keyedMutex';
import { accountsRepository, DuplicateMobileError, type MemberRow } from '../repositories/accounts';
import type { AppContext } from './context';

const tags = ['账户 Accounts'];
const sha256hex = (value: string) => createHash('sha256').update(value).digest('hex');

/** Titles of spec §3 (先生=1, 女士=2, 太太=3). */
export const titleText: Record<number, string> = { 1: '先生', 2: '女士', 3: '太太' };

/** True when the text holds a control character or a backslash. */
function hasControlOrBackslash(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f || char === '\\') return true;
  }
  return false;
}

/**
 * A redirect target the login form may name (DESIGN.md §6): a path on this mall (the configured
 * origin or the serving origin), returned as path + query + fragment; anything else is null.
 */
export function allowedRedirect(value: unknown, servingOrigin: string, configuredOrigin: string): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  // Control characters and backslashes are how "/\\evil.example" style tricks start.
  if (hasControlOrBackslash(value)) return null;
  let url: URL;
  try {
    url = new URL(value, servingOrigin);
  } catch {
    return null;
  }
  const allowed = new Set(
    [servingOrigin, configuredOrigin].flatMap((origin) => {
      try {
        return origin ? [new URL(origin).origin] : [];
      } catch {
        return [];
      }
    }),
  );
  if (!allowed.has(url.origin)) return null;
  if (value.startsWith('/') && value.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The failure target with `error=<code>` set (any earlier `error` is replaced). */
export function withErrorParam(path: string, code: LoginErrorCode): string {
  const url = new URL(path, 'http://mall.invalid');
  url.searchParams.set('error', code);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Chinese messages per registration field, for answers that say which rule failed (spec §5). */
const registerFieldMessages: Record<string, string> = {
  mobile: '请输入正确的手机号',
  password: '密码格式有误，请重新设置',
  smsCode: '请输入 6 位数字验证码',
  familyName: '请输入姓氏',
  memberTitle: '请选择称谓',
  countryNo: '请选择国家或地区区号',
  birthday: '请选择正确的生日',
  joinBranch: '注册渠道有误',
  joinType: '注册渠道有误',
  newPassword: '密码格式有误，请重新设置',
};

type Validation = { instancePath?: string; params?: { missingProperty?: string } };
/** The field a schema failure is about (ajv's instancePath or the missing property). */
function failedField(error: { validation?: Validation[] } | undefined): string {
  const first = error?.validation?.[0];
  return first?.params?.missingProperty ?? first?.instancePath?.replace(/^\//, '').split('/')[0] ?? '';
}

/** Mobile number text: mainland wording per spec §5, others generic. */
const mobileMessage = (countryNo: string) => (countryNo === '86' ? '请输入正确的11位手机号' : '请输入正确的手机号');

export type AuthRouteOptions = AppContext & {
  env: ServerEnv;
  /** The SMS gateway; the development outbox when not given. */
  sms?: SmsGateway;
  /** The captcha verifier for sends and logins; chosen by `captcha.provider` when not given. */
  captcha?: CaptchaVerifier;
};

/**
 * Authentication (spec §7; DESIGN.md §5, §6): the slider captcha, SMS codes, login form posts with
 * one-time ticket cookies, the token exchange, refresh and logout, registration and reset.
 */
export const authRoutes: FastifyPluginAsyncTypebox<AuthRouteOptions> = async (app, options) => {
  const { database, clock, env } = options;
  const paths = authPaths(options.productCode);
  const repo = accountsRepository(database.db);
  const pepper = passwordPepper(process.env);
  const { runtimeConfig } = env;
  const builtin = builtinCaptcha({ db: database.db, clock, captchaId: runtimeConfig.captcha.captchaId, secret: pepper });
  const captcha: CaptchaVerifier =
    options.captcha ??
    (runtimeConfig.captcha.provider === 'geetest' ? geetestVerifier({ captchaId: runtimeConfig.captcha.captchaId, captchaKey: env.captchaKey }) : builtin);
  const otp = otpService({ db: database.db, clock, sms: options.sms ?? devOutboxSms(database.db, clock), secret: pepper, serialize: keyedMutex(), cooldownSeconds: env.otpCooldownSeconds });
  // Verified when an account does not exist, so a wrong password and an unknown account take the same time.
  const dummyHash = await hashPassword(randomBytes(16).toString('hex'), pepper);

  // Login is a browser form post (spec §7): parse urlencoded bodies in this plugin only.
  await app.register(formbody, { bodyLimit: 16 * 1024 });

  const servingOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  const target = (request: FastifyRequest, value: unknown) => allowedRedirect(value, servingOrigin(request), runtimeConfig.hosts.origin);

  function userInfoOf(subject: SessionSubject, member: MemberRow | undefined): UserInfoDto {
    return {
      uid: subject.uid,
      uoid: subject.uoid,
      nickname: subject.nickname,
      cardNo: member?.cardNo ?? '',
      vipNo: member?.vipNo ?? '',
      isStaff: subject.isStaff,
      staffCode: subject.staffCode,
      cardLevel: member?.cardLevel ?? 0,
    };
  }
  const subjectOf = (member: MemberRow): SessionSubject => ({ uid: member.id, uoid: member.uoid, isStaff: false, staffCode: '', nickname: member.nickname });

  /** Signs the member in: a session, a one-time ticket in a short cookie, 303 to the success page. */
  async function completeLogin(request: FastifyRequest, reply: FastifyReply, member: MemberRow, successPath: string) {
    const { sessionId } = await app.tokens.startSession(subjectOf(member));
    const ticket = randomBytes(24).toString('base64url');
    await repo.saveTicket(sha256hex(ticket), sessionId, new Date(clock().getTime() + loginTicketTtlSeconds * 1000));
    const secure = request.protocol === 'https' ? '; Secure' : '';
    // Readable by the page on purpose (spec §4 "login completion from cookie"): it holds only a
    // ticket worth one exchange within a minute, never the token.
    reply.header('set-cookie', `${loginTicketCookie}=${ticket}; Path=/; Max-Age=${loginTicketTtlSeconds}; SameSite=Lax${secure}`);
    request.log.info({ uid: member.id }, 'member signed in');
    return reply.redirect(successPath, 303);
  }

  function failLogin(request: FastifyRequest, reply: FastifyReply, failurePath: string, code: LoginErrorCode) {
    request.log.info({ loginError: code }, 'sign-in refused');
    return reply.redirect(withErrorParam(failurePath, code), 303);
  }

  /**
   * Both redirect targets on the allow-list, or a 400 (a login form never names a foreign site). A
   * form posted from another site (its Origin header says so) is refused too: no login CSRF.
   */
  function redirectTargets(request: FastifyRequest, reply: FastifyReply) {
    const origin = request.headers.origin;
    if (origin && origin !== 'null' && target(request, `${origin}/`) === null) {
      void reply.status(403).send({ code: 403, msg: '请求来源不在允许范围内' });
      return null;
    }
    const body = (request.body ?? {}) as Record<string, unknown>;
    const success = target(request, body.success_redirect_uri);
    const failure = target(request, body.failure_redirect_uri);
    if (!success || !failure) {
      void reply.status(400).send({ code: 400, msg: '跳转地址不在允许范围内' });
      return null;
    }
    return { success, failure };
  }

  /** A failed SMS code check: 429 once the code is dead from wrong guesses, else 400. */
  function refuseCode(reply: FastifyReply, reason: keyof typeof otpCheckMessages) {
    const status = reason === 'tooMany' ? 429 : 400;
    return reply.status(status).send({ code: status, msg: otpCheckMessages[reason] });
  }

  // --- Slider captcha (built in) ---------------------------------------------------------------

  app.post(
    paths.captchaLoad,
    { schema: { tags, summary: '内置滑块验证：获取挑战（目标位置），协议见 CaptchaVerifyBody 说明', body: CaptchaLoadBody, response: { 200: CaptchaLoadResponse, 400: ErrorBody } } },
    async (request, reply) => {
      if (runtimeConfig.captcha.provider !== 'builtin') return reply.status(400).send({ code: 400, msg: '未启用内置滑块验证' });
      const challenge = await builtin.load(request.body.captcha_id);
      if ('error' in challenge) return reply.status(400).send({ code: 400, msg: challenge.error });
      return { code: OK, msg: 'success', data: challenge };
    },
  );

  app.post(
    paths.captchaVerify,
    {
      schema: {
        tags,
        summary: '内置滑块验证：提交滑块位置；命中目标（误差 ≤ 4）则返回 GeeTest v4 形状的通过凭证（2 分钟内单次有效）',
        body: CaptchaVerifyBody,
        response: { 200: CaptchaVerifyResponse, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      if (runtimeConfig.captcha.provider !== 'builtin') return reply.status(400).send({ code: 400, msg: '未启用内置滑块验证' });
      const { captcha_id: captchaId, lot_number: lotNumber, position } = request.body;
      const result = await builtin.attempt({ captchaId, lotNumber, position });
      if (!result.ok) return reply.status(400).send({ code: 400, msg: result.msg });
      return { code: OK, msg: 'success', data: result.values };
    },
  );

  // --- SMS codes --------------------------------------------------------------------------------

  app.post(
    paths.sendSms,
    {
      schema: {
        tags,
        summary: '发送短信验证码（smsType 1 登录、2 注册、3 重设密码）；每次发送前需通过滑块验证。限制：同一手机号 60 秒一次、每小时 5 次；同一网络每小时 10 次',
        body: SendSmsBody,
        response: { 200: SendSmsResponse, 400: ErrorBody, 429: RetryLaterBody },
      },
    },
    async (request, reply) => {
      const { mobile, smsType, countryNo = '86' } = request.body;
      if (!isValidMobile(countryNo, mobile)) return reply.status(400).send({ code: 400, msg: mobileMessage(countryNo) });
      const passed = await captcha.verify({
        captcha_id: request.body.captchaId,
        lot_number: request.body.lotNumber,
        captcha_output: request.body.captchaOutput,
        pass_token: request.body.passToken,
        gen_time: request.body.genTime,
      });
      if (!passed.ok) {
        request.log.info({ reason: passed.reason }, 'sms send without a valid captcha pass');
        return reply.status(400).send({ code: 400, msg: '滑块验证已失效，请重新验证' });
      }
      const sent = await otp.send({ countryNo, mobile, smsType: smsType as SmsType, ip: request.ip, brand: runtimeConfig.brand.name });
      if (!sent.ok) {
        reply.header('retry-after', String(sent.retryAfter));
        return reply.status(429).send({ code: 429, msg: sent.msg, retryAfter: sent.retryAfter });
      }
      return { code: OK, msg: '验证码已发送', data: { expiresIn: sent.expiresIn, cooldown: sent.cooldown } };
    },
  );

  // --- Login form posts -------------------------------------------------------------------------

  app.post(
    paths.ssoLoginSms,
    {
      attachValidation: true,
      schema: {
        tags,
        summary: '短信验证码登录（浏览器表单提交 application/x-www-form-urlencoded）：成功 303 到 success_redirect_uri 并写入一次性票据 Cookie mallLoginTicket；失败 303 到 failure_redirect_uri?error=…',
        consumes: ['application/x-www-form-urlencoded'],
        body: SmsLoginForm,
        response: { 400: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const targets = redirectTargets(request, reply);
      if (!targets) return reply;
      if (request.validationError) return failLogin(request, reply, targets.failure, 'invalidInput');
      const { mobile, smsCode, countryNo = '86' } = request.body;
      if (!isValidMobile(countryNo, mobile)) return failLogin(request, reply, targets.failure, 'invalidInput');
      const checked = await otp.check({ countryNo, mobile, smsType: 1, code: smsCode });
      if (!checked.ok) return failLogin(request, reply, targets.failure, checked.reason === 'tooMany' ? 'tooManyAttempts' : 'badSmsCode');
      // Only the phone's holder gets this far, so saying "not registered" reveals nothing to others.
      const member = await repo.memberByMobile(countryNo, mobile);
      if (!member) return failLogin(request, reply, targets.failure, 'notRegistered');
      return completeLogin(request, reply, member, targets.success);
    },
  );

  app.post(
    paths.ssoLoginPassword,
    {
      attachValidation: true,
      schema: {
        tags,
        summary: '账号密码登录（浏览器表单提交）：username 为手机号或会员卡号，password 为 MD5 十六进制串，附滑块验证字段；错误信息不区分“账号不存在”与“密码错误”',
        consumes: ['application/x-www-form-urlencoded'],
        body: PasswordLoginForm,
        response: { 400: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const targets = redirectTargets(request, reply);
      if (!targets) return reply;
      if (request.validationError) return failLogin(request, reply, targets.failure, 'invalidInput');
      const form = request.body;
      const passed = await captcha.verify({
        captcha_id: form.captcha_id,
        lot_number: form.lot_number,
        captcha_output: form.captcha_output,
        pass_token: form.pass_token,
        gen_time: form.gen_time,
      });
      if (!passed.ok) return failLogin(request, reply, targets.failure, 'captcha');
      const member = form.username ? await repo.memberByUsername(form.username.trim()) : undefined;
      // The same argon2 work whether or not the account exists (no account enumeration by timing).
      const matches = await verifyPassword(member?.passwordHash ?? dummyHash, form.password, pepper);
      if (!member || !member.passwordHash || !matches) return failLogin(request, reply, targets.failure, 'badCredentials');
      return completeLogin(request, reply, member, targets.success);
    },
  );

  app.get(
    paths.errorQuery,
    { schema: { tags, summary: '登录错误码的说明文字（登录失败跳转时 URL 上的 error 参数）', querystring: ErrorQuery, response: { 200: ErrorQueryResponse } } },
    async (request) => {
      const code = request.query.error as LoginErrorCode;
      const text = Object.hasOwn(loginErrors, code) ? loginErrors[code] : loginErrors.unknown;
      return { code: OK, msg: 'success', data: text };
    },
  );

  // --- Session ----------------------------------------------------------------------------------

  app.post(
    paths.accountToken,
    {
      schema: {
        tags,
        summary: '用登录成功后 Cookie mallLoginTicket 中的一次性票据（60 秒内、仅一次）换取 userInfo 与 idToken；响应同时删除该 Cookie',
        body: TokenExchangeBody,
        response: { 200: TokenExchangeResponse, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('set-cookie', `${loginTicketCookie}=; Path=/; Max-Age=0; SameSite=Lax`);
      const sessionId = await repo.spendTicket(sha256hex(request.body.ticket), clock());
      const issued = sessionId ? await app.tokens.issueFor(sessionId) : null;
      if (!issued) return reply.status(400).send({ code: 400, msg: '登录已过期，请重新登录' });
      const member = issued.subject.isStaff ? undefined : await repo.memberById(issued.subject.uid);
      return { code: OK, msg: 'success', data: { userInfo: userInfoOf(issued.subject, member), idToken: issued.idToken } };
    },
  );

  app.post(
    paths.accountRefresh,
    {
      schema: {
        tags,
        summary: '刷新 idToken（请求头 idToken 或 Authorization: Bearer；过期 7 天内、会话未注销时可刷新）',
        response: { 200: RefreshResponse, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const token = presentedToken(request);
      const refreshed = token ? await app.tokens.refresh(token) : null;
      if (!refreshed?.ok) return reply.status(401).send({ code: 401, msg: '登录已失效，请重新登录' });
      return { code: OK, msg: 'success', data: { idToken: refreshed.idToken } };
    },
  );

  app.post(
    paths.accountLogout,
    { schema: { tags, summary: '退出登录：注销当前会话（其 idToken 随即失效，不能再刷新）', response: { 200: LogoutResponse } } },
    async (request) => {
      const token = presentedToken(request);
      if (token) await app.tokens.revokeToken(token);
      return { code: OK, msg: '已退出登录', data: null };
    },
  );

  app.post(
    paths.accountEncrypt,
    {
      schema: {
        tags,
        summary: 'PKCE S256：返回 BASE64URL(SHA256(codeVerifier)) 作为 code_challenge（retcode 200 为成功）',
        body: EncryptBody,
        response: { 200: EncryptResponse },
      },
    },
    async (request) => ({ retcode: OK, msg: 'success', data: { ciphertext: createHash('sha256').update(request.body.codeVerifier).digest('base64url') } }),
  );

  // --- Register and reset -----------------------------------------------------------------------

  app.post(
    paths.register,
    {
      attachValidation: true,
      schema: {
        tags,
        summary: '注册会员（password 为 MD5，joinBranch 60580，joinType 28）：新卡号、最低卡级；成功即登录，返回 userInfo 与 idToken',
        body: RegisterBody,
        response: { 200: RegisterResponse, 400: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        const field = failedField(request.validationError as { validation?: Validation[] });
        return reply.status(400).send({ code: 400, msg: registerFieldMessages[field] ?? '注册信息填写有误，请检查后重试' });
      }
      const body = request.body;
      if (!isValidMobile(body.countryNo, body.mobile)) return reply.status(400).send({ code: 400, msg: mobileMessage(body.countryNo) });
      const familyName = body.familyName.trim();
      if (!familyName || hasControlOrBackslash(familyName) || /[<>]/.test(familyName)) return reply.status(400).send({ code: 400, msg: '请输入姓氏' });
      // spec §5 asks only that a birthday is not after today: a shopper may leave it out ('').
      const today = chinaDate(clock());
      if (body.birthday !== '') {
        const birthday = new Date(`${body.birthday}T00:00:00Z`);
        if (Number.isNaN(birthday.getTime()) || birthday.toISOString().slice(0, 10) !== body.birthday || body.birthday < '1900-01-01') {
          return reply.status(400).send({ code: 400, msg: '请选择正确的生日' });
        }
        if (body.birthday > today) return reply.status(400).send({ code: 400, msg: '生日不能晚于今天' });
      }

      const checked = await otp.check({ countryNo: body.countryNo, mobile: body.mobile, smsType: 2, code: body.smsCode });
      if (!checked.ok) return refuseCode(reply, checked.reason);

      const nickname = `${familyName}${titleText[body.memberTitle] ?? ''}`;
      let member: MemberRow;
      try {
        member = await repo.createMember({
          countryNo: body.countryNo,
          mobile: body.mobile,
          passwordHash: await hashPassword(body.password, pepper),
          familyName,
          memberTitle: body.memberTitle,
          nickname,
          birthday: body.birthday === '' ? null : body.birthday,
          today,
          expires: `${Number(today.slice(0, 4)) + 1}-12-31`,
          now: clock(),
        });
      } catch (error) {
        if (error instanceof DuplicateMobileError) return reply.status(409).send({ code: 409, msg: '该手机号已注册，请直接登录' });
        throw error;
      }
      const { idToken } = await app.tokens.startSession(subjectOf(member));
      request.log.info({ uid: member.id }, 'member registered');
      return { code: OK, msg: '注册成功', data: { cardNo: member.cardNo, uid: member.id, userInfo: userInfoOf(subjectOf(member), member), idToken } };
    },
  );

  app.post(
    paths.forgetPassword,
    {
      attachValidation: true,
      schema: {
        tags,
        summary: '重设密码（短信验证码 smsType 3，newPassword 为 MD5）：成功后该会员的所有会话失效',
        body: ForgetPasswordBody,
        response: { 200: ForgetPasswordResponse, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        const field = failedField(request.validationError as { validation?: Validation[] });
        return reply.status(400).send({ code: 400, msg: registerFieldMessages[field] ?? '填写有误，请检查后重试' });
      }
      const { mobile, smsCode, newPassword, countryNo = '86' } = request.body;
      if (!isValidMobile(countryNo, mobile)) return reply.status(400).send({ code: 400, msg: '请输入正确的手机号' });
      const checked = await otp.check({ countryNo, mobile, smsType: 3, code: smsCode });
      if (!checked.ok) return refuseCode(reply, checked.reason);
      const member = await repo.memberByMobile(countryNo, mobile);
      if (!member) return reply.status(400).send({ code: 400, msg: '该手机号尚未注册，请先注册' });
      await repo.setPassword(member.id, await hashPassword(newPassword, pepper));
      await repo.revokeMemberSessions(member.id, clock());
      request.log.info({ uid: member.id }, 'password reset');
      return { code: OK, msg: '重设成功', data: null };
    },
  );
};
