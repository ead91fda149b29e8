import { accountPaths } from '@mall/contract/member';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  brands,
  cartItems,
  clauseSigns,
  goods,
  goodsComments,
  members,
  orderItems,
  orderReviews,
  orders,
  productGroups,
  productTypes,
  refunds,
  userFootprints,
} from '../src/db/schema';
import { rowsOf } from '../src/db/database';
import { storePurchase } from '../src/repositories/points';
import { accountsServer, paths } from './accountsFixture';
import { engines } from './harness';

const account = accountPaths('mall');

describe.each(engines())('export my data and cancel my account on %s (issue #13 item 2, PIPL)', (engine) => {
  let s: Awaited<ReturnType<typeof accountsServer>>;
  let goodsId = 0;
  beforeAll(async () => {
    s = await accountsServer(engine);
    const { db } = s.database;
    await db.insert(brands).values({ id: 1, name: '金缘' });
    await db.insert(productTypes).values({ id: 10, name: '足金' });
    await db.insert(productGroups).values({ id: 1, name: '戒指' });
    const [piece] = await db
      .insert(goods)
      .values({
        mouldNo: 'JY-R-0001',
        title: '足金古法素圈戒指',
        brandId: 1,
        productTypeId: 10,
        productGroupId: 1,
        category: '足金/黄金',
        pricingMode: 'fixed',
        shopPriceFen: 258_800,
      })
      .returning();
    goodsId = piece?.id ?? 0;
  });
  afterAll(async () => s?.close());

  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: Record<string, unknown>) =>
    s.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}`, idToken: token } : {},
      ...(payload ? { payload } : {}),
    });

  /** GET sendVerificationCode with a fresh captcha pass. */
  const sendCode = async (token: string, purpose: 'export' | 'cancel') => {
    const pass = await s.captchaPass();
    const query = new URLSearchParams({
      purpose,
      captchaId: pass.captcha_id,
      captchaOutput: pass.captcha_output,
      genTime: pass.gen_time,
      lotNumber: pass.lot_number,
      passToken: pass.pass_token,
    });
    return call('GET', `${account.sendVerificationCode}?${query}`, token);
  };

  /** An order of the member with one line, in `orderState`. */
  const orderOf = async (memberId: number, orderNo: string, orderState: number) => {
    const { db } = s.database;
    const [order] = await db
      .insert(orders)
      .values({
        orderNo,
        memberId,
        orderState,
        goodsTotalFen: 258_800,
        payFen: 258_800,
        pointsUsed: 100,
        addressSnapshot: {
          id: 1,
          consignee: '李先生',
          mobile: '13900000002',
          province: '北京市',
          city: '北京市',
          district: '朝阳区',
          detail: '建国路 77 号',
        },
      })
      .returning();
    if (!order) throw new Error('no order');
    const [line] = await db
      .insert(orderItems)
      .values({
        orderId: order.id,
        goodsId,
        mouldNo: 'JY-R-0001',
        title: '足金古法素圈戒指',
        thumb: '',
        qty: 1,
        unitPriceFen: 258_800,
        productTypeId: 10,
      })
      .returning();
    if (!line) throw new Error('no order line');
    return { order, line };
  };

  describe('export (isCanExportUserinfo, sendVerificationCode, exportUserInfo)', () => {
    it('gives the owner a zip of everything held about them, once per code, and nobody else', async () => {
      const li = s.byMobile('13900000002');
      const { db } = s.database;
      await db.insert(addresses).values({
        ownerUid: li.id,
        consignee: '李先生',
        mobile: '13900000002',
        province: '北京市',
        city: '北京市',
        district: '朝阳区',
        detail: '建国路 77 号华贸中心',
      });
      await db.insert(userFootprints).values({ memberId: li.id, goodsId, viewedAt: new Date('2026-11-30T02:00:00Z') });
      const { order, line } = await orderOf(li.id, 'JY202611300001', 4);
      // A purchase at a store counter: a consumption record and the points it earned, in the ledger.
      await db.transaction((tx) =>
        storePurchase(tx, li.id, {
          receiptNo: 'SP20261129001',
          storeName: '杭州湖滨店',
          amountFen: 88_800,
          at: new Date('2026-11-29T02:00:00Z'),
        }),
      );
      const [comment] = await db
        .insert(goodsComments)
        .values({
          goodsId,
          nickname: '李**',
          rating: 5,
          content: '做工很好',
          createdAt: new Date('2026-11-30T03:00:00Z'),
        })
        .returning();
      await db.insert(orderReviews).values({
        orderItemId: line.id,
        orderId: order.id,
        commentId: comment?.id ?? 0,
        isAnonymous: false,
        createdAt: new Date('2026-11-30T03:00:00Z'),
      });
      await db.insert(refunds).values({
        refundNo: 'RF0001',
        orderId: order.id,
        kind: 'afterSales',
        state: 'refused',
        reason: '尺寸不合适',
        amountFen: 0,
        goodsFen: 258_800,
        appliedAt: new Date('2026-11-30T04:00:00Z'),
      });
      // Another member's rows must not appear.
      await orderOf(s.byMobile('13900000001').id, 'JY202611300002', 4);

      const token = await s.signIn('13900000002');
      const status = await call('GET', account.isCanExportUserinfo, token);
      expect(status.json().data).toEqual({ isCan: true, mobile: '139****0002' });
      const sent = await sendCode(token, 'export');
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().data.mobile).toBe('139****0002');
      const code = await s.latestCode('13900000002');

      const exported = await call('GET', `${account.exportUserInfo}?smsCode=${code}`, token);
      expect(exported.statusCode, exported.body).toBe(200);
      expect(exported.headers['cache-control']).toBe('no-store');
      const { fileName, zipBase64, files } = exported.json().data;
      expect(fileName).toBe('金缘珠宝-个人信息-20261201.zip');
      const zip = unzipSync(Buffer.from(zipBase64, 'base64'));
      expect(Object.keys(zip).sort()).toEqual([...files].sort());
      const text = (name: string) => strFromU8(zip[name] ?? new Uint8Array());
      const data = JSON.parse(text('data.json'));
      expect(data.profile).toMatchObject({
        mobile: '13900000002',
        familyName: '李',
        memberTitle: '先生',
        cardNo: li.cardNo,
      });
      expect(data.addresses).toEqual([expect.objectContaining({ detail: '建国路 77 号华贸中心' })]);
      expect(data.orders.map((o: { orderNo: string }) => o.orderNo)).toEqual(['JY202611300001']);
      expect(data.orders[0].lines).toEqual([
        expect.objectContaining({ mouldNo: 'JY-R-0001', qty: 1, unitPrice: '2588.00' }),
      ]);
      // The points as the ledger holds them: every change with its reason.
      const ledger = rowsOf<{ delta: number; reason: string }>(
        await s.database.db.execute(
          sql`select delta, reason from points_ledger where member_id = ${li.id} order by occurred_at, id`,
        ),
      );
      expect(ledger.map((row) => row.reason)).toContain('earned');
      const [balance] = rowsOf<{ points: number }>(
        await s.database.db.execute(sql`select points from members where id = ${li.id}`),
      );
      expect(data.points.availablePoint).toBe(balance?.points);
      expect(balance?.points).toBe(li.points + 888);
      expect(data.points.movements.map((m: { change: number; reason: string }) => [m.change, m.reason])).toEqual(
        ledger.map((row) => [row.delta, row.reason]),
      );
      expect(data.consumption).toEqual([
        expect.objectContaining({ kind: 'store', amount: '888.00', store: '杭州湖滨店' }),
      ]);
      expect(text('points.csv')).toContain('balanceAfter');
      expect(data.footprints).toEqual([expect.objectContaining({ mouldNo: 'JY-R-0001' })]);
      expect(data.clauseSignatures.map((c: { clauseKey: string }) => c.clauseKey).sort()).toEqual([
        'personalInfoStatement',
        'userAgreement',
      ]);
      expect(data.reviews).toEqual([expect.objectContaining({ rating: 5, content: '做工很好' })]);
      expect(data.refunds).toEqual([expect.objectContaining({ refundNo: 'RF0001', state: 'refused' })]);
      // UTF-8 with a BOM, so spreadsheets read the Chinese (the decoder drops the BOM).
      expect([...(zip['orders.csv'] ?? []).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(text('orders.csv').startsWith('orderNo,orderState')).toBe(true);
      expect(text('orders.csv')).toContain('JY202611300001');
      expect(text('orders.csv')).not.toContain('JY202611300002');
      expect(text('footprints.csv')).toContain('足金古法素圈戒指');

      // Single use: the same code does not export twice.
      const again = await call('GET', `${account.exportUserInfo}?smsCode=${code}`, token);
      expect(again.statusCode).toBe(400);
      expect(again.json().msg).toBe('验证码错误或已过期，请重新获取');
      // A visitor, and a wrong code, get nothing.
      expect((await call('GET', `${account.exportUserInfo}?smsCode=${code}`, null)).statusCode).toBe(401);
    });

    it('takes an export code only for the export: a cancel code is refused', async () => {
      const token = await s.signIn('13900000003');
      expect((await sendCode(token, 'cancel')).statusCode).toBe(200);
      const code = await s.latestCode('13900000003');
      expect((await call('GET', `${account.exportUserInfo}?smsCode=${code}`, token)).statusCode).toBe(400);
    });

    it('needs a captcha pass before a send', async () => {
      const token = await s.signIn('13900000005');
      const query = new URLSearchParams({
        purpose: 'export',
        captchaId: 'builtin',
        captchaOutput: 'x',
        genTime: '1',
        lotNumber: 'nope',
        passToken: 'x',
      });
      const refused = await call('GET', `${account.sendVerificationCode}?${query}`, token);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().msg).toBe('滑块验证已失效，请重新验证');
    });
  });

  describe('cancel (cancelAccount)', () => {
    it('is refused while an order awaits payment or a refund is open', async () => {
      const wang = s.byMobile('13900000001');
      const token = await s.signIn('13900000001');
      const { order } = await orderOf(wang.id, 'JY202612010001', 1);
      const check = await call('GET', account.cancelAccountCheck, token);
      expect(check.json().data).toMatchObject({ blockers: ['unpaidOrder'], mobile: '139****0001' });
      expect((await sendCode(token, 'cancel')).statusCode).toBe(200);
      const code = await s.latestCode('13900000001');
      const refused = await call('POST', account.cancelAccount, token, { smsCode: code });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().msg).toBe('您有待付款的订单，请先完成支付或取消订单后再注销账户');

      const { db } = s.database;
      await db.update(orders).set({ orderState: 2 }).where(eq(orders.id, order.id));
      await db.insert(refunds).values({
        refundNo: 'RF0002',
        orderId: order.id,
        kind: 'refund',
        state: 'applying',
        reason: '不想要了',
        amountFen: 258_800,
        goodsFen: 258_800,
        appliedAt: new Date('2026-12-01T02:00:00Z'),
      });
      const open = await call('POST', account.cancelAccount, token, { smsCode: code });
      expect(open.statusCode).toBe(409);
      expect(open.json().msg).toBe('您有处理中的退款/售后，请待处理完成后再注销账户');
      // Still a member who signs in.
      expect((await call('POST', paths.memberInfo, token)).statusCode).toBe(200);
    });

    it('erases the personal data, keeps the orders anonymised, ends every session; the mobile registers again', async () => {
      const chen = s.byMobile('13900000004');
      const { db } = s.database;
      await db.insert(addresses).values({
        ownerUid: chen.id,
        consignee: '陈女士',
        mobile: '13900000004',
        province: '江苏省',
        city: '南京市',
        district: '鼓楼区',
        detail: '中山路 1 号',
      });
      await db
        .insert(userFootprints)
        .values({ memberId: chen.id, goodsId, viewedAt: new Date('2026-11-30T02:00:00Z') });
      await db.insert(cartItems).values({
        uid: chen.id,
        goodsId,
        buyNum: 1,
        addedAt: new Date('2026-11-30T02:00:00Z'),
        updatedAt: new Date('2026-11-30T02:00:00Z'),
      });
      await db.insert(clauseSigns).values({ memberId: chen.id, clauseKey: 'userAgreement', clauseVersion: 'V1' });
      const { order } = await orderOf(chen.id, 'JY202612010002', 4);

      const token = await s.signIn('13900000004');
      const other = await s.signIn('13900000004');
      const check = (await call('GET', account.cancelAccountCheck, token)).json().data;
      expect(check).toEqual({
        mobile: '139****0004',
        availablePoint: chen.points,
        giftCardBalance: (chen.giftCardFen / 100).toFixed(2),
        cardLevelName: '普卡',
        blockers: [],
      });
      expect((await sendCode(token, 'cancel')).statusCode).toBe(200);
      const wrong = await call('POST', account.cancelAccount, token, { smsCode: '000000' });
      expect(wrong.statusCode).toBe(400);
      const code = await s.latestCode('13900000004');
      const cancelled = await call('POST', account.cancelAccount, token, { smsCode: code });
      expect(cancelled.statusCode, cancelled.body).toBe(200);

      // Every session ends, this one too.
      expect((await call('POST', paths.memberInfo, token)).statusCode).toBe(401);
      expect((await call('POST', paths.memberInfo, other)).statusCode).toBe(401);
      // The personal data is gone; the order stays, anonymised.
      const [row] = await db.select().from(members).where(eq(members.id, chen.id));
      expect(row).toMatchObject({
        mobile: `cancelled-${chen.id}`,
        familyName: '',
        birthday: null,
        passwordHash: null,
        points: 0,
        giftCardFen: 0,
      });
      expect(row?.cancelledAt).toBeInstanceOf(Date);
      expect(await db.select().from(addresses).where(eq(addresses.ownerUid, chen.id))).toEqual([]);
      expect(await db.select().from(userFootprints).where(eq(userFootprints.memberId, chen.id))).toEqual([]);
      expect(await db.select().from(cartItems).where(eq(cartItems.uid, chen.id))).toEqual([]);
      expect(await db.select().from(clauseSigns).where(eq(clauseSigns.memberId, chen.id))).toEqual([]);
      const [kept] = await db.select().from(orders).where(eq(orders.id, order.id));
      expect(kept).toMatchObject({ orderNo: 'JY202612010002', payFen: 258_800 });
      expect(kept?.addressSnapshot).toMatchObject({ consignee: '（已注销）', mobile: '（已注销）', city: '北京市' });

      // The cancelled account cannot sign in: the generic login error, by mobile and by card number.
      expect(String((await s.passwordLogin('13900000004', 'Jinyuan2026')).headers.location)).toContain(
        'error=badCredentials',
      );
      expect(String((await s.passwordLogin(chen.cardNo, 'Jinyuan2026')).headers.location)).toContain(
        'error=badCredentials',
      );
      // The number registers again as a new member.
      expect((await s.sendSms('13900000004', 2)).statusCode).toBe(200);
      const registered = await s.app.inject({
        method: 'POST',
        url: paths.register,
        payload: {
          mobile: '13900000004',
          password: 'e3238f6764eee50634beb8adf48ac79d',
          smsCode: await s.latestCode('13900000004'),
          familyName: '陈',
          memberTitle: 2,
          countryNo: '86',
          birthday: '',
          joinBranch: 60580,
          joinType: 28,
        },
      });
      expect(registered.statusCode, registered.body).toBe(200);
      expect(registered.json().data.uid).not.toBe(chen.id);
    });
  });
});
