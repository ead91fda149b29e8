import { sql } from 'drizzle-orm';
import { orderButtons, orderFlags, type OrderFacts } from '@mall/contract';
import { OrderErrorCode } from '@mall/contract/checkout';
import type { OrderDetail } from '@mall/contract/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedNotification } from '../src/adapters/sandboxPayment';
import { rowsOf } from '../src/db/database';
import { fulfilmentFromEnv } from '../src/env';
import { sweepUnpaid } from '../src/repositories/checkout';
import { fulfilmentService } from '../src/services/fulfilment';
import { now } from './catalogFixture';
import { auth, checkoutEnv, insertCheckoutFixture, newKey, paths, sessions, stockOf } from './checkoutFixture';
import { engines, startTestApp } from './harness';

const hours = (at: Date, count: number) => new Date(at.getTime() + count * 3600_000);
/** The presale piece: the bar of the fixture, made a presale at ¥3,000 with a ¥500 deposit. */
const presale = { goodID: 5, attribute: '', buyNum: 2 };
const necklace = { goodID: 4, attribute: 'chainLength:45', buyNum: 1 };
const presellFen = 300_000;
const depositFen = 50_000;
/** The final-payment window: opens two days after `now`, closes five days after. */
const windowStart = hours(now, 48);
const windowEnd = hours(now, 120);

/** The buttons the mall draws for an order, as the rules give them (spec §4). */
function buttonsOf(detail: OrderDetail, at: Date) {
  const facts: OrderFacts = { ...detail, firstPointProductType: null, goodsCount: detail.items.length };
  return orderButtons(facts, orderFlags(facts, { parcelCount: detail.parcelCount }), at).map((button) =>
    button.isDisabled ? `${button.action}(disabled)` : button.action,
  );
}

