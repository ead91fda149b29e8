import { sql } from 'drizzle-orm';
import type { GiftView, OrderDetail } from '@mall/contract/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedNotification } from '../src/adapters/sandboxPayment';
import { rowsOf } from '../src/db/database';
import { seed } from '../src/seed';
import { now } from './catalogFixture';
import { auth, checkoutEnv, insertCheckoutFixture, newKey, paths, sessions, stockOf } from './checkoutFixture';
import { engines, startTestApp } from './harness';

const necklace = { goodID: 4, attribute: 'chainLength:45', buyNum: 1 };

describe.each(engines())('transfer gifts on %s (issue #12; spec §3 isTransferGift, transferGiftState)', (engine) => {
  let s: Awaited<ReturnType<typeof startTestApp>>;
  /** The buyer (1) and two friends (2, 3) who may receive the gift. */
  let wang = '';
  let li = '';
  let zhang = '';
  beforeAll(async () => {
    s = await startTestApp(engine, checkoutEnv, { clock: () => now });
    await insertCheckoutFixture(s.database.db);
    await s.database.db.execute(sql`update goods_skus set stock_web = 50 where goods_id = 4`);
    [wang, li, zhang] = (await sessions(s, [1, 2, 3])) as [string, string, string];
  });
  afterAll(async () => s?.close());

  const post = (url: string, token: string, payload: object, headers: Record<string, string> = {}) =>
    s.app.inject({ method: 'POST', url, headers: { ...auth(token), ...headers }, payload });
  const get = (url: string, token: string) => s.app.inject({ method: 'GET', url, headers: auth(token) });
  const detail = async (orderNo: string): Promise<OrderDetail> =>
    (await get(`${paths.orderDetail}?orderNo=${orderNo}`, wang)).json().data;
  const addressId = async (token: string) =>
    ((await get(paths.addressList, token)).json().data as { id: number }[])[0]?.id as number;
  const view = async (token: string, giftToken: string): Promise<GiftView> => {
    const response = await get(`${paths.giftDetail}?token=${giftToken}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  /** Wang buys the necklace as a gift (no address) and pays for it: the gift's order number and share token. */
  const sendGift = async () => {
    const confirm = (await post(paths.orderConfirm, wang, { lines: [necklace], isTransferGift: true })).json().data;
    const created = await post(
      paths.orderCreate,
      wang,
      { lines: [necklace], isTransferGift: true, expectedPayableFen: confirm.payableFen },
      { 'idempotency-key': newKey() },
    );
    expect(created.statusCode, created.body).toBe(200);
    const { orderNo, payableFen } = created.json().data as { orderNo: string; payableFen: number };
    const unpaid = await detail(orderNo);
    expect(unpaid).toMatchObject({ isTransferGift: true, transferGiftState: 0, address: null, giftToken: null });
    const { payNo } = (await post(paths.payCreate, wang, { orderNo, method: 'wechat' })).json().data;
    const notice = signedNotification(
      { payNo, orderNo, amountFen: payableFen, status: 'SUCCESS' },
      checkoutEnv.PAY_NOTIFY_SECRET,
      now,
    );
    expect((await s.app.inject({ method: 'POST', url: paths.payNotify, payload: notice })).statusCode).toBe(200);
    const paid = await detail(orderNo);
    expect(paid.orderStateDesc).toBe('giftAwaiting');
    expect(paid.giftToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    return { orderNo, token: paid.giftToken as string };
  };

  it('refuses an ordinary order without an address (only a gift may leave it out)', async () => {
    const response = await post(
      paths.orderCreate,
      wang,
      { lines: [necklace], expectedPayableFen: 1 },
      { 'idempotency-key': newKey() },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('请选择收货地址');
  });

  it('shows the recipient the pieces, never the price; the buyer sees it as their own', async () => {
    const { token } = await sendGift();
    const seen = await view(li, token);
    expect(seen).toMatchObject({ state: 'awaiting', isOwn: false, isRecipient: false, shipsTo: null });
    expect(seen.items[0]).toMatchObject({ goodID: necklace.goodID, attribute: necklace.attribute, buyNum: 1 });
    expect(JSON.stringify(seen)).not.toMatch(/price|Fen/i);
    expect((await view(wang, token)).isOwn).toBe(true);
    // An unknown token, and no session.
    expect((await get(`${paths.giftDetail}?token=${'A'.repeat(43)}`, li)).statusCode).toBe(404);
    expect((await s.app.inject({ method: 'GET', url: `${paths.giftDetail}?token=${token}` })).statusCode).toBe(401);
  });

  it('ships an accepted gift to the recipient’s address: an ordinary order pending shipment, accepted once', async () => {
    const { orderNo, token } = await sendGift();
    const own = await post(paths.giftAccept, wang, { token, addressId: await addressId(wang) });
    expect(own.statusCode).toBe(409);
    expect(own.json().msg).toContain('自己送出的礼物');
    // Another member's address id is not the recipient's: 404.
    expect((await post(paths.giftAccept, li, { token, addressId: await addressId(zhang) })).statusCode).toBe(404);
    const accepted = await post(paths.giftAccept, li, { token, addressId: await addressId(li) });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({
      state: 'accepted',
      isRecipient: true,
      shipsTo: '广东省 深圳市 福田区',
    });
    const order = await detail(orderNo);
    expect(order).toMatchObject({
      transferGiftState: 1,
      orderState: 2,
      orderStateDesc: 'pendingShipment',
      giftToken: null,
      // issue #28 §5: the sender sees where it goes as the gift page shows it, never the recipient's name,
      // mobile or street.
      address: { consignee: '', mobile: '', province: '广东省', city: '深圳市', district: '福田区', detail: '' },
    });
    expect(JSON.stringify(order)).not.toMatch(/收货人|13900000009|福华三路/);
    const [row] = rowsOf<{ gift_recipient_uid: number }>(
      await s.database.db.execute(sql`select gift_recipient_uid from orders where order_no = ${orderNo}`),
    );
    expect(Number(row?.gift_recipient_uid)).toBe(2);
    const again = await post(paths.giftAccept, zhang, { token, addressId: await addressId(zhang) });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('礼物已被领取');
    expect((await post(paths.giftDecline, zhang, { token })).statusCode).toBe(409);
  });

  it('returns a declined gift: closed (state 7), stock back, the payment left for the refund flow', async () => {
    const before = await stockOf(s.database.db, necklace.goodID, necklace.attribute);
    const { orderNo, token } = await sendGift();
    expect(await stockOf(s.database.db, necklace.goodID, necklace.attribute)).toBe(before - 1);
    const declined = await post(paths.giftDecline, li, { token });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data.state).toBe('declined');
    expect(await detail(orderNo)).toMatchObject({
      orderState: 7,
      transferGiftState: 2,
      paymentState: 1,
      orderStateDesc: 'closed',
    });
    expect(await stockOf(s.database.db, necklace.goodID, necklace.attribute)).toBe(before);
    expect((await post(paths.giftAccept, zhang, { token, addressId: await addressId(zhang) })).statusCode).toBe(409);
  });

  it.each([
    ['li first', ['li', 'zhang'] as const],
    ['zhang first', ['zhang', 'li'] as const],
  ])('settles two members accepting at once exactly one way (%s)', async (_case, order) => {
    const { orderNo, token } = await sendGift();
    const tokens = { li, zhang };
    const answers = await Promise.all(
      order.map(async (who) => post(paths.giftAccept, tokens[who], { token, addressId: await addressId(tokens[who]) })),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().msg).toBe('礼物已被领取');
    const winner = order[answers.findIndex((answer) => answer.statusCode === 200)];
    const [row] = rowsOf<{ gift_recipient_uid: number }>(
      await s.database.db.execute(sql`select gift_recipient_uid from orders where order_no = ${orderNo}`),
    );
    expect(Number(row?.gift_recipient_uid)).toBe(winner === 'li' ? 2 : 3);
  });

  it('settles an acceptance racing a return exactly one way', async () => {
    const { orderNo, token } = await sendGift();
    const answers = await Promise.all([
      post(paths.giftAccept, li, { token, addressId: await addressId(li) }),
      post(paths.giftDecline, zhang, { token }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const order = await detail(orderNo);
    expect([1, 2]).toContain(order.transferGiftState);
    expect(order.orderState).toBe(order.transferGiftState === 1 ? 2 : 7);
  });
});

describe.each(engines())('the seeded transfer gifts on %s (issue #12)', (engine) => {
  let s: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    s = await startTestApp(engine, checkoutEnv, { clock: () => now });
    await seed(s.database, { now, pepper: 'gift-test-pepper' });
  }, 60_000);
  afterAll(async () => s?.close());

  it('gives every seeded gift awaiting acceptance a token another member can accept with', async () => {
    const gifts = rowsOf<{ order_no: string; gift_token: string | null; member_id: number }>(
      await s.database.db.execute(sql`
        select order_no, gift_token, member_id from orders
        where is_transfer_gift and transfer_gift_state = 0 order by id`),
    );
    expect(gifts.length).toBeGreaterThanOrEqual(3);
    for (const gift of gifts) expect(gift.gift_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [first] = gifts;
    const recipient = rowsOf<{ id: number }>(
      await s.database.db.execute(
        sql`select m.id from members m join addresses a on a.owner_uid = m.id
            where m.id <> ${first?.member_id} order by m.id limit 1`,
      ),
    )[0];
    const [token] = await sessions(s, [Number(recipient?.id)]);
    const headers = auth(token as string);
    const addresses = await s.app.inject({ method: 'GET', url: paths.addressList, headers });
    const addressId = (addresses.json().data as { id: number }[])[0]?.id;
    const accepted = await s.app.inject({
      method: 'POST',
      url: paths.giftAccept,
      headers,
      payload: { token: first?.gift_token, addressId },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [after] = rowsOf<{ transfer_gift_state: number }>(
      await s.database.db.execute(sql`select transfer_gift_state from orders where order_no = ${first?.order_no}`),
    );
    expect(Number(after?.transfer_gift_state)).toBe(1);
  });
});
