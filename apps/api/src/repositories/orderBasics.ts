import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orders } from '../db/schema';

// What every order repository and service shares (issue #37: they took it from repositories/checkout,
// which 26 files then imported for three types): a transaction, the buyer, an order row, the
// condition "this order is the buyer's" and a new order number.

/** A transaction of either engine. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who buys: a member or a staff user (exactly one id), and the token's uid that keys addresses and idempotency. */
export type Buyer = { uid: number; memberId: number | null; staffId: number | null };

/** The rows of one order that the detail answer reads. */
export type OrderRow = typeof orders.$inferSelect;

/** The condition "this order is the buyer's": a member's by member id, a staff user's by staff id. */
export const buyerIs = (buyer: Buyer) =>
  buyer.memberId !== null ? eq(orders.memberId, buyer.memberId) : eq(orders.staffId, buyer.staffId ?? -1);

/** An order number: JY + China date and time to the second + 6 random digits (unique index backs it). */
export function newOrderNo(now: Date): string {
  const stamp = new Date(now.getTime() + 8 * 3600_000).toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `JY${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}
