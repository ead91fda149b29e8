import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  authPaths,
  DictionaryBody,
  DictionaryResponse,
  ErrorBody,
  fenToYuan,
  memberTitles,
  MemberInfoResponse,
  OK,
  UdeskAuthBody,
  UdeskAuthResponse,
  type MemberInfo,
} from '@mall/contract';
import { udeskSigner } from '../adapters';
import { currentUser, requireMember } from '../http/caller';
import { chinaDate } from '../lib/chinaTime';
import { accountsRepository, type MemberRow } from '../repositories/accounts';
import type { AppContext } from './context';

const tags = ['会员 Member'];

const dayMs = 86_400_000;

/** Whole days from one `YYYY-MM-DD` to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
}

/**
 * The member fields of spec §3 from the member row and the card levels (lowest first). Days joined
 * count the join day as day 1; at the top level there is no next level and nothing to add.
 */
export function memberInfoOf(member: MemberRow, levels: readonly { level: number; name: string; thresholdFen: number }[], today: string): MemberInfo {
  const current = levels.find((level) => level.level === member.cardLevel);
  const next = levels.find((level) => level.level > member.cardLevel);
  const titles = memberTitles as readonly { code: string; extendCNDesc: string }[];
  return {
    cardLevel: member.cardLevel,
    cardLevelName: current?.name ?? '',
    nextCardLevel: next?.level ?? null,
    nextCardLevelName: next?.name ?? '',
    upgradeAdditionalAmount: fenToYuan(next ? Math.max(0, next.thresholdFen - member.consumeAmountFen) : 0),
    firstJoinDate: member.firstJoinDate,
    joinDays: Math.max(1, daysBetween(member.firstJoinDate, today) + 1),
    chineseFamilyName: member.familyName,
    memberTitleDesc: titles.find((title) => title.code === String(member.memberTitle))?.extendCNDesc ?? '',
    consumeAmount: fenToYuan(member.consumeAmountFen),
    reConsumeAmount: fenToYuan(member.reConsumeAmountFen),
    membershipExpirationDate: member.membershipExpirationDate ?? '',
    birthday: member.birthday ?? '',
    cardNo: member.cardNo,
    vipNo: member.vipNo,
  };
}

export type MemberRouteOptions = AppContext & { udeskImUserKey: string };

/**
 * Member calls (spec §7 "Member"): member info for the token's member (CRM host, Bearer token),
 * the title dictionary, and the Udesk chat identity (spec §7 "Customer service chat").
 */
export const memberRoutes: FastifyPluginAsyncTypebox<MemberRouteOptions> = async (app, { database, clock, productCode, udeskImUserKey }) => {
  const paths = authPaths(productCode);
  const repo = accountsRepository(database.db);

  app.post(
    paths.memberInfo,
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: '当前会员信息（Authorization: Bearer idToken）：卡级、下一卡级与升级还需消费金额（元）、入会天数等',
        response: { 200: MemberInfoResponse, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const member = await repo.memberById(user.uid);
      if (!member) return reply.status(404).send({ code: 404, msg: '会员不存在' });
      return { code: OK, msg: 'success', data: memberInfoOf(member, await repo.cardLevels(), chinaDate(clock())) };
    },
  );

  app.post(
    paths.dictionary,
    {
      schema: {
        tags,
        summary: '数据字典（type MEMBER_TITLE：称谓 先生=1、女士=2、太太=3）',
        body: DictionaryBody,
        response: { 200: DictionaryResponse, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      if (request.body.type !== 'MEMBER_TITLE') return reply.status(400).send({ code: 400, msg: `不支持的字典类型：${request.body.type}` });
      return { code: OK, msg: 'success', data: memberTitles.map((title) => ({ ...title })) };
    },
  );

  const signer = udeskImUserKey ? udeskSigner(udeskImUserKey) : null;
  app.post(
    paths.udeskAuth,
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: '在线客服身份签名（Udesk 客户认证：nonce、timestamp、web_token、signature）；web_token 为当前会员的客户编号',
        body: UdeskAuthBody,
        response: { 200: UdeskAuthResponse, 401: ErrorBody, 403: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const { authuid } = request.body;
      if (authuid && authuid !== String(user.uid) && authuid !== user.uoid) return reply.status(403).send({ code: 403, msg: '只能为当前登录的会员签名' });
      if (!signer) return reply.status(503).send({ code: 503, msg: '在线客服暂未开通' });
      return { code: OK, msg: 'success', data: signer.sign(user.uoid, clock()) };
    },
  );
};
