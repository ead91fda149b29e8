import { fenToYuan } from '@mall/contract';
import { type CancelBlocker, type VerificationPurpose } from '@mall/contract/member';
import type { CaptchaValues } from '../adapters';
import type { Db } from '../db/database';
import { chinaDate } from '../lib/chinaTime';
import { zipBundle, type ExportTable } from '../lib/exportBundle';
import { maskMobile } from '../lib/text';
import { accountsRepository } from '../repositories/accounts';
import { memberDataRepository, type MemberData } from '../repositories/memberData';
import type { AccountService, CodeRefusal } from './accounts';
import type { SmsType } from './otp';

/** The SMS purposes of the export, the cancellation and the points-password lock (services/otp.ts). */
const smsTypeOf: Record<VerificationPurpose, SmsType> = { export: 5, cancel: 6, points: 7 };

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const titles: Record<number, string> = { 1: '先生', 2: '女士', 3: '太太' };

/**
 * The export's content (issue #13): the member's profile, addresses, orders and their lines, points
 * (the balance and what each order and refund moved), footprints, clause signatures, reviews and
 * refunds, as one nested document and as tables. Only ever the caller's own rows.
 */
export function exportContent(data: MemberData, now: Date): { json: unknown; tables: ExportTable[] } {
  const member = data.member;
  if (!member) throw new Error('exportContent needs a member');
  const orderNoOf = new Map(data.orders.map((order) => [order.id, order.orderNo]));
  const profile = {
    cardNo: member.cardNo,
    vipNo: member.vipNo,
    countryNo: member.countryNo,
    mobile: member.mobile,
    familyName: member.familyName,
    memberTitle: titles[member.memberTitle ?? 0] ?? '',
    birthday: member.birthday ?? '',
    cardLevel: member.cardLevel,
    cardLevelName: data.levelName,
    firstJoinDate: member.firstJoinDate,
    membershipExpirationDate: member.membershipExpirationDate ?? '',
    consumeAmount: fenToYuan(member.consumeAmountFen),
    giftCardBalance: fenToYuan(member.giftCardFen),
    registeredAt: iso(member.createdAt),
  };
  const addresses = data.addresses.map((a) => ({
    consignee: a.consignee,
    mobile: a.mobile,
    province: a.province,
    city: a.city,
    district: a.district,
    detail: a.detail,
    isDefault: a.isDefault,
    createdAt: iso(a.createdAt),
  }));
  const lines = data.lines.map((line) => ({
    orderNo: orderNoOf.get(line.orderId) ?? '',
    mouldNo: line.mouldNo,
    title: line.title,
    attribute: line.attribute,
    qty: line.qty,
    unitPrice: fenToYuan(line.unitPriceFen),
  }));
  const orders = data.orders.map((order) => ({
    orderNo: order.orderNo,
    orderState: order.orderState,
    createdAt: iso(order.createdAt),
    paidAt: iso(order.paidAt),
    goodsTotal: fenToYuan(order.goodsTotalFen),
    discount: fenToYuan(order.discountFen),
    pointsUsed: order.pointsUsed,
    giftCard: fenToYuan(order.giftCardFen),
    payAmount: fenToYuan(order.payFen),
    shippingAddress: order.addressSnapshot ?? null,
    remark: order.remark,
  }));
  const refunds = data.refunds.map((refund) => ({
    refundNo: refund.refundNo,
    orderNo: orderNoOf.get(refund.orderId) ?? '',
    kind: refund.kind,
    state: refund.state,
    reason: refund.reason,
    description: refund.description,
    amount: fenToYuan(refund.amountFen),
    pointsBack: refund.pointsBack,
    giftCardBack: fenToYuan(refund.giftCardBackFen),
    appliedAt: iso(refund.appliedAt),
    refundedAt: iso(refund.refundedAt),
  }));
  // Every change of the points, as the ledger holds it (issue #13: each row with its reason and order).
  const points = data.pointsLedger.map((row) => ({
    at: iso(row.occurredAt),
    change: row.delta,
    reason: row.reason,
    orderNo: row.orderNo ?? '',
    balanceAfter: row.balanceAfter,
    expiresAt: iso(row.expiresAt),
  }));
  const consumption = data.consumption.map((row) => ({
    at: iso(row.occurredAt),
    kind: row.kind,
    amount: fenToYuan(row.amountFen),
    orderNo: row.orderNo,
    refundNo: row.refundNo ?? '',
    store: row.storeName,
  }));
  const footprints = data.footprints.map((f) => ({ mouldNo: f.mouldNo, title: f.title, viewedAt: iso(f.viewedAt) }));
  const clauseSignatures = data.clauseSigns.map((s) => ({
    clauseKey: s.clauseKey,
    clauseVersion: s.clauseVersion,
    signedAt: iso(s.signedAt),
  }));
  const reviews = data.reviews.map((r) => ({
    orderNo: orderNoOf.get(r.orderId) ?? '',
    mouldNo: r.mouldNo,
    rating: r.rating,
    content: r.content,
    shownAs: r.nickname,
    isAnonymous: r.isAnonymous,
    createdAt: iso(r.createdAt),
  }));

  const json = {
    exportedAt: now.toISOString(),
    profile,
    addresses,
    orders: orders.map((order) => ({ ...order, lines: lines.filter((line) => line.orderNo === order.orderNo) })),
    points: { availablePoint: member.points, movements: points },
    consumption,
    footprints,
    clauseSignatures,
    reviews,
    refunds,
  };
  const table = <T extends Record<string, unknown>>(
    name: string,
    rows: T[],
    columns: (keyof T & string)[],
  ): ExportTable => ({
    name,
    columns,
    rows: rows.map((row) =>
      columns.map((column) => {
        const value = row[column];
        return value === null || value === undefined
          ? null
          : typeof value === 'object'
            ? JSON.stringify(value)
            : (value as string | number | boolean);
      }),
    ),
  });
  const tables: ExportTable[] = [
    table('profile', [profile], Object.keys(profile) as (keyof typeof profile)[]),
    table('addresses', addresses, [
      'consignee',
      'mobile',
      'province',
      'city',
      'district',
      'detail',
      'isDefault',
      'createdAt',
    ]),
    table('orders', orders, [
      'orderNo',
      'orderState',
      'createdAt',
      'paidAt',
      'goodsTotal',
      'discount',
      'pointsUsed',
      'giftCard',
      'payAmount',
      'shippingAddress',
      'remark',
    ]),
    table('order_lines', lines, ['orderNo', 'mouldNo', 'title', 'attribute', 'qty', 'unitPrice']),
    table('points', points, ['at', 'change', 'reason', 'orderNo', 'balanceAfter', 'expiresAt']),
    table('consumption', consumption, ['at', 'kind', 'amount', 'orderNo', 'refundNo', 'store']),
    table('footprints', footprints, ['mouldNo', 'title', 'viewedAt']),
    table('clause_signatures', clauseSignatures, ['clauseKey', 'clauseVersion', 'signedAt']),
    table('reviews', reviews, ['orderNo', 'mouldNo', 'rating', 'content', 'shownAs', 'isAnonymous', 'createdAt']),
    table('refunds', refunds, [
      'refundNo',
      'orderNo',
      'kind',
      'state',
      'reason',
      'description',
      'amount',
      'pointsBack',
      'giftCardBack',
      'appliedAt',
      'refundedAt',
    ]),
  ];
  return { json, tables };
}

