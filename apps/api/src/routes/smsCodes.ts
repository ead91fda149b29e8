import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OK } from '@mall/contract';
import { authRoutes as calls } from '@mall/contract/auth';
import { serve } from '../http/serve';
import type { AccountRouteOptions } from './context';
import type { CaptchaValues } from '../adapters';
import type { SmsType } from '../services/otp';

const tags = ['账户 Accounts'];

/** Mobile number text: mainland wording per spec §5, others generic. */
export const mobileMessage = (countryNo: string) =>
  countryNo === '86' ? '请输入正确的11位手机号' : '请输入正确的手机号';

/** The captcha pass a send carries (camelCase on the wire), under GeeTest v4's names. */
export function captchaValuesOf(body: {
  captchaId: string;
  lotNumber: string;
  captchaOutput: string;
  passToken: string;
  genTime: string;
}): CaptchaValues {
  return {
    captcha_id: body.captchaId,
    lot_number: body.lotNumber,
    captcha_output: body.captchaOutput,
    pass_token: body.passToken,
    gen_time: body.genTime,
  };
}

/** SMS codes (DESIGN.md §6): each send behind a captcha pass, within the per-phone and per-network limits. */
export const smsCodeRoutes: FastifyPluginAsyncTypebox<AccountRouteOptions> = async (app, options) => {
  const { accounts, productCode } = options;
  serve(
    app,
    productCode,
    calls.sendSms,
    {
      tags,
      summary:
        '发送短信验证码（smsType 1 登录、2 注册、3 重设密码）；每次发送前需通过滑块验证。限制：同一手机号 60 秒一次、每小时 5 次；同一网络每小时 10 次',
    },
    async (request, reply) => {
      const { mobile, smsType, countryNo = '86' } = request.body;
      const sent = await accounts.sendCode({
        countryNo,
        mobile,
        smsType: smsType as SmsType,
        ip: request.ip,
        captcha: captchaValuesOf(request.body),
      });
      if ('refused' in sent) {
        if (sent.refused === 'mobile') return reply.status(400).send({ code: 400, msg: mobileMessage(countryNo) });
        request.log.info({ reason: sent.reason }, 'sms send without a valid captcha pass');
        return reply.status(400).send({ code: 400, msg: '滑块验证已失效，请重新验证' });
      }
      if (!sent.ok) {
        reply.header('retry-after', String(sent.retryAfter));
        return reply.status(429).send({ code: 429, msg: sent.msg, retryAfter: sent.retryAfter });
      }
      return { code: OK, msg: '验证码已发送', data: { expiresIn: sent.expiresIn, cooldown: sent.cooldown } };
    },
  );
};
