import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orders, payments } from '../db/schema';
import { keepInstallSecret } from './installSecrets';
import { orderPaid } from './points';
import { completePresale, openBalanceOrder } from './presale';

const notifySecretKey = 'pay_notify_secret';

/**
 * Payment attempts and their settlement (issue #7 item 5), and the sandbox PSP's notification secret.
 * `balanceOrderNo` numbers the balance order a deposit's payment opens (the seed's repeatable numbers).
 */
export function paymentRepository(db: Db, balanceOrderNo?: (now: Date) => string) {
  return {
    /** The stored notification secret (`candidate` when none is yet; see keepInstallSecret). */
    keepNotifySecret: (candidate: string) => keepInstallSecret(db, notifySecretKey, candidate),

    async create(
      orderId: number,
      method: 'wechat' | 'alipay' | 'unionpay',
      amountFen: number,
      payNo: string,
      now: Date,
    ) {
      await db.insert(payments).values({ payNo, orderId, method, amountFen, createdAt: now });
    },
    async byPayNo(payNo: string) {
      const [row] = await db
        .select({
          payment: payments,
          orderNo: orders.orderNo,
          orderState: orders.orderState,
          paymentState: orders.paymentState,
          payFen: orders.payFen,
        })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(eq(payments.payNo, payNo));
      return row;
    },
    async setMethod(payNo: string, method: 'wechat' | 'alipay' | 'unionpay') {
      await db
        .update(payments)
        .set({ method })
        .where(and(eq(payments.payNo, payNo), eq(payments.state, 'created')));
    },
    /**
     * Applies a verified notification once, however often it is delivered: SUCCESS flips the order
     * from unpaid to paid with a conditional update (the first delivery wins); FAIL marks the
     * attempt failed and leaves the order unpaid for another attempt.
     */
    settle(payNo: string, status: 'SUCCESS' | 'FAIL', now: Date): Promise<'paid' | 'failed' | 'already' | 'duplicate'> {
      return db.transaction(async (tx) => {
        const [payment] = await tx
          .update(payments)
          .set({ notifications: sql`${payments.notifications} + 1` })
          .where(eq(payments.payNo, payNo))
          .returning({ orderId: payments.orderId, state: payments.state });
        if (!payment) return 'already';
        if (status === 'FAIL') {
          const failed = await tx
            .update(payments)
            .set({ state: 'failed', settledAt: now })
            .where(and(eq(payments.payNo, payNo), eq(payments.state, 'created')))
            .returning({ id: payments.id });
          return failed.length > 0 ? 'failed' : 'already';
        }
        if (payment.state === 'paid' || payment.state === 'duplicate') return 'already';
        // A presale deposit order stays unpaid-state 1 with its deposit paid (spec §4 'deposit paid')
        // and opens its balance order; a paid balance order completes the purchase (repositories/presale).
        const paid = await tx
          .update(orders)
          .set({ orderState: sql`case when ${orders.orderType} = 1 then 1 else 2 end`, paymentState: 1, paidAt: now })
          .where(and(eq(orders.id, payment.orderId), eq(orders.orderState, 1), eq(orders.paymentState, 0)))
          .returning({ id: orders.id, orderType: orders.orderType });
        const [settled] = paid;
        if (settled?.orderType === 1) await openBalanceOrder(tx, settled.id, now, balanceOrderNo);
        if (settled?.orderType === 2) await completePresale(tx, settled.id, now);
        // Consumption, points earned and the card level (issue #13).
        if (settled) await orderPaid(tx, settled.id, now);
        const state = paid.length > 0 ? 'paid' : 'duplicate';
        await tx.update(payments).set({ state, settledAt: now }).where(eq(payments.payNo, payNo));
        return state;
      });
    },
  };
}
