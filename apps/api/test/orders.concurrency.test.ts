import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/database';
import { signedNotification } from '../src/adapters/sandboxPayment';
import { orderRequests } from '../src/db/schema';
import { requestHash } from '../src/services/orders';
import { now } from './catalogFixture';
import {
  addressOf,
  auth,
  checkoutEnv,
  insertCheckoutFixture,
  newKey,
  paths,
  sessions,
  stockOf,
} from './checkoutFixture';
import { engines, startTestApp } from './harness';

/**
 * issue #7 "Done when": the server's guarantees under concurrent requests. On PGlite requests
 * interleave on one connection; on PostgreSQL they run in parallel on the pool's connections.
 */
describe.each(engines())('order concurrency on %s (issue #7; DESIGN.md §7)', (engine) => {
  const buyers = 20;
  let s: Awaited<ReturnType<typeof startTestApp>>;
  let tokens: string[] = [];
  let addressIds: number[] = [];
  beforeAll(async () => {
    s = await startTestApp(engine, checkoutEnv, { clock: () => now });
    await insertCheckoutFixture(s.database.db, buyers);
    const uids = Array.from({ length: buyers }, (_, index) => 10 + index);
    tokens = await sessions(s, uids);
    addressIds = await Promise.all(uids.map((uid) => addressOf(s.database.db, uid)));
  });
  afterAll(async () => s?.close());

  const create = (buyer: number, key: string, payload: object) =>
    s.app.inject({
      method: 'POST',
      url: paths.orderCreate,
      headers: { ...auth(tokens[buyer] ?? ''), 'idempotency-key': key },
      payload,
    });
  const count = async (query: ReturnType<typeof sql>) =>
    Number(rowsOf<{ n: number }>(await s.database.db.execute(query))[0]?.n);

  it('100 keys × 10 concurrent duplicates make exactly 100 orders, every duplicate answered with the same body', async () => {
    await s.database.db.execute(sql`update goods_skus set stock_web = 1000 where goods_id = 8`);
    const before = await count(sql`select count(*)::int as n from orders`);
    const keys = Array.from({ length: 100 }, (_, index) => ({ key: newKey(), buyer: index % buyers }));
    // A client retries "in flight" (409 ORDER_IN_FLIGHT) after a moment, as the checkout page does.
    const send = async (key: string, buyer: number) => {
      for (let attempt = 0; ; attempt += 1) {
        const response = await create(buyer, key, {
          lines: [{ goodID: 8, attribute: '', buyNum: 1 }],
          addressId: addressIds[buyer],
          expectedPayableFen: 102_614,
        });
        if (response.statusCode !== 409 || response.json().code !== 40901 || attempt > 200) return response;
        await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 20));
      }
    };
    const answers = await Promise.all(
      keys.flatMap(({ key, buyer }) =>
        Array.from({ length: 10 }, () => send(key, buyer).then((response) => ({ key, response }))),
      ),
    );
    expect(answers.every(({ response }) => response.statusCode === 200)).toBe(true);
    const bodies = new Map<string, Set<string>>();
    for (const { key, response } of answers) bodies.set(key, (bodies.get(key) ?? new Set()).add(response.body));
    expect([...bodies.values()].every((set) => set.size === 1)).toBe(true);
    const orderNos = new Set([...bodies.values()].map((set) => JSON.parse([...set][0] as string).data.orderNo));
    expect(orderNos.size).toBe(100);
    expect((await count(sql`select count(*)::int as n from orders`)) - before).toBe(100);
    expect(await stockOf(s.database.db, 8, '')).toBe(900);
  }, 120_000);

  it('stock 10 and 200 concurrent buyers: exactly 10 orders and stock 0', async () => {
    await s.database.db.execute(
      sql`update goods_skus set stock_web = 10 where goods_id = 3 and attribute = 'ringSize:8'`,
    );
    const line = { goodID: 3, attribute: 'ringSize:8', buyNum: 1 };
    const confirm = await s.app.inject({
      method: 'POST',
      url: paths.orderConfirm,
      headers: auth(tokens[0] ?? ''),
      payload: { lines: [line] },
    });
    const payable = confirm.json().data.payableFen as number;
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        create(index % buyers, newKey(), {
          lines: [line],
          addressId: addressIds[index % buyers],
          expectedPayableFen: payable,
        }),
      ),
    );
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(190);
    expect(
      answers.filter((response) => response.statusCode === 409).every((response) => response.json().code === 40903),
    ).toBe(true);
    expect(await stockOf(s.database.db, 3, 'ringSize:8')).toBe(0);
    expect(
      await count(
        sql`select count(*)::int as n from order_items i join orders o on o.id = i.order_id where i.goods_id = 3 and o.order_state = 1`,
      ),
    ).toBe(10);
  }, 120_000);

  it.runIf(engine === 'PostgreSQL')(
    'a key held by another transaction answers 409 ORDER_IN_FLIGHT after a short wait, and works once that one rolls back (issue #17)',
    async () => {
      const key = newKey();
      const body = {
        lines: [{ goodID: 8, attribute: '', buyNum: 1 }],
        addressId: addressIds[1],
        expectedPayableFen: 102_614,
      };
      // Another instance's order transaction holding the key, as a process killed mid-order would until its
      // connection drops.
      let release = () => undefined as void;
      let claimed = () => undefined as void;
      const isClaimed = new Promise<void>((resolve) => (claimed = resolve));
      const holding = s.database.db
        .transaction(async (tx) => {
          await tx.insert(orderRequests).values({
            buyerUid: 11,
            idempotencyKey: key,
            requestHash: requestHash(body),
            createdAt: now,
            updatedAt: now,
          });
          claimed();
          await new Promise<void>((resolve) => (release = resolve));
          tx.rollback();
        })
        .catch(() => undefined);
      await isClaimed;
      const busy = await create(1, key, body);
      expect(busy.statusCode).toBe(409);
      expect(busy.json()).toMatchObject({ code: 40901, msg: '订单正在提交中，请稍候' });
      release();
      await holding;
      const created = await create(1, key, body);
      expect(created.statusCode, created.body).toBe(200);
      expect((await create(1, key, body)).json().data.orderNo).toBe(created.json().data.orderNo);
    },
  );

  it('a payment notification delivered 5 times at once settles the order once', async () => {
    const order = await create(0, newKey(), {
      lines: [{ goodID: 8, attribute: '', buyNum: 1 }],
      addressId: addressIds[0],
      expectedPayableFen: 102_614,
    });
    const { orderNo } = order.json().data;
    const pay = await s.app.inject({
      method: 'POST',
      url: paths.payCreate,
      headers: auth(tokens[0] ?? ''),
      payload: { orderNo, method: 'wechat' },
    });
    const { payNo } = pay.json().data;
    const notification = signedNotification(
      { payNo, orderNo, amountFen: 102_614, status: 'SUCCESS' },
      checkoutEnv.PAY_NOTIFY_SECRET,
      now,
    );
    const deliveries = await Promise.all(
      Array.from({ length: 5 }, () => s.app.inject({ method: 'POST', url: paths.payNotify, payload: notification })),
    );
    expect(deliveries.map((response) => response.json())).toEqual(
      Array.from({ length: 5 }, () => ({ code: 'SUCCESS', message: '成功', msg: '成功' })),
    );
    const [payment] = rowsOf<{ state: string; notifications: number }>(
      await s.database.db.execute(sql`select state, notifications from payments where pay_no = ${payNo}`),
    );
    expect(payment).toEqual({ state: 'paid', notifications: 5 });
    const [row] = rowsOf<{ order_state: number; payment_state: number; paid_at: unknown }>(
      await s.database.db.execute(
        sql`select order_state, payment_state, paid_at from orders where order_no = ${orderNo}`,
      ),
    );
    expect(row).toMatchObject({ order_state: 2, payment_state: 1 });
    // Settled once: a sixth delivery later changes nothing either.
    expect((await s.app.inject({ method: 'POST', url: paths.payNotify, payload: notification })).json().code).toBe(
      'SUCCESS',
    );
    expect(await count(sql`select count(*)::int as n from payments where pay_no = ${payNo} and state = 'paid'`)).toBe(
      1,
    );
  });
});
