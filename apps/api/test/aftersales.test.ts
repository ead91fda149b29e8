import { sql } from 'drizzle-orm';
import { aftersalesPaths, opsPaths, type AftersaleDetail, type AftersaleList } from '@mall/contract/ops';
import { refundPaths, type OrderDetail } from '@mall/contract/orders';
import { uploadPaths } from '@mall/contract/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedNotification } from '../src/adapters/sandboxPayment';
import { rowsOf } from '../src/db/database';
import { now } from './catalogFixture';
import { addressOf, auth, checkoutEnv, insertCheckoutFixture, newKey, paths, sessions } from './checkoutFixture';
import { engines, startTestApp } from './harness';
import { staffSessions } from './staffFixture';

const aftersales = aftersalesPaths('mall');
const ops = opsPaths('mall');
const refundRoutes = refundPaths('mall');
const uploads = uploadPaths('mall');
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);
/** The fixture's fixed-price piece: ¥1026.14. */
const piece = { goodID: 8, attribute: '' };
const PIECE_FEN = 102_614;

/**
 * After-sales in the console (issue #29): the queue oldest first with its age against the 48 h
 * service level; approve (the sandbox PSP refunds, its notice settles), above the threshold
 * (REFUND_SECOND_APPROVAL_FEN, here ¥1,500) by two different people, a 运营 then a 财务; refuse
 * with a reason the shopper reads; 客服 may do none of it; every decision audited.
 */
