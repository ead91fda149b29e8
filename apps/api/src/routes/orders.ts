import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CheckoutErrorBody,
  checkoutPaths,
  ErrorBody,
  IDEMPOTENCY_HEADER,
  OK,
  OrderCancelBody,
  OrderCancelResponse,
  OrderConfirmBody,
  OrderConfirmResponse,
  OrderCreateBody,
  OrderCreateResponse,
  OrderDetailQuery,
  OrderDetailResponse,
  OrderErrorCode,
  type CheckoutLine,
  type OrderConfirm,
  type OrderCreateBody as CreateBody,
  type OrderDetail,
} from '@mall/contract';
import { passwordPepper, verifyPassword } from '../auth/password';
import { currentUser, requireUser, type Identity } from '../auth/tokens';
import { confirmation, discountsOf, type Wallet } from '../checkout/pricing';
import type { Db } from '../db/database';
import type { CheckoutEnv } from '../env';
import {
  addressRepository,
  CheckoutRefusal,
  claimKey,
  closeUnpaid,
  completeClaim,
  insertOrder,
  memberWallet,
  orderItemsOf,
  ownOrder,
  priceLines,
  purchaseLimitMessage,
  releaseClaim,
  removeOrderedLinesFromBag,
  staffLimit,
  sweepUnpaid,
  type Buyer,
  type OrderRow,
} from '../repositories/checkout';
import { staffUidOffset } from './staff';
import type { AppContext } from './context';

const tags = ['订单 Orders'];

/** The buyer behind a verified token: a member (uid = members.id) or a staff user (uid in the staff range). */
export function buyerOf(user: Identity): Buyer {
  return user.isStaff ? { uid: user.uid, memberId: null, staffId: user.uid - staffUidOffset } : { uid: user.uid, memberId: user.uid, staffId: null };
}

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

/** The request hash of an order body; the points password is left out (it is a secret, not what is bought). */
export function requestHash(body: CreateBody): string {
  const { pointPwd: _secret, ...rest } = body;
  return createHash('sha256').update(canonical(rest)).digest('hex');
}

const duplicateLine = (lines: readonly CheckoutLine[]) => new Set(lines.map((line) => `${line.goodID}|${line.attribute}`)).size !== lines.length;

const notFound = (msg: string) => new CheckoutRefusal(404, { code: 404, msg });

/** The order detail answer (spec §3 order; DESIGN.md §7). */
async function detailOf(db: Db, row: OrderRow): Promise<OrderDetail> {
  const items = await orderItemsOf(db, row.id);
  const address = row.addressSnapshot;
  return {
    orderNo: row.orderNo,
    orderState: row.orderState,
    paymentState: row.paymentState,
    goodsTotalFen: row.goodsTotalFen,
    discountFen: row.discountFen,
    pointsUsed: row.pointsUsed,
    pointsFen: row.pointsFen,
    giftCardFen: row.giftCardFen,
    payableFen: row.payFen,
    payDeadline: row.payDeadline?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    address: address ? { ...address, isDefault: false } : null,
    items: items.map((item) => ({
      goodID: item.goodsId,
      mouldNo: item.mouldNo,
      title: item.title,
      thumb: item.thumb,
      attribute: item.attribute,
      buyNum: item.qty,
      unitPriceFen: item.unitPriceFen,
      category: item.category,
    })),
  };
}

/**
 * Order confirmation, creation, detail and cancel (issue #7 items 3–4; DESIGN.md §7), and the
 * sweeper that closes unpaid orders after ORDER_PAY_MINUTES, returning stock, points and gift card.
 */
