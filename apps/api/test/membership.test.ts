import { sql } from 'drizzle-orm';
import { pointsEarned } from '@mall/contract';
import { refundPaths } from '@mall/contract/orders';
import { membershipPaths, type ConsumeRecordPage, type PointsRecordPage } from '@mall/contract/member';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedNotification } from '../src/adapters/sandboxPayment';
import { rowsOf } from '../src/db/database';
import { cardLevels } from '../src/db/schema';
import { movePoints } from '../src/repositories/points';
import { cardLevelRows } from '../src/seed/people';
import { staffUidOffset } from '../src/services/staff';
import { now as start } from './catalogFixture';
import {
  addressOf,
  auth,
  checkoutEnv,
  insertCheckoutFixture,
  newKey,
  paths,
  pointsOf,
  sessions,
} from './checkoutFixture';
import { engines, startTestApp } from './harness';
import { consoleApprove, staffSessions } from './staffFixture';

const membership = membershipPaths('mall');
const refundRoutes = refundPaths('mall');
/** The fixture's fixed-price piece: ¥1026.14. */
const piece = { goodID: 8, attribute: '' };

/**
 * The points ledger, consumption record and card levels (issue #13 "Membership" and "Server"): the
 * order flows write the ledger in their own transactions, the balance is always the ledger's sum,
 * the calls answer only the token's member, and staff have none.
 */
