import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths } from '@mall/contract/auth';
import { cartPaths } from '@mall/contract/cart';
import { chatPaths } from '@mall/contract/chat';
import { footprintPaths } from '@mall/contract/footprints';
import { guaranteePaths } from '@mall/contract/guarantee';
import { invoicePaths } from '@mall/contract/invoice';
import { accountPaths, membershipPaths } from '@mall/contract/member';
import { servicePaths } from '@mall/contract/service';
import { uploadPaths } from '@mall/contract/uploads';
import { checkoutPaths, pspNoticePaths } from '@mall/contract/checkout';
import { orderPaths, refundPaths, reviewPaths } from '@mall/contract/orders';
import { rowsOf } from '../src/db/database';
import { seed } from '../src/seed';
import { checkoutEnv } from './checkoutFixture';
import { engines, startTestApp } from './harness';

const paths = {
  ...checkoutPaths('mall'),
  ...orderPaths('mall'),
  ...pspNoticePaths('mall'),
  ...refundPaths('mall'),
  ...guaranteePaths('mall'),
  ...servicePaths('mall'),
  ...cartPaths('mall'),
  ...invoicePaths('mall'),
  ...membershipPaths('mall'),
  ...accountPaths('mall'),
  ...uploadPaths('mall'),
  chat: chatPaths(),
  auth: authPaths('mall'),
  footprints: footprintPaths('mall'),
  review: reviewPaths('mall'),
};

/** A 1×1 PNG: member B's photo. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);

/** 10:30 on 20 November 2026, China time: the seed's orders stand in every state. */
const now = new Date('2026-11-20T02:30:00.000Z');

/** What member B owns, read from the database: the ids member A will try. */
type Owned = {
  unpaid: string;
  shipped: string;
  successful: string;
  closed: string;
  line: { id: number; goodsId: number; attribute: string };
  refundNo: string;
  addressId: number;
  certNo: string;
  /** A paid order of B's with B's invoice request on it. */
  invoiced: string;
  /** B's open customer-service conversation. */
  conversationId: number;
  piece: { goodID: number; attribute: string; buyNum: number };
  /** B's photo, uploaded for a feedback and not yet cited. */
  photoId: string;
  /** A transfer gift awaiting its recipient, sent by someone other than A (A may accept it, to A's own address). */
  giftToken: string;
  /** A presale balance order of someone other than A, unpaid. */
  presaleBalance: string;
};

/**
 * One attempt: member A's call with B's id, and the same call with an id nobody has. The two answers
 * must be the same (status and body, the id itself aside), so the answer never tells "exists" from
 * "not yours" (issue #17 §3 IDOR sweep).
 */
type Call = { method: 'GET' | 'POST'; url: string; body?: object };
type Attempt = {
  name: string;
  call: (id: 'theirs' | 'nobody') => Call;
  /** The answer to an id nobody has, when the call's "not found" is not 404 (a form's refusal names the field). */
  status?: number;
};

/**
 * A call that names no id but could be steered by a uid in its body or query (the legacy clients send one). The
 * token alone decides whose data it is: with B's uid, A gets A's own answer (or a 4xx), never B's.
 */
type Steer = { name: string; call: (uid: number | undefined) => Call };