export const orderRoutes: FastifyPluginAsyncTypebox<AppContext & { checkout: CheckoutEnv }> = async (app, { database, clock, productCode, checkout }) => {
  const paths = checkoutPaths(productCode);
  const db = database.db;
  const addressBook = addressRepository(db);
  const pepper = passwordPepper(process.env);
  const rate = checkout.pointsExchangeRate;

  async function walletOf(buyer: Buyer, lock: { tx?: Parameters<typeof memberWallet>[0] } = {}): Promise<Wallet & { pointPwdHash: string | null }> {
    if (buyer.memberId === null) return { points: 0, giftCardFen: 0, giftCardEnabled: false, pointPwdHash: null };
    const row = await memberWallet(lock.tx ?? db, buyer.memberId, lock.tx !== undefined);
    if (!row) throw new CheckoutRefusal(401, { code: 401, msg: '登录已失效，请重新登录' });
    return { points: row.points, giftCardFen: row.giftCardFen, giftCardEnabled: checkout.giftCardEnabled, pointPwdHash: row.pointPwdHash };
  }

  /** Prices the lines now and applies discounts, points and gift card for this buyer. */
  async function confirm(buyer: Buyer, body: { lines: CheckoutLine[]; usePoints?: number | undefined; useGiftCard?: boolean | undefined }, now: Date, wallet?: Wallet) {
    if (duplicateLine(body.lines)) throw new CheckoutRefusal(400, { code: 400, msg: '请求参数有误：同一件商品的同一规格只能出现一次' });
    const priced = await priceLines(db, body.lines, now);
    if ('missing' in priced) throw notFound('商品不存在或已下架');
    const isStaff = buyer.staffId !== null;
    const result = confirmation(priced.rows, discountsOf(priced.rows, priced.activities, isStaff), wallet ?? (await walletOf(buyer)), body, rate, priced.gold);
    return { result, rows: priced.rows };
  }

  /** The refusal a checkout step threw, as its answer; anything else is a real error. */
  const refusal = (error: unknown): CheckoutRefusal => {
    if (error instanceof CheckoutRefusal) return error;
    throw error;
  };

  app.post(
    paths.orderConfirm,
    {
      preHandler: requireUser,
      schema: { tags, summary: '按当前价格（克价商品按今日金价）计算结算金额：优惠、积分、礼品卡', body: OrderConfirmBody, response: { 200: OrderConfirmResponse, 400: CheckoutErrorBody, 401: CheckoutErrorBody, 404: CheckoutErrorBody } },
    },
    async (request, reply) => {
      try {
        const { result } = await confirm(buyerOf(await currentUser(request)), request.body, clock());
        return { code: OK, msg: 'success', data: result };
      } catch (error) {
        const { status, body } = refusal(error);
        return reply.status(status as 400).send(body);
      }
    },
  );

  /** Everything of one order creation after the key is owned; answers the success body or throws a refusal. */
  async function place(buyer: Buyer, body: CreateBody, key: string, hash: string, claimId: number) {
    const now = clock();
    const [address, wallet] = await Promise.all([addressBook.one(buyer.uid, body.addressId), walletOf(buyer)]);
    if (!address) throw notFound('收货地址不存在，请重新选择');
    if ((body.usePoints ?? 0) > 0 && wallet.pointPwdHash !== null) {
      const md5 = createHash('md5').update(body.pointPwd ?? '').digest('hex');
      if (!body.pointPwd || !(await verifyPassword(wallet.pointPwdHash, md5, pepper))) {
        throw new CheckoutRefusal(422, { code: OrderErrorCode.ORDER_POINTS_PASSWORD, msg: '积分密码不正确或未填写' });
      }
    }
    const { result, rows } = await confirm(buyer, body, now, wallet);
    const outOfStock = (title: string) => new CheckoutRefusal(409, { code: OrderErrorCode.ORDER_OUT_OF_STOCK, msg: `「${title}」库存不足，请减少数量或选择其他商品` });
    // Fail fast on stock read just now; the conditional update inside the transaction is the guarantee.
    const short = rows.find((row) => row.stock < row.buyNum);
    if (short) throw outOfStock(short.title);
    const priceChanged = (fresh: OrderConfirm) =>
      new CheckoutRefusal(409, { code: OrderErrorCode.ORDER_PRICE_CHANGED, msg: '商品价格或可用积分已变化，请确认新的应付金额后再提交', data: fresh });
    if (result.payableFen !== body.expectedPayableFen) throw priceChanged(result);
    const payDeadline = new Date(now.getTime() + checkout.orderPayMinutes * 60_000);
    const walletChanged = new CheckoutRefusal(409, { code: OrderErrorCode.ORDER_PRICE_CHANGED, msg: '' });
    try {
      return await db.transaction(async (tx) => {
      if (buyer.memberId !== null) {
        // The member row is locked, so points and gift card cannot be spent twice at once.
        const locked = await walletOf(buyer, { tx });
        if (locked.points < result.pointsUsed || locked.giftCardFen < result.giftCardFen) throw walletChanged;
      } else if (buyer.staffId !== null) {
        const limit = await staffLimit(tx, buyer.staffId, now, true);
        if (!limit) throw new CheckoutRefusal(403, { code: 403, msg: '员工账号不可用，请联系管理员' });
        if (limit.usedFen + result.payableFen > limit.limitFen) throw new CheckoutRefusal(409, { code: OrderErrorCode.ORDER_PURCHASE_LIMIT, msg: purchaseLimitMessage(limit) });
      }
      const order = await insertOrder(
        tx,
        {
          buyer,
          requestId: claimId,
          confirm: result,
          rows,
          address: { id: address.id, consignee: address.consignee, mobile: address.mobile, province: address.province, city: address.city, district: address.district, detail: address.detail },
          remark: body.remark ?? '',
          idempotencyKey: key,
          requestHash: hash,
          now,
          payDeadline,
        },
        outOfStock,
      );
      await removeOrderedLinesFromBag(tx, buyer, body.lines);
      const answer = { code: OK, msg: 'success', data: { orderNo: order.orderNo, payableFen: result.payableFen, payDeadline: payDeadline.toISOString() } };
      await completeClaim(tx, claimId, 200, answer, now);
      return answer;
      });
    } catch (error) {
      // Points or gift card were spent elsewhere meanwhile: the shopper confirms the new payable.
      if (error === walletChanged) throw priceChanged((await confirm(buyer, body, now)).result);
      throw error;
    }
  }

  // Keys this process is working on: a duplicate arriving here waits for the owner and replays its
  // answer instead of hearing 409; a duplicate at another process hears 409 ORDER_IN_FLIGHT.
  const working = new Map<string, Promise<unknown>>();

  app.post(
    paths.orderCreate,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '提交订单（请求头 Idempotency-Key：同一个键同一内容返回同一订单；内容不同 422；处理中 409）',
        body: OrderCreateBody,
        response: { 200: OrderCreateResponse, 400: CheckoutErrorBody, 401: CheckoutErrorBody, 403: CheckoutErrorBody, 404: CheckoutErrorBody, 409: CheckoutErrorBody, 422: CheckoutErrorBody },
      },
    },
    async (request, reply) => {
      const key = request.headers[IDEMPOTENCY_HEADER];
      if (typeof key !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(key)) {
        return reply.status(400).send({ code: 400, msg: '请求参数有误：缺少 Idempotency-Key 请求头，或格式不对（16–64 位字母、数字、_ 或 -）' });
      }
      const buyer = buyerOf(await currentUser(request));
      const hash = requestHash(request.body);
      const slot = `${buyer.uid}:${key}`;
      await working.get(slot)?.catch(() => undefined);
      const claim = await claimKey(db, buyer.uid, key, hash, clock());
      if (claim.kind === 'reused') return reply.status(422).send({ code: OrderErrorCode.IDEMPOTENCY_KEY_REUSED, msg: '这个 Idempotency-Key 已用于另一笔不同的订单' });
      if (claim.kind === 'inFlight') return reply.status(409).send({ code: OrderErrorCode.ORDER_IN_FLIGHT, msg: '订单正在提交中，请稍候' });
      if (claim.kind === 'replay') return reply.status(claim.status as 200).send(claim.body as CheckoutErrorBody & { data: { orderNo: string; payableFen: number; payDeadline: string } });
      const work = place(buyer, request.body, key, hash, claim.id);
      working.set(slot, work);
      try {
        return await work;
      } catch (error) {
        await releaseClaim(db, claim.id);
        const { status, body } = refusal(error);
        return reply.status(status as 409).send(body);
      } finally {
        working.delete(slot);
      }
    },
  );

  app.get(
    paths.orderDetail,
    { preHandler: requireUser, schema: { tags, summary: '自己的订单详情（超时未付的订单在读取时关闭）', querystring: OrderDetailQuery, response: { 200: OrderDetailResponse, 401: ErrorBody, 404: ErrorBody } } },
    async (request, reply) => {
      const row = await ownOrder(db, buyerOf(await currentUser(request)), request.query.orderNo, clock());
      if (!row) return reply.status(404).send({ code: 404, msg: '订单不存在' });
      return { code: OK, msg: 'success', data: await detailOf(db, row) };
    },
  );

  app.post(
    paths.orderCancel,
    {
      preHandler: requireUser,
      schema: { tags, summary: '取消自己的待付款订单：库存、积分和礼品卡退回', body: OrderCancelBody, response: { 200: OrderCancelResponse, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody } },
    },
    async (request, reply) => {
      const now = clock();
      const row = await ownOrder(db, buyerOf(await currentUser(request)), request.body.orderNo, now);
      if (!row) return reply.status(404).send({ code: 404, msg: '订单不存在' });
      if (!(await closeUnpaid(db, row.id, now))) return reply.status(409).send({ code: OrderErrorCode.ORDER_NOT_PAYABLE, msg: '订单已支付或已关闭，不能取消' });
      return { code: OK, msg: 'success', data: null };
    },
  );

  // The sweeper: every ORDER_SWEEP_SECONDS this process closes unpaid orders past their deadline.
  // Safe with many processes (skip locked, once-only close); reads close late orders too.
  if (checkout.orderSweepSeconds > 0) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      sweepUnpaid(db, clock())
        .then((closed) => {
          if (closed > 0) app.log.info({ closed }, 'closed unpaid orders past their deadline');
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'the unpaid-order sweep failed; it runs again next interval'))
        .finally(() => {
          running = false;
        });
    }, checkout.orderSweepSeconds * 1000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
};
