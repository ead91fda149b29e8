import { computeDiscounts, rulesFromActivities } from '@mall/contract';
import { cartPaths } from '@mall/contract/cart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema';
import { expectedPriceFen, insertCatalogue, now } from './catalogFixture';
import { engines, startTestApp } from './harness';

const paths = cartPaths('mall');

type Ref = { goodID: number; attribute: string; buyNum: number };

describe.each(engines())('the bag on %s (spec §7 Cart)', (engine) => {
  const clock = { now };
  let s: Awaited<ReturnType<typeof startTestApp>>;
  let wang = '';
  let li = '';
  let staff = '';
  const advance = (seconds: number) => {
    clock.now = new Date(clock.now.getTime() + seconds * 1000);
  };
  beforeAll(async () => {
    s = await startTestApp(engine, {}, { clock: () => clock.now });
    await insertCatalogue(s.database.db);
    await s.database.db.insert(members).values([
      {
        id: 2,
        uoid: 'U2',
        mobile: '13900000002',
        cardNo: 'C2',
        vipNo: 'V2',
        cardLevel: 1,
        firstJoinDate: '2024-01-01',
      },
    ]);
    const session = async (uid: number, uoid: string, isStaff = false) =>
      (await s.app.tokens.startSession({ uid, uoid, isStaff, staffCode: isStaff ? 'JY80001' : '', nickname: '测试' }))
        .idToken;
    wang = await session(1, 'U1');
    li = await session(2, 'U2');
    staff = await session(900_000_001, 'staff-1', true);
  });
  afterAll(async () => s?.close());

  const auth = (token: string | null) => (token ? { authorization: `Bearer ${token}`, idToken: token } : {});
  const post = (url: string, token: string | null, payload: unknown) =>
    s.app.inject({ method: 'POST', url, headers: auth(token), payload: payload as object });
  const sync = (token: string | null, cartData: unknown[], operateType = 0, extra: object = {}) =>
    post(paths.syncUserCart, token, { cartData, uid: 0, branchCode: 0, operateType, ...extra });
  const details = (token: string | null, body: object = {}) =>
    post(paths.getGoodsDetails, token, { uid: 0, branchCode: 0, ...body });
  const refs = (response: { json(): { data: Ref[] } }) =>
    response.json().data.map((ref) => `${String(ref.goodID)}|${ref.attribute}×${String(ref.buyNum)}`);

  it('adds lines and sums the same piece and attribute, capped by the stock (operateType 0)', async () => {
    expect(refs(await sync(wang, [{ goodID: 3, attribute: 'ringSize:8', buyNum: 1 }]))).toEqual(['3|ringSize:8×1']);
    advance(10);
    // JYD00001 ring size 8 has 2 in stock: 1 + 5 stops at 2.
    expect(refs(await sync(wang, [{ goodID: 3, attribute: 'ringSize:8', buyNum: 5 }]))).toEqual(['3|ringSize:8×2']);
    advance(10);
    const merged = await sync(wang, [
      { goodID: 1, attribute: 'ringSize:10', buyNum: 2, addTime: new Date(now.getTime() - 3600_000).toISOString() },
      { goodID: 4, attribute: 'chainLength:45', buyNum: 1 },
    ]);
    expect(merged.statusCode).toBe(200);
    expect(merged.json().code).toBe(200);
    // Newest first: the necklace now, the ring (re-added 10 s ago), the per-gram ring added an hour before the start.
    expect(refs(merged)).toEqual(['4|chainLength:45×1', '3|ringSize:8×2', '1|ringSize:10×2']);
  });

  it('answers every spec §3 cart item field, priced now, newest first', async () => {
    const response = await details(wang);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.retcode).toBe(1);
    const [necklace, diamond, ring] = body.data.productData;
    expect(diamond).toMatchObject({
      goodID: 3,
      mouldNo: 'JYD00001',
      buyNum: 2,
      title: '18K金六爪钻石戒指',
      brandName: '金缘·臻钻',
      seriesName: '永恒之约',
      shopPrice: '3580.00',
      marketingPrice: '3220.00',
      promotionPrice: '3220.00',
      shopPriceFen: 358_000,
      unitPriceFen: 322_000,
      cartValid: 1,
      invalidReason: '',
      attribute: 'ringSize:8',
      productTypeID: 1,
      productGroupID: 1,
      isdiscount: 1,
      stockQtyWeb: 2,
      ispresell: 0,
      deposit: '0.00',
      thumb: '/media/goods/3-1.svg',
    });
    expect(diamond.category).toMatchObject({ ringSize: '8', detailShape: 'VS1', detailSize: 'F', detailCount: '0.30' });
    expect(necklace).toMatchObject({
      goodID: 4,
      shopPrice: '2749.00',
      unitPriceFen: 274_900,
      category: { actualLength: '45', actualLenth: '45' },
    });
    // Per-gram: today's gold price × the SKU's weight + labour, from the shared pricing rule.
    expect(ring).toMatchObject({
      goodID: 1,
      pricingMode: 'per_gram',
      unitPriceFen: expectedPriceFen.JYG00001,
      marketingPrice: '0.00',
      category: { ringSize: '10', goldWeight: '3.25' },
    });
    expect(Date.parse(ring.addTime)).toBe(now.getTime() - 3600_000);
  });

  it('lists a withdrawn or sold-out piece as invalid (cartValid 0)', async () => {
    await sync(li, [
      { goodID: 6, attribute: '', buyNum: 1 },
      { goodID: 7, attribute: '', buyNum: 3 },
    ]);
    const lines = (await details(li)).json().data.productData as {
      goodID: number;
      cartValid: number;
      invalidReason: string;
      buyNum: number;
    }[];
    expect(lines.map((line) => [line.goodID, line.cartValid, line.invalidReason, line.buyNum])).toEqual([
      [6, 0, 'offSale', 1],
      [7, 0, 'soldOut', 1],
    ]);
  });

  it('narrows the details to the asked lines', async () => {
    const lines = (await details(wang, { cartGoods: [{ goodId: 4, attribute: 'chainLength:45' }] })).json().data
      .productData as { goodID: number }[];
    expect(lines.map((line) => line.goodID)).toEqual([4]);
  });

  it('sets a quantity (operateType 1), capped by the stock; a line not in the bag is 404', async () => {
    expect(refs(await sync(wang, [{ goodID: 1, attribute: 'ringSize:10', buyNum: 4 }], 1))).toContain(
      '1|ringSize:10×4',
    );
    expect(refs(await sync(wang, [{ goodID: 1, attribute: 'ringSize:10', buyNum: 9 }], 1))).toContain(
      '1|ringSize:10×5',
    );
    expect(refs(await sync(wang, [{ goodID: 1, attribute: 'ringSize:10', buyNum: 1 }], 1))).toContain(
      '1|ringSize:10×1',
    );
    const missing = await sync(wang, [{ goodID: 4, attribute: 'chainLength:40', buyNum: 1 }], 1);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('购物袋中没有这件商品');
  });

  it('refuses a piece or attribute that does not exist with 404 and adds nothing', async () => {
    for (const line of [
      { goodID: 999, attribute: '', buyNum: 1 },
      { goodID: 3, attribute: 'ringSize:99', buyNum: 1 },
    ]) {
      const response = await sync(li, [line]);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, msg: '商品不存在或已下架' });
    }
    expect((await details(li)).json().data.productData).toHaveLength(2);
  });

  it('is the token’s bag whatever uid the body names', async () => {
    await sync(li, [{ goodID: 4, attribute: 'chainLength:40', buyNum: 1 }], 0, { uid: 1 });
    const wangs = (await details(wang, { uid: 1 })).json().data.productData as { goodID: number; attribute: string }[];
    expect(wangs.some((line) => line.attribute === 'chainLength:40')).toBe(false);
    expect(((await details(li)).json().data.productData as unknown[]).length).toBe(3);
  });

  it('deletes one line, or every line of a piece', async () => {
    await sync(li, [{ goodID: 4, attribute: 'chainLength:45', buyNum: 1 }]);
    expect(refs(await post(paths.deleteUserCart, li, { gid: 4, attribute: 'chainLength:40', uid: 2 }))).toContain(
      '4|chainLength:45×1',
    );
    const response = await post(paths.deleteUserCart, li, { gid: 4 });
    expect(response.statusCode).toBe(200);
    expect(refs(response)).toEqual(['6|×1', '7|×1']);
  });

  it('checkGoodsIds passes what can be bought and names what cannot', async () => {
    const check = (cartGoods: unknown[]) => post(paths.checkGoodsIds, wang, { cartGoods, uid: 1 });
    expect(
      (
        await check([
          { goodId: 3, attribute: 'ringSize:8', qty: 2 },
          { goodId: 1, attribute: 'ringSize:10', qty: 5 },
        ])
      ).json(),
    ).toEqual({ code: 200, msg: 'success', data: null });
    const cases: [unknown, string, string][] = [
      [{ goodId: 3, attribute: 'ringSize:8', qty: 3 }, 'overStock', '「18K金六爪钻石戒指」库存不足，仅剩2件'],
      [{ goodId: 7, attribute: '', qty: 1 }, 'soldOut', '「足金素圈戒指」已售罄，请删除后再结算'],
      [{ goodId: 6, attribute: '', qty: 1 }, 'offSale', '「足金下架戒指」已下架，请删除后再结算'],
      [{ goodId: 3, attribute: 'ringSize:99', qty: 1 }, 'noSku', '「18K金六爪钻石戒指」已下架，请删除后再结算'],
    ];
    for (const [line, reason, msg] of cases) {
      const response = await check([{ goodId: 4, attribute: 'chainLength:45', qty: 1 }, line]);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 409, msg, data: [{ reason }] });
    }
  });

  it('answers the running activities of the lines, and the shared module turns them into spec §9 totals', async () => {
    const response = await post(paths.marketing, wang, {
      CartItem: [
        { goods_id: 3, buy_cnt: 1, goods_price: '0.01', attribute: 'ringSize:8' },
        { goods_id: 4, buy_cnt: 1, goods_price: '2749.00', attribute: 'chainLength:45' },
      ],
      type: 1,
      uid: 1,
    });
    expect(response.statusCode).toBe(200);
    const activities = response.json().data;
    // Activity 3 is over: only 1 (满2件95折 on 3 and 4) and 2 (满2000减80 on 3) run.
    expect(activities.map((activity: { ID: number; MType: number }) => [activity.ID, activity.MType])).toEqual([
      [1, 10],
      [2, 6],
    ]);
    expect(activities[1].ProductInfo).toEqual([{ GoodsID: 3, Subtotal: '3220.00' }]);
    const lines = [
      { goodsId: 3, attribute: 'ringSize:8', unitPriceFen: 322_000, qty: 1 },
      { goodsId: 4, attribute: 'chainLength:45', unitPriceFen: 274_900, qty: 1 },
    ];
    const totals = computeDiscounts(lines, rulesFromActivities(activities));
    expect(totals).toMatchObject({
      goodsTotalFen: 596_900,
      fullMinusFen: 8_000,
      quantityDiscountFen: 29_845,
      orderTotalFen: 559_055,
    });
    // Nothing covered: an empty list (no activity, spec §8).
    const none = await post(paths.marketing, wang, {
      CartItem: [{ goods_id: 1, buy_cnt: 1, attribute: 'ringSize:10' }],
      type: 1,
    });
    expect(none.json().data).toEqual([]);
  });

  it('keeps a bag for staff too (spec §6: they check out, without discounts)', async () => {
    expect(refs(await sync(staff, [{ goodID: 4, attribute: 'chainLength:45', buyNum: 1 }]))).toEqual([
      '4|chainLength:45×1',
    ]);
    expect((await details(staff)).json().data.productData).toHaveLength(1);
  });

  it('refuses a visitor with 401 on every call', async () => {
    const bodies: [string, object][] = [
      [paths.syncUserCart, { cartData: [{ goodID: 3, attribute: 'ringSize:8', buyNum: 1 }], uid: 1 }],
      [paths.getGoodsDetails, { uid: 1 }],
      [paths.deleteUserCart, { gid: 3, uid: 1 }],
      [paths.checkGoodsIds, { cartGoods: [{ goodId: 3, attribute: 'ringSize:8', qty: 1 }], uid: 1 }],
      [paths.marketing, { CartItem: [{ goods_id: 3, buy_cnt: 1, attribute: 'ringSize:8' }], type: 1, uid: 1 }],
    ];
    for (const [url, body] of bodies) {
      const response = await post(url, null, body);
      expect(response.statusCode).toBe(401);
      expect(response.json().msg).toBe('登录已失效，请重新登录');
    }
  });

  it.each([
    ['no lines', () => sync(wang, [])],
    ['quantity 0', () => sync(wang, [{ goodID: 3, attribute: 'ringSize:8', buyNum: 0 }])],
    ['quantity 100', () => sync(wang, [{ goodID: 3, attribute: 'ringSize:8', buyNum: 100 }])],
    ['a goodID beyond 32 bits', () => sync(wang, [{ goodID: 2 ** 40, attribute: '', buyNum: 1 }])],
    ['an unknown operateType', () => sync(wang, [{ goodID: 3, attribute: 'ringSize:8', buyNum: 1 }], 7)],
    ['a string for gid', () => post(paths.deleteUserCart, wang, { gid: "1' or 1=1" })],
    ['checkGoodsIds without lines', () => post(paths.checkGoodsIds, wang, { cartGoods: [] })],
    [
      'a negative buy_cnt',
      () => post(paths.marketing, wang, { CartItem: [{ goods_id: 3, buy_cnt: -1, attribute: '' }] }),
    ],
  ])('refuses %s with a 400 and a message', async (_case, call) => {
    const response = await call();
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toMatch(/^请求参数有误/);
  });
});
