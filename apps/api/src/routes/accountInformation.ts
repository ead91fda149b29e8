import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OK } from '@mall/contract';
import { accountRoutes as calls, PASSWORD_CHANGE_LOCK_MINUTES } from '@mall/contract/member';
import type { FastifyReply } from 'fastify';
import { currentUser, requireMember } from '../http/caller';
import { serve } from '../http/serve';
import { accountInformationService } from '../services/accountInformation';
import type { AccountRouteOptions, AppContext } from './context';
import { failedField, refuseCode } from './registration';
import { captchaValuesOf, mobileMessage } from './smsCodes';

const tags = ['会员 Member'];

/** spec §5 wording per profile field, for a body the schema refused. */
const profileFieldMessages: Record<string, string> = {
  familyName: '请输入姓氏',
  memberTitle: '请选择称谓',
  birthday: '请选择正确的生日',
};

/** Whether a schema failure is about `field`. */
const isAbout = (error: unknown, field: string) => failedField(error as Parameters<typeof failedField>[0]) === field;

/** A refused new mobile number (spec §5 phone rule; one account per number). */
function refuseMobile(reply: FastifyReply, refused: 'notFound' | 'mobile' | 'same' | 'taken', countryNo: string) {
  switch (refused) {
    case 'notFound':
      return reply.status(404).send({ code: 404, msg: '会员不存在' });
    case 'mobile':
      return reply.status(400).send({ code: 400, msg: mobileMessage(countryNo) });
    case 'same':
      return reply.status(400).send({ code: 400, msg: '新手机号不能与当前手机号相同' });
    case 'taken':
      return reply.status(409).send({ code: 409, msg: takenMobileMessage });
  }
}

/** 400 with a message. */
const bad = (reply: FastifyReply, msg: string) => reply.status(400).send({ code: 400, msg });

export const takenMobileMessage = '该手机号已注册其他账户，请更换手机号';

/**
 * The member's own profile, password and mobile (issue #13 item 2), on the CRM host beside member
 * info. Every call acts on the token's member.
 */
export const accountInformationRoutes: FastifyPluginAsyncTypebox<AccountRouteOptions & AppContext> = async (
  app,
  { accounts, productCode, database, clock },
) => {
  const signedIn = { tags, preHandler: requireMember };
  const service = accountInformationService(database.db, clock, accounts);

  serve(
    app,
    productCode,
    calls.memberUpdate,
    {
      ...signedIn,
      summary:
        '修改当前会员的姓氏、称谓与生日（生日不晚于今天，一经设置不可修改）；返回修改后的会员信息。会员信息缓存 5 分钟，修改后客户端需刷新',
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) {
        return bad(
          reply,
          profileFieldMessages[failedField(request.validationError as Parameters<typeof failedField>[0])] ??
            '资料填写有误，请检查后重试',
        );
      }
      const user = await currentUser(request);
      const saved = await service.updateProfile(user.uid, request.body);
      if ('refused' in saved) {
        if (saved.refused === 'notFound') return reply.status(404).send({ code: 404, msg: '会员不存在' });
        if (saved.refused === 'familyName') return bad(reply, '请输入姓氏');
        if (saved.refused !== 'birthday') return bad(reply, '资料填写有误，请检查后重试');
        if (saved.problem === 'locked') {
          return reply.status(409).send({ code: 409, msg: '生日设置后不可修改，如需更正请联系客服' });
        }
        return bad(reply, saved.problem === 'afterToday' ? '生日不能晚于今天' : '请选择正确的生日');
      }
      request.log.info({ uid: user.uid }, 'member profile updated');
      return { code: OK, msg: '保存成功', data: saved.info };
    },
  );

  serve(
    app,
    productCode,
    calls.changePassword,
    {
      ...signedIn,
      summary: `修改登录密码（原密码与新密码均为 MD5）：原密码连续错误 5 次后锁定 ${PASSWORD_CHANGE_LOCK_MINUTES} 分钟；成功后该会员的其他会话全部失效，当前会话保留`,
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) {
        return bad(
          reply,
          isAbout(request.validationError, 'oldPassword') ? '请输入原密码' : '请输入8~16位数字+字母组合密码',
        );
      }
      const user = await currentUser(request);
      const changed = await service.changePassword(user, request.body.oldPassword, request.body.newPassword);
      if ('refused' in changed) {
        switch (changed.refused) {
          case 'notFound':
            return reply.status(404).send({ code: 404, msg: '会员不存在' });
          case 'locked':
            reply.header('retry-after', String(changed.retryAfter));
            return reply.status(429).send({
              code: 429,
              msg: `原密码错误次数过多，请 ${Math.ceil(changed.retryAfter / 60)} 分钟后再试`,
              retryAfter: changed.retryAfter,
            });
          case 'wrongOld':
            request.log.info({ uid: user.uid }, 'password change with a wrong old password');
            return bad(reply, `原密码错误，还可尝试 ${changed.left} 次`);
          case 'same':
            return bad(reply, '新密码不能与原密码相同');
        }
      }
      request.log.info({ uid: user.uid }, 'password changed; other sessions revoked');
      return { code: OK, msg: '密码已修改', data: null };
    },
  );

  serve(
    app,
    productCode,
    calls.mobileSendCode,
    {
      ...signedIn,
      summary:
        '更换手机号：向新手机号发送验证码（需先通过滑块验证；同一手机号 60 秒一次、每小时 5 次，同一网络每小时 10 次）；新号码已注册其他账户时拒绝（409）',
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const { mobile, countryNo = '86' } = request.body;
      const sent = await service.sendMobileCode(user.uid, {
        countryNo,
        mobile,
        ip: request.ip,
        captcha: captchaValuesOf(request.body),
      });
      if ('refused' in sent) {
        if (sent.refused === 'captcha') return bad(reply, '滑块验证已失效，请重新验证');
        return refuseMobile(reply, sent.refused, countryNo);
      }
      if (!sent.ok) {
        reply.header('retry-after', String(sent.retryAfter));
        return reply.status(429).send({ code: 429, msg: sent.msg, retryAfter: sent.retryAfter });
      }
      return { code: OK, msg: '验证码已发送', data: { expiresIn: sent.expiresIn, cooldown: sent.cooldown } };
    },
  );

  serve(
    app,
    productCode,
    calls.mobileChange,
    {
      ...signedIn,
      summary: '更换手机号：新手机号与其收到的验证码；之后以新手机号登录',
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) {
        return bad(reply, isAbout(request.validationError, 'smsCode') ? '请输入验证码' : '请输入正确的手机号');
      }
      const user = await currentUser(request);
      const { mobile, countryNo = '86', smsCode } = request.body;
      const changed = await service.changeMobile(user.uid, { countryNo, mobile, code: smsCode });
      if ('refused' in changed) {
        if (changed.refused === 'code') return refuseCode(reply, changed.reason);
        return refuseMobile(reply, changed.refused, countryNo);
      }
      request.log.info({ uid: user.uid }, 'member mobile changed');
      return { code: OK, msg: '手机号已更换', data: { mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}` } };
    },
  );
};
