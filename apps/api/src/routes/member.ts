import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OK } from '@mall/contract';
import { authRoutes as calls, memberTitles } from '@mall/contract/auth';
import { currentUser, requireMember } from '../http/caller';
import { serve } from '../http/serve';
import { memberService } from '../services/member';
import type { AppContext } from './context';

const tags = ['会员 Member'];

export type MemberRouteOptions = AppContext & { udeskImUserKey: string };

/**
 * Member calls (spec §7 "Member"): member info for the token's member (CRM host, Bearer token),
 * the title dictionary, and the Udesk chat identity (spec §7 "Customer service chat").
 */
export const memberRoutes: FastifyPluginAsyncTypebox<MemberRouteOptions> = async (
  app,
  { database, clock, productCode, udeskImUserKey },
) => {
  const members = memberService(database.db, udeskImUserKey);

  serve(
    app,
    productCode,
    calls.memberInfo,
    {
      tags,
      summary: '当前会员信息（Authorization: Bearer idToken）：卡级、下一卡级与升级还需消费金额（元）、入会天数等',
      preHandler: requireMember,
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const info = await members.info(user.uid, clock());
      if (!info) return reply.status(404).send({ code: 404, msg: '会员不存在' });
      return { code: OK, msg: 'success', data: info };
    },
  );

  serve(
    app,
    productCode,
    calls.dictionary,
    { tags, summary: '数据字典（type MEMBER_TITLE：称谓 先生=1、女士=2、太太=3）' },
    async (request, reply) => {
      if (request.body.type !== 'MEMBER_TITLE')
        return reply.status(400).send({ code: 400, msg: `不支持的字典类型：${request.body.type}` });
      return { code: OK, msg: 'success', data: memberTitles.map((title) => ({ ...title })) };
    },
  );

  serve(
    app,
    productCode,
    calls.udeskAuth,
    {
      tags,
      summary:
        '在线客服身份签名（Udesk 客户认证：nonce、timestamp、web_token、signature）；web_token 为当前会员的客户编号',
      preHandler: requireMember,
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const { authuid } = request.body;
      if (authuid && authuid !== String(user.uid) && authuid !== user.uoid)
        return reply.status(403).send({ code: 403, msg: '只能为当前登录的会员签名' });
      const signature = members.chatSignature(user.uoid, clock());
      if (!signature) return reply.status(503).send({ code: 503, msg: '在线客服暂未开通' });
      return { code: OK, msg: 'success', data: signature };
    },
  );
};
