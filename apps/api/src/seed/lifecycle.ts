import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sandboxRefundGateway } from '../adapters/sandboxPayment';
import type { WarehouseGateway } from '../adapters/warehouse';
import type { Db } from '../db/database';
import { orders } from '../db/schema';
import { addressRepository, closeUnpaid, insertOrder, type OrderLine } from '../repositories/checkout';
import { type Tx } from '../repositories/orderBasics';
import { fulfilmentLines, shipOrder } from '../repositories/fulfilment';
import { orderCentreRepository } from '../repositories/orders';
import { paymentRepository } from '../repositories/payments';
import { writeSnapshots } from '../repositories/snapshots';
import { giftService } from '../services/gifts';
import { refundService } from '../services/refunds';
import { reviewService } from '../services/reviews';
import type { OrderDraft } from './orders';

/**
 * Whether the server reaches this example's state by itself (spec §4), so the seed takes it there
 * through the same transitions as a real order ({@link placeDemoOrder}): ordinary orders unpaid,
 * pending shipment, shipped, successful, closed at the deadline, cancelled by the buyer or refunded,
 * transfer gifts awaiting, accepted or returned, and presale deposit orders unpaid or paid with
 * their balance due. A balance order is never placed: its deposit's payment opens it
 * ({@link isOpenedByDeposit}). The others are written as the stores' system hands them over: the
 * store and offline states (8–22), and spec §4's deposit order in state 2 with its balance still
 * due (this server keeps a paid deposit in state 1 until its balance is paid).
 */
export function livesThroughTransitions(draft: OrderDraft): boolean {
  const { orderType, orderState } = draft.row;
  if (orderType === 1) return orderState === 1;
  return orderType !== 2 && [1, 2, 3, 4, 5, 6, 7].includes(orderState);
}

/** A balance order: the payment of its deposit order opens it, so the seed never writes it. */
export function isOpenedByDeposit(draft: OrderDraft): boolean {
  return draft.row.orderType === 2;
}

/** An unpaid checkout order waits this long for its payment (ORDER_PAY_MINUTES' default). */
const payMinutes = 30;

/** A demo member as the transitions need them: the id (a member's uid too) and the name reviews show. */
export type DemoPerson = { id: number; nickname: string };

/** What every demo order's life shares: the members by key and the simulated warehouse. */
export type DemoWorld = {
  people: ReadonlyMap<string, DemoPerson>;
  warehouse: WarehouseGateway;
  /** The order number of each example by key (a deposit's balance order takes its example's number). */
  orderNos: ReadonlyMap<string, string>;
};

const buyerOf = (person: DemoPerson) => ({ uid: person.id, memberId: person.id, staffId: null });

/**
 * Places one demo order and takes it through the transitions a real order takes, each at its own
 * moment of the seed's clock (the draft's times, all relative to the seed's `now`): creation as
 * checkout writes it (stock reserved, points spent, address and trade snapshots), payment settled
 * from a payment attempt, a gift accepted or returned by its recipient, shipping in the warehouse's
 * parcels, receipt confirmed and reviewed, a refund applied for, approved and settled by the PSP's
 * notice, or closing unpaid at the deadline or by the buyer (stock and points back).
 *
 * Only orders whose life is over (successful, closed) carry an idempotency key, as checkout's do;
 * the examples left open (pending shipment, shipped, a gift awaiting) carry none, so the warehouse
 * simulator, which ships only keyed orders (`shipDue`), leaves them for the console's staff. An unpaid
 * example closes at its deadline as every order does (issue #31 item 5): a demo started later shows
 * it closed, never a payment that can no longer be made.
 */