describe.each(engines())('membership on %s (issue #13; spec §7 Member)', (engine) => {
  let s: Awaited<ReturnType<typeof startTestApp>>;
  const clock = { now: start };
  let wang = '';
  let li = '';
  let staff = '';

  beforeAll(async () => {
    s = await startTestApp(engine, checkoutEnv, { clock: () => clock.now });
    const { db } = s.database;
    await insertCheckoutFixture(db);
    await db.insert(cardLevels).values(cardLevelRows.filter((row) => row.level > 1));
    await db
      .update(cardLevels)
      .set({ benefits: cardLevelRows[0]?.benefits ?? [] })
      .where(sql`level = 1`);
    await db.execute(sql`update goods_skus set stock_web = 100 where goods_id = 8`);
    // The fixture writes balances directly; here they are opened through the ledger, as the migration does.
    await db.execute(sql`update members set points = 0, card_level = 1, membership_expiration_date = null`);
    await db.transaction(async (tx) => {
      await movePoints(tx, 1, { delta: 20_000, reason: 'adjust', orderNo: null, at: start });
      await movePoints(tx, 2, { delta: 500, reason: 'adjust', orderNo: null, at: start });
    });
    [wang, li, staff] = (await sessions(s, [1, 2, staffUidOffset + 1])) as [string, string, string];
  }, 60_000);
  afterAll(async () => s?.close());

  const post = (url: string, token: string | null, payload: object = {}) =>
    s.app.inject({ method: 'POST', url, headers: auth(token), payload });
  const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await s.database.db.execute(query));
  const ledger = async (token: string, body: object = {}): Promise<PointsRecordPage> => {
    const response = await post(membership.membershipRecord, token, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const consumption = async (token: string, body: object = {}): Promise<ConsumeRecordPage> => {
    const response = await post(membership.membershipConsumeRecord, token, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const mismatches = () => rows<{ member_id: number }>(sql`select member_id from points_balance_mismatches`);

  /** An order of `qty` pieces placed at checkout, optionally paid at the sandbox PSP. */
  const order = async (token: string, uid: number, { qty = 1, usePoints = 0, pay = true } = {}) => {
    const lines = [{ ...piece, buyNum: qty }];
    const confirm = (await post(paths.orderConfirm, token, { lines, usePoints })).json().data;
    const created = await s.app.inject({
      method: 'POST',
      url: paths.orderCreate,
      headers: { ...auth(token), 'idempotency-key': newKey() },
      payload: {
        lines,
        usePoints,
        addressId: await addressOf(s.database.db, uid),
        expectedPayableFen: confirm.payableFen,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const placed = created.json().data as { orderNo: string; payableFen: number };
    if (pay) {
      const payNo = (await post(paths.payCreate, token, { orderNo: placed.orderNo, method: 'wechat' })).json().data
        .payNo;
      const notice = signedNotification(
        { payNo, orderNo: placed.orderNo, amountFen: placed.payableFen, status: 'SUCCESS' },
        checkoutEnv.PAY_NOTIFY_SECRET,
        clock.now,
      );
      expect((await s.app.inject({ method: 'POST', url: paths.payNotify, payload: notice })).json().code).toBe(
        'SUCCESS',
      );
    }
    return placed;
  };
  /** Applies for a whole refund of the order and has staff approve it in the console (the sandbox PSP settles). */
  const refundWhole = async (token: string, orderNo: string) => {
    const applied = await post(refundRoutes.refundApply, token, { orderNo, reason: 'unwanted' });
    expect(applied.statusCode, applied.body).toBe(200);
    const refundNo = applied.json().data.refundNo as string;
    // Staff approve it in the console (issue #29): a 运营, and a 财务 above the second-approval threshold.
    const people = await staffSessions(s, { JY70002: 'operations', JY70006: 'finance' });
    const approved = await consoleApprove(s, refundNo, {
      operations: people.JY70002 as string,
      finance: people.JY70006 as string,
    });
    expect(approved.statusCode, approved.body).toBe(200);
  };

  it('lists the card levels with thresholds and benefits, lowest first', async () => {
    const response = await s.app.inject({ method: 'GET', url: membership.cardLevelList, headers: auth(wang) });
    expect(response.statusCode).toBe(200);
    const list = response.json().data.list;
    expect(list.map((level: { cardLevelName: string }) => level.cardLevelName)).toEqual([
      '普卡',
      '银卡',
      '金卡',
      '钻石卡',
    ]);
    expect(list[1]).toMatchObject({ cardLevel: 2, threshold: '5000.00', thresholdFen: 500_000 });
    expect(list.every((level: { benefits: string[] }) => level.benefits.length > 0)).toBe(true);
  });

  it('spends points at checkout as a ledger row, and earns on payment at 1 point per 元 of cash', async () => {
    const before = await pointsOf(s.database.db, 1);
    const placed = await order(wang, 1, { usePoints: 1_000 });
    const earned = pointsEarned(placed.payableFen);
    expect(earned).toBe(Math.floor((102_614 - 2_000) / 100));
    expect((await pointsOf(s.database.db, 1)).points).toBe(before.points - 1_000 + earned);
    const page = await ledger(wang);
    expect(page.list.slice(0, 2)).toEqual([
      expect.objectContaining({
        reason: 'earned',
        point: earned,
        orderNo: placed.orderNo,
        balance: page.availablePoint,
      }),
      expect.objectContaining({ reason: 'spent', point: -1_000, orderNo: placed.orderNo, expiresAt: null }),
    ]);
    // Earned points expire at the end of the following calendar year, China time.
    expect(page.list[0]?.expiresAt).toBe('2027-12-31T16:00:00.000Z');
    const record = await consumption(wang);
    expect(record.list[0]).toMatchObject({ kind: 'order', amountFen: placed.payableFen, orderNo: placed.orderNo });
    expect(await mismatches()).toEqual([]);
  });

  it('returns the points of an unpaid order when it is cancelled, and it earns nothing', async () => {
    const before = (await pointsOf(s.database.db, 1)).points;
    const placed = await order(wang, 1, { usePoints: 500, pay: false });
    expect((await pointsOf(s.database.db, 1)).points).toBe(before - 500);
    expect((await post(paths.orderCancel, wang, { orderNo: placed.orderNo })).statusCode).toBe(200);
    expect((await pointsOf(s.database.db, 1)).points).toBe(before);
    const page = await ledger(wang);
    expect(page.list[0]).toMatchObject({ reason: 'returned', point: 500, orderNo: placed.orderNo });
    expect(page.list.filter((row) => row.orderNo === placed.orderNo).map((row) => row.reason)).toEqual([
      'returned',
      'spent',
    ]);
    expect((await consumption(wang)).list.some((row) => row.orderNo === placed.orderNo)).toBe(false);
    expect(await mismatches()).toEqual([]);
  });

  it('on a refund gives back the points spent, takes back the points earned and the consumption', async () => {
    const placed = await order(wang, 1, { usePoints: 800 });
    const afterPaying = (await pointsOf(s.database.db, 1)).points;
    await refundWhole(wang, placed.orderNo);
    const earned = pointsEarned(placed.payableFen);
    expect((await pointsOf(s.database.db, 1)).points).toBe(afterPaying + 800 - earned);
    const mine = (await ledger(wang, { pageSize: 50 })).list.filter((row) => row.orderNo === placed.orderNo);
    expect(mine.map((row) => [row.reason, row.point])).toEqual([
      ['clawback', -earned],
      ['refunded', 800],
      ['earned', earned],
      ['spent', -800],
    ]);
    const records = (await consumption(wang)).list.filter((row) => row.orderNo === placed.orderNo);
    expect(records.map((row) => row.amountFen)).toEqual([-placed.payableFen, placed.payableFen]);
    expect(records[0]).toMatchObject({ kind: 'refund', amount: `-${(placed.payableFen / 100).toFixed(2)}` });
    expect(await mismatches()).toEqual([]);
  });

  it('raises the card level when the year’s consumption reaches a threshold, and a refund does not lower it within the year', async () => {
    const level = async () =>
      (
        await rows<{ card_level: number; consume_amount_fen: number; membership_expiration_date: string }>(
          sql`select card_level, consume_amount_fen, membership_expiration_date::text from members where id = 2`,
        )
      )[0];
    expect((await level())?.card_level).toBe(1);
    // Five pieces: ¥5,130.70 in cash this year passes 银卡's ¥5,000.
    const placed = await order(li, 2, { qty: 5 });
    expect(placed.payableFen).toBeGreaterThanOrEqual(500_000);
    expect(await level()).toEqual({
      card_level: 2,
      consume_amount_fen: placed.payableFen,
      membership_expiration_date: '2027-12-31',
    });
    await refundWhole(li, placed.orderNo);
    expect(await level()).toEqual({ card_level: 2, consume_amount_fen: 0, membership_expiration_date: '2027-12-31' });
    expect((await consumption(li)).yearConsumeAmount).toBe('0.00');
  });

  it('answers only the token’s member, whatever id a body names', async () => {
    const lis = await ledger(li, { memberId: 1, uid: 1, pageSize: 50 });
    const wangs = await ledger(wang, { pageSize: 50 });
    const wangOrders = new Set(wangs.list.map((row) => row.orderNo).filter(Boolean));
    expect(lis.list.some((row) => wangOrders.has(row.orderNo))).toBe(false);
    expect(lis.availablePoint).toBe((await pointsOf(s.database.db, 2)).points);
    const lisRecords = await consumption(li, { memberId: 1 });
    expect(lisRecords.list.every((row) => !wangOrders.has(row.orderNo))).toBe(true);
  });

  it('pages newest first', async () => {
    const all = await ledger(wang, { pageSize: 50 });
    const first = await ledger(wang, { pageIndex: 1, pageSize: 2 });
    const second = await ledger(wang, { pageIndex: 2, pageSize: 2 });
    expect(first.total).toBe(all.total);
    expect([...first.list, ...second.list]).toEqual(all.list.slice(0, 4));
    const times = all.list.map((row) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses staff (403), visitors (401) and a page out of bounds (400)', async () => {
    for (const url of [membership.membershipRecord, membership.membershipConsumeRecord, membership.kPoint]) {
      expect((await post(url, staff)).statusCode).toBe(403);
      expect((await post(url, null)).statusCode).toBe(401);
    }
    expect(
      (await s.app.inject({ method: 'GET', url: membership.cardLevelList, headers: auth(staff) })).statusCode,
    ).toBe(403);
    const tooBig = await post(membership.membershipRecord, wang, { pageSize: 500 });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().msg).toMatch(/^请求参数有误/);
  });

  it('answers K points honestly: none are given', async () => {
    const response = await post(membership.kPoint, wang);
    expect(response.json()).toEqual({ code: 200, msg: 'success', data: { kPoint: 0 } });
  });

  it('expires what is left of the points at the end of the following year, lazily on read', async () => {
    const before = await ledger(wang);
    expect(before.expiringDate).toBe('2026-12-31');
    // The opening 20,000 were credited in 2026: they lapse at the end of 2027, less what was spent since.
    clock.now = new Date('2028-01-02T02:00:00Z');
    const [later] = (await sessions(s, [1])) as [string];
    const points = (await post(paths.pointsGet, later)).json().data.point as number;
    const after = await ledger(later);
    expect(after.list[0]).toMatchObject({ reason: 'expired', createdAt: '2027-12-31T16:00:00.000Z', balance: 0 });
    expect(points).toBe(0);
    expect(after.availablePoint).toBe(0);
    // Read again: written once.
    expect((await ledger(later)).total).toBe(after.total);
    expect(await mismatches()).toEqual([]);
    clock.now = start;
  });
});
