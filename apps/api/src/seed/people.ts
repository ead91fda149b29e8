import { createHash } from 'node:crypto';
import { opsDefaultRoles, opsRoleCodes, type OpsRoleCode } from '@mall/contract/ops';
import { hashPassword } from '../lib/password';
import type { cardLevels, members, staff } from '../db/schema';
import { addDays, chinaDate, chinaIsoDate, isoDate } from './time';

/**
 * Card levels of the member programme, lowest first: the calendar year's consumption (fen) that
 * reaches each (contract rules/membership.ts cardLevelAfter) and what each brings.
 */
export const cardLevelRows = [
  {
    level: 1,
    name: '普卡',
    thresholdFen: 0,
    benefits: ['消费每满 1 元积 1 分，50 积分抵 1 元', '生日月专属祝福', '免费清洗保养（每年 2 次）'],
  },
  {
    level: 2,
    name: '银卡',
    thresholdFen: 500_000,
    benefits: [
      '消费每满 1 元积 1 分，50 积分抵 1 元',
      '生日月礼品一份',
      '免费清洗保养（每年 4 次）',
      '会员专享新品预览',
    ],
  },
  {
    level: 3,
    name: '金卡',
    thresholdFen: 2_000_000,
    benefits: [
      '消费每满 1 元积 1 分，50 积分抵 1 元',
      '生日月礼品一份',
      '免费清洗保养不限次数',
      '会员专享新品预览',
      '黄金饰品以旧换新工费减免',
    ],
  },
  {
    level: 4,
    name: '钻石卡',
    thresholdFen: 8_000_000,
    benefits: [
      '消费每满 1 元积 1 分，50 积分抵 1 元',
      '生日月礼品一份',
      '免费清洗保养不限次数',
      '专属顾问一对一服务',
      '黄金饰品以旧换新工费全免',
      '私人定制优先排期',
    ],
  },
] satisfies (typeof cardLevels.$inferInsert)[];

/** The one password of every demo member (8–16 letters and digits, spec §5). */
export const demoMemberPassword = 'Jinyuan2026';
/** The one password of every demo staff account. */
export const demoStaffPassword = 'Staff2026';

type DemoMember = {
  key: string;
  mobile: string;
  countryNo: string;
  familyName: string;
  /** 先生 1, 女士 2, 太太 3 (spec §3 title dictionary). */
  memberTitle: 1 | 2 | 3;
  cardLevel: 1 | 2 | 3 | 4;
  /** The balance the accounts tests start from; the seed derives each balance from the history instead. */
  points: number;
  /** Last calendar year's consumption in stores (元), which reaches `cardLevel` (see {@link storeHistory}). */
  consumeYuan: number;
  joinedDaysAgo: number;
  /** null: no birthday given yet (the account-information journey sets it once). */
  birthYear: number | null;
  note: string;
};

