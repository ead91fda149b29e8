import { sql } from 'drizzle-orm';
import type { OrderDetail, OrderLogistics } from '@mall/contract/orders';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedNotification } from '../src/adapters/sandboxPayment';
import { rowsOf } from '../src/db/database';
import { fulfilmentFromEnv } from '../src/env';
import { fulfilmentService } from '../src/services/fulfilment';
import { now } from './catalogFixture';
import { addressOf, auth, checkoutEnv, insertCheckoutFixture, newKey, paths, sessions } from './checkoutFixture';
import { engines, startTestApp } from './harness';

const ring = { goodID: 1, attribute: 'ringSize:10', buyNum: 3 }; // three rings: two insured boxes
const bar = { goodID: 5, attribute: '', buyNum: 1 }; // a gold bar: the bullion vault, alone

const hours = (count: number) => count * 3_600_000;

/**
 * Issue #12 fulfilment and logistics: paid → (FULFIL_AFTER_SECONDS) → shipped in parcels with
 * carriers and waybills → the logistics call answers the carrier's events → auto-confirm after
 * AUTO_CONFIRM_DAYS; on PGlite and PostgreSQL, with concurrent sweeps shipping each order once.
 */
describe.each(engines())('fulfilment and logistics on %s (issue #12)', (engine) => {
  const clock = { now };
  const settings = fulfilmentFromEnv({ FULFIL_AFTER_SECONDS: '180', AUTO_CONFIRM_DAYS: '10' });
  let s: Awaited<ReturnType<typeof startTestApp>>;
  let wang = '';
  let li = '';
  let addressId = 0;
  /** A sweep as one server process runs it, on the test's clock. */
  const sweep = () => fulfilmentService(s.database.db, settings, () => clock.now).sweep();

  beforeAll(async () => {
    s = await startTestApp(engine, checkoutEnv, { clock: () => clock.now });
    await insertCheckoutFixture(s.database.db);
    [wang, li] = (await sessions(s, [1, 2])) as [string, string];
    addressId = await addressOf(s.database.db, 1);
  });
  afterAll(async () => s?.close());
  // Every case starts at the fixture's instant (orders are paid then).
  beforeEach(async () => travel(now));

  const post = (url: string, token: string, payload: object, headers: Record<string, string> = {}) =>
    s.app.inject({ method: 'POST', url, headers: { ...auth(token), ...headers }, payload });
  const get = (url: string, token: string) => s.app.inject({ method: 'GET', url, headers: auth(token) });
  const logistics = (orderNo: string, token = wang) => get(`${paths.orderLogistics}?orderNo=${orderNo}`, token);
  const detail = async (orderNo: string): Promise<OrderDetail> =>
    (await get(`${paths.orderDetail}?orderNo=${orderNo}`, wang)).json().data;
  const stateOf = async (orderNo: string) => {
    const [row] = rowsOf<{ order_state: number; shipped_at: string | null; received_at: string | null }>(
      await s.database.db.execute(
        sql`select order_state, shipped_at, received_at from orders where order_no = ${orderNo}`,
      ),
    );
    const at = (value: string | null | undefined) => (value ? new Date(value) : null);
    return { order_state: row?.order_state, shipped_at: at(row?.shipped_at), received_at: at(row?.received_at) };
  };
  /** Moves the clock (the server's and the sweep's), signing the buyers in again: tokens are short-lived. */
  const travel = async (to: Date) => {
    clock.now = to;
    [wang, li] = (await sessions(s, [1, 2])) as [string, string];
  };

  /** An order placed through checkout (unpaid). */
  const place = async (lines: object[] = [ring, bar]) => {
    const confirm = (await post(paths.orderConfirm, wang, { lines })).json().data;
    const created = await post(
      paths.orderCreate,
      wang,
      { lines, addressId, expectedPayableFen: confirm.payableFen },
      { 'idempotency-key': newKey() },
    );
    expect(created.statusCode, created.body).toBe(200);
    return created.json().data as { orderNo: string; payableFen: number };
  };
  /** An order placed and paid at the sandbox cashier (state 2, paid now). */
  const placePaid = async (lines?: object[]) => {
    const order = await place(lines);
    const payNo = (await post(paths.payCreate, wang, { orderNo: order.orderNo, method: 'wechat' })).json().data.payNo;
    const notified = await s.app.inject({
      method: 'POST',
      url: paths.payNotify,
      payload: signedNotification(
        { payNo, orderNo: order.orderNo, amountFen: order.payableFen, status: 'SUCCESS' },
        checkoutEnv.PAY_NOTIFY_SECRET,
        clock.now,
      ),
    });
    expect(notified.json().code, notified.body).toBe('SUCCESS');
    return order.orderNo;
  };

  it('ships a paid order FULFIL_AFTER_SECONDS after payment, in parcels, and answers its tracking events', async () => {
    const orderNo = await placePaid();
    expect(await logistics(orderNo)).toMatchObject({ statusCode: 409 });
    expect((await logistics(orderNo)).json().msg).toBe('订单尚未发货，暂无物流信息');
    expect(await detail(orderNo)).toMatchObject({ orderState: 2, parcelCount: 0, showViewLogisticsBtn: false });

    // Not yet: paid 179 seconds ago.
    await travel(new Date(now.getTime() + 179_000));
    expect((await sweep()).shipped).not.toContain(orderNo);
    expect((await stateOf(orderNo))?.order_state).toBe(2);

    await travel(new Date(now.getTime() + 181_000));
    const shipTime = clock.now;
    expect((await sweep()).shipped).toContain(orderNo);
    expect(await stateOf(orderNo)).toMatchObject({ order_state: 3, shipped_at: shipTime });
    expect(await detail(orderNo)).toMatchObject({
      orderState: 3,
      orderStateDesc: 'shipped',
      parcelCount: 3,
      showViewLogisticsBtn: true,
    });
    const timeline = (await detail(orderNo)).timeline.map((step) => step.state);
    expect(timeline).toEqual(['created', 'paid', 'shipped']);

    // Three parcels: two boxes of rings (2 + 1) by the split rule, then the bar alone by SF Express.
    const justShipped: OrderLogistics = (await logistics(orderNo)).json().data;
    expect(justShipped.parcels.map((parcel) => parcel.lines.map((line) => [line.mouldNo, line.qty]))).toEqual([
      [['JYG00001', 2]],
      [['JYG00001', 1]],
      [['JYB00001', 1]],
    ]);
    expect(justShipped.parcels.map((parcel) => parcel.parcelNo)).toEqual([1, 2, 3]);
    expect(justShipped.parcels[2]).toMatchObject({ carrierCode: 'SF', carrierName: '顺丰速运' });
    for (const parcel of justShipped.parcels) {
      expect(parcel.trackingNo).toMatch(/^(SF1\d{12}|11\d{11}|JDVB\d{11})$/);
      expect(parcel.shippedAt).toBe(shipTime.toISOString());
      // Nothing has happened yet: the courier collects about an hour after the parcel leaves.
      expect(parcel.events).toEqual([]);
    }

    // Two hours on: collected, newest first; three days on: signed for, with the journey between.
    await travel(new Date(shipTime.getTime() + hours(2)));
    const collected: OrderLogistics = (await logistics(orderNo)).json().data;
    expect(collected.parcels[0]?.events[0]).toMatchObject({ status: 'collected', place: '深圳市' });
    expect(collected.parcels[2]?.events[0]).toMatchObject({ status: 'collected', place: '上海市' });
    await travel(new Date(shipTime.getTime() + hours(72)));
    const arrived: OrderLogistics = (await logistics(orderNo)).json().data;
    for (const parcel of arrived.parcels) {
      const statuses = parcel.events.map((event) => event.status);
      expect(statuses[0]).toBe('signed');
      expect(statuses.at(-1)).toBe('collected');
      expect(statuses).toContain('delivering');
      expect(statuses).toContain('inTransit');
      const times = parcel.events.map((event) => Date.parse(event.at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(parcel.events[0]?.place).toBe('深圳市');
    }
    // Tracking an order does not change it.
    expect((await stateOf(orderNo))?.order_state).toBe(3);
  });

  it('leaves paid orders to the staff when AUTO_SHIP is off (issue #29: production ships from the console)', async () => {
    const orderNo = await placePaid();
    await travel(new Date(clock.now.getTime() + 3_600_000));
    const staffShip = fulfilmentService(s.database.db, { ...settings, autoShip: false }, () => clock.now);
    expect((await staffShip.sweep()).shipped).toEqual([]);
    expect((await stateOf(orderNo))?.order_state).toBe(2);
  });

  it('does not ship an unpaid order, a transfer gift not yet accepted or a presale deposit', async () => {
    const unpaid = (await place([{ ...ring, buyNum: 1 }])).orderNo;
    const gift = await placePaid([{ ...ring, buyNum: 1 }]);
    const deposit = await placePaid([{ ...ring, buyNum: 1 }]);
    await s.database.db.execute(
      sql`update orders set is_transfer_gift = true, transfer_gift_state = 0 where order_no = ${gift}`,
    );
    // A deposit order whose balance order is not paid yet (it has none here).
    await s.database.db.execute(sql`update orders set order_type = 1 where order_no = ${deposit}`);
    await travel(new Date(now.getTime() + hours(1)));
    const { shipped } = await sweep();
    for (const orderNo of [unpaid, gift, deposit]) expect(shipped).not.toContain(orderNo);
    expect((await stateOf(unpaid))?.order_state).toBe(1);
    expect((await stateOf(gift))?.order_state).toBe(2);
    expect((await logistics(gift)).statusCode).toBe(409);

    // Accepted by its recipient: it ships with the next sweep.
    await s.database.db.execute(sql`update orders set transfer_gift_state = 1 where order_no = ${gift}`);
    expect((await sweep()).shipped).toEqual([gift]);
  });

  it('ships each order exactly once when several processes sweep at the same moment', async () => {
    const placed = [];
    for (let index = 0; index < 6; index += 1) placed.push(await placePaid([{ ...bar }, { ...ring, buyNum: 1 }]));
    await travel(new Date(now.getTime() + hours(2)));
    const sweeps = await Promise.all(Array.from({ length: 4 }, () => sweep()));
    const shipped = sweeps.flatMap((result) => result.shipped);
    expect([...shipped].sort()).toEqual([...placed].sort());
    const counts = rowsOf<{ order_no: string; parcels: number; state: number }>(
      await s.database.db.execute(sql`
        select o.order_no, o.order_state as state, (select count(*)::int from parcels p where p.order_id = o.id) as parcels
        from orders o where o.order_no in (${sql.join(placed, sql`, `)})`),
    );
    expect(counts.map((row) => [row.state, row.parcels])).toEqual(placed.map(() => [3, 2]));
  });

  it(`auto-confirms a shipment AUTO_CONFIRM_DAYS after it left, once; the buyer's own 确认收货 then refuses`, async () => {
    const orderNo = await placePaid([{ ...ring, buyNum: 1 }]);
    await travel(new Date(now.getTime() + hours(1)));
    expect((await sweep()).shipped).toContain(orderNo);
    const shippedAt = clock.now.getTime();

    await travel(new Date(shippedAt + 10 * 24 * hours(1) - 60_000));
    expect((await sweep()).confirmed).not.toContain(orderNo);
    expect((await stateOf(orderNo))?.order_state).toBe(3);

    await travel(new Date(shippedAt + 10 * 24 * hours(1)));
    const confirmTime = clock.now;
    const [first, second] = await Promise.all([sweep(), sweep()]);
    expect([...(first?.confirmed ?? []), ...(second?.confirmed ?? [])].filter((no) => no === orderNo)).toHaveLength(1);
    expect(await stateOf(orderNo)).toMatchObject({ order_state: 4, received_at: confirmTime });
    expect(await detail(orderNo)).toMatchObject({ orderStateDesc: 'successful', showViewLogisticsBtn: true });
    expect((await sweep()).confirmed).toEqual([]);
    const again = await post(paths.orderConfirmReceipt, wang, { orderNo });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('订单已确认收货，请勿重复操作');
  });

  it('never auto-confirms an order not placed through checkout (the seeded examples keep showing 已发货)', async () => {
    const orderNo = await placePaid([{ ...ring, buyNum: 1 }]);
    await travel(new Date(now.getTime() + hours(1)));
    expect((await sweep()).shipped).toContain(orderNo);
    await s.database.db.execute(sql`update orders set idempotency_key = null where order_no = ${orderNo}`);
    await travel(new Date(clock.now.getTime() + 30 * 24 * hours(1)));
    expect((await sweep()).confirmed).not.toContain(orderNo);
    expect((await stateOf(orderNo))?.order_state).toBe(3);
  });

  it("answers another buyer's order, an unknown number and no sign-in as the order centre does", async () => {
    const orderNo = await placePaid([{ ...ring, buyNum: 1 }]);
    await travel(new Date(now.getTime() + hours(1)));
    await sweep();
    expect((await logistics(orderNo)).statusCode).toBe(200);
    expect(await logistics(orderNo, li)).toMatchObject({ statusCode: 404 });
    expect((await logistics(orderNo, li)).json()).toEqual({ code: 404, msg: '订单不存在' });
    expect((await logistics('JY00000000000000000000', wang)).statusCode).toBe(404);
    expect((await s.app.inject({ method: 'GET', url: `${paths.orderLogistics}?orderNo=${orderNo}` })).statusCode).toBe(
      401,
    );
    expect((await logistics('')).statusCode).toBe(400);
  });

  it('answers the parcels without events when the carrier cannot be reached', async () => {
    const orderNo = await placePaid([{ ...ring, buyNum: 1 }]);
    await travel(new Date(now.getTime() + hours(1)));
    await sweep();
    await travel(new Date(now.getTime() + hours(30)));
    const failing = fulfilmentService(s.database.db, settings, () => clock.now, {
      carrier: {
        name: 'down',
        track: () => Promise.reject(new Error('carrier down')),
      },
    });
    const answer = await failing.logistics({ uid: 1, memberId: 1, staffId: null }, orderNo);
    expect(answer.kind).toBe('found');
    if (answer.kind === 'found') expect(answer.logistics.parcels.map((parcel) => parcel.events)).toEqual([[]]);
  });
});

describe.each(engines())('the in-process fulfilment sweep on %s (FULFIL_SWEEP_SECONDS)', (engine) => {
  let s: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    s = await startTestApp(engine, { ...checkoutEnv, FULFIL_SWEEP_SECONDS: '1', FULFIL_AFTER_SECONDS: '0' });
    await insertCheckoutFixture(s.database.db);
  });
  afterAll(async () => s?.close());

  it('ships a paid order by itself within a couple of sweeps', async () => {
    const [wang] = (await sessions(s, [1])) as [string];
    const lines = [{ ...ring, buyNum: 1 }];
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      s.app.inject({ method: 'POST', url, headers: { ...auth(wang), ...headers }, payload });
    const confirm = (await post(paths.orderConfirm, { lines })).json().data;
    const { orderNo, payableFen } = (
      await post(
        paths.orderCreate,
        { lines, addressId: await addressOf(s.database.db, 1), expectedPayableFen: confirm.payableFen },
        { 'idempotency-key': newKey() },
      )
    ).json().data;
    const payNo = (await post(paths.payCreate, { orderNo, method: 'wechat' })).json().data.payNo;
    await s.app.inject({
      method: 'POST',
      url: paths.payNotify,
      payload: signedNotification(
        { payNo, orderNo, amountFen: payableFen, status: 'SUCCESS' },
        checkoutEnv.PAY_NOTIFY_SECRET,
        new Date(),
      ),
    });
    const stateNow = async () =>
      Number(
        rowsOf<{ order_state: number }>(
          await s.database.db.execute(sql`select order_state from orders where order_no = ${orderNo}`),
        )[0]?.order_state,
      );
    expect(await stateNow()).toBe(2);
    await expect.poll(stateNow, { timeout: 5_000, interval: 200 }).toBe(3);
  });
});