describe.each(engines())('IDOR sweep on %s: member A with member B’s ids (issue #17 §3)', (engine) => {
  let s: Awaited<ReturnType<typeof startTestApp>>;
  let owned: Owned;
  let attacker = '';
  let owner = '';
  let ownerId = 0;
  /** B's own answers to the steerable calls before the sweep: read again at the end, they must be the same. */
  const ownersAnswers = new Map<string, ReturnType<typeof shape>>();
  let refundState = '';

  const request = (token: string, call: { method: 'GET' | 'POST'; url: string; body?: object }) =>
    s.app.inject({
      method: call.method,
      url: call.url,
      headers: { authorization: `Bearer ${token}`, idToken: token, 'idempotency-key': randomUUID() },
      ...(call.body ? { payload: call.body } : {}),
    });

  beforeAll(async () => {
    // The issuing simulator would move B's invoice from 待开票 to 已开票 mid-sweep: off here, so
    // "everything of B as it was" compares like with like.
    s = await startTestApp(engine, { ...checkoutEnv, INVOICE_SWEEP_SECONDS: '0' }, { clock: () => now });
    await seed(s.database, { now, pepper: 'idor-test-pepper' });
    const db = s.database.db;
    const member = async (mobile: string) => {
      const [row] = rowsOf<{ id: number; uoid: string }>(
        await db.execute(sql`select id, uoid from members where mobile = ${mobile}`),
      );
      if (!row) throw new Error(`the seed has no member ${mobile}`);
      const { idToken } = await s.app.tokens.startSession({
        uid: Number(row.id),
        uoid: row.uoid,
        isStaff: false,
        staffCode: '',
        nickname: '测试',
      });
      return { id: Number(row.id), token: idToken };
    };
    const b = await member('13900000001');
    owner = b.token;
    ownerId = b.id;
    const a = await member('13900000003');
    attacker = a.token;
    const one = async <T>(query: ReturnType<typeof sql>, what: string): Promise<T> => {
      const [row] = rowsOf<T>(await db.execute(query));
      if (!row) throw new Error(`member B has no ${what} in the seed`);
      return row;
    };
    const orderIn = async (condition: ReturnType<typeof sql>, what: string) =>
      (
        await one<{ order_no: string }>(
          sql`select order_no from orders where member_id = ${b.id} and hidden_at is null and ${condition}
              order by id limit 1`,
          what,
        )
      ).order_no;
    const theirAddress = await one<Record<string, string | number | boolean>>(
      sql`select id, consignee, mobile, province_code, province, city_code, city, district_code, district
          from addresses where owner_uid = ${b.id} order by id limit 1`,
      'address',
    );
    address = {
      consignee: String(theirAddress.consignee),
      mobile: String(theirAddress.mobile),
      provinceCode: String(theirAddress.province_code),
      province: String(theirAddress.province),
      cityCode: String(theirAddress.city_code),
      city: String(theirAddress.city),
      districtCode: String(theirAddress.district_code),
      district: String(theirAddress.district),
      detail: '冒名改写的地址 1 号',
      isDefault: false,
    };
    const successful = await orderIn(sql`order_state = 4`, 'successful order');
    const line = await one<{ id: number; goods_id: number; attribute: string }>(
      sql`select i.id, i.goods_id, i.attribute from order_items i join orders o on o.id = i.order_id
          where o.order_no = ${successful} order by i.id limit 1`,
      'order line',
    );
    owned = {
      unpaid: await orderIn(
        sql`order_state = 1 and payment_state = 0 and pay_deadline > ${now.toISOString()}::timestamptz`,
        'unpaid order',
      ),
      shipped: await orderIn(sql`order_state = 3`, 'shipped order'),
      successful,
      closed: await orderIn(sql`order_state in (5, 6)`, 'closed order'),
      line: { id: Number(line.id), goodsId: Number(line.goods_id), attribute: line.attribute },
      refundNo: (
        await one<{ refund_no: string; state: string }>(
          sql`select f.refund_no, f.state from refunds f join orders o on o.id = f.order_id
              where o.member_id = ${b.id} order by (f.state = 'applying') desc, f.id limit 1`,
          'refund',
        )
      ).refund_no,
      addressId: Number(theirAddress.id),
      certNo: (
        await one<{ cert_no: string }>(
          sql`select cert_no from guarantees where member_id = ${b.id} limit 1`,
          'electronic guarantee',
        )
      ).cert_no,
      piece: { goodID: 0, attribute: '', buyNum: 1 },
      invoiced: '',
      conversationId: 0,
      photoId: '',
      giftToken: (
        await one<{ gift_token: string }>(
          sql`select gift_token from orders where is_transfer_gift and transfer_gift_state = 0
              and gift_token is not null and member_id <> ${a.id} order by id limit 1`,
          'transfer gift awaiting its recipient (of anyone but A)',
        )
      ).gift_token,
      presaleBalance: await (async () => {
        const [row] = rowsOf<{ order_no: string }>(
          await db.execute(
            sql`select order_no from orders where order_type = 2 and payment_state = 0 and member_id <> ${a.id}
                order by (member_id = ${b.id}) desc, id limit 1`,
          ),
        );
        if (!row) throw new Error('the seed has no unpaid presale balance order');
        return row.order_no;
      })(),
    };
    // B opens the customer-service chat (the signed identity of /api/udesk/auth, then the session).
    const signed = (await request(owner, { method: 'POST', url: paths.auth.udeskAuth, body: {} })).json()
      .data as object;
    const session = await request(owner, { method: 'POST', url: paths.chat.session, body: signed });
    if (session.statusCode !== 200) throw new Error(`member B could not open a chat: ${session.body}`);
    owned.conversationId = Number(session.json().data.conversation.id);
    // B asks for an invoice on one of B's paid orders that may have one.
    const paid = rowsOf<{ order_no: string }>(
      await db.execute(
        sql`select order_no from orders where member_id = ${b.id} and payment_state = 1 and hidden_at is null order by id`,
      ),
    );
    for (const { order_no: orderNo } of paid) {
      const asked = await request(owner, {
        method: 'POST',
        url: paths.invoiceRequest,
        body: { orderNo, titleType: 'personal', title: '王女士', email: 'wang@example.com' },
      });
      if (asked.statusCode === 200) {
        owned.invoiced = orderNo;
        break;
      }
    }
    if (!owned.invoiced) throw new Error('member B has no order an invoice may be asked for');
    const piece = await one<{ goods_id: number; attribute: string }>(
      sql`select k.goods_id, k.attribute from goods_skus k join goods g on g.id = k.goods_id
          where g.is_on_sale and g.pricing_mode = 'fixed' and k.stock_web > 0 order by k.id limit 1`,
      'piece in stock',
    );
    owned.piece = { goodID: Number(piece.goods_id), attribute: piece.attribute, buyNum: 1 };
    // B's bag, browsing history, feedback and a photo not yet cited: what the steerable calls could reach.
    const done = async (what: string, call: Call) => {
      const answer = await request(owner, call);
      if (answer.statusCode !== 200) throw new Error(`member B could not ${what}: ${answer.body}`);
      return answer.json().data as unknown;
    };
    await done('fill the bag', { method: 'POST', url: paths.syncUserCart, body: { cartData: [owned.piece] } });
    const mould = await one<{ mould_no: string }>(
      sql`select mould_no from goods where is_on_sale order by id limit 1`,
      'goods on sale',
    );
    await done('record a footprint', {
      method: 'POST',
      url: paths.footprints.update,
      body: { mouldNo: mould.mould_no },
    });
    await done('give feedback', {
      method: 'POST',
      url: paths.feedbackSubmit,
      body: { type: 'website', content: '网站的字体可以再大一些，谢谢。', photos: [], contact: 'none' },
    });
    const uploaded = await s.app.inject({
      method: 'POST',
      url: `${paths.uploadImage}?purpose=feedback`,
      headers: { authorization: `Bearer ${owner}`, 'content-type': 'image/png' },
      payload: png,
    });
    if (uploaded.statusCode !== 200) throw new Error(`member B could not upload a photo: ${uploaded.body}`);
    owned.photoId = String(uploaded.json().data.id);
    for (const steer of steers) ownersAnswers.set(steer.name, shape(await request(owner, steer.call(undefined)), []));
    const [refund] = rowsOf<{ state: string }>(
      await db.execute(sql`select state from refunds where refund_no = ${owned.refundNo}`),
    );
    refundState = refund?.state ?? '';
  }, 120_000);
  afterAll(async () => s?.close());

  const nobodyOrder = 'JY20261120000000000001';
  const order = (id: 'theirs' | 'nobody', which: keyof Pick<Owned, 'unpaid' | 'shipped' | 'successful' | 'closed'>) =>
    id === 'theirs' ? owned[which] : nobodyOrder;
  /** B's address as it stands but for the detail: a valid form, so only ownership can refuse it. */
  let address: Record<string, string | boolean> = {};

  /** A GET of a certificate by its number: B's, or one nobody has. */
  const byCertificate =
    (url: string) =>
    (id: 'theirs' | 'nobody'): Call => ({
      method: 'GET',
      url: `${url}?certNo=${id === 'theirs' ? owned.certNo : 'JY0000000000000000'}`,
    });
  const nobodyPhoto = 'AAAAAAAAAAAAAAAAAAAAAAAA';

  const attempts: Attempt[] = [
    {
      name: 'order detail',
      call: (id) => ({ method: 'GET', url: `${paths.orderDetail}?orderNo=${order(id, 'successful')}` }),
    },
    {
      name: 'logistics',
      call: (id) => ({ method: 'GET', url: `${paths.orderLogistics}?orderNo=${order(id, 'shipped')}` }),
    },
    {
      name: 'trade snapshot',
      call: (id) => ({
        method: 'GET',
        url: `${paths.orderSnapshot}?orderNo=${order(id, 'successful')}&goodsId=${owned.line.goodsId}&attribute=${encodeURIComponent(owned.line.attribute)}`,
      }),
    },
    {
      name: 'refund options',
      call: (id) => ({ method: 'GET', url: `${paths.refundOptions}?orderNo=${order(id, 'successful')}` }),
    },
    {
      name: 'review lines',
      call: (id) => ({ method: 'GET', url: `${paths.review.lines}?orderNo=${order(id, 'successful')}` }),
    },
    {
      name: 'cancel',
      call: (id) => ({ method: 'POST', url: paths.orderCancel, body: { orderNo: order(id, 'unpaid') } }),
    },
    {
      name: 'delete',
      call: (id) => ({ method: 'POST', url: paths.orderDelete, body: { orderNo: order(id, 'closed') } }),
    },
    {
      name: 'confirm receipt',
      call: (id) => ({ method: 'POST', url: paths.orderConfirmReceipt, body: { orderNo: order(id, 'shipped') } }),
    },
    {
      name: 'buy again',
      call: (id) => ({ method: 'POST', url: paths.orderBuyAgain, body: { orderNo: order(id, 'closed') } }),
    },
    {
      name: 'pay',
      call: (id) => ({
        method: 'POST',
        url: paths.payCreate,
        body: { orderNo: order(id, 'unpaid'), method: 'alipay' },
      }),
    },
    {
      name: 'apply for a refund',
      call: (id) => ({
        method: 'POST',
        url: paths.refundApply,
        body: { orderNo: order(id, 'successful'), reason: 'unwanted', description: '不想要了' },
      }),
    },
    {
      name: 'withdraw a refund',
      call: (id) => ({
        method: 'POST',
        url: paths.refundWithdraw,
        body: { refundNo: id === 'theirs' ? owned.refundNo : 'RF00000000000000000001' },
      }),
    },
    {
      name: 'review',
      call: (id) => ({
        method: 'POST',
        url: paths.review.submit,
        body: {
          orderNo: order(id, 'successful'),
          reviews: [
            { lineId: owned.line.id, rating: 1, content: '冒名评价，不应成功。', photoIds: [], isAnonymous: false },
          ],
        },
      }),
    },
    {
      name: 'feedback about an order',
      call: (id) => ({
        method: 'POST',
        url: paths.feedbackSubmit,
        body: {
          type: 'quality',
          orderNo: order(id, 'successful'),
          content: '这是一条关于别人订单的反馈。',
          photos: [],
          contact: 'none',
        },
      }),
    },
    { name: 'electronic guarantee', call: byCertificate(paths.guaranteeDetail) },
    {
      name: 'delete an address',
      call: (id) => ({
        method: 'POST',
        url: paths.addressDelete,
        body: { id: id === 'theirs' ? owned.addressId : 99_999_999 },
      }),
    },
    {
      name: 'overwrite an address',
      call: (id) => ({
        method: 'POST',
        url: paths.addressSave,
        body: { ...address, id: id === 'theirs' ? owned.addressId : 99_999_999 },
      }),
    },
    {
      name: 'invoice options',
      call: (id) => ({
        method: 'GET',
        url: `${paths.invoiceOptions}?orderNo=${id === 'theirs' ? owned.invoiced : nobodyOrder}`,
      }),
    },
    {
      name: 'invoice detail',
      call: (id) => ({
        method: 'GET',
        url: `${paths.invoiceDetail}?orderNo=${id === 'theirs' ? owned.invoiced : nobodyOrder}`,
      }),
    },
    {
      name: 'invoice PDF',
      call: (id) => ({
        method: 'GET',
        url: `${paths.invoicePdf}?orderNo=${id === 'theirs' ? owned.invoiced : nobodyOrder}`,
      }),
    },
    {
      name: 'red-letter invoice PDF',
      call: (id) => ({
        method: 'GET',
        url: `${paths.invoiceRedPdf}?orderNo=${id === 'theirs' ? owned.invoiced : nobodyOrder}`,
      }),
    },
    {
      name: 'invoice resent to another address',
      call: (id) => ({
        method: 'POST',
        url: paths.invoiceResend,
        body: { orderNo: id === 'theirs' ? owned.invoiced : nobodyOrder, email: 'thief@example.com' },
      }),
    },
    {
      name: 'invoice asked for on their order',
      call: (id) => ({
        method: 'POST',
        url: paths.invoiceRequest,
        body: {
          orderNo: id === 'theirs' ? owned.successful : nobodyOrder,
          titleType: 'personal',
          title: '冒名',
          email: 'thief@example.com',
        },
      }),
    },
    {
      name: 'end their chat',
      call: (id) => ({
        method: 'POST',
        url: paths.chat.end,
        body: { conversationId: id === 'theirs' ? owned.conversationId : 99_999_999 },
      }),
    },
    {
      name: 'rate their chat',
      call: (id) => ({
        method: 'POST',
        url: paths.chat.rate,
        body: { conversationId: id === 'theirs' ? owned.conversationId : 99_999_999, rating: 1, remark: '冒名评价' },
      }),
    },
    {
      name: 'order to their address',
      call: (id) => ({
        method: 'POST',
        url: paths.orderCreate,
        body: {
          lines: [owned.piece],
          addressId: id === 'theirs' ? owned.addressId : 99_999_999,
          expectedPayableFen: 1,
        },
      }),
    },
    { name: 'electronic guarantee PDF', call: byCertificate(paths.guaranteePdf) },
    {
      name: 'their photo without its signed link',
      call: (id) => ({
        method: 'GET',
        url: paths.uploadedImage.replace(':id', id === 'theirs' ? owned.photoId : nobodyPhoto),
      }),
    },
    {
      name: 'their photo cited in my feedback',
      status: 400,
      call: (id) => ({
        method: 'POST',
        url: paths.feedbackSubmit,
        body: {
          type: 'website',
          content: '借用别人的照片提交反馈。',
          photos: [id === 'theirs' ? owned.photoId : nobodyPhoto],
          contact: 'none',
        },
      }),
    },
    {
      name: 'a gift accepted to their address',
      call: (id) => ({
        method: 'POST',
        url: paths.giftAccept,
        body: { token: owned.giftToken, addressId: id === 'theirs' ? owned.addressId : 99_999_999 },
      }),
    },
    {
      name: 'pay their presale balance',
      call: (id) => ({
        method: 'POST',
        url: paths.payCreate,
        body: { orderNo: id === 'theirs' ? owned.presaleBalance : nobodyOrder, method: 'wechat' },
      }),
    },
  ];

  /** With `uid` (B's), a query parameter or a body field beside the call's own; without, the plain call. */
  const withUid = (url: string, uid: number | undefined) =>
    uid === undefined ? url : `${url}${url.includes('?') ? '&' : '?'}uid=${uid}`;
  const bodyWith = (body: object, uid: number | undefined) => (uid === undefined ? body : { ...body, uid });

  const steers: Steer[] = [
    { name: 'bag', call: (uid) => ({ method: 'POST', url: paths.getGoodsDetails, body: bodyWith({}, uid) }) },
    { name: 'footprints', call: (uid) => ({ method: 'GET', url: withUid(paths.footprints.list, uid) }) },
    { name: 'feedback list', call: (uid) => ({ method: 'GET', url: withUid(paths.feedbackList, uid) }) },
    { name: 'order list', call: (uid) => ({ method: 'GET', url: withUid(paths.orderList, uid) }) },
    { name: 'invoice list', call: (uid) => ({ method: 'GET', url: withUid(paths.invoiceList, uid) }) },
    { name: 'guarantee list', call: (uid) => ({ method: 'GET', url: withUid(paths.guaranteeList, uid) }) },
    { name: 'address book', call: (uid) => ({ method: 'GET', url: withUid(paths.addressList, uid) }) },
    {
      name: 'points record',
      call: (uid) => ({ method: 'POST', url: paths.membershipRecord, body: bodyWith({}, uid) }),
    },
    {
      name: 'consumption record',
      call: (uid) => ({ method: 'POST', url: paths.membershipConsumeRecord, body: bodyWith({}, uid) }),
    },
    { name: 'member info', call: (uid) => ({ method: 'POST', url: paths.auth.memberInfo, body: bodyWith({}, uid) }) },
    { name: 'points balance', call: (uid) => ({ method: 'POST', url: paths.pointsGet, body: bodyWith({}, uid) }) },
    { name: 'gift card balance', call: (uid) => ({ method: 'GET', url: withUid(paths.giftCardBalance, uid) }) },
    { name: 'orders to share in the chat', call: (uid) => ({ method: 'GET', url: withUid(paths.chat.orders, uid) }) },
    {
      name: 'may the data be exported',
      call: (uid) => ({ method: 'GET', url: withUid(paths.isCanExportUserinfo, uid) }),
    },
    {
      name: 'may the account be cancelled',
      call: (uid) => ({ method: 'GET', url: withUid(paths.cancelAccountCheck, uid) }),
    },
  ];

  /** Calls that change data, steered at B by uid: B's data must stay as it was. */
  const steeredWrites: Steer[] = [
    {
      name: 'bag sync',
      call: (uid) => ({
        method: 'POST',
        url: paths.syncUserCart,
        body: bodyWith({ cartData: [owned.piece], operateType: 1 }, uid),
      }),
    },
    {
      name: 'bag line deleted',
      call: (uid) => ({
        method: 'POST',
        url: paths.deleteUserCart,
        body: bodyWith({ gid: owned.piece.goodID, attribute: owned.piece.attribute }, uid),
      }),
    },
    {
      name: 'footprints cleared',
      call: (uid) => ({ method: 'POST', url: paths.footprints.deleteAll, body: bodyWith({}, uid) }),
    },
  ];

  /** An answer with the id it was asked about taken out, so two ids' answers can be compared. */
  const shape = (response: { statusCode: number; body: string }, ids: string[]) => ({
    status: response.statusCode,
    body: ids.reduce((body, id) => body.split(id).join('<id>'), response.body),
  });

  it.each(attempts.map((attempt) => [attempt.name, attempt] as const))('%s', async (_name, attempt) => {
    const theirs = await request(attacker, attempt.call('theirs'));
    const nobody = await request(attacker, attempt.call('nobody'));
    // Not a refusal of the form: the id itself is not found for this member.
    expect(theirs.statusCode, theirs.body).toBe(attempt.status ?? 404);
    const ids = [...Object.values(owned).filter((value): value is string => typeof value === 'string'), nobodyOrder];
    expect(shape(theirs, ids), 'the answer must not tell "exists" from "not yours"').toEqual(shape(nobody, ids));
  });

  it.each(steers.map((steer) => [steer.name, steer] as const))(
    '%s: B’s uid beside A’s token answers A’s own',
    async (_name, steer) => {
      const steered = await request(attacker, steer.call(ownerId));
      const plain = await request(attacker, steer.call(undefined));
      expect(plain.statusCode, plain.body).toBe(200);
      if (steered.statusCode >= 400) expect(steered.statusCode, steered.body).toBeLessThan(500);
      else expect(shape(steered, [])).toEqual(shape(plain, []));
      // B's own answer is another: the comparison above could tell if B's had been given.
      expect(ownersAnswers.get(steer.name)).not.toEqual(shape(plain, []));
    },
  );

  it.each(steeredWrites.map((steer) => [steer.name, steer] as const))(
    '%s: B’s uid beside A’s token changes A’s own only',
    async (_name, steer) => {
      const steered = await request(attacker, steer.call(ownerId));
      expect(steered.statusCode, steered.body).toBeLessThan(500);
    },
  );

  it('the data export with B’s uid beside A’s token bundles A’s own data', async () => {
    const loaded = await s.app.inject({
      method: 'POST',
      url: paths.auth.captchaLoad,
      payload: { captcha_id: 'builtin' },
    });
    const challenge = loaded.json().data as { lot_number: string; target: number };
    const verified = await s.app.inject({
      method: 'POST',
      url: paths.auth.captchaVerify,
      payload: { captcha_id: 'builtin', lot_number: challenge.lot_number, position: challenge.target },
    });
    const pass = verified.json().data as Record<string, string>;
    const query = new URLSearchParams({
      purpose: 'export',
      captchaId: pass.captcha_id ?? '',
      captchaOutput: pass.captcha_output ?? '',
      genTime: pass.gen_time ?? '',
      lotNumber: pass.lot_number ?? '',
      passToken: pass.pass_token ?? '',
      uid: String(ownerId),
    });
    const sent = await request(attacker, { method: 'GET', url: `${paths.sendVerificationCode}?${query}` });
    expect(sent.statusCode, sent.body).toBe(200);
    // The code went to A's phone, not B's.
    expect(sent.json().data.mobile).toBe('139****0003');
    const outbox = await s.app.inject({ method: 'GET', url: '/__dev/sms-outbox?mobile=13900000003' });
    const code = /(\d{6})/.exec((outbox.json().data as { text: string }[])[0]?.text ?? '')?.[1] ?? '';
    const exported = await request(attacker, {
      method: 'GET',
      url: `${paths.exportUserInfo}?smsCode=${code}&uid=${ownerId}`,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const zip = unzipSync(Buffer.from(exported.json().data.zipBase64 as string, 'base64'));
    const data = JSON.parse(strFromU8(zip['data.json'] ?? new Uint8Array())) as { profile: { mobile: string } };
    expect(data.profile.mobile).toBe('13900000003');
  });

  it('left everything of member B as it was, and prints the count', async () => {
    const detail = async (orderNo: string) =>
      (await request(owner, { method: 'GET', url: `${paths.orderDetail}?orderNo=${orderNo}` })).json().data as {
        orderState: number;
        paymentState: number;
        isReviewed: boolean;
      };
    expect(await detail(owned.unpaid)).toMatchObject({ orderState: 1, paymentState: 0 });
    expect(await detail(owned.shipped)).toMatchObject({ orderState: 3 });
    expect(await detail(owned.closed)).toBeDefined();
    const addresses = (await request(owner, { method: 'GET', url: paths.addressList })).json().data as {
      id: number;
      detail: string;
    }[];
    const kept = addresses.find((entry) => entry.id === owned.addressId);
    expect(kept?.detail).not.toBe(address.detail);
    const [refund] = rowsOf<{ state: string }>(
      await s.database.db.execute(sql`select state from refunds where refund_no = ${owned.refundNo}`),
    );
    expect(refund?.state).toBe(refundState);
    const [reviews] = rowsOf<{ n: number }>(
      await s.database.db.execute(sql`select count(*)::int as n from goods_comments where content like '冒名评价%'`),
    );
    expect(Number(reviews?.n)).toBe(0);
    const [conversation] = rowsOf<{ state: string; rating: number | null }>(
      await s.database.db.execute(sql`select state, rating from chat_conversations where id = ${owned.conversationId}`),
    );
    expect(conversation?.state).not.toBe('ended');
    expect(conversation?.rating ?? null).toBeNull();
    const mailed = await request(owner, { method: 'GET', url: `${paths.devMail}?to=thief@example.com` });
    expect(mailed.json().data).toEqual([]);
    // What the steerable calls show B is what they showed before the sweep (bag, footprints, feedback, orders …).
    for (const steer of steers)
      expect(shape(await request(owner, steer.call(undefined)), []), steer.name).toEqual(ownersAnswers.get(steer.name));
    const [photo] = rowsOf<{ claimed: boolean }>(
      await s.database.db.execute(
        sql`select claimed_at is not null as claimed from uploads where id = ${owned.photoId}`,
      ),
    );
    expect(photo?.claimed).toBe(false);
    const [gift] = rowsOf<{ state: number }>(
      await s.database.db.execute(
        sql`select transfer_gift_state as state from orders where gift_token = ${owned.giftToken}`,
      ),
    );
    expect(Number(gift?.state)).toBe(0);
    const [balance] = rowsOf<{ n: number }>(
      await s.database.db.execute(
        sql`select count(*)::int as n from payments p join orders o on o.id = p.order_id where o.order_no = ${owned.presaleBalance}`,
      ),
    );
    expect(Number(balance?.n)).toBe(0);
    // + the data export steered by uid (its own case above).
    const calls = attempts.length + steers.length + steeredWrites.length + 1;
    console.info(
      `IDOR sweep on ${engine}: ${calls} member-scoped calls (${attempts.length} with B's ids, ` +
        `${steers.length + steeredWrites.length + 1} with B's uid) × member A's token, 0 successes`,
    );
  });
});