const demoMembers: readonly DemoMember[] = [
  {
    key: 'wang',
    mobile: '13900000001',
    countryNo: '86',
    familyName: '王',
    memberTitle: 2,
    cardLevel: 3,
    points: 12_680,
    consumeYuan: 36_820,
    joinedDaysAgo: 1_460,
    birthYear: 1990,
    note: '金卡；订单中心的每一种状态都在这个账户里',
  },
  {
    key: 'li',
    mobile: '13900000002',
    countryNo: '86',
    familyName: '李',
    memberTitle: 1,
    cardLevel: 4,
    points: 58_200,
    consumeYuan: 126_400,
    joinedDaysAgo: 2_900,
    birthYear: 1978,
    note: '钻石卡；只签过旧版条款（V1），登录后会看到条款变更提示',
  },
  {
    key: 'zhang',
    mobile: '13900000003',
    countryNo: '86',
    familyName: '张',
    memberTitle: 3,
    cardLevel: 2,
    points: 3_450,
    consumeYuan: 8_960,
    joinedDaysAgo: 700,
    birthYear: 1985,
    note: '银卡；设置了积分密码 123456',
  },
  {
    key: 'chen',
    mobile: '13900000004',
    countryNo: '86',
    familyName: '陈',
    memberTitle: 2,
    cardLevel: 1,
    points: 120,
    consumeYuan: 1_380,
    joinedDaysAgo: 220,
    birthYear: 1998,
    note: '普卡',
  },
  {
    key: 'liu',
    mobile: '13900000005',
    countryNo: '86',
    familyName: '刘',
    memberTitle: 1,
    cardLevel: 3,
    points: 8_800,
    consumeYuan: 24_300,
    joinedDaysAgo: 1_100,
    birthYear: 1982,
    note: '金卡',
  },
  {
    key: 'huang',
    mobile: '13900000006',
    countryNo: '86',
    familyName: '黄',
    memberTitle: 2,
    cardLevel: 1,
    points: 500,
    consumeYuan: 0,
    joinedDaysAgo: 3,
    birthYear: 2001,
    note: '普卡新会员，尚未签署条款也没有订单',
  },
  {
    key: 'ho',
    mobile: '61234567',
    countryNo: '852',
    familyName: '何',
    memberTitle: 3,
    cardLevel: 4,
    points: 23_000,
    consumeYuan: 96_000,
    joinedDaysAgo: 1_800,
    birthYear: 1975,
    note: '钻石卡，香港手机号（+852）',
  },
  {
    key: 'zhou',
    mobile: '13900000008',
    countryNo: '86',
    familyName: '周',
    memberTitle: 2,
    cardLevel: 1,
    points: 2_600,
    consumeYuan: 2_600,
    joinedDaysAgo: 500,
    birthYear: 1993,
    note: '普卡；会员积分与消费记录的 E2E 账户（支付得积分、退款退回）',
  },
  {
    key: 'sun',
    mobile: '13900000007',
    countryNo: '86',
    familyName: '孙',
    memberTitle: 2,
    cardLevel: 2,
    points: 2_400,
    consumeYuan: 6_200,
    joinedDaysAgo: 400,
    birthYear: null,
    note: '银卡；尚未填写生日，账户信息的资料与密码旅程（e2e）使用此账户',
  },
  {
    key: 'qian',
    mobile: '13900000009',
    countryNo: '86',
    familyName: '钱',
    memberTitle: 1,
    cardLevel: 2,
    points: 1_200,
    consumeYuan: 8_800,
    joinedDaysAgo: 300,
    birthYear: 1986,
    note: '银卡；发票旅程（e2e）的账户：一笔已支付订单和一笔交易成功的订单，都还没有发票',
  },
  {
    key: 'qianChat',
    mobile: '13900000010',
    countryNo: '86',
    familyName: '钱',
    memberTitle: 2,
    cardLevel: 2,
    points: 1_800,
    consumeYuan: 5_600,
    joinedDaysAgo: 320,
    birthYear: 1988,
    note: '银卡；在线客服的 E2E 账户（从商品页打开客服、评价会话）',
  },
  {
    key: 'zhao',
    mobile: '13900000011',
    countryNo: '86',
    familyName: '赵',
    memberTitle: 2,
    cardLevel: 1,
    points: 600,
    consumeYuan: 1_200,
    joinedDaysAgo: 260,
    birthYear: 1991,
    note: '普卡；XSS 攻击套件（e2e）的账户：把攻击载荷写进姓氏、地址、评价、反馈与客服消息，两笔交易成功的订单待评价',
  },
];

type DemoStaff = {
  staffCode: string;
  nickname: string;
  email: string;
  purchaseLimitYuan: number;
  isActive: boolean;
  /** Answers the online chat at the service desk (issue #15). */
  isChatAgent?: boolean;
  /** The operations console's roles (issue #29): one staff member per role in the demo. */
  opsRoles: readonly OpsRoleCode[];
};

const demoStaff: readonly DemoStaff[] = [
  {
    staffCode: 'JY80001',
    nickname: '林晓',
    email: 'lin.xiao@staff.jinyuan.example',
    purchaseLimitYuan: 50_000,
    isActive: true,
    opsRoles: ['admin'],
  },
  {
    staffCode: 'JY80002',
    nickname: '周敏',
    email: 'zhou.min@staff.jinyuan.example',
    purchaseLimitYuan: 30_000,
    isActive: true,
    isChatAgent: true,
    opsRoles: ['operations'],
  },
  {
    staffCode: 'JY80003',
    nickname: '吴昊',
    email: 'wu.hao@staff.jinyuan.example',
    purchaseLimitYuan: 2_000,
    isActive: true,
    isChatAgent: true,
    opsRoles: ['service'],
  },
  {
    staffCode: 'JY80004',
    nickname: '陈思远',
    email: 'chen.siyuan@staff.jinyuan.example',
    purchaseLimitYuan: 10_000,
    isActive: true,
    opsRoles: ['catalogue'],
  },
  {
    staffCode: 'JY80005',
    nickname: '许佳宁',
    email: 'xu.jianing@staff.jinyuan.example',
    purchaseLimitYuan: 10_000,
    isActive: true,
    opsRoles: ['content'],
  },
  {
    staffCode: 'JY80006',
    nickname: '何静',
    email: 'he.jing@staff.jinyuan.example',
    purchaseLimitYuan: 10_000,
    isActive: true,
    opsRoles: ['finance'],
  },
  {
    staffCode: 'JY80009',
    nickname: '郑离职',
    email: 'zheng.left@staff.jinyuan.example',
    purchaseLimitYuan: 0,
    isActive: false,
    opsRoles: [],
  },
];

