import { contentPaths } from '@mall/contract/content';
import { authPaths, loginWait } from '@mall/contract/auth';
import { delay, http, HttpResponse } from 'msw';

const paths = authPaths('mall');
const ok = <T>(payload: T) => HttpResponse.json({ code: 200, msg: 'success', data: payload });
const fail = (status: number, msg: string) => HttpResponse.json({ code: status, msg }, { status });

/** The challenge the mocks hand out: the gap at 63 %. */
export const mockChallenge = { captcha_id: 'builtin', lot_number: 'lot-1', target: 63, tolerance: 4, expiresIn: 120 };

const mockUser = {
  uid: 12345,
  uoid: 'C12345',
  nickname: '王女士',
  cardNo: 'JY00012345',
  vipNo: 'V12345',
  isStaff: false,
  staffCode: '',
  cardLevel: 2,
};

/** MSW handlers answering the account calls like the reference server does (stories, tests). */
export const authHandlers = {
  default: [
    http.post(paths.captchaLoad, () => ok(mockChallenge)),
    http.post(paths.captchaVerify, async ({ request }) => {
      const body = (await request.json()) as { position: number };
      return Math.abs(body.position - mockChallenge.target) <= mockChallenge.tolerance
        ? ok({
            captcha_id: 'builtin',
            lot_number: 'lot-1',
            captcha_output: 'out',
            pass_token: 'pass',
            gen_time: '1763780000',
          })
        : fail(400, '验证未通过，还可尝试 4 次');
    }),
    http.post(paths.sendSms, () => ok({ expiresIn: 300, cooldown: 60 })),
    http.post(paths.register, () =>
      ok({ cardNo: 'JY00012345', uid: 12345, userInfo: mockUser, idToken: 'header.payload.signature' }),
    ),
    http.post(paths.forgetPassword, () => ok(null)),
    http.get(paths.errorQuery, ({ request }) => {
      const error = new URL(request.url).searchParams.get('error') ?? '';
      const seconds = loginWait.secondsOf(error);
      if (seconds !== null) return ok(loginWait.text(seconds));
      return ok(error === 'badSmsCode' ? '验证码错误或已过期，请重新获取' : '账号或密码错误');
    }),
    http.post(paths.accountToken, () =>
      ok({
        userInfo: mockUser,
        idToken: 'header.payload.signature',
      }),
    ),
    http.get(contentPaths('mall').clauseDetail, ({ request }) =>
      ok({
        clauseKey: new URL(request.url).searchParams.get('clauseKey') ?? 'userAgreement',
        clauseTitle: '金缘珠宝官方商城用户协议',
        clauseVersion: 'V1',
        bodyHtml: '<p>欢迎您使用金缘珠宝官方商城。</p><p>请您仔细阅读本协议的全部条款。</p>',
        publishedAt: '2025-10-18T00:00:00.000Z',
      }),
    ),
  ],
  sendFailing: [http.post(paths.sendSms, () => fail(429, '发送过于频繁，请 60 秒后再试'))],
  sendNetworkError: [http.post(paths.sendSms, () => HttpResponse.error())],
  registerFailing: [http.post(paths.register, () => fail(400, '该手机号已注册'))],
  resetFailing: [http.post(paths.forgetPassword, () => fail(400, '验证码错误或已过期，请重新获取'))],
  captchaLoadFailing: [http.post(paths.captchaLoad, () => HttpResponse.error())],
  captchaLoading: [
    http.post(paths.captchaLoad, async () => {
      await delay('infinite');
      return ok(mockChallenge);
    }),
  ],
};
