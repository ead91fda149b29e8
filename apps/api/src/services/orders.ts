import { createHash } from 'node:crypto';
import { OK } from '@mall/contract';
import {
  OrderErrorCode,
  pointsPasswordMessages,
  type OrderConfirm,
  type OrderCreateBody as CreateBody,
} from '@mall/contract/checkout';
import type { Db } from '../db/database';
import { passwordPepper, type CheckoutEnv } from '../env';
import { keyedMutex } from '../lib/keyedMutex';
import { verifyPassword } from '../lib/password';
import { pointsPasswordDelays, pointsPasswordKeys, pointsPasswordLimits } from '../lib/signInThrottle';
import { accountsRepository } from '../repositories/accounts';
import {
  claimInOrder,
  completeClaim,
  insertOrder,
  readClaim,
  removeOrderedLinesFromBag,
  staffLimit,
  sweepUnpaid,
} from '../repositories/checkout';
import { type Buyer } from '../repositories/orderBasics';
import { writeExpiries } from '../repositories/points';
import { writeSnapshots } from '../repositories/snapshots';
import { addressSnapshotOf, CheckoutRefusal, checkoutService, purchaseLimitMessage } from './checkout';
import { otpService } from './otp';
import { depositDeadline } from './presale';
import { signInThrottle } from './signInThrottle';

/** JSON with keys sorted, so two bodies that mean the same hash the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The request hash of an order body; the points password and its unlock code are left out (secrets, not what is bought). */
export function requestHash(body: CreateBody): string {
  const { pointPwd: _secret, pointSmsCode: _code, ...rest } = body;
  return createHash('sha256').update(canonical(rest)).digest('hex');
}

const notFound = (msg: string) => new CheckoutRefusal(404, { code: 404, msg });

/** The answer of a created order, as stored for replays. */
export type OrderCreated = {
  code: number;
  msg: string;
  data: { orderNo: string; payableFen: number; payDeadline: string };
};

/**
 * Orders (issue #7 items 3–4; DESIGN.md §7): confirmation, idempotent creation, and the sweep that
 * closes unpaid orders after ORDER_PAY_MINUTES, returning stock, points and gift card (the order
 * centre's detail, cancel and the rest: services/orderCentre.ts). Refusals are thrown as {@link CheckoutRefusal}s carrying their answer.
 */