export async function placeDemoOrder(
  tx: Tx,
  draft: OrderDraft,
  lines: readonly OrderLine[],
  world: DemoWorld,
): Promise<number> {
  const { row } = draft;
  const db: Db = tx;
  const person = world.people.get(draft.memberKey) as DemoPerson;
  const buyer = buyerOf(person);
  const at = (moment: Date) => () => moment;
  const fail = (step: string): never => {
    throw new Error(`seed: ${draft.key} could not ${step}`);
  };
  const createdAt = row.createdAt as Date;
  const isDeposit = row.orderType === 1;
  // A deposit's deadline is its own (depositEndPayTime); its final-payment window opens an hour after
  // it was placed and ends when the example says (a week after the deposit's deadline otherwise).
  const payDeadline = row.payDeadline ?? row.depositEndPayTime ?? new Date(createdAt.getTime() + payMinutes * 60_000);
  const presale = isDeposit
    ? {
        balanceStartPayTime: new Date(createdAt.getTime() + 3_600_000),
        balanceEndPayTime: row.balanceEndPayTime ?? new Date(payDeadline.getTime() + 7 * 86_400_000),
      }
    : null;
  const key = row.orderState >= 4 ? `seed:${draft.key}` : null;
  const { id, orderNo } = await insertOrder(
    tx,
    {
      buyer,
      confirm: {
        goodsTotalFen: row.goodsTotalFen,
        fullMinusFen: row.discountFen ?? 0,
        quantityDiscountFen: 0,
        pointsUsed: row.pointsUsed ?? 0,
        pointsFen: row.pointsFen ?? 0,
        giftCardFen: 0,
        payableFen: row.payFen,
      },
      rows: lines,
      // A transfer gift's address is its recipient's, given on acceptance.
      address: row.isTransferGift ? null : (row.addressSnapshot ?? null),
      presale,
      isTransferGift: row.isTransferGift ?? false,
      remark: '',
      idempotencyKey: key,
      requestHash: key,
      now: createdAt,
      payDeadline,
      origin: { source: row.source ?? 1, saleCode: row.saleCode ?? '', orderNo: row.orderNo },
    },
    (title) => new Error(`seed: 「${title}」 is out of stock`),
  );
  await writeSnapshots(tx, [id], createdAt);

  if (row.orderState === 5 || row.orderState === 6) {
    const reason = row.orderState === 6 ? 'buyer' : 'deadline';
    if (!(await closeUnpaid(db, id, row.closedAt as Date, reason))) fail('close');
    return id;
  }
  if (!row.paidAt) return id;
  // A deposit's payment opens its balance order, numbered as the balance example is.
  const balanceNo = world.orderNos.get(draft.relatedKey ?? '') ?? `${orderNo}2`;
  const payments = paymentRepository(db, () => balanceNo);
  const payNo = `PAY${orderNo}`;
  await payments.create(id, 'wechat', row.payFen, payNo, row.paidAt);
  if ((await payments.settle(payNo, 'SUCCESS', row.paidAt)) !== 'paid') fail('be paid');

  if (row.isTransferGift && row.transferGiftState !== 0) {
    const recipient = world.people.get(draft.recipientKey as string) as DemoPerson;
    const [{ giftToken } = { giftToken: null }] = await tx
      .select({ giftToken: orders.giftToken })
      .from(orders)
      .where(eq(orders.id, id));
    // Accepted two hours after payment, or returned when the order closed.
    const answeredAt = row.transferGiftState === 1 ? new Date(row.paidAt.getTime() + 2 * 3_600_000) : row.closedAt;
    const gifts = giftService(db, at(answeredAt as Date));
    if (row.transferGiftState === 1) {
      const [address] = await addressRepository(db).list(recipient.id);
      if (!address || (await gifts.accept(recipient.id, giftToken as string, address.id)).kind !== 'done') {
        fail('be accepted');
      }
    } else if ((await gifts.decline(recipient.id, giftToken as string)).kind !== 'done') fail('be returned');
  }
  if (row.shippedAt) {
    const picked = await fulfilmentLines(tx, [id]);
    const shipped = await shipOrder(tx, { id, orderNo, lines: picked }, row.shippedAt, (order) =>
      world.warehouse.ship({ orderNo: order.orderNo, lines: order.lines }),
    );
    if (!shipped) fail('ship');
  }
  if (row.receivedAt) {
    if (!(await orderCentreRepository(db).confirmReceipt(id, 3, row.receivedAt))) fail('be received');
    if (draft.review) {
      const reviewedAt = new Date(row.receivedAt.getTime() + 24 * 3_600_000);
      const reviews = reviewService(db, at(reviewedAt), () => '');
      const form = await reviews.lines(buyer, orderNo);
      const entries = (form?.lines ?? []).map((line) => ({
        lineId: line.lineId,
        rating: draft.review?.rating ?? 5,
        content: draft.review?.content ?? '',
        photoIds: [],
        isAnonymous: false,
      }));
      if ((await reviews.submit(buyer, person.nickname, orderNo, entries)).kind !== 'done') fail('be reviewed');
    }
  }
  if (row.paymentState === 2) await refund(tx, draft, orderNo, world);
  return id;
}

/**
 * The buyer applies for a refund of the whole order: before shipment (申请退款) an hour after paying
 * or when the order closed, after receipt (申请售后) two days after receiving it. The operator approves
 * it an hour later and the sandbox PSP's signed notice settles it: the payment refunded, points back,
 * and an order that had not shipped closed with its stock back.
 */
async function refund(tx: Tx, draft: OrderDraft, orderNo: string, world: DemoWorld) {
  const { row } = draft;
  const person = world.people.get(draft.memberKey) as DemoPerson;
  const afterReceipt = row.receivedAt ? row.receivedAt.getTime() + 48 * 3_600_000 : 0;
  const appliedAt = new Date(
    Math.max((row.paidAt as Date).getTime() + 3_600_000, row.closedAt?.getTime() ?? 0, afterReceipt),
  );
  const settledAt = new Date(appliedAt.getTime() + 3_600_000);
  // The sandbox PSP signs with the seed's own secret: its notices are delivered here only.
  const secret = randomBytes(32).toString('hex');
  const serviceAt = (moment: Date) =>
    refundService(tx, () => moment, {
      gateway: sandboxRefundGateway(secret, () => moment),
      linkOf: () => '',
    });
  const applied = await serviceAt(appliedAt).apply(buyerOf(person), {
    orderNo,
    reason: row.receivedAt ? 'quality' : 'unwanted',
  });
  if (applied.kind !== 'done') throw new Error(`seed: ${draft.key} refund: ${'msg' in applied ? applied.msg : ''}`);
  const settling = serviceAt(settledAt);
  const approved = await settling.approve(applied.value.refundNo);
  if (approved.kind !== 'done' || !approved.value.notification) throw new Error(`seed: ${draft.key} refund approval`);
  const settled = await settling.settleNotice(approved.value.notification);
  if (!('outcome' in settled) || settled.outcome !== 'refunded') throw new Error(`seed: ${draft.key} refund notice`);
}
