import { sql } from 'drizzle-orm';
import { pointsEarned } from '@mall/contract';
import { aftersalesPaths } from '@mall/contract/ops';
import { uploadPaths } from '@mall/contract/uploads';
import { refundPaths, type OrderDetail, type OrderList, type RefundOptions } from '@mall/contract/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedNotification } from '../src/adapters/sandboxPayment';
import { rowsOf } from '../src/db/database';
import { now } from './catalogFixture';
import {
  addressOf,
  auth,
  checkoutEnv,
  insertCheckoutFixture,
  newKey,
  paths,
  pointsOf,
  sessions,
  stockOf,
} from './checkoutFixture';
import { engines, startTestApp } from './harness';
import { consoleApprove, consoleRefuse, staffSessions } from './staffFixture';

const refundRoutes = refundPaths('mall');
const uploads = uploadPaths('mall');
const aftersales = aftersalesPaths('mall');
/** A 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);
/** The fixture's fixed-price piece: ¥1026.14. */
const piece = { goodID: 8, attribute: '' };
const PIECE_FEN = 102_614;

/**
 * Refunds before shipment and after-sales after it (issue #12): apply → a 运营 approves in the console
 * (issue #29) → the sandbox PSP's signed notice → refunded, with the cash, points and gift card back in
 * proportion, the order's payment refunded and, before shipment, the order closed with its stock back.
 */