export function orderService(db: Db, checkout: CheckoutEnv, clock: () => Date) {
  const service = checkoutService(db, checkout);
  const pepper = passwordPepper(process.env);
  // issue #28 §1: the points password is throttled like the sign-in, per member and per address, in the database.
  const pointsThrottle = signInThrottle(db, clock, pointsPasswordLimits, pointsPasswordDelays);
  // Only checks codes here (sendVerificationCode sends them): the gateway is never called.
  const codes = otpService({
    db,
    clock,
    secret: pepper,
    serialize: keyedMutex(),
    sms: {
      name: 'unused',
      send: () => Promise.reject(new Error('orders never send text messages')),
    },
  });
  const people = accountsRepository(db);

  /**
   * The points-password check of a member spending points (issue #28 §1): a right text-message code first lifts a
   * lock; then the try is counted before it is checked, so a held guesser learns nothing and parallel tries count.
   */
  async function checkPointsPassword(memberId: number, hash: string, body: CreateBody, clientAddress: string) {
    const keys = pointsPasswordKeys(memberId, clientAddress);
    if (body.pointSmsCode !== undefined) {
      const member = await people.memberById(memberId);
      const checked = member
        ? await codes.check({ countryNo: member.countryNo, mobile: member.mobile, smsType: 7, code: body.pointSmsCode })
        : { ok: false };
      if (!checked.ok) {
        throw new CheckoutRefusal(422, {
          code: OrderErrorCode.ORDER_POINTS_PASSWORD,
          msg: pointsPasswordMessages.smsCode,
        });
      }
      await pointsThrottle.unlock(keys.account);
    }
    const md5 = createHash('md5')
      .update(body.pointPwd ?? '')
      .digest('hex');
    const verdict = await pointsThrottle.attempt(keys.account, keys.address, async () =>
      body.pointPwd ? verifyPassword(hash, md5, pepper) : false,
    );
    if (verdict === 'ok') return;
    if (verdict === 'wrong') {
      throw new CheckoutRefusal(422, { code: OrderErrorCode.ORDER_POINTS_PASSWORD, msg: '积分密码不正确或未填写' });
    }
    if (verdict.hold === 'locked') {
      throw new CheckoutRefusal(429, {
        code: OrderErrorCode.ORDER_POINTS_PASSWORD_LOCKED,
        msg: pointsPasswordMessages.locked,
      });
    }
    throw new CheckoutRefusal(429, {
      code: OrderErrorCode.ORDER_POINTS_PASSWORD_WAIT,
      msg: pointsPasswordMessages.wait(verdict.seconds),
      data: { retryAfter: verdict.seconds },
    });
  }

  /** Thrown inside the order transaction when another request committed the same key first: replay its answer. */
  const keyTaken = new Error('the idempotency key was claimed by another request');
  const inFlight = () =>
    new CheckoutRefusal(409, { code: OrderErrorCode.ORDER_IN_FLIGHT, msg: '订单正在提交中，请稍候' });

  /**
   * Everything of one order creation, the key claimed in its transaction; answers the success body or throws a
   * refusal (or `keyTaken`).
   */
  async function place(buyer: Buyer, body: CreateBody, key: string, hash: string, clientAddress: string) {
    const now = clock();
    const isGift = body.isTransferGift === true;
    // A transfer gift's recipient chooses the address when accepting it: the buyer's is optional.
    if (body.addressId === undefined && !isGift) {
      throw new CheckoutRefusal(400, { code: 400, msg: '请选择收货地址' });
    }
    const [address, wallet] = await Promise.all([
      body.addressId === undefined ? undefined : service.address(buyer.uid, body.addressId),
      service.walletOf(buyer),
    ]);
    if (body.addressId !== undefined && !address) throw notFound('收货地址不存在，请重新选择');
    if ((body.usePoints ?? 0) > 0 && wallet.pointPwdHash !== null && buyer.memberId !== null) {
      await checkPointsPassword(buyer.memberId, wallet.pointPwdHash, body, clientAddress);
    }
    const { result, rows } = await service.confirm(buyer, body, now, wallet);
    const outOfStock = (title: string) =>
      new CheckoutRefusal(409, {
        code: OrderErrorCode.ORDER_OUT_OF_STOCK,
        msg: `「${title}」库存不足，请减少数量或选择其他商品`,
      });
    // Fail fast on stock read just now; the conditional update inside the transaction is the guarantee.
    const short = rows.find((row) => row.stock < row.buyNum);
    if (short) throw outOfStock(short.title);
    const priceChanged = (fresh: OrderConfirm) =>
      new CheckoutRefusal(409, {
        code: OrderErrorCode.ORDER_PRICE_CHANGED,
        msg: '商品价格或可用积分已变化，请确认新的应付金额后再提交',
        data: fresh,
      });
    if (result.payableFen !== body.expectedPayableFen) throw priceChanged(result);
    const terms = result.presale;
    const payDeadline = terms
      ? depositDeadline(now, checkout.orderPayMinutes, new Date(terms.balanceEndPayTime))
      : new Date(now.getTime() + checkout.orderPayMinutes * 60_000);
    const walletChanged = new CheckoutRefusal(409, { code: OrderErrorCode.ORDER_PRICE_CHANGED, msg: '' });
    try {
      return await db.transaction(async (tx) => {
        const claim = await claimInOrder(tx, buyer.uid, key, hash, now);
        if (claim.kind === 'taken') throw keyTaken;
        // Still held by another request's transaction after a moment: the client retries shortly.
        if (claim.kind === 'busy') throw inFlight();
        const claimId = claim.id;
        if (buyer.memberId !== null) {
          // Points past their expiry go first (issue #13), then the member row is locked, so points
          // and gift card cannot be spent twice at once.
          await writeExpiries(tx, buyer.memberId, now);
          const locked = await service.walletOf(buyer, tx);
          if (locked.points < result.pointsUsed || locked.giftCardFen < result.giftCardFen) throw walletChanged;
        } else if (buyer.staffId !== null) {
          const limit = await staffLimit(tx, buyer.staffId, now, true);
          if (!limit) throw new CheckoutRefusal(403, { code: 403, msg: '员工账号不可用，请联系管理员' });
          if (limit.usedFen + result.payableFen > limit.limitFen) {
            const msg = purchaseLimitMessage(limit);
            throw new CheckoutRefusal(409, { code: OrderErrorCode.ORDER_PURCHASE_LIMIT, msg });
          }
        }
        const order = await insertOrder(
          tx,
          {
            buyer,
            confirm: result,
            rows,
            address: address ? addressSnapshotOf(address) : null,
            presale: terms
              ? {
                  balanceStartPayTime: new Date(terms.balanceStartPayTime),
                  balanceEndPayTime: new Date(terms.balanceEndPayTime),
                }
              : null,
            isTransferGift: isGift,
            remark: body.remark ?? '',
            idempotencyKey: key,
            requestHash: hash,
            now,
            payDeadline,
          },
          outOfStock,
        );
        // The trade snapshot: the goods as sold, in the order's own transaction (issue #12).
        await writeSnapshots(tx, [order.id], now);
        await removeOrderedLinesFromBag(tx, buyer, body.lines);
        const data = { orderNo: order.orderNo, payableFen: result.payableFen, payDeadline: payDeadline.toISOString() };
        const answer = { code: OK, msg: 'success', data };
        await completeClaim(tx, claimId, 200, answer, now);
        return answer;
      });
    } catch (error) {
      // Points or gift card were spent elsewhere meanwhile: the shopper confirms the new payable.
      if (error === walletChanged) throw priceChanged((await service.confirm(buyer, body, now)).result);
      throw error;
    }
  }

  // Keys this process is working on: a duplicate arriving here waits for the owner and replays its answer; a
  // duplicate at another process waits in the database (claimInOrder) and replays it too.
  const working = new Map<string, Promise<unknown>>();

  return {
    /** The confirmation of these lines for this buyer now. */
    async confirm(buyer: Buyer, body: Parameters<typeof service.confirm>[1]): Promise<OrderConfirm> {
      return (await service.confirm(buyer, body, clock())).result;
    },

    /**
     * Creates the order once per (buyer, Idempotency-Key): the same key and body replay the first
     * answer (`status` and `body`); another body is refused; a key another request is still working on
     * answers 409 ORDER_IN_FLIGHT after a short wait (claimInOrder), as does one left pending by an earlier
     * server version (readClaim).
     */
    async create(
      buyer: Buyer,
      body: CreateBody,
      key: string,
      clientAddress: string,
    ): Promise<{ status: number; body: unknown }> {
      const hash = requestHash(body);
      const slot = `${buyer.uid}:${key}`;
      for (let attempt = 0; ; attempt += 1) {
        await working.get(slot)?.catch(() => undefined);
        const claim = await readClaim(db, buyer.uid, key, hash, clock());
        if (claim.kind === 'reused') {
          const msg = '这个 Idempotency-Key 已用于另一笔不同的订单';
          throw new CheckoutRefusal(422, { code: OrderErrorCode.IDEMPOTENCY_KEY_REUSED, msg });
        }
        if (claim.kind === 'inFlight') throw inFlight();
        if (claim.kind === 'replay') return { status: claim.status, body: claim.body };
        // Another duplicate of this process may have started while we read: wait for it instead.
        if (working.has(slot)) continue;
        const work = place(buyer, body, key, hash, clientAddress);
        working.set(slot, work);
        try {
          return { status: 200, body: await work };
        } catch (error) {
          // Committed by another request meanwhile: read its answer (a few rounds at most: it is stored now).
          if (error === keyTaken && attempt < 3) continue;
          throw error;
        } finally {
          working.delete(slot);
        }
      }
    },

    /** One sweep over unpaid orders past their deadline; how many were closed. */
    sweepUnpaid: () => sweepUnpaid(db, clock()),
  };
}