describe.each(engines())('after-sales in the console on %s (issue #29)', (engine) => {
  let s: Awaited<ReturnType<typeof startTestApp>>;
  let wang = '';
  let staff: Record<string, string> = {};

  beforeAll(async () => {
    s = await startTestApp(engine, { ...checkoutEnv, REFUND_SECOND_APPROVAL_FEN: '150000' }, { clock: () => now });
    await insertCheckoutFixture(s.database.db);
    await s.database.db.execute(sql`update goods_skus set stock_web = 100 where goods_id = 8`);
    [wang] = (await sessions(s, [1])) as [string];
    staff = await staffSessions(s, {
      JY70001: 'admin',
      JY70002: 'operations',
      JY70012: 'operations',
      JY70003: 'service',
      JY70006: 'finance',
    });
  }, 60_000);
  afterAll(async () => s?.close());

  const post = (url: string, token: string, payload: object) =>
    s.app.inject({ method: 'POST', url, headers: auth(token), payload });
  const get = (url: string, token: string, query: Record<string, string> = {}) =>
    s.app.inject({ method: 'GET', url, query, headers: auth(token) });
  const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await s.database.db.execute(query));

  /** A paid order of `qty` pieces. */
  const paidOrder = async (qty: number) => {
    const lines = [{ ...piece, buyNum: qty }];
    const confirm = (await post(paths.orderConfirm, wang, { lines, usePoints: 0, useGiftCard: false })).json().data;
    const created = await s.app.inject({
      method: 'POST',
      url: paths.orderCreate,
      headers: { ...auth(wang), 'idempotency-key': newKey() },
      payload: {
        lines,
        usePoints: 0,
        useGiftCard: false,
        addressId: await addressOf(s.database.db, 1),
        expectedPayableFen: confirm.payableFen,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const order = created.json().data as { orderNo: string; payableFen: number };
    const payNo = (await post(paths.payCreate, wang, { orderNo: order.orderNo, method: 'wechat' })).json().data.payNo;
    const notice = signedNotification(
      { payNo, orderNo: order.orderNo, amountFen: order.payableFen, status: 'SUCCESS' },
      checkoutEnv.PAY_NOTIFY_SECRET,
      now,
    );
    expect((await s.app.inject({ method: 'POST', url: paths.payNotify, payload: notice })).json().code).toBe('SUCCESS');
    return order;
  };
  const photo = async () => {
    const response = await s.app.inject({
      method: 'POST',
      url: `${uploads.uploadImage}?purpose=refund`,
      headers: { ...auth(wang), 'content-type': 'image/png' },
      payload: png,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.id as string;
  };
  /** A whole-order refund applied for by the shopper. */
  const applied = async (orderNo: string, extra: object = {}) => {
    const response = await post(refundRoutes.refundApply, wang, { orderNo, reason: 'unwanted', ...extra });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.refundNo as string;
  };
  const state = async (refundNo: string) =>
    (await rows<{ state: string }>(sql`select state from refunds where refund_no = ${refundNo}`))[0]?.state;
  const queue = async (token = staff.JY70002 as string, query: Record<string, string> = {}) => {
    const answer = await get(aftersales.aftersales, token, query);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as AftersaleList;
  };
  /** The refund's audit rows, oldest first (the log lists newest first). */
  const auditOf = async (refundNo: string) =>
    (
      (await get(ops.audit, staff.JY70001 as string, { targetId: refundNo })).json().data.rows as {
        action: string;
        staffCode: string;
      }[]
    ).reverse();

  it('lists the applications waiting oldest first, with age against the 48 h service level, photos and order number', async () => {
    const older = await paidOrder(1);
    const newer = await paidOrder(1);
    const olderRefund = await applied(older.orderNo, { photos: [await photo()], description: '不想要了' });
    const newerRefund = await applied(newer.orderNo);
    await s.database.db.execute(
      sql`update refunds set applied_at = ${new Date(now.getTime() - 50 * 3_600_000).toISOString()}::timestamptz where refund_no = ${olderRefund}`,
    );
    const list = await queue(staff.JY70002, { tab: 'waiting' });
    const numbers = list.rows.map((row) => row.refundNo);
    expect(numbers.indexOf(olderRefund)).toBeLessThan(numbers.indexOf(newerRefund));
    const first = list.rows.find((row) => row.refundNo === olderRefund);
    expect(first).toMatchObject({
      orderNo: older.orderNo,
      reason: 'unwanted',
      amountFen: PIECE_FEN,
      description: '不想要了',
      ageHours: 50,
      overdue: true,
      tab: 'waiting',
      needsSecondApproval: false,
    });
    expect(first?.photos).toHaveLength(1);
    expect(list.rows.find((row) => row.refundNo === newerRefund)).toMatchObject({ ageHours: 0, overdue: false });
    expect(list).toMatchObject({ slaHours: 48, secondApprovalFen: 150_000 });
    expect(list.counts.all).toBeGreaterThanOrEqual(2);
    // Paged.
    const paged = await queue(staff.JY70002, { tab: 'waiting', pageSize: '10', page: '1' });
    expect(paged.rows[0]?.refundNo).toBe(list.rows[0]?.refundNo);

    const detail = (await get(aftersales.aftersaleDetail, staff.JY70002 as string, { refundNo: olderRefund })).json()
      .data as AftersaleDetail;
    expect(detail).toMatchObject({ orderNo: older.orderNo, overdue: true, refund: { refundNo: olderRefund } });
    expect(detail.refund.photos).toHaveLength(1);
    expect(detail.order.orderNo).toBe(older.orderNo);
    expect(detail.order.timeline.length).toBeGreaterThan(0);
    const unknown = await get(aftersales.aftersaleDetail, staff.JY70002 as string, { refundNo: 'RF0' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('退款申请不存在');

    // A small refund: the 运营's approval sends it; the PSP's notice settles it; audited.
    const approved = await post(aftersales.aftersaleApprove, staff.JY70002 as string, {
      refundNo: olderRefund,
      amountFen: PIECE_FEN,
      reason: '同意退款',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toEqual({ refundNo: olderRefund, outcome: 'refunding' });
    expect(await state(olderRefund)).toBe('refunded');
    // The note is the shopper's to read on the order.
    const mine = (await get(`${paths.orderDetail}?orderNo=${older.orderNo}`, wang)).json().data as OrderDetail;
    expect(mine.refunds[0]).toMatchObject({ refundNo: olderRefund, state: 'refunded', approveReason: '同意退款' });
    expect((await auditOf(olderRefund)).map((row) => [row.action, row.staffCode])).toEqual([
      ['refund.approve', 'JY70002'],
    ]);
    const again = await post(aftersales.aftersaleApprove, staff.JY70002 as string, {
      refundNo: olderRefund,
      amountFen: PIECE_FEN,
      reason: '同意退款',
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a 客服 (403 没有权限) on every after-sales call, and a 财务 the 运营’s approval', async () => {
    const order = await paidOrder(1);
    const refundNo = await applied(order.orderNo);
    const service = staff.JY70003 as string;
    for (const answer of [
      await get(aftersales.aftersales, service),
      await get(aftersales.aftersaleDetail, service, { refundNo }),
      await post(aftersales.aftersaleApprove, service, { refundNo, amountFen: PIECE_FEN, reason: '同意' }),
      await post(aftersales.aftersaleConfirm, service, { refundNo, amountFen: PIECE_FEN }),
      await post(aftersales.aftersaleRefuse, service, { refundNo, reason: '不同意' }),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().msg).toBe('没有权限');
    }
    const finance = await post(aftersales.aftersaleApprove, staff.JY70006 as string, {
      refundNo,
      amountFen: PIECE_FEN,
      reason: '同意',
    });
    expect(finance.statusCode).toBe(403);
    expect(await state(refundNo)).toBe('applying');
    // The 财务 reads the queue and the application, to confirm what a 运营 approved (any of the two permissions).
    expect((await get(aftersales.aftersales, staff.JY70006 as string)).statusCode).toBe(200);
    expect((await get(aftersales.aftersaleDetail, staff.JY70006 as string, { refundNo })).statusCode).toBe(200);
    // A small refund needs no second approval.
    const confirm = await post(aftersales.aftersaleConfirm, staff.JY70006 as string, {
      refundNo,
      amountFen: PIECE_FEN,
    });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().msg).toBe('该退款金额未超过复核门槛，无需复核');
    // Never more than asked; a refund before shipment is all or nothing.
    const over = await post(aftersales.aftersaleApprove, staff.JY70002 as string, {
      refundNo,
      amountFen: PIECE_FEN + 1,
      reason: '同意',
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().msg).toBe('同意金额不能超过申请金额');
    const part = await post(aftersales.aftersaleApprove, staff.JY70002 as string, {
      refundNo,
      amountFen: 100,
      reason: '同意',
    });
    expect(part.statusCode).toBe(400);
    expect(await state(refundNo)).toBe('applying');
  });

  it('sends a large refund only after two different people approve it: a 运营, then a 财务', async () => {
    const order = await paidOrder(2);
    const refundNo = await applied(order.orderNo);
    const amountFen = order.payableFen;
    expect(amountFen).toBeGreaterThan(150_000);
    const first = await post(aftersales.aftersaleApprove, staff.JY70002 as string, {
      refundNo,
      amountFen,
      reason: '质量问题，同意退款',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ refundNo, outcome: 'firstApproval' });
    expect(await state(refundNo)).toBe('applying');
    const waiting = (await queue(staff.JY70002, { tab: 'secondApproval' })).rows.find(
      (row) => row.refundNo === refundNo,
    );
    expect(waiting).toMatchObject({
      needsSecondApproval: true,
      firstApproval: { staffCode: 'JY70002', amountFen, reason: '质量问题，同意退款' },
    });
    // Another 运营 cannot add a second approval, nor can a 运营 confirm (no refunds.approve).
    const anotherOperator = await post(aftersales.aftersaleApprove, staff.JY70012 as string, {
      refundNo,
      amountFen,
      reason: '同意',
    });
    expect(anotherOperator.statusCode).toBe(409);
    expect((await post(aftersales.aftersaleConfirm, staff.JY70002 as string, { refundNo, amountFen })).statusCode).toBe(
      403,
    );
    // The 财务 confirms the amount the first approval set, and the refund is sent and settled.
    const mismatch = await post(aftersales.aftersaleConfirm, staff.JY70006 as string, { refundNo, amountFen: 1 });
    expect(mismatch.statusCode).toBe(409);
    const confirmed = await post(aftersales.aftersaleConfirm, staff.JY70006 as string, { refundNo, amountFen });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await state(refundNo)).toBe('refunded');
    const shopper = (await get(`${paths.orderDetail}?orderNo=${order.orderNo}`, wang)).json().data as OrderDetail;
    expect(shopper).toMatchObject({ orderState: 7, paymentState: 2 });
    expect(shopper.refunds[0]?.approveReason).toBe('质量问题，同意退款');
    expect((await auditOf(refundNo)).map((row) => [row.action, row.staffCode])).toEqual([
      ['refund.approveFirst', 'JY70002'],
      ['refund.approve', 'JY70006'],
    ]);
  });

  it('does not let one person give both approvals, even one who holds both permissions', async () => {
    const order = await paidOrder(2);
    const refundNo = await applied(order.orderNo);
    const admin = staff.JY70001 as string;
    const first = await post(aftersales.aftersaleApprove, admin, {
      refundNo,
      amountFen: order.payableFen,
      reason: '同意',
    });
    expect(first.json().data.outcome).toBe('firstApproval');
    const self = await post(aftersales.aftersaleConfirm, admin, { refundNo, amountFen: order.payableFen });
    expect(self.statusCode).toBe(409);
    expect(self.json().msg).toBe('大额退款须由另一位同事复核，不能本人复核');
    expect(await state(refundNo)).toBe('applying');
    const other = await post(aftersales.aftersaleConfirm, staff.JY70006 as string, {
      refundNo,
      amountFen: order.payableFen,
    });
    expect(other.statusCode, other.body).toBe(200);
    expect(await state(refundNo)).toBe('refunded');
  });

  it('refuses with a reason the shopper reads (a reason is required), audited; the money stays with the live order', async () => {
    const order = await paidOrder(1);
    const refundNo = await applied(order.orderNo);
    expect((await post(aftersales.aftersaleRefuse, staff.JY70002 as string, { refundNo, reason: '' })).statusCode).toBe(
      400,
    );
    const blank = await post(aftersales.aftersaleRefuse, staff.JY70002 as string, { refundNo, reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().msg).toBe('请填写原因');
    const refused = await post(aftersales.aftersaleRefuse, staff.JY70002 as string, {
      refundNo,
      reason: '商品已打包出库，请收货后申请售后',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const shopper = (await get(`${paths.orderDetail}?orderNo=${order.orderNo}`, wang)).json().data as OrderDetail;
    expect(shopper.refunds[0]).toMatchObject({
      refundNo,
      state: 'refused',
      refuseReason: '商品已打包出库，请收货后申请售后',
    });
    expect(shopper).toMatchObject({ paymentState: 1 });
    expect((await auditOf(refundNo)).map((row) => row.action)).toEqual(['refund.refuse']);
    expect((await queue()).rows.some((row) => row.refundNo === refundNo)).toBe(false);
  });
});