describe.each(engines())('refunds and after-sales on %s (issue #12; spec §4 order buttons)', (engine) => {
  let s: Awaited<ReturnType<typeof startTestApp>>;
  let wang = '';
  let li = '';
  let zhang = '';
  let staff: Record<string, string> = {};

  beforeAll(async () => {
    s = await startTestApp(engine, checkoutEnv, { clock: () => now });
    await insertCheckoutFixture(s.database.db);
    await s.database.db.execute(sql`update goods_skus set stock_web = 100 where goods_id = 8`);
    await s.database.db.execute(sql`update members set points = 100000, gift_card_fen = 50000 where id = 1`);
    [wang, li, zhang] = (await sessions(s, [1, 2, 3])) as [string, string, string];
    staff = await staffSessions(s, { JY70002: 'operations', JY70006: 'finance' });
  }, 60_000);
  afterAll(async () => s?.close());

  const post = (url: string, token: string, payload: object) =>
    s.app.inject({ method: 'POST', url, headers: auth(token), payload });
  const get = (url: string, token: string) => s.app.inject({ method: 'GET', url, headers: auth(token) });
  const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await s.database.db.execute(query))[0] as T;

  /** An order of `qty` pieces placed at checkout (points and gift card as given) and paid at the sandbox PSP. */
  const paidOrder = async (
    token = wang,
    { qty = 2, usePoints = 0, useGiftCard = false }: { qty?: number; usePoints?: number; useGiftCard?: boolean } = {},
  ) => {
    const lines = [{ ...piece, buyNum: qty }];
    const confirm = (await post(paths.orderConfirm, token, { lines, usePoints, useGiftCard })).json().data;
    const uid = token === wang ? 1 : token === li ? 2 : 3;
    const created = await s.app.inject({
      method: 'POST',
      url: paths.orderCreate,
      headers: { ...auth(token), 'idempotency-key': newKey() },
      payload: {
        lines,
        usePoints,
        useGiftCard,
        addressId: await addressOf(s.database.db, uid),
        expectedPayableFen: confirm.payableFen,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const order = created.json().data as { orderNo: string; payableFen: number };
    const payNo = (await post(paths.payCreate, token, { orderNo: order.orderNo, method: 'wechat' })).json().data.payNo;
    const notice = signedNotification(
      { payNo, orderNo: order.orderNo, amountFen: order.payableFen, status: 'SUCCESS' },
      checkoutEnv.PAY_NOTIFY_SECRET,
      now,
    );
    expect((await s.app.inject({ method: 'POST', url: paths.payNotify, payload: notice })).json().code).toBe('SUCCESS');
    return { ...order, pointsUsed: confirm.pointsUsed as number, giftCardFen: confirm.giftCardFen as number };
  };
  const photo = async (token: string, purpose = 'refund') => {
    const response = await s.app.inject({
      method: 'POST',
      url: `${uploads.uploadImage}?purpose=${purpose}`,
      headers: { ...auth(token), 'content-type': 'image/png' },
      payload: png,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.id as string;
  };
  const apply = (token: string, body: object) => post(refundRoutes.refundApply, token, body);
  const applied = async (token: string, body: object) => {
    const response = await apply(token, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.refundNo as string;
  };
  const options = async (token: string, orderNo: string): Promise<RefundOptions> => {
    const response = await get(`${refundRoutes.refundOptions}?orderNo=${orderNo}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const detail = async (token: string, orderNo: string): Promise<OrderDetail> =>
    (await get(`${paths.orderDetail}?orderNo=${orderNo}`, token)).json().data;
  // Staff decide in the console (issue #29): a 运营 approves or refuses; a 财务 confirms large refunds.
  const approve = (refundNo: string) => consoleApprove(s, refundNo, { operations: staff.JY70002 as string });
  const refuse = (refundNo: string, reason: string) => consoleRefuse(s, refundNo, reason, staff.JY70002 as string);
  const waitingRefunds = async () =>
    (await get(`${aftersales.aftersales}?pageSize=100`, staff.JY70002 as string)).json().data.rows as {
      refundNo: string;
      orderNo: string;
      state: string;
    }[];
  const orderState = (orderNo: string) =>
    one<{ order_state: number; payment_state: number }>(
      sql`select order_state, payment_state from orders where order_no = ${orderNo}`,
    );
  const refundRow = (refundNo: string) =>
    one<{ state: string; amount_fen: number; notifications: number }>(
      sql`select state, amount_fen, notifications from refunds where refund_no = ${refundNo}`,
    );

  describe('a refund before shipment, whole order', () => {
    it('applies with photos, is approved, the PSP’s notice refunds it: cash, points and gift card back, the order closed, its stock back', async () => {
      const stockBefore = await stockOf(s.database.db, piece.goodID, piece.attribute);
      const order = await paidOrder(wang, { qty: 2, usePoints: 2_500, useGiftCard: true });
      expect(order).toMatchObject({
        pointsUsed: 2_500,
        giftCardFen: 50_000,
        payableFen: 2 * PIECE_FEN - 5_000 - 50_000,
      });
      const wallet = await pointsOf(s.database.db, 1);

      const offered = await options(wang, order.orderNo);
      expect(offered).toMatchObject({ kind: 'refund', pointsUsed: 2_500, giftCardFen: order.giftCardFen });
      expect(offered.lines).toEqual([
        expect.objectContaining({ ...piece, buyNum: 2, paidFen: order.payableFen, refundedQty: 0, refundedFen: 0 }),
      ]);

      const photos = [await photo(wang), await photo(wang)];
      const refundNo = await applied(wang, {
        orderNo: order.orderNo,
        reason: 'wrongOrder',
        description: '  拍错了尺寸<script>x</script>  ',
        photos,
      });
      expect(refundNo).toMatch(/^RF\d{20}$/);

      const applying = await detail(wang, order.orderNo);
      expect(applying.refunds).toHaveLength(1);
      expect(applying.refunds[0]).toMatchObject({
        refundNo,
        kind: 'refund',
        state: 'applying',
        reason: 'wrongOrder',
        amountFen: order.payableFen,
        pointsBack: 2_500,
        giftCardBackFen: order.giftCardFen,
        description: '拍错了尺寸x',
        refuseReason: null,
        lines: [{ ...piece, title: expect.any(String), qty: 2, amountFen: order.payableFen }],
        timeline: [{ state: 'applying', at: now.toISOString() }],
      });
      const links = applying.refunds[0]?.photos ?? [];
      expect(links.map((link) => link.id)).toEqual(photos);
      const read = await s.app.inject({ method: 'GET', url: links[0]?.url ?? '' });
      expect(read.statusCode).toBe(200);

      // The card says 退款中 and the order is under 退款/售后 while it is open.
      const refundTab: OrderList = (await get(`${paths.orderList}?tab=refund&pageSize=20`, wang)).json().data;
      expect(refundTab.list.find((item) => item.orderNo === order.orderNo)?.refund).toEqual({
        refundNo,
        kind: 'refund',
        state: 'applying',
      });

      const waiting = await waitingRefunds();
      expect(waiting).toContainEqual(expect.objectContaining({ refundNo, orderNo: order.orderNo, state: 'applying' }));

      const approved = await approve(refundNo);
      expect(approved.statusCode, approved.body).toBe(200);
      const done = await detail(wang, order.orderNo);
      expect(done.refunds[0]?.state).toBe('refunded');
      expect(done.refunds[0]?.timeline.map((step) => step.state)).toEqual([
        'applying',
        'approved',
        'refunding',
        'refunded',
      ]);
      expect(done).toMatchObject({ orderState: 7, paymentState: 2, orderStateDesc: 'closed', showRefundBtn: false });
      // The points spent come back; the points the payment earned are taken back (issue #13).
      expect(await pointsOf(s.database.db, 1)).toEqual({
        points: wallet.points + 2_500 - pointsEarned(order.payableFen),
        giftCardFen: wallet.giftCardFen + order.giftCardFen,
      });
      expect(await stockOf(s.database.db, piece.goodID, piece.attribute)).toBe(stockBefore);
      expect((await refundRow(refundNo)).notifications).toBe(1);
      // Settled: no longer waiting, and the order takes no second refund.
      const after = await waitingRefunds();
      expect(after.some((entry: { refundNo: string }) => entry.refundNo === refundNo)).toBe(false);
      const again = await apply(wang, { orderNo: order.orderNo, reason: 'unwanted' });
      expect(again.statusCode).toBe(409);
      expect(again.json().msg).toBe('订单已退款，请勿重复申请');
    });
  });

  describe('partial refunds', () => {
    it('refunds one piece of two with a smaller amount, then the other: points come back in proportion, all of them in the end', async () => {
      const order = await paidOrder(wang, { qty: 2, usePoints: 1_001 });
      const wallet = await pointsOf(s.database.db, 1);
      // One piece: at most half of what was paid, rounded down.
      const half = Math.floor(order.payableFen / 2);
      const over = await apply(wang, {
        orderNo: order.orderNo,
        reason: 'unwanted',
        lines: [{ ...piece, qty: 1 }],
        amountFen: half + 1,
      });
      expect(over.statusCode).toBe(400);
      expect(over.json().msg).toBe(`退款金额不能超过¥${(half / 100).toFixed(2)}`);

      const first = await applied(wang, {
        orderNo: order.orderNo,
        reason: 'unwanted',
        lines: [{ ...piece, qty: 1 }],
        amountFen: 30_000,
      });
      const firstBack = Math.floor((1_001 * 30_000) / order.payableFen);
      expect((await detail(wang, order.orderNo)).refunds[0]).toMatchObject({
        amountFen: 30_000,
        pointsBack: firstBack,
      });
      expect((await approve(first)).statusCode).toBe(200);
      // Partly refunded: still paid and awaiting shipment, the refund button still offered for the rest.
      expect(await orderState(order.orderNo)).toEqual({ order_state: 2, payment_state: 1 });
      const rest = await options(wang, order.orderNo);
      expect(rest.lines[0]).toMatchObject({ refundedQty: 1, refundedFen: 30_000 });

      const second = await applied(wang, { orderNo: order.orderNo, reason: 'unwanted' });
      const secondView = (await detail(wang, order.orderNo)).refunds[0];
      expect(secondView).toMatchObject({ refundNo: second, amountFen: order.payableFen - 30_000 });
      expect(secondView?.lines).toEqual([expect.objectContaining({ qty: 1 })]);
      expect((secondView?.pointsBack ?? 0) + firstBack).toBe(1_001);
      expect((await approve(second)).statusCode).toBe(200);
      expect(await orderState(order.orderNo)).toEqual({ order_state: 7, payment_state: 2 });
      expect((await pointsOf(s.database.db, 1)).points).toBe(wallet.points + 1_001 - pointsEarned(order.payableFen));
    });
  });

  describe('refused and withdrawn', () => {
    it('the operator refuses with a reason the buyer reads; the order is as it was and may apply again', async () => {
      const order = await paidOrder(li, { qty: 1 });
      const refundNo = await applied(li, { orderNo: order.orderNo, reason: 'lateShipment' });
      expect((await refuse(refundNo, '')).statusCode).toBe(400);
      const refused = await refuse(refundNo, '商品已打包出库，请收货后申请售后');
      expect(refused.statusCode, refused.body).toBe(200);
      const view = (await detail(li, order.orderNo)).refunds[0];
      expect(view).toMatchObject({ state: 'refused', refuseReason: '商品已打包出库，请收货后申请售后' });
      expect(view?.timeline.map((step) => step.state)).toEqual(['applying', 'refused']);
      expect(await orderState(order.orderNo)).toEqual({ order_state: 2, payment_state: 1 });
      expect((await approve(refundNo)).json().msg).toBe('该退款申请已拒绝');
      // Refused is not open: another application is taken, with the whole amount available again.
      expect((await options(li, order.orderNo)).lines[0]).toMatchObject({ refundedQty: 0, refundedFen: 0 });
      await applied(li, { orderNo: order.orderNo, reason: 'unwanted' });
      // The refused refund keeps the order under 退款/售后.
      const list: OrderList = (await get(`${paths.orderList}?tab=refund`, li)).json().data;
      expect(list.list.map((item) => item.orderNo)).toContain(order.orderNo);
    });

    it('the buyer withdraws while applying, once; not after approval; not another buyer’s', async () => {
      const order = await paidOrder(zhang, { qty: 1 });
      const refundNo = await applied(zhang, { orderNo: order.orderNo, reason: 'other' });
      expect((await post(refundRoutes.refundWithdraw, li, { refundNo })).statusCode).toBe(404);
      expect((await post(refundRoutes.refundWithdraw, zhang, { refundNo })).statusCode).toBe(200);
      const twice = await post(refundRoutes.refundWithdraw, zhang, { refundNo });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().msg).toBe('退款申请已撤销，请勿重复操作');
      expect((await refundRow(refundNo)).state).toBe('withdrawn');
      expect((await approve(refundNo)).statusCode).toBe(409);
      // Withdrawn: not under 退款/售后, and the card has no refund.
      const all: OrderList = (await get(`${paths.orderList}?pageSize=20`, zhang)).json().data;
      expect(all.list.find((item) => item.orderNo === order.orderNo)?.refund).toBeNull();
      expect(all.counts.refund).toBe(0);

      const next = await applied(zhang, { orderNo: order.orderNo, reason: 'unwanted' });
      expect((await approve(next)).statusCode).toBe(200);
      const late = await post(refundRoutes.refundWithdraw, zhang, { refundNo: next });
      expect(late.statusCode).toBe(409);
      expect(late.json().msg).toBe('退款申请已处理，不能撤销');
    });
  });

  describe('after-sales (shipped and successful orders)', () => {
    it('offers after-sales reasons, refunds the whole payment without closing the order or returning stock', async () => {
      const order = await paidOrder(wang, { qty: 1 });
      await s.database.db.execute(
        sql`update orders set order_state = 4, shipped_at = ${now}, received_at = ${now} where order_no = ${order.orderNo}`,
      );
      const stockBefore = await stockOf(s.database.db, piece.goodID, piece.attribute);
      expect((await options(wang, order.orderNo)).kind).toBe('afterSales');
      const wrongKind = await apply(wang, { orderNo: order.orderNo, reason: 'lateShipment' });
      expect(wrongKind.statusCode).toBe(400);
      expect(wrongKind.json().msg).toBe('请选择退款原因');
      const refundNo = await applied(wang, {
        orderNo: order.orderNo,
        reason: 'damaged',
        description: '收到时链子断了',
      });
      expect((await detail(wang, order.orderNo)).refunds[0]?.kind).toBe('afterSales');
      expect((await approve(refundNo)).statusCode).toBe(200);
      expect(await orderState(order.orderNo)).toEqual({ order_state: 4, payment_state: 2 });
      expect(await stockOf(s.database.db, piece.goodID, piece.attribute)).toBe(stockBefore);
    });
  });

  describe('refusals (exactly what the buttons do not offer)', () => {
    it('answers 404 for another buyer’s order or an unknown one', async () => {
      const order = await paidOrder(wang, { qty: 1 });
      for (const orderNo of [order.orderNo, 'JY000000000000']) {
        const response = await apply(li, { orderNo, reason: 'unwanted' });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 404, msg: '订单不存在' });
        expect((await get(`${refundRoutes.refundOptions}?orderNo=${orderNo}`, li)).statusCode).toBe(404);
      }
      expect((await apply('', { orderNo: order.orderNo, reason: 'unwanted' })).statusCode).toBe(401);
    });

    it('answers 409 with the reason for an unpaid order and for a points product of type 21 first', async () => {
      const lines = [{ ...piece, buyNum: 1 }];
      const confirm = (await post(paths.orderConfirm, li, { lines })).json().data;
      const unpaid = (
        await s.app.inject({
          method: 'POST',
          url: paths.orderCreate,
          headers: { ...auth(li), 'idempotency-key': newKey() },
          payload: { lines, addressId: await addressOf(s.database.db, 2), expectedPayableFen: confirm.payableFen },
        })
      ).json().data.orderNo as string;
      const refusedUnpaid = await apply(li, { orderNo: unpaid, reason: 'unwanted' });
      expect(refusedUnpaid.statusCode).toBe(409);
      expect(refusedUnpaid.json()).toEqual({ code: 409, msg: '订单尚未支付，无需退款' });

      const points = await paidOrder(li, { qty: 1 });
      await s.database.db.execute(sql`
        update order_items set point_product_type = 21
        where order_id = (select id from orders where order_no = ${points.orderNo})`);
      const refusedPoints = await apply(li, { orderNo: points.orderNo, reason: 'unwanted' });
      expect(refusedPoints.statusCode).toBe(409);
      expect(refusedPoints.json().msg).toBe('积分商品不支持退款');
      expect((await get(`${refundRoutes.refundOptions}?orderNo=${points.orderNo}`, li)).statusCode).toBe(409);
      // Type 23 may be refunded (spec §4: only 21 hides the button).
      await s.database.db.execute(sql`
        update order_items set point_product_type = 23
        where order_id = (select id from orders where order_no = ${points.orderNo})`);
      await applied(li, { orderNo: points.orderNo, reason: 'unwanted' });
    });

    it('refuses a second application while one is open', async () => {
      const order = await paidOrder(wang, { qty: 1 });
      await applied(wang, { orderNo: order.orderNo, reason: 'unwanted' });
      const second = await apply(wang, { orderNo: order.orderNo, reason: 'other' });
      expect(second.statusCode).toBe(409);
      expect(second.json().msg).toBe('该订单已有进行中的退款申请，请等待处理');
    });

    it.each<[string, object, string]>([
      ['an unknown reason code', { reason: 'bored' }, '请求参数有误'],
      ['a line the order does not have', { lines: [{ goodID: 5, attribute: '', qty: 1 }] }, '退款商品不在该订单中'],
      ['more pieces than bought', { lines: [{ ...piece, qty: 2 }] }, '退款数量超出可退数量'],
      ['a zero amount', { amountFen: 0 }, '退款金额须大于0'],
      ['a description of 201 characters', { description: '好'.repeat(201) }, '问题描述不能超过200字'],
      ['four photos', { photos: ['a', 'b', 'c', 'd'].map((c) => c.repeat(24)) }, '最多上传3张凭证图片'],
    ])('answers 400 with the message for %s', async (_case, changes, message) => {
      const order = await paidOrder(zhang, { qty: 1 });
      const response = await apply(zhang, { orderNo: order.orderNo, reason: 'unwanted', ...changes });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().msg).toContain(message);
      expect(
        await one(
          sql`select count(*)::int as n from refunds r join orders o on o.id = r.order_id where o.order_no = ${order.orderNo}`,
        ),
      ).toEqual({ n: 0 });
    });

    it('refuses another member’s photo, a review photo, or a photo used twice, and stores nothing', async () => {
      const order = await paidOrder(zhang, { qty: 1 });
      const theirs = await photo(li);
      const review = await photo(zhang, 'review');
      for (const photos of [[theirs], [review]]) {
        const response = await apply(zhang, { orderNo: order.orderNo, reason: 'unwanted', photos });
        expect(response.statusCode).toBe(400);
        expect(response.json().msg).toBe('凭证图片无效或已被使用，请重新上传');
      }
      expect(
        await one(
          sql`select count(*)::int as n from refunds r join orders o on o.id = r.order_id where o.order_no = ${order.orderNo}`,
        ),
      ).toEqual({ n: 0 });
      const mine = await photo(zhang);
      const refundNo = await applied(zhang, { orderNo: order.orderNo, reason: 'unwanted', photos: [mine] });
      expect((await post(refundRoutes.refundWithdraw, zhang, { refundNo })).statusCode).toBe(200);
      const reused = await apply(zhang, { orderNo: order.orderNo, reason: 'unwanted', photos: [mine] });
      expect(reused.json().msg).toBe('凭证图片无效或已被使用，请重新上传');
    });
  });

  describe('races and repeats', () => {
    it('two concurrent submits of one application make one refund', async () => {
      const order = await paidOrder(wang, { qty: 1 });
      const answers = await Promise.all(
        Array.from({ length: 2 }, () => apply(wang, { orderNo: order.orderNo, reason: 'unwanted' })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(
        await one(
          sql`select count(*)::int as n from refunds r join orders o on o.id = r.order_id where o.order_no = ${order.orderNo}`,
        ),
      ).toEqual({ n: 1 });
    });

    it('a notice delivered 5 times (at once) refunds once; a wrong signature, amount or refund is refused', async () => {
      const order = await paidOrder(wang, { qty: 1, usePoints: 700 });
      const refundNo = await applied(wang, { orderNo: order.orderNo, reason: 'unwanted' });
      // Approved by hand (no sandbox notice): the PSP's notice is what this test sends.
      await s.database.db.execute(
        sql`update refunds set state = 'refunding', approved_at = ${now}, refunding_at = ${now} where refund_no = ${refundNo}`,
      );
      const wallet = await pointsOf(s.database.db, 1);
      const notify = (payload: object) => s.app.inject({ method: 'POST', url: paths.refundNotify, payload });
      const fields = { refundNo, orderNo: order.orderNo, amountFen: order.payableFen, status: 'SUCCESS' as const };
      const forged = { ...signedNotification(fields, checkoutEnv.PAY_NOTIFY_SECRET, now), sign: 'a'.repeat(64) };
      expect((await notify(forged)).statusCode).toBe(401);
      const wrongAmount = signedNotification({ ...fields, amountFen: 1 }, checkoutEnv.PAY_NOTIFY_SECRET, now);
      expect((await notify(wrongAmount)).json()).toMatchObject({ code: 'FAIL', msg: '金额不符' });
      const unknown = signedNotification({ ...fields, refundNo: 'RF0' }, checkoutEnv.PAY_NOTIFY_SECRET, now);
      expect((await notify(unknown)).statusCode).toBe(404);
      const stale = signedNotification(fields, checkoutEnv.PAY_NOTIFY_SECRET, new Date(now.getTime() - 3_600_000));
      expect((await notify(stale)).json().msg).toBe('通知已过期');
      expect((await refundRow(refundNo)).state).toBe('refunding');

      const notice = signedNotification(fields, checkoutEnv.PAY_NOTIFY_SECRET, now);
      const answers = await Promise.all(Array.from({ length: 5 }, () => notify(notice)));
      expect(answers.map((answer) => answer.json().code)).toEqual(Array(5).fill('SUCCESS'));
      expect(await refundRow(refundNo)).toMatchObject({ state: 'refunded', notifications: 5 });
      expect((await pointsOf(s.database.db, 1)).points).toBe(wallet.points + 700 - pointsEarned(order.payableFen));
      expect(await orderState(order.orderNo)).toEqual({ order_state: 7, payment_state: 2 });
    });
  });
});

describe('the development operator’s refunds', () => {
  it('are gone: staff decide in the console (issue #29)', async () => {
    const server = await startTestApp('PGlite', checkoutEnv);
    try {
      expect((await server.app.inject({ method: 'GET', url: '/__dev/refunds' })).statusCode).toBe(404);
      const approve = await server.app.inject({
        method: 'POST',
        url: '/__dev/refunds/approve',
        payload: { refundNo: 'RF1' },
      });
      expect(approve.statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });
});
