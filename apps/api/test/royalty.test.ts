import { royaltyPaths } from '@mall/contract/royalty';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, royaltyGoods, staff, staffRoyaltyFunds } from '../src/db/schema';
import { insertCatalogue, now } from './catalogFixture';
import { engines, startTestApp } from './harness';

const paths = royaltyPaths('mall');

/** A paid staff order; `royaltyFundFen` above 0 makes it a rights-fund order. */
function fundOrder(
  id: number,
  orderNo: string,
  staffId: number,
  orderState: number,
  royaltyFundFen: number,
  payFen: number,
  createdAt: string,
) {
  return {
    id,
    orderNo,
    staffId,
    orderState,
    paymentState: 1,
    goodsTotalFen: royaltyFundFen + payFen,
    royaltyFundFen,
    payFen,
    createdAt: new Date(createdAt),
    paidAt: new Date(createdAt),
  };
}

function line(orderId: number, goodsId: number, mouldNo: string, title: string, unitPriceFen: number) {
  return { orderId, goodsId, mouldNo, title, thumb: '/media/goods/x.svg', qty: 1, unitPriceFen, productTypeId: 1 };
}

describe.each(engines())('royalty shop on %s (spec §1 rights-fund mall, §2 royalty/goods, §6)', (engine) => {
  let s: Awaited<ReturnType<typeof startTestApp>>;
  let lin = '';
  let wu = '';
  let left = '';
  let customer = '';
  beforeAll(async () => {
    s = await startTestApp(engine, {}, { clock: () => now });
    const db = s.database.db;
    await insertCatalogue(db);
    await db.insert(staff).values([
      { id: 1, staffCode: 'JY80001', nickname: '林晓', email: 'lin@staff.example', purchaseLimitFen: 5_000_000 },
      { id: 3, staffCode: 'JY80003', nickname: '吴昊', email: 'wu@staff.example', purchaseLimitFen: 200_000 },
      {
        id: 9,
        staffCode: 'JY80009',
        nickname: '郑离职',
        email: 'zheng@staff.example',
        purchaseLimitFen: 0,
        isActive: false,
      },
    ]);
    await db.insert(staffRoyaltyFunds).values([
      { staffId: 1, year: 2026, grantedFen: 800_000, usedFen: 168_000 },
      // Last year's fund lapsed: only this year's counts.
      { staffId: 1, year: 2025, grantedFen: 600_000, usedFen: 0 },
      { staffId: 9, year: 2026, grantedFen: 300_000, usedFen: 0 },
    ]);
    await db.insert(royaltyGoods).values([
      { goodsId: 3, royaltyPriceFen: 286_400, limitPerYear: 1, sort: 2 },
      { goodsId: 4, royaltyPriceFen: 207_900, limitPerYear: 1, sort: 3 },
      { goodsId: 7, royaltyPriceFen: 79_900, limitPerYear: 2, sort: 1 },
      // Off sale: leaves the shop with it.
      { goodsId: 6, royaltyPriceFen: 80, limitPerYear: 2, sort: 0 },
    ]);
    // Two rights-fund orders of 林晓 (one partly paid otherwise), an ordinary staff order of hers,
    // and a fund order of 吴昊: the list is hers and the fund's alone, newest first.
    await db
      .insert(orders)
      .values([
        fundOrder(9001, 'JYR0001', 1, 4, 79_900, 0, '2026-10-02T03:00:00Z'),
        fundOrder(9002, 'JYR0002', 1, 2, 150_000, 57_900, '2026-11-20T03:00:00Z'),
        fundOrder(9003, 'JYR0003', 1, 2, 0, 99_900, '2026-11-25T03:00:00Z'),
        fundOrder(9004, 'JYR0004', 3, 2, 79_900, 0, '2026-11-26T03:00:00Z'),
      ]);
    await db
      .insert(orderItems)
      .values([
        line(9001, 7, 'JYG00003', '足金素圈戒指', 79_900),
        line(9002, 4, 'JYP00001', '铂金项链', 207_900),
        line(9003, 7, 'JYG00003', '足金素圈戒指', 99_900),
        line(9004, 7, 'JYG00003', '足金素圈戒指', 79_900),
      ]);
    const session = async (uid: number, staffCode: string) =>
      (
        await s.app.tokens.startSession({
          uid,
          uoid: `U${uid}`,
          isStaff: staffCode !== '',
          staffCode,
          nickname: '测试',
        })
      ).idToken;
    lin = await session(900_000_001, 'JY80001');
    wu = await session(900_000_003, 'JY80003');
    left = await session(900_000_009, 'JY80009');
    customer = await session(1, '');
  });
  afterAll(async () => s?.close());

  const auth = (token: string | null) => (token ? { idToken: token } : {});
  const list = (payload: unknown, token: string | null = null) =>
    s.app.inject({ method: 'POST', url: paths.goodsList, headers: auth(token), payload: payload as object });
  const balance = (token: string | null) =>
    s.app.inject({ method: 'GET', url: `${paths.balance}?timestamp=1`, headers: auth(token) });
  type Entry = { goods: { mouldNo: string; shopPriceFen: number }; royaltyPriceFen: number; limitPerYear: number };
  const moulds = (response: { json(): { data: { list: Entry[] } } }) =>
    response.json().data.list.map((entry) => entry.goods.mouldNo);

  it('lists the pieces on sale in the shop order, with fund price and yearly limit, to anyone', async () => {
    const response = await list({});
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(200);
    expect(body.data.total).toBe(3);
    expect(moulds(response)).toEqual(['JYG00003', 'JYD00001', 'JYP00001']);
    expect(body.data.list[0]).toMatchObject({
      royaltyPriceFen: 79_900,
      limitPerYear: 2,
      goods: { title: '足金素圈戒指', shopPriceFen: 99_900, jumpLink: '/goods?mouldNo=JYG00003' },
    });
    for (const entry of body.data.list as Entry[]) expect(entry.royaltyPriceFen).toBeLessThan(entry.goods.shopPriceFen);
  });

  it.each([
    [1, ['JYG00003', 'JYP00001', 'JYD00001']],
    [2, ['JYD00001', 'JYP00001', 'JYG00003']],
  ])('sorts by fund price (orderType %d)', async (orderType, expected) => {
    expect(moulds(await list({ orderType }))).toEqual(expected);
  });

  it('pages without overlap and keeps the total on an empty page', async () => {
    expect(moulds(await list({ pageIndex: 1, pageSize: 2 }))).toEqual(['JYG00003', 'JYD00001']);
    expect(moulds(await list({ pageIndex: 2, pageSize: 2 }))).toEqual(['JYP00001']);
    const beyond = await list({ pageIndex: 3, pageSize: 2 });
    expect(beyond.json().data).toEqual({ total: 3, list: [] });
  });

  it.each([
    ['a page size above the cap', { pageSize: 41 }],
    ['an unknown order', { orderType: 9 }],
    ['a page index of zero', { pageIndex: 0 }],
    ['a string page', { pageIndex: '1; drop table goods' }],
  ])('refuses %s with 400 and a message', async (_case, payload) => {
    const response = await list(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toEqual(expect.any(String));
  });

  it("answers the signed-in staff user's own fund for this year (China time)", async () => {
    const response = await balance(lin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 200,
      msg: 'success',
      data: {
        staffCode: 'JY80001',
        nickname: '林晓',
        year: 2026,
        grantedFen: 800_000,
        usedFen: 168_000,
        balanceFen: 632_000,
        expiresAt: '2026-12-31T15:59:59.999Z',
      },
    });
  });

  it('answers zero for a staff user with no grant this year', async () => {
    expect((await balance(wu)).json().data).toMatchObject({
      staffCode: 'JY80003',
      grantedFen: 0,
      usedFen: 0,
      balanceFen: 0,
    });
  });

  it.each([
    ['a customer', () => customer, 403],
    ['a staff user who has left', () => left, 403],
    ['a visitor', () => null, 401],
    ['a forged token', () => 'not.a.token', 401],
  ])('refuses %s', async (_case, token, status) => {
    const response = await balance(token());
    expect(response.statusCode).toBe(status);
    expect(response.json().msg).toEqual(expect.any(String));
  });

  const fundOrders = (token: string | null, query = '') =>
    s.app.inject({ method: 'GET', url: `${paths.orders}?timestamp=1${query}`, headers: auth(token) });

  it("answers the signed-in staff user's own rights-fund orders, newest first, with their lines", async () => {
    const response = await fundOrders(lin);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.total).toBe(2);
    expect(data.list).toEqual([
      {
        orderNo: 'JYR0002',
        createdAt: '2026-11-20T03:00:00.000Z',
        orderStateDesc: 'pendingShipment',
        royaltyFundFen: 150_000,
        payFen: 57_900,
        goodsList: [
          {
            goodID: 4,
            mouldNo: 'JYP00001',
            title: '铂金项链',
            thumb: '/media/goods/x.svg',
            attribute: '',
            buyNum: 1,
            unitPriceFen: 207_900,
          },
        ],
      },
      expect.objectContaining({ orderNo: 'JYR0001', orderStateDesc: 'successful', royaltyFundFen: 79_900 }),
    ]);
  });

  it('pages the rights-fund orders and keeps the total past the end', async () => {
    expect(
      (await fundOrders(lin, '&pageIndex=2&pageSize=1')).json().data.list.map((o: { orderNo: string }) => o.orderNo),
    ).toEqual(['JYR0001']);
    expect((await fundOrders(lin, '&pageIndex=3&pageSize=1')).json().data).toEqual({ total: 2, list: [] });
  });

  it('keeps the rights fund to staff orders: a member order paid from a fund is refused by the database', async () => {
    const { staffId: _staff, ...row } = fundOrder(9100, 'JYR0100', 1, 2, 79_900, 0, '2026-11-20T03:00:00Z');
    const failure = await s.database.db
      .insert(orders)
      .values({ ...row, memberId: 1 })
      .then(
        () => null,
        (error: unknown) => error as { cause?: { message?: string } },
      );
    expect(failure?.cause?.message).toContain('orders_royalty_fund_staff');
  });

  it('answers an empty list to a staff user without fund orders of their own', async () => {
    expect((await fundOrders(left)).json().data).toEqual({ total: 0, list: [] });
  });

  it.each([
    ['a customer', () => customer, '', 403],
    ['a visitor', () => null, '', 401],
    ['a page size above the cap', () => lin, '&pageSize=21', 400],
    ['a page index of zero', () => lin, '&pageIndex=0', 400],
    ['a page that is not a number', () => lin, '&pageIndex=x', 400],
  ])('refuses the rights-fund orders of %s', async (_case, token, query, status) => {
    const response = await fundOrders(token(), query);
    expect(response.statusCode).toBe(status);
    expect(response.json().msg).toEqual(expect.any(String));
  });
});