/**
 * The member's PIPL rights (issue #13 item 2): export everything held about them and cancel the
 * account, each behind a fresh single-use SMS code to their own mobile (captcha and OTP limits).
 */
export function memberDataService(db: Db, clock: () => Date, accounts: AccountService) {
  const people = accountsRepository(db);
  const data = memberDataRepository(db);
  const liveMember = async (uid: number) => {
    const member = await people.memberById(uid);
    return member && !member.cancelledAt ? member : undefined;
  };
  const blockersOf = async (uid: number): Promise<CancelBlocker[]> => {
    const { unpaidOrders, openRefunds } = await data.cancellationBlockers(uid);
    return [
      ...(unpaidOrders > 0 ? (['unpaidOrder'] as const) : []),
      ...(openRefunds > 0 ? (['openRefund'] as const) : []),
    ];
  };
  /** Spends the member's code of this purpose: true, or why not. */
  const spend = async (
    uid: number,
    purpose: VerificationPurpose,
    code: string,
  ): Promise<true | { refused: 'notFound' } | { refused: 'code'; reason: CodeRefusal }> => {
    const member = await liveMember(uid);
    if (!member) return { refused: 'notFound' };
    const checked = await accounts.checkCode(member.countryNo, member.mobile, smsTypeOf[purpose], code);
    return checked.ok ? true : { refused: 'code', reason: checked.reason };
  };

  return {
    /** Whether the member may export, and the masked number the code goes to. */
    async exportStatus(uid: number) {
      const member = await liveMember(uid);
      return member ? { isCan: true, mobile: maskMobile(member.mobile) } : undefined;
    },

    /** Sends a code for the export or the cancellation to the member's own mobile. */
    async sendCode(uid: number, purpose: VerificationPurpose, ip: string, captcha: CaptchaValues) {
      const member = await liveMember(uid);
      if (!member) return { refused: 'notFound' } as const;
      const sent = await accounts.sendCode({
        countryNo: member.countryNo,
        mobile: member.mobile,
        smsType: smsTypeOf[purpose],
        ip,
        captcha,
      });
      return 'refused' in sent ? sent : { ...sent, mobile: maskMobile(member.mobile) };
    },

    /** The bundle after the export code (spent by this call). */
    async exportBundle(uid: number, code: string) {
      const spent = await spend(uid, 'export', code);
      if (spent !== true) return spent;
      const now = clock();
      const { json, tables } = exportContent(await data.everythingOf(uid), now);
      const { zip, files } = zipBundle(json, tables, now);
      return {
        fileName: `金缘珠宝-个人信息-${chinaDate(now).replaceAll('-', '')}.zip`,
        zipBase64: Buffer.from(zip).toString('base64'),
        files,
      };
    },

    /** What the cancellation takes away and what stands in its way. */
    async cancelCheck(uid: number) {
      const member = await liveMember(uid);
      if (!member) return undefined;
      const levels = await people.cardLevels();
      return {
        mobile: maskMobile(member.mobile),
        availablePoint: member.points,
        giftCardBalance: fenToYuan(member.giftCardFen),
        cardLevelName: levels.find((level) => level.level === member.cardLevel)?.name ?? '',
        blockers: await blockersOf(uid),
      };
    },

    /**
     * Cancels the account after the cancel code. Refused while an order awaits payment or a refund is
     * open (checked before the code is spent, so the member can settle them and come back).
     */
    async cancel(uid: number, code: string) {
      const blockers = await blockersOf(uid);
      if (blockers.length > 0) return { refused: 'blocked', blockers } as const;
      const spent = await spend(uid, 'cancel', code);
      if (spent !== true) return spent;
      if (!(await data.cancel(uid, clock()))) return { refused: 'blocked', blockers: await blockersOf(uid) } as const;
      // The sessions ended with the cancellation; this instance forgets them at once too.
      await accounts.endSessions(uid);
      return { ok: true } as const;
    },
  };
}
