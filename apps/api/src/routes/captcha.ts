import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  authPaths,
  CaptchaLoadBody,
  CaptchaLoadResponse,
  CaptchaVerifyBody,
  CaptchaVerifyResponse,
  ErrorBody,
  OK,
} from '@mall/contract';
import type { AccountRouteOptions } from './context';

const tags = ['账户 Accounts'];
const notBuiltin = { code: 400, msg: '未启用内置滑块验证' };

/** The built-in slider captcha (DESIGN.md §5): a challenge, then the shopper's attempt at it. */
export const captchaRoutes: FastifyPluginAsyncTypebox<AccountRouteOptions> = async (app, options) => {
  const { accounts, productCode } = options;
  const paths = authPaths(productCode);
  const builtin = accounts.builtinCaptcha;

  app.post(
    paths.captchaLoad,
    {
      schema: {
        tags,
        summary: '内置滑块验证：获取挑战（目标位置），协议见 CaptchaVerifyBody 说明',
        body: CaptchaLoadBody,
        response: { 200: CaptchaLoadResponse, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      if (!builtin) return reply.status(400).send(notBuiltin);
      const challenge = await builtin.load(request.body.captcha_id, request.ip);
      if ('error' in challenge) {
        const status = challenge.throttled ? 429 : 400;
        return reply.status(status).send({ code: status, msg: challenge.error });
      }
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
      if (!builtin) return reply.status(400).send(notBuiltin);
      const { captcha_id: captchaId, lot_number: lotNumber, position } = request.body;
      const result = await builtin.attempt({ captchaId, lotNumber, position });
      if (!result.ok) return reply.status(400).send({ code: 400, msg: result.msg });
      return { code: OK, msg: 'success', data: result.values };
    },
  );
};
