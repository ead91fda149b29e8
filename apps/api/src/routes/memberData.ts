import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OK } from '@mall/contract';
import { accountRoutes as calls, type CancelBlocker } from '@mall/contract/member';
import { currentUser, requireMember } from '../http/caller';
import { serve } from '../http/serve';
import { memberDataService } from '../services/memberData';
import type { AccountRouteOptions, AppContext } from './context';
import { refuseCode } from './registration';
import { captchaValuesOf } from './smsCodes';

const tags = ['会员 Member'];

/** Why a cancellation is refused now, as the member reads it. */
export const cancelBlockerMessages: Record<CancelBlocker, string> = {
  unpaidOrder: '您有待付款的订单，请先完成支付或取消订单后再注销账户',
  openRefund: '您有处理中的退款/售后，请待处理完成后再注销账户',
};

const notFound = { code: 404, msg: '会员不存在' } as const;

/**
 * The member's PIPL rights (issue #13 item 2; spec §7 isCanExportUserinfo, sendVerificationCode,
 * exportUserInfo, cancelAccount): the export of everything held about them and the cancellation of
 * the account, each behind a fresh single-use SMS code to their own mobile. The export is only ever
 * the answer's body to the member's own session: no file is kept, no URL names it.
 */
export const memberDataRoutes: FastifyPluginAsyncTypebox<AccountRouteOptions & AppContext> = async (
  app,
  { accounts, productCode, database, clock },
) => {
  const signedIn = { tags, preHandler: requireMember };
  const service = memberDataService(database.db, clock, accounts);

  serve(
    app,
    productCode,
    calls.isCanExportUserinfo,
    {
      ...signedIn,
      summary: '能否导出个人信息，以及验证码将发送到的手机号（掩码）',
    },
    async (request, reply) => {
      const status = await service.exportStatus((await currentUser(request)).uid);
      if (!status) return reply.status(404).send(notFound);
      return { code: OK, msg: 'success', data: status };
    },
  );

  serve(
    app,
    productCode,
    calls.sendVerificationCode,
    {
      ...signedIn,
      summary:
        '向当前会员本人的手机号发送验证码（purpose：export 导出个人信息、cancel 注销账户；需先通过滑块验证，遵守短信发送频率限制）',
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const sent = await service.sendCode(user.uid, request.query.purpose, request.ip, captchaValuesOf(request.query));
      if ('refused' in sent) {
        if (sent.refused === 'notFound') return reply.status(404).send(notFound);
        return reply.status(400).send({ code: 400, msg: '滑块验证已失效，请重新验证' });
      }
      if (!sent.ok) {
        reply.header('retry-after', String(sent.retryAfter));
        return reply.status(429).send({ code: 429, msg: sent.msg, retryAfter: sent.retryAfter });
      }
      const { mobile, expiresIn, cooldown } = sent;
      return { code: OK, msg: '验证码已发送', data: { mobile, expiresIn, cooldown } };
    },
  );

  serve(
    app,
    productCode,
    calls.exportUserInfo,
    {
      ...signedIn,
      summary:
        '导出个人信息：凭 sendVerificationCode（purpose export）的验证码（一次有效）返回 zip（Base64），内含 data.json 与各表 CSV：资料、地址、订单及明细、积分、足迹、条款签署、评价、退款。仅在本次响应中返回，不生成可访问的文件地址',
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const bundle = await service.exportBundle(user.uid, request.query.smsCode);
      if ('refused' in bundle) {
        if (bundle.refused === 'notFound') return reply.status(404).send(notFound);
        return refuseCode(reply, bundle.reason);
      }
      reply.header('cache-control', 'no-store');
      request.log.info({ uid: user.uid, files: bundle.files.length }, 'member data exported');
      return { code: OK, msg: 'success', data: bundle };
    },
  );

  serve(
    app,
    productCode,
    calls.cancelAccountCheck,
    {
      ...signedIn,
      summary:
        '注销账户前的说明：将清零的积分、作废的礼品卡余额、失去的会员等级，以及暂不能注销的原因（待付款订单、处理中的退款/售后）',
    },
    async (request, reply) => {
      const check = await service.cancelCheck((await currentUser(request)).uid);
      if (!check) return reply.status(404).send(notFound);
      return { code: OK, msg: 'success', data: check };
    },
  );

  serve(
    app,
    productCode,
    calls.cancelAccount,
    {
      ...signedIn,
      summary:
        '注销账户：凭 sendVerificationCode（purpose cancel）的验证码。有待付款订单或处理中的退款/售后时拒绝（409）。成功后个人信息删除或匿名化，订单与资金记录匿名保留，所有会话失效，手机号可重新注册',
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) return reply.status(400).send({ code: 400, msg: '请输入验证码' });
      const user = await currentUser(request);
      const cancelled = await service.cancel(user.uid, request.body.smsCode);
      if ('refused' in cancelled) {
        if (cancelled.refused === 'notFound') return reply.status(404).send(notFound);
        if (cancelled.refused === 'code') return refuseCode(reply, cancelled.reason);
        const [first = 'unpaidOrder'] = cancelled.blockers ?? [];
        return reply.status(409).send({ code: 409, msg: cancelBlockerMessages[first] });
      }
      request.log.info({ uid: user.uid }, 'member account cancelled');
      return { code: OK, msg: '账户已注销', data: null };
    },
  );
};
