import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  addresses,
  cardLevels,
  cartItems,
  clauseSigns,
  consumptionRecords,
  goods,
  goodsComments,
  members,
  orderItems,
  orderReviews,
  orders,
  otpCodes,
  pointsLedger,
  refunds,
  userFootprints,
} from '../db/schema';
import { tokensRepository } from './tokens';

/** Refund states still in progress (the partial unique index of refunds names the same). */
const openRefundStates = ['applying', 'approved', 'refunding'] as const;
/** Order states awaiting payment (spec §4: 1 unpaid, 14 pending payment). */
const unpaidStates = [1, 14];

/** What the account-cancellation anonymises an order's shipping address to. */
const erased = '（已注销）';

/** The member's orders awaiting payment and refunds still open, read with `db` (or a transaction). */
async function blockersIn(db: Db, memberId: number): Promise<{ unpaidOrders: number; openRefunds: number }> {
  const [unpaid] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), inArray(orders.orderState, unpaidStates)));
  const [open] = await db
    .select({ n: count() })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(orders.memberId, memberId), inArray(refunds.state, [...openRefundStates])));
  return { unpaidOrders: unpaid?.n ?? 0, openRefunds: open?.n ?? 0 };
}

/**
 * Everything held about one member, read for the export (issue #13, PIPL), and the erasure of the
 * account: the only SQL of the export and the cancellation.
 */
export function memberDataRepository(db: Db) {
  return {
    /** The member's own rows of every table that holds personal data, oldest first. */
    async everythingOf(memberId: number) {
      const [member] = await db
        .select({ member: members, levelName: cardLevels.name })
        .from(members)
        .innerJoin(cardLevels, eq(cardLevels.level, members.cardLevel))
        .where(eq(members.id, memberId));
      const orderRows = await db.select().from(orders).where(eq(orders.memberId, memberId)).orderBy(asc(orders.id));
      const orderIds = orderRows.map((order) => order.id);
      const some = orderIds.length > 0;
      const [addressRows, lineRows, footprintRows, signRows, reviewRows, refundRows, ledgerRows, consumptionRows] =
        await Promise.all([
          db.select().from(addresses).where(eq(addresses.ownerUid, memberId)).orderBy(asc(addresses.id)),
          some
            ? db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id))
            : [],
          db
            .select({ mouldNo: goods.mouldNo, title: goods.title, viewedAt: userFootprints.viewedAt })
            .from(userFootprints)
            .innerJoin(goods, eq(goods.id, userFootprints.goodsId))
            .where(eq(userFootprints.memberId, memberId))
            .orderBy(asc(userFootprints.viewedAt)),
          db.select().from(clauseSigns).where(eq(clauseSigns.memberId, memberId)).orderBy(asc(clauseSigns.clauseKey)),
          some
            ? db
                .select({
                  orderId: orderReviews.orderId,
                  mouldNo: orderItems.mouldNo,
                  rating: goodsComments.rating,
                  content: goodsComments.content,
                  nickname: goodsComments.nickname,
                  isAnonymous: orderReviews.isAnonymous,
                  createdAt: orderReviews.createdAt,
                })
                .from(orderReviews)
                .innerJoin(orderItems, eq(orderItems.id, orderReviews.orderItemId))
                .innerJoin(goodsComments, eq(goodsComments.id, orderReviews.commentId))
                .where(inArray(orderReviews.orderId, orderIds))
                .orderBy(asc(orderReviews.createdAt))
            : [],
          some ? db.select().from(refunds).where(inArray(refunds.orderId, orderIds)).orderBy(asc(refunds.id)) : [],
          db
            .select()
            .from(pointsLedger)
            .where(eq(pointsLedger.memberId, memberId))
            .orderBy(asc(pointsLedger.occurredAt), asc(pointsLedger.id)),
          db
            .select()
            .from(consumptionRecords)
            .where(eq(consumptionRecords.memberId, memberId))
            .orderBy(asc(consumptionRecords.occurredAt), asc(consumptionRecords.id)),
        ]);
      return {
        member: member?.member,
        levelName: member?.levelName ?? '',
        orders: orderRows,
        lines: lineRows,
        addresses: addressRows,
        footprints: footprintRows,
        clauseSigns: signRows,
        reviews: reviewRows,
        refunds: refundRows,
        pointsLedger: ledgerRows,
        consumption: consumptionRows,
      };
    },

    /** How many of the member's orders await payment, and how many refunds are still open. */
    cancellationBlockers: (memberId: number) => blockersIn(db, memberId),

    /**
     * Cancels the account in one transaction (issue #13, PIPL): the personal data goes (name, title,
     * birthday, password, addresses, footprints, bag, clause signs, codes), the mobile is freed for a
     * new registration, points and gift card are forfeited, every session ends; orders and refunds
     * stay as money records with the shipping address anonymised, reviews under an anonymous name.
     * Refused (false) when the member is already cancelled or, re-checked inside the transaction,
     * has an unpaid order or an open refund.
     */
    async cancel(memberId: number, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [member] = await tx
          .select({ mobile: members.mobile, countryNo: members.countryNo, cancelledAt: members.cancelledAt })
          .from(members)
          .where(eq(members.id, memberId))
          .for('update');
        if (!member || member.cancelledAt) return false;
        const blockers = await blockersIn(tx, memberId);
        if (blockers.unpaidOrders > 0 || blockers.openRefunds > 0) return false;

        await tx
          .update(members)
          .set({
            // The unique (country, mobile) index is freed: the number can register again.
            mobile: `cancelled-${memberId}`,
            familyName: '',
            nickname: '已注销用户',
            memberTitle: null,
            birthday: null,
            passwordHash: null,
            pointPwdHash: null,
            points: 0,
            giftCardFen: 0,
            passwordFailures: 0,
            passwordLockedUntil: null,
            cancelledAt: now,
          })
          .where(eq(members.id, memberId));
        await tx.delete(addresses).where(eq(addresses.ownerUid, memberId));
        await tx.delete(userFootprints).where(eq(userFootprints.memberId, memberId));
        await tx.delete(cartItems).where(eq(cartItems.uid, memberId));
        await tx.delete(clauseSigns).where(eq(clauseSigns.memberId, memberId));
        await tx
          .delete(otpCodes)
          .where(and(eq(otpCodes.countryNo, member.countryNo), eq(otpCodes.mobile, member.mobile)));
        await tx
          .update(orders)
          .set({
            address: {},
            remark: '',
            addressSnapshot: sql`case when ${orders.addressSnapshot} is null then null else ${orders.addressSnapshot} || ${JSON.stringify({ consignee: erased, mobile: erased, detail: erased })}::jsonb end`,
          })
          .where(eq(orders.memberId, memberId));
        const reviewed = tx
          .select({ id: orderReviews.commentId })
          .from(orderReviews)
          .innerJoin(orders, eq(orders.id, orderReviews.orderId))
          .where(eq(orders.memberId, memberId));
        await tx.update(goodsComments).set({ nickname: '匿名用户' }).where(inArray(goodsComments.id, reviewed));
        await tokensRepository(tx).revokeMemberSessions(memberId, now, null);
        return true;
      });
    },
  };
}

export type MemberData = Awaited<ReturnType<ReturnType<typeof memberDataRepository>['everythingOf']>>;