/**
 * The demo accounts, for the README and the tests. Members log in with their mobile and
 * `demoMemberPassword` (the client sends its MD5 hex), or by SMS through the dev outbox; staff sign
 * in at the staff identity provider with their e-mail (or staff code) and `demoStaffPassword`.
 */
export const DEMO_ACCOUNTS = {
  members: demoMembers.map((member) => ({
    mobile: member.mobile,
    countryNo: member.countryNo,
    password: demoMemberPassword,
    name: `${member.familyName}${['', '先生', '女士', '太太'][member.memberTitle]}`,
    cardLevel: member.cardLevel,
    cardLevelName: cardLevelRows[member.cardLevel - 1]?.name ?? '',
    note: member.note,
  })),
  staff: demoStaff.map((person) => ({
    staffCode: person.staffCode,
    email: person.email,
    password: demoStaffPassword,
    nickname: person.nickname,
    purchaseLimitYuan: person.purchaseLimitYuan,
    isActive: person.isActive,
    isChatAgent: person.isChatAgent ?? false,
    opsRoles: person.opsRoles,
  })),
} as const;

/** The operations console's roles with their default grants, and which demo staff member holds which (issue #29). */
export function buildOpsRoles() {
  return {
    roles: opsRoleCodes.map((code) => ({ code, name: opsDefaultRoles[code].name })),
    grants: opsRoleCodes.flatMap((role) =>
      opsDefaultRoles[role].permissions.map((permission) => ({ role, permission })),
    ),
    holders: demoStaff.flatMap((person) => person.opsRoles.map((role) => ({ staffCode: person.staffCode, role }))),
  };
}

/** The MD5 hex the mall sends for a password (spec §5), i.e. what the server hashes. */
export function md5Hex(password: string): string {
  return createHash('md5').update(password).digest('hex');
}

/** A member row before insertion, keyed so orders and clause signs can find it. */
/** Gift-card balances of the demo (issue #7 checkout); the others have none. */
export const demoGiftCardYuan: Record<string, number> = { wang: 500, li: 2_000, zhang: 88 };

/**
 * Demo shipping addresses per member key (issue #7 checkout): the first is the default. Keyed by
 * the token's uid, so they are written after the members, with each member's id.
 */
export const demoAddresses: Record<
  string,
  { consignee: string; mobile: string; province: string; city: string; district: string; detail: string }[]
> = {
  wang: [
    {
      consignee: '王先生',
      mobile: '13900000001',
      province: '广东省',
      city: '深圳市',
      district: '福田区',
      detail: '福华三路 88 号金缘大厦 12 楼',
    },
    {
      consignee: '王太太',
      mobile: '13800138001',
      province: '上海市',
      city: '上海市',
      district: '浦东新区',
      detail: '世纪大道 100 号 2 栋 1801 室',
    },
  ],
  li: [
    {
      consignee: '李女士',
      mobile: '13900000002',
      province: '北京市',
      city: '北京市',
      district: '朝阳区',
      detail: '建国路 77 号华贸中心 3 号楼 608',
    },
  ],
  zhou: [
    {
      consignee: '周女士',
      mobile: '13900000008',
      province: '江苏省',
      city: '南京市',
      district: '鼓楼区',
      detail: '中山北路 30 号金缘花园 5 幢 702 室',
    },
  ],
  zhang: [
    {
      consignee: '张太太',
      mobile: '13900000003',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      detail: '文三路 259 号昌地火炬大厦 1 号楼',
    },
  ],
};

export type MemberDraft = { key: string; row: typeof members.$inferInsert & { uoid: string } };

/**
 * Demo members with hashed passwords. Hashing (argon2id, ~12 ms each) runs before the seed's
 * transaction so the transaction stays short; the hashes are salted, so they differ between runs.
 */
