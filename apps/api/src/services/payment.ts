import { randomBytes } from 'node:crypto';
import type { PayMethod, PayNotifyBody } from '@mall/contract/checkout';
import { methodLabels, notifySecret, signedNotification, verifyNotification } from '../adapters/sandboxPayment';
import type { Db } from '../db/database';
import type { CheckoutEnv } from '../env';
import { ownOrder } from '../repositories/checkout';
import { type Buyer } from '../repositories/orderBasics';
import { paymentRepository } from '../repositories/payments';
import { chinaDateTime } from '../lib/chinaTime';
import { balanceRefusal } from './presale';

/** Why an order cannot be paid: not the buyer's, closed (after its deadline or otherwise), cancelled, or paid already. */
type NotPayable = 'missing' | 'closed' | 'cancelled' | 'paid';
/** A balance order outside its final-payment window (spec §4 final payment): the message says when. */
type OutsideWindow = { refused: string };

/**
 * Payment (issue #7 item 5; DESIGN.md §5): an attempt for an unpaid order, the sandbox PSP's signed
 * notification that settles the order exactly once, and what the sandbox cashier shows and sends.
 */
export async function paymentService(db: Db, checkout: CheckoutEnv, clock: () => Date) {
  const payments = paymentRepository(db);
  const secret = await notifySecret(db, checkout.payNotifySecret);

  return {
    /** Starts a payment attempt of the buyer's own unpaid order. */
    async start(
      buyer: Buyer,
      orderNo: string,
      method: PayMethod,
    ): Promise<{ payNo: string } | NotPayable | OutsideWindow> {
      const now = clock();
      const order = await ownOrder(db, buyer, orderNo, now);
      if (!order) return 'missing';
      // An unpaid balance order outside its window says when it opens or that it is over (the
      // window's end closed it and its purchase), rather than "closed, order again".
      if (order.orderType === 2 && order.paymentState === 0 && (order.orderState === 1 || order.orderState === 5)) {
        const window = { start: order.balanceStartPayTime, end: order.balanceEndPayTime };
        const refused = balanceRefusal(window, now, chinaDateTime);
        if (refused) return { refused };
      }
      if (order.orderState === 6) return 'cancelled';
      if (order.orderState === 5 || order.orderState === 7) return 'closed';
      if (order.orderState !== 1 || order.paymentState !== 0) return 'paid';
      const payNo = `PAY${randomBytes(12).toString('hex').toUpperCase()}`;
      await payments.create(order.id, method, order.payFen, payNo, now);
      return { payNo };
    },

    /**
     * Applies a PSP notification: signature and time window first, then the attempt and its amount;
     * settles once however often it is delivered.
     */
    async settle(body: PayNotifyBody) {
      const now = clock();
      const verdict = verifyNotification(body, secret, now);
      if (verdict !== 'ok') return { refused: verdict } as const;
      const found = await payments.byPayNo(body.payNo);
      if (!found || found.orderNo !== body.orderNo) return { refused: 'unknown' } as const;
      if (found.payment.amountFen !== body.amountFen) return { refused: 'amount' } as const;
      return { outcome: await payments.settle(body.payNo, body.status, now) } as const;
    },

    /** A payment attempt with its order's number and states, for the cashier. */
    attempt: (payNo: string) => payments.byPayNo(payNo),

    /**
     * The sandbox cashier's choice: records the method chosen there and answers the signed
     * notification the PSP sends for the outcome; undefined for an unknown attempt.
     */
    async cashierOutcome(
      payNo: string,
      method: PayMethod | undefined,
      paid: boolean,
    ): Promise<{ orderNo: string; notification: PayNotifyBody } | undefined> {
      const found = await payments.byPayNo(payNo);
      if (!found) return undefined;
      if (method && method in methodLabels) await payments.setMethod(payNo, method);
      const status = paid ? ('SUCCESS' as const) : ('FAIL' as const);
      const fields = { payNo, orderNo: found.orderNo, amountFen: found.payment.amountFen, status };
      return { orderNo: found.orderNo, notification: signedNotification(fields, secret, clock()) };
    },
  };
}
