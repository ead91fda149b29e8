import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OK } from '@mall/contract';
import { authRoutes as calls } from '@mall/contract/auth';
import { serve } from '../http/serve';
import type { AccountRouteOptions } from './context';

const tags = ['账户 Accounts'];
const notBuiltin = { code: 400, msg: '未启用内置滑块验证' };

/** The built-in slider captcha (DESIGN.md §5): a challenge, then the shopper's attempt at it. */
export const captchaRoutes: FastifyPluginAsyncTypebox<AccountRouteOptions> = async (app, options) => {
  const { accounts, productCode } = options;
  const builtin = accounts.builtinCaptcha;

  serve(
    app,
    productCode,
    calls.captchaLoad,
    { tags, summary: '内置滑块验证：获取挑战（目标位置），协议见 CaptchaVerifyBody 说明' },
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

  serve(
    app,
    productCode,
    calls.captchaVerify,
    {
      tags,
      summary: '内置滑块验证：提交滑块位置；命中目标（误差 ≤ 4）则返回 GeeTest v4 形状的通过凭证（2 分钟内单次有效）',
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
