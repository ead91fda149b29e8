import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { members, orderItems, orders, staff, type AddressSnapshot } from '../db/schema';
import { returnStock } from './checkout';

/**
 * Transfer gifts (issue #12; contract gifts.ts): the gift behind a share token, and its acceptance
 * or return, each a conditional update on "still awaiting", so of two members answering at once
 * exactly one settles it.
 */
export function giftRepository(db: Db) {
  /** "Still awaiting its recipient": a paid gift, pending shipment, neither accepted nor returned. */
  const awaiting = (orderId: number, shippableStates: readonly number[]) =>
    and(
      eq(orders.id, orderId),
      eq(orders.isTransferGift, true),
      eq(orders.transferGiftState, 0),
      eq(orders.paymentState, 1),
      inArray(orders.orderState, [...shippableStates]),
    );

  return {
    /** The gift order behind a token, with its sender's name and its lines; undefined for an unknown token. */
    async byToken(token: string) {
      const [row] = await db
        .select({
          order: {
            id: orders.id,
            memberId: orders.memberId,
            staffId: orders.staffId,
            orderState: orders.orderState,
            paymentState: orders.paymentState,
            isTransferGift: orders.isTransferGift,
            transferGiftState: orders.transferGiftState,
            giftRecipientUid: orders.giftRecipientUid,
            giftSettledAt: orders.giftSettledAt,
            addressSnapshot: orders.addressSnapshot,
            createdAt: orders.createdAt,
            paidAt: orders.paidAt,
          },
          familyName: members.familyName,
          memberTitle: members.memberTitle,
          staffName: staff.nickname,
        })
        .from(orders)
        .leftJoin(members, eq(members.id, orders.memberId))
        .leftJoin(staff, eq(staff.id, orders.staffId))
        .where(and(eq(orders.giftToken, token), eq(orders.isTransferGift, true)));
      if (!row) return undefined;
      const items = await db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, row.order.id))
        .orderBy(asc(orderItems.id));
      return { ...row, items };
    },

    /** Accepts the gift for the recipient: it ships to their address. False when it was no longer awaiting. */
    async accept(
      orderId: number,
      shippableStates: readonly number[],
      recipientUid: number,
      address: AddressSnapshot,
      now: Date,
    ): Promise<boolean> {
      const accepted = await db
        .update(orders)
        .set({
          transferGiftState: 1,
          giftRecipientUid: recipientUid,
          giftSettledAt: now,
          addressSnapshot: address,
          address: Object.fromEntries(Object.entries(address).map(([key, value]) => [key, String(value)])),
        })
        .where(awaiting(orderId, shippableStates))
        .returning({ id: orders.id });
      return accepted.length > 0;
    },

    /**
     * Returns the gift: the order closes (state 7) and the stock it took goes back, in one
     * transaction. The payment stays recorded as paid (payment state 1) for the refund flow to return.
     * False when it was no longer awaiting.
     */
    decline(orderId: number, shippableStates: readonly number[], uid: number, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [declined] = await tx
          .update(orders)
          .set({ transferGiftState: 2, orderState: 7, closedAt: now, giftRecipientUid: uid, giftSettledAt: now })
          .where(awaiting(orderId, shippableStates))
          .returning({ stockReserved: orders.stockReserved });
        if (!declined) return false;
        if (declined.stockReserved) await returnStock(tx, orderId);
        return true;
      });
    },
  };
}