describe.each(engines())('presale deposit and final payment on %s (issue #12; spec §3 orderType, §4)', (engine) => {
  const clock = { now };
  let s: Awaited<ReturnType<typeof startTestApp>>;
  let wang = '';
  let li = '';
  beforeAll(async () => {
    s = await startTestApp(engine, checkoutEnv, { clock: () => clock.now });
    await insertCheckoutFixture(s.database.db);
    await s.database.db.execute(sql`
      update goods set is_presell = true, presell_price_fen = ${presellFen}, deposit_fen = ${depositFen},
        final_pay_start_at = ${windowStart.toISOString()}::timestamptz,
        final_pay_end_at = ${windowEnd.toISOString()}::timestamptz
      where id = ${presale.goodID}`);
    [wang, li] = (await sessions(s, [1, 2])) as [string, string];
  });
  afterAll(async () => s?.close());
  /** Stands the clock at `at`, with fresh sessions (an idToken is short-lived). */
  const at = async (when: Date) => {
    clock.now = when;
    [wang, li] = (await sessions(s, [1, 2])) as [string, string];
  };

  const post = (url: string, token: string, payload: object, headers: Record<string, string> = {}) =>
    s.app.inject({ method: 'POST', url, headers: { ...auth(token), ...headers }, payload });
  const get = (url: string, token: string) => s.app.inject({ method: 'GET', url, headers: auth(token) });
  const detail = async (orderNo: string, token = wang): Promise<OrderDetail> => {
    const response = await get(`${paths.orderDetail}?orderNo=${orderNo}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const addressId = async (token: string) =>
    ((await get(paths.addressList, token)).json().data as { id: number }[])[0]?.id;
  /** Places the presale order at the confirmed payable: the deposit order. */
  const placeDeposit = async (token = wang) => {
    const confirm = await post(paths.orderConfirm, token, { lines: [presale] });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const created = await post(
      paths.orderCreate,
      token,
      { lines: [presale], addressId: await addressId(token), expectedPayableFen: confirm.json().data.payableFen },
      { 'idempotency-key': newKey() },
    );
    expect(created.statusCode, created.body).toBe(200);
    return created.json().data as { orderNo: string; payableFen: number; payDeadline: string };
  };
  /** pay/create, then the PSP's signed SUCCESS notification delivered `times` times. */
  const pay = async (orderNo: string, token = wang, times = 1) => {
    const started = await post(paths.payCreate, token, { orderNo, method: 'alipay' });
    expect(started.statusCode, started.body).toBe(200);
    const { payNo } = started.json().data as { payNo: string };
    const payable = (await detail(orderNo, token)).payableFen;
    for (let delivery = 0; delivery < times; delivery += 1) {
      const notice = signedNotification(
        { payNo, orderNo, amountFen: payable, status: 'SUCCESS' },
        checkoutEnv.PAY_NOTIFY_SECRET,
        clock.now,
      );
      const answer = await s.app.inject({ method: 'POST', url: paths.payNotify, payload: notice });
      expect(answer.statusCode, answer.body).toBe(200);
    }
  };

  it('confirms a presale piece at its deposit: presell price, no discounts, points or gift card (contract presale.ts)', async () => {
    await at(now);
    const response = await post(paths.orderConfirm, wang, { lines: [presale], usePoints: 5_000, useGiftCard: true });
    expect(response.statusCode, response.body).toBe(200);
    const confirm = response.json().data;
    expect(confirm).toMatchObject({
      goodsTotalFen: presellFen * 2,
      pointsUsed: 0,
      giftCardFen: 0,
      payableFen: depositFen * 2,
      presale: {
        depositFen: depositFen * 2,
        balanceFen: (presellFen - depositFen) * 2,
        balanceStartPayTime: windowStart.toISOString(),
        balanceEndPayTime: windowEnd.toISOString(),
      },
    });
    expect(confirm.lines[0]).toMatchObject({ unitPriceFen: presellFen });
    // An ordinary checkout says it is not a presale.
    expect((await post(paths.orderConfirm, wang, { lines: [necklace] })).json().data.presale).toBeNull();
  });

  it('refuses a presale piece with other lines, or as a gift, with a clear message (409)', async () => {
    const mixed = await post(paths.orderConfirm, wang, { lines: [presale, necklace] });
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json()).toMatchObject({ code: OrderErrorCode.ORDER_PRESALE_ALONE });
    expect(mixed.json().msg).toContain('需单独结算');
    const gift = await post(
      paths.orderCreate,
      wang,
      { lines: [presale], isTransferGift: true, expectedPayableFen: depositFen * 2 },
      { 'idempotency-key': newKey() },
    );
    expect(gift.statusCode).toBe(409);
    expect(gift.json().msg).toContain('不支持作为礼物转赠');
  });

  it('takes the deposit, opens the linked balance order, pays the balance in its window: one purchase pending shipment', async () => {
    await at(now);
    const stockBefore = await stockOf(s.database.db, presale.goodID, presale.attribute);
    const placed = await placeDeposit();
    expect(placed.payableFen).toBe(depositFen * 2);
    expect(await stockOf(s.database.db, presale.goodID, presale.attribute)).toBe(stockBefore - 2);
    const pending = await detail(placed.orderNo);
    expect(pending).toMatchObject({
      orderType: 1,
      orderState: 1,
      paymentState: 0,
      orderStateDesc: 'pendingDeposit',
      depositEndPayTime: placed.payDeadline,
      balanceEndPayTime: windowEnd.toISOString(),
      presale: { depositFen: depositFen * 2, isDepositPaid: false, balanceOrderNo: null },
    });
    expect(buttonsOf(pending, clock.now)).toEqual(['pay', 'cancel']);

    // The deposit, its notification delivered twice: paid once, one balance order.
    await pay(placed.orderNo, wang, 2);
    const depositPaid = await detail(placed.orderNo);
    expect(depositPaid).toMatchObject({
      orderState: 1,
      paymentState: 1,
      orderStateDesc: 'depositPaid',
      relatedOrderState: 1,
      relatedPaymentState: 0,
      presale: { isDepositPaid: true, isBalancePaid: false, balanceFen: (presellFen - depositFen) * 2 },
    });
    const balanceNo = depositPaid.presale?.balanceOrderNo as string;
    expect(balanceNo).toMatch(/^JY/);
    const linked = rowsOf<{ n: number }>(
      await s.database.db.execute(sql`select count(*)::int as n from orders where related_order_id = (
        select id from orders where order_no = ${placed.orderNo})`),
    );
    expect(Number(linked[0]?.n)).toBe(1);
    expect(buttonsOf(depositPaid, clock.now)).toEqual(['finalPayment']);
    // Past the deposit's own deadline it still waits for its balance (spec §4 read in issue #12).
    await at(hours(now, 24));
    expect((await detail(placed.orderNo)).orderStateDesc).toBe('depositPaid');

    const balance = await detail(balanceNo);
    expect(balance).toMatchObject({
      orderType: 2,
      orderState: 1,
      paymentState: 0,
      payableFen: (presellFen - depositFen) * 2,
      orderStateDesc: 'pendingBalance',
      relatedOrderState: 1,
      relatedPaymentState: 1,
      balanceEndPayTime: windowEnd.toISOString(),
      presale: { depositOrderNo: placed.orderNo, balanceOrderNo: balanceNo, isDepositPaid: true },
    });
    expect(balance.items).toEqual(pending.items);

    // Before the window opens: a clear refusal.
    const early = await post(paths.payCreate, wang, { orderNo: balanceNo, method: 'wechat' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: OrderErrorCode.ORDER_BALANCE_WINDOW });
    expect(early.json().msg).toContain('尾款支付尚未开始');
    // Another buyer cannot pay it, nor read it.
    expect((await post(paths.payCreate, li, { orderNo: balanceNo, method: 'wechat' })).statusCode).toBe(404);

    // Inside the window: the balance is paid, and the deposit order carries the purchase on.
    await at(hours(windowStart, 1));
    await pay(balanceNo);
    const whole = await detail(placed.orderNo);
    expect(whole).toMatchObject({
      orderState: 2,
      paymentState: 1,
      orderStateDesc: 'pendingShipment',
      relatedOrderState: 2,
      relatedPaymentState: 1,
      presale: { isDepositPaid: true, isBalancePaid: true },
    });
    expect(buttonsOf(whole, clock.now)).not.toContain('finalPayment');
    // One purchase in the list: the balance order is folded into its deposit order.
    const listed = (await get(`${paths.orderList}?pageSize=20`, wang)).json().data.list as { orderNo: string }[];
    expect(listed.map((order) => order.orderNo)).toContain(placed.orderNo);
    expect(listed.map((order) => order.orderNo)).not.toContain(balanceNo);
    expect((await detail(balanceNo)).paymentState).toBe(1);
    // Still pending shipment after the window ends.
    await at(hours(windowEnd, 1));
    expect((await detail(placed.orderNo)).orderStateDesc).toBe('pendingShipment');
    // The warehouse ships the deposit order, which carries the pieces; the balance order never ships.
    const sweep = fulfilmentService(s.database.db, fulfilmentFromEnv({ FULFIL_AFTER_SECONDS: '0' }), () => clock.now);
    const { shipped } = await sweep.sweep();
    expect(shipped).toContain(placed.orderNo);
    expect(shipped).not.toContain(balanceNo);
    expect((await detail(placed.orderNo)).orderStateDesc).toBe('shipped');
  });

  /** An order's stored states, and whether it left the list. */
  const stored = async (orderNo: string) =>
    rowsOf<{ order_state: number; payment_state: number; hidden: boolean }>(
      await s.database.db.execute(
        sql`select order_state, payment_state, hidden_at is not null as hidden from orders where order_no = ${orderNo}`,
      ),
    )[0];
  const stock = () => stockOf(s.database.db, presale.goodID, presale.attribute);
  const sweep = () => sweepUnpaid(s.database.db, clock.now);
  /**
   * Closes what earlier tests left open (every purchase here shares one window), so this test's
   * stock counts only its own orders; then stands the clock at `now`.
   */
  const settleEarlier = async () => {
    await at(hours(windowEnd, 1));
    await sweep();
    await at(now);
  };
  /** A purchase with its deposit paid at `now`: its deposit and balance order numbers, and the stock before it. */
  const paidDeposit = async () => {
    const before = await stock();
    const placed = await placeDeposit();
    await pay(placed.orderNo);
    const balanceNo = (await detail(placed.orderNo)).presale?.balanceOrderNo as string;
    expect(await stock()).toBe(before - 2);
    return { depositNo: placed.orderNo, balanceNo, before };
  };
  /** The PSP's signed SUCCESS notification of a balance payment attempt, at the clock's time. */
  const notifyBalance = (payNo: string, balanceNo: string) =>
    s.app.inject({
      method: 'POST',
      url: paths.payNotify,
      payload: signedNotification(
        { payNo, orderNo: balanceNo, amountFen: (presellFen - depositFen) * 2, status: 'SUCCESS' },
        checkoutEnv.PAY_NOTIFY_SECRET,
        clock.now,
      ),
    });
  /** Starts paying the balance inside its window (the buyer is at the cashier when the window ends). */
  const balanceAttempt = async (balanceNo: string) => {
    await at(hours(windowEnd, -0.5));
    const started = await post(paths.payCreate, wang, { orderNo: balanceNo, method: 'alipay' });
    expect(started.statusCode, started.body).toBe(200);
    return (started.json().data as { payNo: string }).payNo;
  };
  const paymentState = async (payNo: string) =>
    rowsOf<{ state: string }>(await s.database.db.execute(sql`select state from payments where pay_no = ${payNo}`))[0]
      ?.state;

  it('refuses to cancel a balance order (spec §4 "Cancel: unpaid orders" read for presale): 409, nothing changes', async () => {
    await settleEarlier();
    const { depositNo, balanceNo, before } = await paidDeposit();
    const balance = await detail(balanceNo);
    expect(buttonsOf(balance, clock.now)).toEqual(['pay']);
    const refused = await post(paths.orderCancel, wang, { orderNo: balanceNo });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(
      '尾款订单不能取消：如不再购买，尾款支付期结束后订单将自动关闭，定金按预售规则不予退还',
    );
    expect(await stored(balanceNo)).toEqual({ order_state: 1, payment_state: 0, hidden: false });
    expect(await stored(depositNo)).toEqual({ order_state: 1, payment_state: 1, hidden: false });
    expect(buttonsOf(await detail(depositNo), clock.now)).toEqual(['finalPayment']);
    expect(await stock()).toBe(before - 2);
  });

  it('closes the purchase when its window ends with the balance unpaid: both orders, the stock back once, the deposit forfeited', async () => {
    await settleEarlier();
    const { depositNo, balanceNo, before } = await paidDeposit();
    await at(hours(windowEnd, 1));
    // Three sweeps, the order centre's list and the deposit's detail all at once: closed once.
    const [first, second, third] = await Promise.all([
      sweep(),
      sweep(),
      sweep(),
      get(`${paths.orderList}?pageSize=20`, wang),
      get(`${paths.orderDetail}?orderNo=${depositNo}`, wang),
    ]);
    expect(Number(first) + Number(second) + Number(third)).toBeLessThanOrEqual(1);
    expect(await stored(balanceNo)).toEqual({ order_state: 5, payment_state: 0, hidden: true });
    // The deposit order closes too; its deposit stays paid (kept by the presale terms, not refunded).
    expect(await stored(depositNo)).toEqual({ order_state: 5, payment_state: 1, hidden: false });
    expect(await stock()).toBe(before);
    expect(await sweep()).toBe(0);
    expect(await stock()).toBe(before);

    const deposit = await detail(depositNo);
    expect(deposit).toMatchObject({
      orderStateDesc: 'closed',
      actualAmountStatus: 4,
      showRefundBtn: false,
      presale: { isDepositPaid: true, isBalancePaid: false, balanceOrderNo: balanceNo },
    });
    expect(buttonsOf(deposit, clock.now)).toEqual(['delete', 'addToBag']);
    expect((await detail(balanceNo)).orderStateDesc).toBe('closed');
    // One closed purchase in the list: the balance order left it.
    const listed = (await get(`${paths.orderList}?pageSize=20`, wang)).json().data.list as { orderNo: string }[];
    expect(listed.map((order) => order.orderNo)).toContain(depositNo);
    expect(listed.map((order) => order.orderNo)).not.toContain(balanceNo);
    // Paying the balance now says the window is over and the deposit is forfeited.
    const late = await post(paths.payCreate, wang, { orderNo: balanceNo, method: 'wechat' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: OrderErrorCode.ORDER_BALANCE_WINDOW });
    expect(late.json().msg).toContain('尾款支付已于');
    expect(late.json().msg).toContain('定金按预售规则不予退还');
  });

  it('closes the purchase on the first read after the window, without a sweep (close on read)', async () => {
    await settleEarlier();
    const { depositNo, balanceNo, before } = await paidDeposit();
    await at(hours(windowEnd, 1));
    expect((await detail(depositNo)).orderState).toBe(5);
    expect(await stored(balanceNo)).toEqual({ order_state: 5, payment_state: 0, hidden: true });
    expect(await stock()).toBe(before);
    // The balance order's own read finds it closed and changes nothing more.
    expect((await detail(balanceNo)).orderState).toBe(5);
    expect(await stock()).toBe(before);
  });

  it('a late balance payment arriving before the sweep completes the purchase; the sweep then leaves it', async () => {
    await settleEarlier();
    const { depositNo, balanceNo, before } = await paidDeposit();
    const payNo = await balanceAttempt(balanceNo);
    await at(hours(windowEnd, 0.1));
    expect((await notifyBalance(payNo, balanceNo)).json().code).toBe('SUCCESS');
    expect(await sweep()).toBe(0);
    expect(await stored(depositNo)).toEqual({ order_state: 2, payment_state: 1, hidden: false });
    expect(await stored(balanceNo)).toEqual({ order_state: 2, payment_state: 1, hidden: true });
    expect(await paymentState(payNo)).toBe('paid');
    expect((await detail(depositNo)).orderStateDesc).toBe('pendingShipment');
    expect(await stock()).toBe(before - 2);
  });

  it('the sweep arriving before a late balance payment closes the purchase; the payment then changes nothing', async () => {
    await settleEarlier();
    const { depositNo, balanceNo, before } = await paidDeposit();
    const payNo = await balanceAttempt(balanceNo);
    await at(hours(windowEnd, 0.1));
    expect(await sweep()).toBe(1);
    // The PSP is acknowledged (it must stop retrying); the money is marked as a duplicate to give back.
    expect((await notifyBalance(payNo, balanceNo)).json().code).toBe('SUCCESS');
    expect(await paymentState(payNo)).toBe('duplicate');
    expect(await stored(depositNo)).toEqual({ order_state: 5, payment_state: 1, hidden: false });
    expect(await stored(balanceNo)).toEqual({ order_state: 5, payment_state: 0, hidden: true });
    expect(await stock()).toBe(before);
  });

  it('a sweep and a late balance payment at the same moment settle one way, in either order of arrival', async () => {
    for (let round = 0; round < 4; round += 1) {
      await settleEarlier();
      const { depositNo, balanceNo, before } = await paidDeposit();
      const payNo = await balanceAttempt(balanceNo);
      await at(hours(windowEnd, 0.1));
      const racers = [() => sweep(), () => notifyBalance(payNo, balanceNo)] as const;
      if (round % 2 === 0) await Promise.all([racers[0](), racers[1]()]);
      else await Promise.all([racers[1](), racers[0]()]);
      const deposit = await stored(depositNo);
      if ((await paymentState(payNo)) === 'paid') {
        expect(deposit).toEqual({ order_state: 2, payment_state: 1, hidden: false });
        expect(await stored(balanceNo)).toEqual({ order_state: 2, payment_state: 1, hidden: true });
        expect(await stock()).toBe(before - 2);
      } else {
        expect(await paymentState(payNo)).toBe('duplicate');
        expect(deposit).toEqual({ order_state: 5, payment_state: 1, hidden: false });
        expect(await stored(balanceNo)).toEqual({ order_state: 5, payment_state: 0, hidden: true });
        expect(await stock()).toBe(before);
      }
    }
  });

  it('closes an unpaid deposit order at its deadline and returns the stock', async () => {
    await at(now);
    const before = await stockOf(s.database.db, presale.goodID, presale.attribute);
    const placed = await placeDeposit();
    await at(hours(now, 1));
    const closed = await detail(placed.orderNo);
    expect(closed).toMatchObject({ orderState: 5, orderStateDesc: 'closed' });
    expect(buttonsOf(closed, clock.now)).toContain('delete');
    expect(await stockOf(s.database.db, presale.goodID, presale.attribute)).toBe(before);
  });

  it('refuses a deposit once the presale is over (its final-payment window has ended)', async () => {
    await at(hours(windowEnd, 2));
    const response = await post(paths.orderConfirm, wang, { lines: [presale] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: OrderErrorCode.ORDER_PRESALE_OVER });
    await at(now);
  });
});
