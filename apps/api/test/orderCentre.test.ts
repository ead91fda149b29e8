import { sql } from 'drizzle-orm';
import {
  actualAmountStatus,
  BAG_LINES_MAX,
  orderButtons,
  orderFlags,
  orderStatusLabels,
  orderTabs,
  type OrderTab,
} from '@mall/contract';
import { cartPaths } from '@mall/contract/cart';
import { guaranteePaths } from '@mall/contract/guarantee';
import { invoicePaths } from '@mall/contract/invoice';
import { orderTabsOf, type OrderDetail, type OrderList, type OrderListItem } from '@mall/contract/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedNotification } from '../src/adapters/sandboxPayment';
import { rowsOf } from '../src/db/database';
import { seed } from '../src/seed';
import { staffUidOffset } from '../src/services/staff';
import { auth, checkoutEnv, newKey, paths, stockOf } from './checkoutFixture';
import { engines, startTestApp } from './harness';

/** 10:30 on 20 November 2026, China time: the seed's demo orders are relative to it. */
const now = new Date('2026-11-20T02:30:00.000Z');

/**
 * The order centre (issue #12) on the demo seed: the demo member 13900000001 holds an order of every
 * status label, so one member shows every tab; other members' orders prove the 404 scoping.
 */
describe.each(engines())('the order centre on %s (issue #12; spec §3 order, §4 labels and buttons)', (engine) => {
  let s: Awaited<ReturnType<typeof startTestApp>>;
  let wang = '';
  let wangUid = 0;
  let li = '';
  let staffUser = '';
  /** A fixed-price piece with stock, for orders placed through checkout. */
  let piece = { goodID: 0, attribute: '' };

  beforeAll(async () => {
    s = await startTestApp(engine, checkoutEnv, { clock: () => now });
    await seed(s.database, { now, pepper: 'order-centre-test-pepper' });
    const members = rowsOf<{ id: number; mobile: string; uoid: string }>(
      await s.database.db.execute(
        sql`select id, mobile, uoid from members where mobile in ('13900000001', '13900000002')`,
      ),
    );
    const session = async (uid: number, uoid: string, isStaff = false) =>
      (await s.app.tokens.startSession({ uid, uoid, isStaff, staffCode: isStaff ? 'JY80001' : '', nickname: '测试' }))
        .idToken;
    const member = (mobile: string) => members.find((row) => row.mobile === mobile) as (typeof members)[number];
    wangUid = Number(member('13900000001').id);
    wang = await session(wangUid, member('13900000001').uoid);
    li = await session(Number(member('13900000002').id), member('13900000002').uoid);
    const [staffRow] = rowsOf<{ id: number }>(
      await s.database.db.execute(sql`select id from staff where staff_code = 'JY80001'`),
    );
    staffUser = await session(staffUidOffset + Number(staffRow?.id), '', true);
    const [found] = rowsOf<{ goods_id: number; attribute: string }>(
      await s.database.db.execute(sql`
        select g.id as goods_id, k.attribute from goods g join goods_skus k on k.goods_id = g.id
        where g.is_on_sale and not g.is_presell and g.point_product_type is null and g.pricing_mode = 'fixed'
          and k.stock_web >= 10
        order by g.id, k.id limit 1`),
    );
    piece = { goodID: Number(found?.goods_id), attribute: found?.attribute ?? '' };
  }, 60_000);
  afterAll(async () => s?.close());

  const post = (url: string, token: string, payload: object) =>
    s.app.inject({ method: 'POST', url, headers: auth(token), payload });
  const get = (url: string, token: string) => s.app.inject({ method: 'GET', url, headers: auth(token) });
  const list = async (token: string, query = ''): Promise<OrderList> => {
    const response = await get(`${paths.orderList}?${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const everything = async (token: string) => (await list(token, 'pageSize=20')).total;
  /** Every order of the buyer in the tab, all pages. */
  const allOf = async (token: string, tab: OrderTab = 'all'): Promise<OrderListItem[]> => {
    const found: OrderListItem[] = [];
    for (let pageIndex = 1; ; pageIndex += 1) {
      const page = await list(token, `tab=${tab}&pageSize=20&pageIndex=${pageIndex}`);
      found.push(...page.list);
      if (page.list.length < 20) return found;
    }
  };
  const detail = async (token: string, orderNo: string): Promise<OrderDetail> => {
    const response = await get(`${paths.orderDetail}?orderNo=${orderNo}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  /** The first of wang's orders matching the predicate (the seed's scenario). */
  const wangOrder = async (predicate: (item: OrderListItem) => boolean) => {
    const found = (await allOf(wang)).find(predicate);
    expect(found).toBeDefined();
    return found as OrderListItem;
  };
  /** An order placed through checkout (by default two pieces of `piece`): it reserves their stock. */
  const placeOrder = async (token = wang, lines: object[] = [{ ...piece, buyNum: 2 }]) => {
    const confirm = (await post(paths.orderConfirm, token, { lines })).json().data;
    const [address] = (await get(paths.addressList, token)).json().data as { id: number }[];
    const response = await s.app.inject({
      method: 'POST',
      url: paths.orderCreate,
      headers: { ...auth(token), 'idempotency-key': newKey() },
      payload: { lines, addressId: address?.id, expectedPayableFen: confirm.payableFen },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { orderNo: string; payableFen: number };
  };
  const payNotify = async (orderNo: string, payNo: string, amountFen: number) =>
    s.app.inject({
      method: 'POST',
      url: paths.payNotify,
      payload: signedNotification({ payNo, orderNo, amountFen, status: 'SUCCESS' }, checkoutEnv.PAY_NOTIFY_SECRET, now),
    });
  const payAttempt = async (orderNo: string) =>
    (await post(paths.payCreate, wang, { orderNo, method: 'wechat' })).json().data.payNo as string;
  const stateOf = async (orderNo: string) =>
    rowsOf<{ order_state: number; payment_state: number }>(
      await s.database.db.execute(sql`select order_state, payment_state from orders where order_no = ${orderNo}`),
    )[0];
  const stock = () => stockOf(s.database.db, piece.goodID, piece.attribute);

  describe('list', () => {
    it('puts every seeded order of the demo member in the tab of its label, with counts that agree', async () => {
      const all = await allOf(wang);
      expect(all).toHaveLength(21);
      // Every label of spec §4 is there.
      expect(new Set(all.map((item) => item.orderStateDesc))).toEqual(new Set(orderStatusLabels));
      const { counts } = await list(wang);
      // The seeded examples past their deadlines were closed when first read, as checkout orders are (issue #31
      // item 5): the unpaid order and the unpaid deposit past theirs, and the purchase whose balance window ended
      // (its balance order closes with it and is no longer listed apart).
      expect(counts).toEqual({ all: 21, unpaid: 6, toShip: 3, toReceive: 2, done: 2, refund: 1 });
      for (const tab of orderTabs) {
        const inTab = await allOf(wang, tab);
        expect(inTab, tab).toHaveLength(counts[tab]);
        for (const item of inTab)
          expect(orderTabsOf(item.orderStateDesc, item.paymentState, item.refund !== null)).toContain(tab);
      }
      const tabsOfLabel = (tab: OrderTab) =>
        new Set(
          all
            .filter((item) => orderTabsOf(item.orderStateDesc, item.paymentState, item.refund !== null).includes(tab))
            .map((item) => item.orderStateDesc),
        );
      expect(tabsOfLabel('unpaid')).toEqual(
        new Set(['pendingPayment', 'pendingDeposit', 'depositPaid', 'pendingBalance']),
      );
      expect(tabsOfLabel('toShip')).toEqual(new Set(['pendingShipment', 'giftAwaiting']));
      expect(tabsOfLabel('toReceive')).toEqual(new Set(['shipped']));
      expect(tabsOfLabel('done')).toEqual(new Set(['successful']));
      expect(all.filter((item) => item.paymentState === 2)).toHaveLength(1);
    });

    it('derives the amount status and flags with the shared rules, and lists every line', async () => {
      for (const item of await allOf(wang)) {
        expect(item.actualAmountStatus).toBe(actualAmountStatus(item.orderState));
        // The seeded orders that left the warehouse (shipped and successful) shipped in parcels.
        const flags = orderFlags(item, { parcelCount: [2, 3].includes(item.actualAmountStatus ?? 0) ? 1 : 0 });
        expect({ logistics: item.showViewLogisticsBtn, refund: item.showRefundBtn }).toEqual({
          logistics: flags.showViewLogisticsBtn,
          refund: flags.showRefundBtn,
        });
        expect(item.goodsList).toHaveLength(item.goodsCount);
        expect(item.isReviewed).toBe(false);
      }
      const many = await wangOrder((item) => item.goodsCount > 2);
      expect(many.goodsList).toHaveLength(4);
      const points = await wangOrder((item) => item.goodsList[0]?.pointProductType === 21);
      expect(points.orderStateDesc).toBe('successful');
    });

    it('pages newest first', async () => {
      const all = await allOf(wang);
      const created = all.map((item) => Date.parse(item.createdAt));
      expect([...created].sort((a, b) => b - a)).toEqual(created);
      const paged: string[] = [];
      for (let pageIndex = 1; pageIndex <= 5; pageIndex += 1) {
        const page = await list(wang, `pageIndex=${pageIndex}&pageSize=5`);
        expect(page).toMatchObject({ total: 21, pageIndex, pageSize: 5 });
        paged.push(...page.list.map((item) => item.orderNo));
      }
      expect(paged).toEqual(all.map((item) => item.orderNo));
      expect((await list(wang, 'pageIndex=6&pageSize=5')).list).toEqual([]);
      // Defaults: all, page 1, 10 a page.
      expect(await list(wang)).toMatchObject({ pageIndex: 1, pageSize: 10, total: 21 });
      expect((await list(wang)).list).toHaveLength(10);
    });

    it.each([['pageSize=0'], ['pageSize=21'], ['pageIndex=0'], ['tab=closed'], ['pageSize=ten']])(
      'refuses %s with 400 and a message',
      async (query) => {
        const response = await get(`${paths.orderList}?${query}`, wang);
        expect(response.statusCode).toBe(400);
        expect(response.json().msg).toMatch(/^请求参数有误/);
      },
    );

    it('lists only the caller’s orders: another member’s and a staff user’s are their own', async () => {
      const mine = new Set((await allOf(wang)).map((item) => item.orderNo));
      const lis = await allOf(li);
      expect(lis.length).toBeGreaterThan(0);
      expect(lis.some((item) => mine.has(item.orderNo))).toBe(false);
      // 林晓's own orders are her rights-fund orders (the seed's, issue #13): none of the members'.
      const staffOrders = await allOf(staffUser);
      expect(staffOrders.map((item) => item.orderNo.slice(0, 2))).toEqual(['JF', 'JF']);
      expect(staffOrders.some((item) => mine.has(item.orderNo))).toBe(false);
      expect((await get(paths.orderList, '')).statusCode).toBe(401);
    });
  });

  describe('detail', () => {
    it('answers the §3 facts, lines with their points type, and the timeline', async () => {
      const success = await wangOrder((item) => item.goodsList[0]?.pointProductType === 21);
      const data = await detail(wang, success.orderNo);
      expect(data).toMatchObject({
        orderNo: success.orderNo,
        orderState: 4,
        orderStateDesc: 'successful',
        actualAmountStatus: 3,
        showViewLogisticsBtn: true,
        isReviewed: false,
        payableFen: success.payableFen,
      });
      expect(data.items[0]?.pointProductType).toBe(21);
      expect(data.timeline.map((step) => step.state)).toEqual(['created', 'paid', 'shipped', 'received']);
      const deposit = await wangOrder((item) => item.orderStateDesc === 'depositPaid');
      // The linked balance order's states are read live.
      expect(await detail(wang, deposit.orderNo)).toMatchObject({
        orderType: 1,
        paymentState: 1,
        relatedOrderState: 1,
        relatedPaymentState: 0,
      });
      const closed = await wangOrder((item) => item.orderState === 6);
      expect((await detail(wang, closed.orderNo)).timeline.map((step) => step.state)).toEqual(['created', 'closed']);
    });

    it('links every delivered piece’s guarantee and the order’s invoice once there is one (issue #12 with #14)', async () => {
      const success = await wangOrder((item) => item.orderState === 4 && item.goodsList[0]?.pointProductType === null);
      const before = await detail(wang, success.orderNo);
      const stored = rowsOf<{ cert_no: string; voided_at: Date | null }>(
        await s.database.db.execute(sql`
          select g.cert_no, g.voided_at from guarantees g join orders o on o.id = g.order_id
          where o.order_no = ${success.orderNo} order by g.order_item_id, g.piece_no`),
      );
      // One guarantee a piece, in line and piece order, each naming its line.
      const pieces = before.items.reduce((sum, line) => sum + line.buyNum, 0);
      expect(stored).toHaveLength(pieces);
      expect(before.guarantees.map((piece) => [piece.certNo, piece.isVoid])).toEqual(
        stored.map((row) => [row.cert_no, row.voided_at !== null]),
      );
      for (const piece of before.guarantees) {
        const line = before.items.find((item) => item.goodID === piece.goodID && item.attribute === piece.attribute);
        expect(line, piece.certNo).toBeDefined();
        expect(piece.pieceCount).toBe(line?.buyNum);
      }
      // Each one opens as the member's own certificate.
      const [first] = before.guarantees;
      const certificate = await get(`${guaranteePaths('mall').guaranteeDetail}?certNo=${first?.certNo}`, wang);
      expect(certificate.statusCode, certificate.body).toBe(200);
      // An order not delivered has none; no invoice was asked for yet.
      const toShip = await wangOrder((item) => item.orderStateDesc === 'pendingShipment');
      expect((await detail(wang, toShip.orderNo)).guarantees).toEqual([]);
      // No invoice until one is asked for; then its state, as the invoice table holds it.
      const paid = await wangOrder(
        (item) => item.orderStateDesc === 'pendingShipment' && item.paymentState === 1 && item.refund === null,
      );
      expect((await detail(wang, paid.orderNo)).invoice).toBeNull();
      const requested = await post(invoicePaths('mall').invoiceRequest, wang, {
        orderNo: paid.orderNo,
        titleType: 'personal',
        title: '王女士',
        email: 'wang@example.com',
      });
      expect(requested.statusCode, requested.body).toBe(200);
      const storedState = async () =>
        rowsOf<{ state: string }>(
          await s.database.db.execute(sql`
            select i.state from invoices i join orders o on o.id = i.order_id where o.order_no = ${paid.orderNo}`),
        )[0]?.state;
      expect(await storedState()).toBeDefined();
      // The issuer works in the background (pending, then issued): the detail says what the table holds once both
      // are read between two of its steps.
      await expect
        .poll(async () => {
          const shown = (await detail(wang, paid.orderNo)).invoice;
          return shown?.state === (await storedState());
        })
        .toBe(true);
    });

    it('answers the freight stored with the order: 0 from checkout, whatever the row says otherwise', async () => {
      const { orderNo } = await placeOrder();
      expect((await detail(wang, orderNo)).freightFen).toBe(0);
      await s.database.db.execute(sql`update orders set freight_fen = 1200 where order_no = ${orderNo}`);
      expect((await detail(wang, orderNo)).freightFen).toBe(1200);
      await s.database.db.execute(sql`update orders set freight_fen = 0 where order_no = ${orderNo}`);
    });
  });

  describe('another buyer’s order number answers 404, as an unknown one does', () => {
    it.each([
      ['detail', 'get'],
      ['cancel', paths.orderCancel],
      ['delete', paths.orderDelete],
      ['confirm receipt', paths.orderConfirmReceipt],
    ])('%s', async (_call, url) => {
      const target = await wangOrder((item) =>
        url === paths.orderConfirmReceipt ? item.orderStateDesc === 'shipped' : item.orderState === 5,
      );
      for (const [token, orderNo] of [
        [li, target.orderNo],
        [staffUser, target.orderNo],
        [wang, 'JY00000000000000000000'],
      ] as const) {
        const response =
          url === 'get'
            ? await get(`${paths.orderDetail}?orderNo=${orderNo}`, token)
            : await post(url, token, { orderNo });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 404, msg: '订单不存在' });
      }
      expect(await stateOf(target.orderNo)).toMatchObject({ order_state: target.orderState });
    });
  });

  describe('points products', () => {
    it('a points product bought at checkout keeps its type on the order line: paid, it offers no refund (spec §4, §9 type 21)', async () => {
      const [found] = rowsOf<{ goods_id: number; attribute: string }>(
        await s.database.db.execute(sql`
          select g.id as goods_id, k.attribute from goods g join goods_skus k on k.goods_id = g.id
          where g.is_on_sale and g.point_product_type = 21 and k.stock_web >= 1 order by g.id, k.id limit 1`),
      );
      expect(found, 'the seed has an on-sale points product of type 21').toBeDefined();
      const lines = [{ goodID: Number(found?.goods_id), attribute: found?.attribute ?? '', buyNum: 1 }];
      const confirm = (await post(paths.orderConfirm, wang, { lines })).json().data;
      const [address] = (await get(paths.addressList, wang)).json().data as { id: number }[];
      const created = await s.app.inject({
        method: 'POST',
        url: paths.orderCreate,
        headers: { ...auth(wang), 'idempotency-key': newKey() },
        payload: { lines, addressId: address?.id, expectedPayableFen: confirm.payableFen },
      });
      expect(created.statusCode, created.body).toBe(200);
      const { orderNo, payableFen } = created.json().data as { orderNo: string; payableFen: number };
      expect((await detail(wang, orderNo)).items[0]?.pointProductType).toBe(21);
      const payNo = await payAttempt(orderNo);
      expect((await payNotify(orderNo, payNo, payableFen)).statusCode).toBe(200);
      const paid = await detail(wang, orderNo);
      expect(paid).toMatchObject({ orderState: 2, paymentState: 1, orderStateDesc: 'pendingShipment' });
      // The flag says it is paid and open; the rule then keeps 申请退款 off a type-21 first line.
      const facts = { ...paid, firstPointProductType: paid.items[0]?.pointProductType ?? null, goodsCount: 1 };
      const actions = orderButtons(facts, orderFlags(facts, { parcelCount: paid.parcelCount }), now).map(
        (button) => button.action,
      );
      expect(actions).not.toContain('refund');
    });
  });

  describe('cancel', () => {
    it('closes an order placed through checkout (state 6) and returns its stock once', async () => {
      const before = await stock();
      const { orderNo } = await placeOrder();
      expect(await stock()).toBe(before - 2);
      const counts = (await list(wang)).counts;
      const cancelled = await post(paths.orderCancel, wang, { orderNo });
      expect(cancelled.json()).toEqual({ code: 200, msg: 'success', data: null });
      expect(await stock()).toBe(before);
      const data = await detail(wang, orderNo);
      expect(data).toMatchObject({ orderState: 6, orderStateDesc: 'closed', actualAmountStatus: 5 });
      expect(data.timeline.map((step) => step.state)).toEqual(['created', 'closed']);
      // It moved from 待付款 to the closed orders (全部 only).
      expect((await list(wang)).counts).toMatchObject({ all: counts.all, unpaid: counts.unpaid - 1 });
      const twice = await post(paths.orderCancel, wang, { orderNo });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual({ code: 40905, msg: '订单已取消，请勿重复操作' });
      expect(await stock()).toBe(before);
    });

    it('cancels a seeded unpaid order, placed through checkout, and returns the stock it reserved', async () => {
      const seeded = await wangOrder(
        (item) =>
          item.orderStateDesc === 'pendingPayment' &&
          item.orderState === 1 &&
          item.source !== 23 &&
          item.payDeadline !== null &&
          Date.parse(item.payDeadline) > now.getTime(),
      );
      const line = seeded.goodsList[0] as OrderListItem['goodsList'][number];
      const before = await stockOf(s.database.db, line.goodID, line.attribute);
      expect((await post(paths.orderCancel, wang, { orderNo: seeded.orderNo })).statusCode).toBe(200);
      expect(await stateOf(seeded.orderNo)).toEqual({ order_state: 6, payment_state: 0 });
      expect(await stockOf(s.database.db, line.goodID, line.attribute)).toBe(before + line.buyNum);
    });

    it.each([
      [
        'a paid order',
        (item: OrderListItem) => item.orderStateDesc === 'pendingShipment',
        '订单已支付，不能取消，如需退款请申请售后',
      ],
      ['a shipped order', (item: OrderListItem) => item.orderStateDesc === 'shipped', '订单已发货，不能取消'],
      ['a closed order', (item: OrderListItem) => item.orderState === 5, '订单已关闭，不能取消'],
      [
        // Seeded past its deadline: closed when first read, as a checkout order is (issue #31 item 5).
        'an unpaid order read after its payment deadline',
        (item: OrderListItem) => item.orderState === 5 && Date.parse(item.payDeadline ?? '') < now.getTime(),
        '订单已关闭，不能取消',
      ],
    ])('refuses %s with 409 and a message', async (_case, predicate, msg) => {
      const target = await wangOrder(predicate);
      const response = await post(paths.orderCancel, wang, { orderNo: target.orderNo });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 40905, msg });
      expect(await stateOf(target.orderNo)).toMatchObject({ order_state: target.orderState });
    });

    it('a payment arriving first wins: the cancel is refused and the stock stays sold', async () => {
      const before = await stock();
      const order = await placeOrder();
      expect((await payNotify(order.orderNo, await payAttempt(order.orderNo), order.payableFen)).json().code).toBe(
        'SUCCESS',
      );
      const response = await post(paths.orderCancel, wang, { orderNo: order.orderNo });
      expect(response.statusCode).toBe(409);
      expect(response.json().msg).toBe('订单已支付，不能取消，如需退款请申请售后');
      expect(await stateOf(order.orderNo)).toEqual({ order_state: 2, payment_state: 1 });
      expect(await stock()).toBe(before - 2);
    });

    it('a cancel arriving first wins: the late payment does not reopen the order', async () => {
      const before = await stock();
      const order = await placeOrder();
      const payNo = await payAttempt(order.orderNo);
      expect((await post(paths.orderCancel, wang, { orderNo: order.orderNo })).statusCode).toBe(200);
      // The PSP is acknowledged (it must stop retrying); the money is marked as a duplicate to give back.
      expect((await payNotify(order.orderNo, payNo, order.payableFen)).json().code).toBe('SUCCESS');
      expect(await stateOf(order.orderNo)).toEqual({ order_state: 6, payment_state: 0 });
      const [payment] = rowsOf<{ state: string }>(
        await s.database.db.execute(sql`select state from payments where pay_no = ${payNo}`),
      );
      expect(payment?.state).toBe('duplicate');
      expect(await stock()).toBe(before);
    });

    it('a cancel and a payment at the same moment settle one way', async () => {
      for (let round = 0; round < 4; round += 1) {
        const before = await stock();
        const order = await placeOrder();
        const payNo = await payAttempt(order.orderNo);
        const racers = [
          () => post(paths.orderCancel, wang, { orderNo: order.orderNo }),
          () => payNotify(order.orderNo, payNo, order.payableFen),
        ];
        const [cancel] =
          round % 2 === 0
            ? await Promise.all(racers.map((run) => run()))
            : (await Promise.all(racers.reverse().map((run) => run()))).reverse();
        const state = await stateOf(order.orderNo);
        if (cancel?.statusCode === 200) {
          expect(state).toEqual({ order_state: 6, payment_state: 0 });
          expect(await stock()).toBe(before);
        } else {
          expect(cancel?.statusCode).toBe(409);
          expect(state).toEqual({ order_state: 2, payment_state: 1 });
          expect(await stock()).toBe(before - 2);
        }
      }
    });
  });

  describe('delete (hide)', () => {
    it('hides a closed order from the list and its counts; the detail still answers', async () => {
      const target = await wangOrder((item) => item.orderState === 5 && !item.isTransferGift);
      const before = await list(wang);
      const response = await post(paths.orderDelete, wang, { orderNo: target.orderNo });
      expect(response.json()).toEqual({ code: 200, msg: 'success', data: null });
      const after = await list(wang);
      expect(after.counts).toEqual({ ...before.counts, all: before.counts.all - 1 });
      expect((await allOf(wang)).some((item) => item.orderNo === target.orderNo)).toBe(false);
      expect((await detail(wang, target.orderNo)).orderNo).toBe(target.orderNo);
      // Never a hard delete; a repeat changes nothing.
      expect((await post(paths.orderDelete, wang, { orderNo: target.orderNo })).statusCode).toBe(200);
      expect(await stateOf(target.orderNo)).toEqual({ order_state: 5, payment_state: 0 });
    });

    it('hides a deposit order past its deposit deadline (the rules offer delete)', async () => {
      const target = await wangOrder(
        (item) => item.orderType === 1 && item.paymentState === 0 && item.orderStateDesc === 'closed',
      );
      const total = await everything(wang);
      expect((await post(paths.orderDelete, wang, { orderNo: target.orderNo })).statusCode).toBe(200);
      expect(await everything(wang)).toBe(total - 1);
    });

    it.each([
      [
        'an order awaiting shipment',
        (item: OrderListItem) => item.orderStateDesc === 'pendingShipment',
        '只能删除已关闭的订单',
      ],
      ['an unpaid order', (item: OrderListItem) => item.orderStateDesc === 'pendingDeposit', '只能删除已关闭的订单'],
      [
        'a closed transfer gift',
        (item: OrderListItem) => item.orderState === 7 && item.isTransferGift,
        '转赠订单不能删除',
      ],
    ])('refuses %s with 409 and keeps it listed', async (_case, predicate, msg) => {
      const target = await wangOrder(predicate);
      const counts = (await list(wang)).counts;
      const response = await post(paths.orderDelete, wang, { orderNo: target.orderNo });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 409, msg });
      expect((await list(wang)).counts).toEqual(counts);
    });
  });

  describe('buy again (再次购买: issue #12)', () => {
    /** Three fixed-price pieces with stock, other than `piece`, each of its own goods. */
    const threePieces = async () =>
      rowsOf<{ goods_id: number; attribute: string }>(
        await s.database.db.execute(sql`
          select distinct on (g.id) g.id as goods_id, k.attribute from goods g join goods_skus k on k.goods_id = g.id
          where g.is_on_sale and not g.is_presell and g.point_product_type is null and g.pricing_mode = 'fixed'
            and k.stock_web >= 10 and g.id <> ${piece.goodID}
          order by g.id, k.id limit 3`),
      ).map((row) => ({ goodID: Number(row.goods_id), attribute: row.attribute }));
    const bagOf = async () =>
      rowsOf<{ goods_id: number; attribute: string; buy_num: number }>(
        await s.database.db.execute(
          sql`select goods_id, attribute, buy_num from cart_items where uid = ${wangUid} order by goods_id, attribute`,
        ),
      ).map((row) => ({ goodID: Number(row.goods_id), attribute: row.attribute, buyNum: Number(row.buy_num) }));

    it('adds the lines still on sale, skips an off-sale one and an unknown SKU, and says how many', async () => {
      const [onSale, offSale, unknown] = await threePieces();
      if (!onSale || !offSale || !unknown) throw new Error('the seed has fewer than three pieces with stock');
      const lines = [
        { ...onSale, buyNum: 2 },
        { ...offSale, buyNum: 1 },
        { ...unknown, buyNum: 1 },
      ];
      const { orderNo } = await placeOrder(wang, lines);
      // Not closed yet: the rules offer no 再次购买.
      const early = await post(paths.orderBuyAgain, wang, { orderNo });
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({ code: 409, msg: '该订单不能再次购买' });
      expect((await post(paths.orderCancel, wang, { orderNo })).statusCode).toBe(200);
      // One piece goes off sale, another's attribute is no longer sold (the order line's SKU is unknown now).
      await s.database.db.execute(sql`update goods set is_on_sale = false where id = ${offSale.goodID}`);
      await s.database.db.execute(
        sql`update goods_skus set attribute = ${`${unknown.attribute}-gone`}
            where goods_id = ${unknown.goodID} and attribute = ${unknown.attribute}`,
      );
      try {
        const before = await bagOf();
        // Another member's order answers as an unknown one.
        expect((await post(paths.orderBuyAgain, li, { orderNo })).statusCode).toBe(404);
        const response = await post(paths.orderBuyAgain, wang, { orderNo });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toEqual({ code: 200, msg: 'success', data: { added: 1, skipped: 2 } });
        const after = await bagOf();
        const key = (line: { goodID: number; attribute: string }) => `${line.goodID}|${line.attribute}`;
        const had = before.find((line) => key(line) === key(onSale))?.buyNum ?? 0;
        expect(after.find((line) => key(line) === key(onSale))?.buyNum).toBe(had + 2);
        // The skipped lines did not become (invalid) bag lines.
        expect(after.filter((line) => [key(offSale), key(unknown)].includes(key(line)))).toEqual(
          before.filter((line) => [key(offSale), key(unknown)].includes(key(line))),
        );
        expect(after).toHaveLength(before.length + (had === 0 ? 1 : 0));
      } finally {
        await s.database.db.execute(sql`update goods set is_on_sale = true where id = ${offSale.goodID}`);
        await s.database.db.execute(
          sql`update goods_skus set attribute = ${unknown.attribute}
              where goods_id = ${unknown.goodID} and attribute = ${`${unknown.attribute}-gone`}`,
        );
        await s.database.db.execute(sql`delete from cart_items where uid = ${wangUid} and goods_id = ${onSale.goodID}`);
      }
    });

    it('adds nothing and fails nothing when no line is on sale any more', async () => {
      const closed = await wangOrder((item) => item.orderState === 6 && item.goodsList[0]?.pointProductType === null);
      const ids = closed.goodsList.map((line) => line.goodID);
      const was = rowsOf<{ id: number; is_on_sale: boolean }>(
        await s.database.db.execute(sql`select id, is_on_sale from goods where id in ${sql.raw(`(${ids.join(',')})`)}`),
      );
      await s.database.db.execute(
        sql`update goods set is_on_sale = false where id in ${sql.raw(`(${ids.join(',')})`)}`,
      );
      try {
        const before = await bagOf();
        const response = await post(paths.orderBuyAgain, wang, { orderNo: closed.orderNo });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data).toEqual({ added: 0, skipped: closed.goodsCount });
        expect(await bagOf()).toEqual(before);
      } finally {
        for (const row of was) {
          await s.database.db.execute(sql`update goods set is_on_sale = ${row.is_on_sale} where id = ${row.id}`);
        }
      }
    });

    it('answers 409 with the bag-full message when the bag has no room for the lines, and leaves the bag as it was', async () => {
      const key = (line: { goodID: number; attribute: string }) => `${line.goodID}|${line.attribute}`;
      /** Wang's bag, line by line, with its times: nothing of it may change when buy again is refused. */
      const bagRows = async () =>
        rowsOf<{ goods_id: number; attribute: string; buy_num: number; added_at: string; updated_at: string }>(
          await s.database.db.execute(sql`
            select goods_id, attribute, buy_num, added_at::text as added_at, updated_at::text as updated_at
            from cart_items where uid = ${wangUid} order by goods_id, attribute`),
        );
      // A closed order of two pieces on sale and in stock: 再次购买 would put both in as new bag lines.
      const [first, second] = await threePieces();
      if (!first || !second) throw new Error('the seed has fewer than two pieces with stock');
      const held = new Set((await bagOf()).map(key));
      expect(held.has(key(first)) || held.has(key(second)), 'the order’s lines must be new to the bag').toBe(false);
      const { orderNo } = await placeOrder(wang, [
        { ...first, buyNum: 1 },
        { ...second, buyNum: 1 },
      ]);
      expect((await post(paths.orderCancel, wang, { orderNo })).statusCode).toBe(200);
      // The bag topped up to BAG_LINES_MAX kinds with other pieces (whatever wang's bag already held stays).
      const ordered = new Set([key(first), key(second)]);
      const fillers = rowsOf<{ goods_id: number; attribute: string }>(
        await s.database.db.execute(sql`
          select k.goods_id, k.attribute from goods_skus k join goods g on g.id = k.goods_id
          where g.is_on_sale and g.point_product_type is null and k.stock_web > 0
          order by k.id`),
      )
        .map((row) => ({ goodID: Number(row.goods_id), attribute: row.attribute, buyNum: 1 }))
        .filter((line) => !held.has(key(line)) && !ordered.has(key(line)))
        .slice(0, BAG_LINES_MAX - held.size);
      expect(held.size + fillers.length, 'the seed has enough pieces to fill a bag').toBe(BAG_LINES_MAX);
      const full = { code: 409, msg: `购物袋最多放${String(BAG_LINES_MAX)}种商品，请先结算或删除部分商品` };
      const removeLine = (line: { goodID: number; attribute: string }) =>
        s.database.db.execute(
          sql`delete from cart_items where uid = ${wangUid} and goods_id = ${line.goodID} and attribute = ${line.attribute}`,
        );
      try {
        const filled = await post(cartPaths('mall').syncUserCart, wang, { cartData: fillers, operateType: 0 });
        expect(filled.statusCode, filled.body).toBe(200);
        const fullBag = await bagRows();
        expect(fullBag).toHaveLength(BAG_LINES_MAX);
        // A full bag: 409 with the message that says why and what to do, and not one line added or changed.
        const refused = await post(paths.orderBuyAgain, wang, { orderNo });
        expect(refused.statusCode, refused.body).toBe(409);
        expect(refused.json()).toEqual(full);
        expect(await bagRows()).toEqual(fullBag);
        // Room for one kind is not room for two: still 409, and the first line did not go in alone.
        const [lastFiller, secondLastFiller] = fillers.slice(-2).reverse();
        if (!lastFiller || !secondLastFiller) throw new Error('no filler lines');
        await removeLine(lastFiller);
        const oneFree = await bagRows();
        expect(oneFree).toHaveLength(BAG_LINES_MAX - 1);
        const stillRefused = await post(paths.orderBuyAgain, wang, { orderNo });
        expect(stillRefused.statusCode, stillRefused.body).toBe(409);
        expect(stillRefused.json()).toEqual(full);
        expect(await bagRows()).toEqual(oneFree);
        // With room for both the same order goes in, up to exactly BAG_LINES_MAX: it was the room that refused it.
        await removeLine(secondLastFiller);
        const accepted = await post(paths.orderBuyAgain, wang, { orderNo });
        expect(accepted.statusCode, accepted.body).toBe(200);
        expect(accepted.json().data).toEqual({ added: 2, skipped: 0 });
        const after = await bagRows();
        expect(after).toHaveLength(BAG_LINES_MAX);
        expect(
          after.filter((row) => ordered.has(key({ goodID: Number(row.goods_id), attribute: row.attribute }))),
        ).toHaveLength(2);
      } finally {
        for (const line of [...fillers, first, second]) await removeLine(line);
      }
    });
  });

  describe('confirm receipt', () => {
    it('moves a shipped order to successful once, with its received time', async () => {
      const target = await wangOrder((item) => item.orderState === 3);
      const counts = (await list(wang)).counts;
      const response = await post(paths.orderConfirmReceipt, wang, { orderNo: target.orderNo });
      expect(response.json()).toEqual({ code: 200, msg: 'success', data: null });
      const data = await detail(wang, target.orderNo);
      expect(data).toMatchObject({ orderState: 4, orderStateDesc: 'successful', actualAmountStatus: 3 });
      expect(data.timeline.at(-1)).toEqual({ state: 'received', at: now.toISOString() });
      expect((await list(wang)).counts).toMatchObject({ toReceive: counts.toReceive - 1, done: counts.done + 1 });
      const again = await post(paths.orderConfirmReceipt, wang, { orderNo: target.orderNo });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ code: 409, msg: '订单已确认收货，请勿重复操作' });
    });

    it('applies a double submit once', async () => {
      const target = await wangOrder((item) => item.orderState === 8);
      const answers = await Promise.all(
        [0, 1].map(() => post(paths.orderConfirmReceipt, wang, { orderNo: target.orderNo })),
      );
      expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      expect(await stateOf(target.orderNo)).toMatchObject({ order_state: 4 });
    });

    it('refuses an order not shipped yet', async () => {
      const target = await wangOrder((item) => item.orderStateDesc === 'pendingShipment');
      const response = await post(paths.orderConfirmReceipt, wang, { orderNo: target.orderNo });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 409, msg: '订单尚未发货，不能确认收货' });
    });
  });

  it('counts a change made elsewhere at once: another instance, a sweep, an operator (the list remembers its groups)', async () => {
    const before = (await list(wang)).counts;
    // Written straight to the database, as another server instance or a sweep would: no service of this app sees it.
    const [visible] = rowsOf<{ id: number }>(
      await s.database.db.execute(sql`
        select o.id from orders o join members m on m.id = o.member_id
        where m.mobile = '13900000001' and o.hidden_at is null order by o.id limit 1`),
    );
    await s.database.db.execute(sql`update orders set hidden_at = now() where id = ${visible?.id}`);
    expect((await list(wang)).counts.all).toBe(before.all - 1);
    await s.database.db.execute(sql`update orders set hidden_at = null where id = ${visible?.id}`);
    expect((await list(wang)).counts).toEqual(before);

    // A refund written elsewhere (an operator's tool) puts a paid order in the 退款/售后 tab, and its removal takes it out.
    const [paid] = rowsOf<{ id: number }>(
      await s.database.db.execute(sql`
        select o.id from orders o join members m on m.id = o.member_id
        where m.mobile = '13900000001' and o.hidden_at is null and o.payment_state = 1
          and not exists (select 1 from refunds f where f.order_id = o.id) order by o.id limit 1`),
    );
    expect(paid).toBeDefined();
    await s.database.db.execute(sql`
      insert into refunds (refund_no, order_id, kind, reason, amount_fen, goods_fen, applied_at)
      values ('RF-ELSEWHERE', ${paid?.id}, 'refund', '其他', 1, 1, now())`);
    expect((await list(wang)).counts.refund).toBe(before.refund + 1);
    await s.database.db.execute(sql`delete from refunds where refund_no = 'RF-ELSEWHERE'`);
    expect((await list(wang)).counts).toEqual(before);
  });

  it('refuses a malformed order number with 400', async () => {
    for (const url of [paths.orderCancel, paths.orderDelete, paths.orderConfirmReceipt]) {
      expect((await post(url, wang, { orderNo: '' })).statusCode).toBe(400);
      expect((await post(url, wang, {})).statusCode).toBe(400);
    }
  });
});
