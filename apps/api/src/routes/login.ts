import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callPath, OK } from '@mall/contract';
import {
  authFormRoutes as forms,
  authRoutes as calls,
  loginErrors,
  loginWait,
  loginTicketCookie,
  type LoginErrorCode,
} from '@mall/contract/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serve } from '../http/serve';
import { hasControlOrBackslash } from '../lib/text';
import { signInAccountKey } from '../lib/signInThrottle';
import { loginTicketTtlSeconds, type MemberRow } from '../services/accounts';
import type { SignInThrottle } from '../services/signInThrottle';
import type { AccountRouteOptions } from './context';

const tags = ['账户 Accounts'];

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
  if (value.startsWith('//')) return null;
  // Checked again after the URL parser has normalised it: "/.//evil.example", "/a/..//evil.example" and
  // "/%2e//evil.example" all come out as "//evil.example", which a browser reads as another host.
  if (url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The failure target with `error=<code>` set (any earlier `error` is replaced); `code` as `failLogin` takes it. */
export function withErrorParam(path: string, code: string): string {
  const url = new URL(path, 'http://mall.invalid');
  url.searchParams.set('error', code);
  return `${url.pathname}${url.search}${url.hash}`;
}

export type LoginRouteOptions = AccountRouteOptions & { configuredOrigin: string; throttle: SignInThrottle };

/**
 * Login form posts (spec §7; DESIGN.md §6): a browser posts the form, and is sent on with 303 to
 * its success page holding a one-time ticket cookie, or to its failure page with `error=<code>`.
 */
export const loginRoutes: FastifyPluginAsyncTypebox<LoginRouteOptions> = async (app, options) => {
  const { accounts, productCode, configuredOrigin, throttle } = options;
  const servingOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  const target = (request: FastifyRequest, value: unknown) =>
    allowedRedirect(value, servingOrigin(request), configuredOrigin);

  /** Signs the member in: a session, a one-time ticket in a short cookie, 303 to the success page. */
  async function completeLogin(request: FastifyRequest, reply: FastifyReply, member: MemberRow, successPath: string) {
    const ticket = await accounts.issueTicket(member);
    const secure = request.protocol === 'https' ? '; Secure' : '';
    // Readable by the page on purpose (spec §4 "login completion from cookie"): it holds only a
    // ticket worth one exchange within a minute, never the token.
    reply.header(
      'set-cookie',
      `${loginTicketCookie}=${ticket}; Path=/; Max-Age=${loginTicketTtlSeconds}; SameSite=Lax${secure}`,
    );
    request.log.info({ uid: member.id }, 'member signed in');
    return reply.redirect(successPath, 303);
  }

  /** `code`: a LoginErrorCode, or `loginWait.code(n)` when the try must wait n seconds. */
  function failLogin(request: FastifyRequest, reply: FastifyReply, failurePath: string, code: string) {
    request.log.info({ loginError: code }, 'sign-in refused');
    return reply.redirect(withErrorParam(failurePath, code), 303);
  }

  /**
   * Where a login form was posted from, as an origin: its Origin header, or, when a browser sent none, its
   * Referer's. `Origin: null` (a sandboxed frame, a data: page, a redirect chain) names no site and is not
   * replaced by the Referer, which such a page controls.
   */
  function postedFrom(request: FastifyRequest): string | null {
    const { origin, referer } = request.headers;
    if (origin !== undefined) return origin === 'null' ? null : origin;
    if (typeof referer !== 'string') return null;
    try {
      return new URL(referer).origin;
    } catch {
      return null;
    }
  }

  /**
   * Both redirect targets on the allow-list, or a 400 (a login form never names a foreign site). A form
   * not shown to come from this mall (Origin, else Referer) is refused: no login CSRF, not even from a
   * sandboxed frame whose Origin is `null`.
   */
  function redirectTargets(request: FastifyRequest, reply: FastifyReply) {
    const origin = postedFrom(request);
    if (origin === null || target(request, `${origin}/`) === null) {
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

  // The two form posts are browser navigations answered 303, not JSON calls: registered here from
  // the contract's form table (path and schemas), not through `serve`.
  app.post(
    callPath(forms.ssoLoginSms.form, productCode),
    {
      attachValidation: true,
      schema: {
        ...forms.ssoLoginSms.schema,
        tags,
        summary:
          '短信验证码登录（浏览器表单提交 application/x-www-form-urlencoded）：成功 303 到 success_redirect_uri 并写入一次性票据 Cookie mallLoginTicket；失败 303 到 failure_redirect_uri?error=…',
      },
    },
    async (request, reply) => {
      const targets = redirectTargets(request, reply);
      if (!targets) return reply;
      if (request.validationError) return failLogin(request, reply, targets.failure, 'invalidInput');
      const { mobile, smsCode, countryNo = '86' } = request.body;
      const signedIn = await accounts.smsSignIn(countryNo, mobile, smsCode);
      if ('refused' in signedIn) return failLogin(request, reply, targets.failure, signedIn.refused);
      return completeLogin(request, reply, signedIn.member, targets.success);
    },
  );

  app.post(
    callPath(forms.ssoLoginPassword.form, productCode),
    {
      attachValidation: true,
      schema: {
        ...forms.ssoLoginPassword.schema,
        tags,
        summary:
          '账号密码登录（浏览器表单提交）：username 为手机号或会员卡号，password 为 MD5 十六进制串，附滑块验证字段；错误信息不区分“账号不存在”与“密码错误”；连续失败后需等待的秒数逐次加倍（error=tooSoon:<秒数>），再多则暂时锁定（error=tooManyAttempts）',
      },
    },
    async (request, reply) => {
      const targets = redirectTargets(request, reply);
      if (!targets) return reply;
      if (request.validationError) return failLogin(request, reply, targets.failure, 'invalidInput');
      const form = request.body;
      // issue #17: failures are counted per account and address, per address and per account, before the
      // password is checked (a throttled guesser learns nothing); the owner can still sign in by text message.
      const account = signInAccountKey('member', form.username);
      const hold = await throttle.holdOf(account, request.ip);
      if (hold?.hold === 'locked') return failLogin(request, reply, targets.failure, 'tooManyAttempts');
      // A growing delay before the lock: the 登录错误 dialog says how many seconds to wait (loginWait).
      if (hold) return failLogin(request, reply, targets.failure, loginWait.code(hold.seconds));
      const signedIn = await accounts.passwordSignIn(form.username, form.password, {
        captcha_id: form.captcha_id,
        lot_number: form.lot_number,
        captcha_output: form.captcha_output,
        pass_token: form.pass_token,
        gen_time: form.gen_time,
      });
      if ('refused' in signedIn) {
        if (signedIn.refused === 'badCredentials') await throttle.failed(account, request.ip);
        return failLogin(request, reply, targets.failure, signedIn.refused);
      }
      await throttle.succeeded(account, request.ip);
      return completeLogin(request, reply, signedIn.member, targets.success);
    },
  );

  serve(
    app,
    productCode,
    calls.errorQuery,
    { tags, summary: '登录错误码的说明文字（登录失败跳转时 URL 上的 error 参数；tooSoon:<秒数> 说明需等待多少秒）' },
    async (request) => {
      const code = request.query.error as LoginErrorCode;
      const seconds = loginWait.secondsOf(request.query.error);
      const known = Object.hasOwn(loginErrors, code) ? loginErrors[code] : loginErrors.unknown;
      const text = seconds === null ? known : loginWait.text(seconds);
      return { code: OK, msg: 'success', data: text };
    },
  );
};