export async function buildMembers(now: Date, pepper: string): Promise<MemberDraft[]> {
  const sentMd5 = md5Hex(demoMemberPassword);
  const { year, month, day } = chinaDate(addDays(now, 12));
  return Promise.all(
    demoMembers.map(async (member, index) => ({
      key: member.key,
      row: {
        uoid: `C${String(60_580_001 + index * 37).padStart(10, '0')}`,
        mobile: member.mobile,
        countryNo: member.countryNo,
        passwordHash: await hashPassword(sentMd5, pepper),
        nickname: `${member.familyName}${['', '先生', '女士', '太太'][member.memberTitle]}`,
        familyName: member.familyName,
        memberTitle: member.memberTitle,
        // The first member's birthday is twelve days away, so birthday perks show in the demo.
        birthday:
          member.birthYear === null
            ? null
            : index === 0
              ? isoDate(member.birthYear, month, Math.min(day, 28))
              : isoDate(member.birthYear, 1 + ((index * 5) % 12), 3 + index * 3),
        cardNo: `8860${String(10_000_001 + index * 1_013).padStart(8, '0')}`,
        vipNo: `V${year % 100}${String(605_800 + index * 11).padStart(7, '0')}`,
        cardLevel: member.cardLevel,
        points: member.points,
        pointPwdHash: member.key === 'zhang' ? await hashPassword(md5Hex('123456'), pepper) : null,
        giftCardFen: (demoGiftCardYuan[member.key] ?? 0) * 100,
        firstJoinDate: chinaIsoDate(now, -member.joinedDaysAgo),
        consumeAmountFen: member.consumeYuan * 100,
        reConsumeAmountFen: Math.round(member.consumeYuan * 0.35) * 100,
        membershipExpirationDate: isoDate(year + 1, 12, 31),
        createdAt: addDays(now, -member.joinedDaysAgo),
      },
    })),
  );
}

/** Staff accounts with hashed passwords (same scheme as members). */
export async function buildStaff(pepper: string): Promise<(typeof staff.$inferInsert)[]> {
  const sentMd5 = md5Hex(demoStaffPassword);
  return Promise.all(
    demoStaff.map(async (person) => ({
      staffCode: person.staffCode,
      nickname: person.nickname,
      email: person.email,
      passwordHash: await hashPassword(sentMd5, pepper),
      purchaseLimitFen: person.purchaseLimitYuan * 100,
      isActive: person.isActive,
      isChatAgent: person.isChatAgent ?? false,
    })),
  );
}

/**
 * Which clause versions each member signed: everyone the current ones, except 李先生 (only the
 * V1s, so the change-notice dialog of spec §4 shows) and the newest member (nothing yet).
 */
export function clauseVersionsSigned(memberKey: string): Record<string, string> {
  if (memberKey === 'huang') return {};
  if (memberKey === 'li') return { userAgreement: 'V1', personalInfoStatement: 'V1', rewardPlanTerms: 'V1' };
  return {
    userAgreement: 'V1',
    personalInfoStatement: 'V2',
    rewardPlanTerms: 'V2',
    membershipMigration: 'V1',
    memberProgrammeTerms: 'V1',
  };
}

/** One purchase in a store, as the stores' system reports it (the demo's consumption history). */
export type StorePurchase = { memberKey: string; receiptNo: string; storeName: string; amountFen: number; at: Date };

const demoStores = [
  '金缘珠宝 深圳万象城店',
  '金缘珠宝 上海南京东路旗舰店',
  '金缘珠宝 北京王府井店',
  '金缘珠宝 杭州湖滨店',
];

/**
 * Each demo member's purchases in stores before the online orders (issue #13 points history), run
 * through the real rules by the seed (points earned, consumption, card level): last calendar year's
 * `consumeYuan` in two visits (reaching the member's card level, held through this year), a visit two
 * years ago whose points expired at the end of last year, and one this year while it is at least
 * 70 days old (the online orders come after it). None before the member joined.
 */
export function storeHistory(now: Date): StorePurchase[] {
  const { year } = chinaDate(now);
  const at = (y: number, month: number, dayOfMonth: number, hourOfDay: number) =>
    new Date(Date.UTC(y, month - 1, dayOfMonth, hourOfDay - 8, 20));
  return demoMembers.flatMap((member, index) => {
    if (member.consumeYuan <= 0) return [];
    const joined = addDays(now, -member.joinedDaysAgo);
    const afterJoining = (moment: Date) => (moment.getTime() > joined.getTime() ? moment : addDays(joined, 2));
    const yuan = member.consumeYuan;
    const visits: { at: Date; yuan: number }[] = [
      { at: at(year - 2, 6, 18, 15), yuan: Math.round(yuan * 0.12) },
      { at: afterJoining(at(year - 1, 4, 12, 14)), yuan: Math.round(yuan * 0.55) },
      { at: afterJoining(at(year - 1, 10, 5, 16)), yuan: yuan - Math.round(yuan * 0.55) },
      { at: at(year, 1, 20, 11), yuan: Math.round(yuan * 0.08) },
    ];
    return visits
      .filter((visit) => visit.at.getTime() > joined.getTime() && visit.at.getTime() < addDays(now, -70).getTime())
      .map((visit, visitIndex) => ({
        memberKey: member.key,
        receiptNo: `POS${chinaIsoDate(visit.at).replace(/-/g, '')}${String(index * 10 + visitIndex + 1).padStart(4, '0')}`,
        storeName: demoStores[(index + visitIndex) % demoStores.length] as string,
        amountFen: visit.yuan * 100,
        at: visit.at,
      }));
  });
}
