import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OK } from '@mall/contract';
import { authRoutes as calls } from '@mall/contract/auth';
import type { FastifyReply } from 'fastify';
import { serve } from '../http/serve';
import { otpCheckMessages } from '../services/otp';
import type { CodeRefusal } from '../services/accounts';
import type { AccountRouteOptions } from './context';
import { mobileMessage } from './smsCodes';

const tags = ['账户 Accounts'];

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
export function failedField(error: { validation?: Validation[] } | undefined): string {
  const first = error?.validation?.[0];
  return first?.params?.missingProperty ?? first?.instancePath?.replace(/^\//, '').split('/')[0] ?? '';
}

/** A failed SMS code check: 429 once the code is dead from wrong guesses, else 400. */
export function refuseCode(reply: FastifyReply, reason: CodeRefusal) {
  const status = reason === 'tooMany' ? 429 : 400;
  return reply.status(status).send({ code: status, msg: otpCheckMessages[reason] });
}

/** Registration and password reset (spec §5, §7), each behind an SMS code. */
export const registrationRoutes: FastifyPluginAsyncTypebox<AccountRouteOptions> = async (app, options) => {
  const { accounts, productCode } = options;

  serve(
    app,
    productCode,
    calls.register,
    {
      tags,
      summary:
        '注册会员（password 为 MD5，joinBranch 60580，joinType 28）：新卡号、最低卡级；成功即登录，返回 userInfo 与 idToken',
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) {
        const field = failedField(request.validationError as { validation?: Validation[] });
        return reply
          .status(400)
          .send({ code: 400, msg: registerFieldMessages[field] ?? '注册信息填写有误，请检查后重试' });
      }
      const body = request.body;
      const registered = await accounts.register(body);
      if ('refused' in registered) {
        switch (registered.refused) {
          case 'mobile':
            return reply.status(400).send({ code: 400, msg: mobileMessage(body.countryNo) });
          case 'familyName':
            return reply.status(400).send({ code: 400, msg: '请输入姓氏' });
          case 'birthday':
            return reply.status(400).send({ code: 400, msg: '请选择正确的生日' });
          case 'birthdayAfterToday':
            return reply.status(400).send({ code: 400, msg: '生日不能晚于今天' });
          case 'code':
            return refuseCode(reply, registered.reason);
          case 'duplicate':
            return reply.status(409).send({ code: 409, msg: '该手机号已注册，请直接登录' });
        }
      }
      const { member, userInfo, idToken } = registered;
      request.log.info({ uid: member.id }, 'member registered');
      return { code: OK, msg: '注册成功', data: { cardNo: member.cardNo, uid: member.id, userInfo, idToken } };
    },
  );

  serve(
    app,
    productCode,
    calls.forgetPassword,
    {
      tags,
      summary: '重设密码（短信验证码 smsType 3，newPassword 为 MD5）：成功后该会员的所有会话失效',
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) {
        const field = failedField(request.validationError as { validation?: Validation[] });
        return reply.status(400).send({ code: 400, msg: registerFieldMessages[field] ?? '填写有误，请检查后重试' });
      }
      const { mobile, smsCode, newPassword, countryNo = '86' } = request.body;
      const reset = await accounts.resetPassword({ countryNo, mobile, code: smsCode, newPassword });
      if ('refused' in reset) {
        if (reset.refused === 'mobile') return reply.status(400).send({ code: 400, msg: '请输入正确的手机号' });
        if (reset.refused === 'code') return refuseCode(reply, reset.reason);
        return reply.status(400).send({ code: 400, msg: '该手机号尚未注册，请先注册' });
      }
      request.log.info({ uid: reset.uid }, 'password reset');
      return { code: OK, msg: '重设成功', data: null };
    },
  );
};
