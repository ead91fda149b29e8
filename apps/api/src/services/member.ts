import { fenToYuan } from '@mall/contract';
import { memberTitles, type MemberInfo } from '@mall/contract/auth';
import { udeskSigner } from '../adapters';
import type { Db } from '../db/database';
import { chinaDate } from '../lib/chinaTime';
import { accountsRepository, type MemberRow } from '../repositories/accounts';

const dayMs = 86_400_000;

/** Whole days from one `YYYY-MM-DD` to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
}

/**
 * The member fields of spec §3 from the member row and the card levels (lowest first). Days joined
 * count the join day as day 1; at the top level there is no next level and nothing to add.
 */
export function memberInfoOf(
  member: MemberRow,
  levels: readonly { level: number; name: string; thresholdFen: number }[],
  today: string,
): MemberInfo {
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

/** Members' own information (spec §3, §7 "Member") and their identity for the online chat. */
export function memberService(db: Db, udeskImUserKey: string) {
  const repo = accountsRepository(db);
  const signer = udeskImUserKey ? udeskSigner(udeskImUserKey) : null;
  return {
    /** The member fields of spec §3 as of `now`; undefined for no such member. */
    async info(memberId: number, now: Date): Promise<MemberInfo | undefined> {
      const member = await repo.memberById(memberId);
      return member ? memberInfoOf(member, await repo.cardLevels(), chinaDate(now)) : undefined;
    },

    /** Signs the customer's chat identity (spec §7 "Customer service chat"); null while chat is not set up. */
    chatSignature(webToken: string, now: Date) {
      return signer ? signer.sign(webToken, now) : null;
    },
  };
}
