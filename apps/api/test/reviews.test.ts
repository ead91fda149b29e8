import { sql } from 'drizzle-orm';
import { goodsPaths, type CommentGoods } from '@mall/contract/goods';
import { uploadPaths, type UploadedImage } from '@mall/contract/uploads';
import {
  reviewPaths,
  type OrderDetail,
  type OrderList,
  type ReviewInput,
  type ReviewLines,
} from '@mall/contract/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/database';
import { orderItems, orders } from '../src/db/schema';
import { now } from './catalogFixture';
import { auth, checkoutEnv, insertCheckoutFixture, paths } from './checkoutFixture';
import { engines, startTestApp } from './harness';

const review = reviewPaths('mall');
const goods = goodsPaths('mall');
const upload = uploadPaths('mall');
/** A 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Reviews (issue #12 评价; spec §4: 评价 on successful unreviewed orders) on the checkout fixture:
 * member 1 (王女士) owns the successful order O1 (two lines) and the unpaid O2; member 2 is another
 * buyer. More successful orders are added per test, so each starts unreviewed.
 */
describe.each(engines())('reviews on %s (issue #12 评价)', (engine) => {
  let s: Awaited<ReturnType<typeof startTestApp>>;
  let wang = '';
  let li = '';
  let sequence = 0;

  beforeAll(async () => {
    s = await startTestApp(engine, checkoutEnv, { clock: () => now });
    await insertCheckoutFixture(s.database.db);
    const session = async (uid: number, nickname: string) =>
      (await s.app.tokens.startSession({ uid, uoid: `U${uid}`, isStaff: false, staffCode: '', nickname })).idToken;
    wang = await session(1, '王女士');
    li = await session(2, '李先生');
  }, 60_000);
  afterAll(async () => s?.close());

  const post = (url: string, token: string | null, payload: object) =>
    s.app.inject({ method: 'POST', url, headers: auth(token), payload });
  const get = (url: string, token: string | null) => s.app.inject({ method: 'GET', url, headers: auth(token) });

  /** A successful (or, with `orderState`, another) order of the member with one line per goods id. */
  const orderOf = async (memberId: number, goodsIds: readonly number[], orderState = 4, paymentState = 1) => {
    sequence += 1;
    const orderNo = `RV${engine.length}${String(sequence).padStart(4, '0')}`;
    const [order] = await s.database.db
      .insert(orders)
      .values({ orderNo, memberId, orderState, paymentState, goodsTotalFen: 100, payFen: 100, createdAt: now })
      .returning({ id: orders.id });
    const lines = await s.database.db
      .insert(orderItems)
      .values(
        goodsIds.map((goodsId) => ({
          orderId: order?.id as number,
          goodsId,
          mouldNo: `JYX${goodsId}`,
          title: `商品${goodsId}`,
          thumb: '',
          qty: 1,
          unitPriceFen: 100,
          productTypeId: 10,
        })),
      )
      .returning({ id: orderItems.id });
    return { orderNo, lineIds: lines.map((line) => line.id) };
  };
  const photo = async (token: string, purpose = 'review'): Promise<UploadedImage> => {
    const response = await s.app.inject({
      method: 'POST',
      url: `${upload.uploadImage}?purpose=${purpose}`,
      headers: { ...auth(token), 'content-type': 'image/png' },
      payload: png,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const entry = (lineId: number, change: Partial<ReviewInput> = {}): ReviewInput => ({
    lineId,
    rating: 5,
    content: '做工很精致，金色很正。',
    photoIds: [],
    isAnonymous: false,
    ...change,
  });
  const submit = (token: string, orderNo: string, reviews: ReviewInput[]) =>
    post(review.submit, token, { orderNo, reviews });
  const linesOf = async (token: string, orderNo: string): Promise<ReviewLines> => {
    const response = await get(`${review.lines}?orderNo=${orderNo}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const comments = async (mouldNo: string): Promise<CommentGoods> => {
    const response = await post(`${goods.goodsApi}?action=commentgoods`, wang, { mouldNo, pageSize: 50 });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const reviewRows = async (lineId: number) =>
    rowsOf<{ count: number }>(
      await s.database.db.execute(
        sql`select count(*)::int as count from order_reviews where order_item_id = ${lineId}`,
      ),
    )[0]?.count;
  const commentCount = async (goodsId: number) =>
    rowsOf<{ count: number }>(
      await s.database.db.execute(sql`select count(*)::int as count from goods_comments where goods_id = ${goodsId}`),
    )[0]?.count;

  it('lists the lines of a successful order, unreviewed, for the form', async () => {
    const lines = await linesOf(wang, 'O1');
    expect(lines.isReviewable).toBe(true);
    expect(lines.lines).toHaveLength(2);
    expect(lines.lines.map((line) => [line.goodID, line.review])).toEqual([
      [4, null],
      [3, null],
    ]);
  });

  it('publishes a review in the goods page’s comments, newest first, with its photos, and moves the average', async () => {
    const before = await comments('JYG00001');
    expect(before).toMatchObject({ total: 3, averageRating: '4.3' });
    const { orderNo, lineIds } = await orderOf(1, [1]);
    const [a, b] = [await photo(wang), await photo(wang)];
    const response = await submit(wang, orderNo, [
      entry(lineIds[0] as number, {
        rating: 1,
        content: '<b>戒圈</b>偏小，<script>alert(1)</script>客服说加微信换货',
        photoIds: [a.id, b.id],
      }),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const answered: ReviewLines = response.json().data;
    expect(answered.lines[0]?.review).toMatchObject({ rating: 1, nickname: '王女士', isAnonymous: false });

    const after = await comments('JYG00001');
    expect(after.total).toBe(4);
    expect(after.averageRating).toBe('3.5'); // (5 + 4 + 4 + 1) / 4
    const [newest] = after.list;
    expect(newest).toMatchObject({ nickname: '王女士', rating: 1, content: '戒圈偏小，客服说***换货' });
    expect(newest?.images).toEqual([`${upload.uploadImage}/${a.id}`, `${upload.uploadImage}/${b.id}`]);
    // Published: anyone reads the photo by its plain link, with no signature.
    const read = await s.app.inject({ method: 'GET', url: newest?.images[0] as string });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(png)).toBe(true);
  });

  it('shows an anonymous reviewer masked on the goods page and to the reviewer', async () => {
    const { orderNo, lineIds } = await orderOf(1, [3]);
    const response = await submit(wang, orderNo, [entry(lineIds[0] as number, { isAnonymous: true, rating: 4 })]);
    expect(response.statusCode, response.body).toBe(200);
    const [newest] = (await comments('JYD00001')).list;
    expect(newest).toMatchObject({ nickname: '王**', rating: 4, content: '做工很精致，金色很正。' });
    const [line] = (await linesOf(wang, orderNo)).lines;
    expect(line?.review).toMatchObject({ isAnonymous: true, nickname: '王**' });
  });

  it('flips isReviewed in the list and the detail once every line has its review', async () => {
    const { orderNo, lineIds } = await orderOf(1, [4, 5]);
    const listed = async () => {
      const list: OrderList = (await get(`${paths.orderList}?pageSize=20`, wang)).json().data;
      return list.list.find((item) => item.orderNo === orderNo)?.isReviewed;
    };
    const detailed = async () =>
      ((await get(`${paths.orderDetail}?orderNo=${orderNo}`, wang)).json().data as OrderDetail).isReviewed;
    expect([await listed(), await detailed()]).toEqual([false, false]);

    expect((await submit(wang, orderNo, [entry(lineIds[0] as number)])).statusCode).toBe(200);
    // One of two lines: 评价 stays for the other.
    expect([await listed(), await detailed()]).toEqual([false, false]);

    expect((await submit(wang, orderNo, [entry(lineIds[1] as number)])).statusCode).toBe(200);
    expect([await listed(), await detailed()]).toEqual([true, true]);
  });

  it('reviews several lines at once, all or nothing', async () => {
    const { orderNo, lineIds } = await orderOf(1, [4, 5]);
    const mine = await photo(wang);
    const theirs = await photo(li);
    const refused = await submit(wang, orderNo, [
      entry(lineIds[0] as number, { photoIds: [mine.id] }),
      entry(lineIds[1] as number, { photoIds: [theirs.id] }),
    ]);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toEqual({ code: 400, msg: '图片无效或已被使用，请重新上传' });
    // Neither line was written, and the member's own photo is still free to use.
    expect([await reviewRows(lineIds[0] as number), await reviewRows(lineIds[1] as number)]).toEqual([0, 0]);

    const done = await submit(wang, orderNo, [
      entry(lineIds[0] as number, { photoIds: [mine.id] }),
      entry(lineIds[1] as number),
    ]);
    expect(done.statusCode, done.body).toBe(200);
    expect((done.json().data as ReviewLines).lines.every((line) => line.review !== null)).toBe(true);
  });

  it('refuses a second review of a line with a message, and shows the first read-only', async () => {
    const { orderNo, lineIds } = await orderOf(1, [7]);
    expect((await submit(wang, orderNo, [entry(lineIds[0] as number)])).statusCode).toBe(200);
    const again = await submit(wang, orderNo, [entry(lineIds[0] as number, { rating: 1, content: '再评价一次看看' })]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 409, msg: '「商品7」已评价，请勿重复提交' });
    const [line] = (await linesOf(wang, orderNo)).lines;
    expect(line?.review).toMatchObject({ rating: 5, content: '做工很精致，金色很正。' });
  });

  it('settles two submits of one line racing each other: one review, the other refused', async () => {
    const { orderNo, lineIds } = await orderOf(1, [6]);
    const lineId = lineIds[0] as number;
    const before = await commentCount(6);
    const answers = await Promise.all([
      submit(wang, orderNo, [entry(lineId, { content: '第一次提交的评价' })]),
      submit(wang, orderNo, [entry(lineId, { content: '第二次提交的评价' })]),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await reviewRows(lineId)).toBe(1);
    // The loser's comment row was rolled back with it.
    expect(await commentCount(6)).toBe((before ?? 0) + 1);
  });

  it('refuses a review of an order that is not successful (409), whatever its state', async () => {
    for (const state of [1, 2, 3, 6]) {
      const { orderNo, lineIds } = await orderOf(1, [4], state);
      const response = await submit(wang, orderNo, [entry(lineIds[0] as number)]);
      expect(response.statusCode, `state ${state}`).toBe(409);
      expect(response.json()).toEqual({ code: 409, msg: '订单交易成功后才能评价' });
      expect((await linesOf(wang, orderNo)).isReviewable).toBe(false);
    }
  });

  it('invites no review on a received order whose every piece was refunded, and refuses one (issue #31 item 7)', async () => {
    const { orderNo, lineIds } = await orderOf(1, [4], 4, 2);
    expect((await linesOf(wang, orderNo)).isReviewable).toBe(false);
    const response = await submit(wang, orderNo, [entry(lineIds[0] as number)]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 409, msg: '该订单的商品已全部退款，无需评价' });
  });

  it('answers 404 for another buyer’s order, as for an unknown one', async () => {
    const [line] = (await linesOf(wang, 'O1')).lines;
    for (const orderNo of ['O1', 'NO-SUCH-ORDER']) {
      const lines = await get(`${review.lines}?orderNo=${orderNo}`, li);
      expect(lines.statusCode).toBe(404);
      expect(lines.json()).toEqual({ code: 404, msg: '订单不存在' });
      const submitted = await submit(li, orderNo, [entry(line?.lineId as number)]);
      expect(submitted.statusCode).toBe(404);
    }
    expect(await reviewRows(line?.lineId as number)).toBe(0);
  });

  it('refuses photos that are another member’s, of another purpose, or already used', async () => {
    const { orderNo, lineIds } = await orderOf(1, [4]);
    const lineId = lineIds[0] as number;
    const theirs = await photo(li);
    const refund = await photo(wang, 'refund');
    for (const id of [theirs.id, refund.id, 'A'.repeat(24)]) {
      const response = await submit(wang, orderNo, [entry(lineId, { photoIds: [id] })]);
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe('图片无效或已被使用，请重新上传');
    }
    expect(await reviewRows(lineId)).toBe(0);
    // A photo another review already carries.
    const used = await photo(wang);
    const first = await orderOf(1, [4]);
    expect(
      (await submit(wang, first.orderNo, [entry(first.lineIds[0] as number, { photoIds: [used.id] })])).statusCode,
    ).toBe(200);
    expect((await submit(wang, orderNo, [entry(lineId, { photoIds: [used.id] })])).statusCode).toBe(400);
  });

  it.each([
    ['a text of four characters', { content: '很好看呀' }, '「商品4」评价内容至少 5 个字'],
    ['a text that is only markup', { content: '<b> </b><script>很好看很好看</script>' }, '「商品4」请填写评价内容'],
    ['a text over 500 characters', { content: '金'.repeat(501) }, '「商品4」评价内容不能超过 500 个字'],
  ])('refuses %s with a clear message (400)', async (_name, change, msg) => {
    const { orderNo, lineIds } = await orderOf(1, [4]);
    const response = await submit(wang, orderNo, [entry(lineIds[0] as number, change)]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg });
  });

  it('refuses other bad input (400): stars outside 1–5, seven photos, a line of another order, a line twice', async () => {
    const { orderNo, lineIds } = await orderOf(1, [4]);
    const lineId = lineIds[0] as number;
    const other = await orderOf(1, [5]);
    const seven = Array.from({ length: 7 }, (_, index) => `${'A'.repeat(23)}${index}`);
    const cases: [ReviewInput[], string | null][] = [
      [[entry(lineId, { rating: 0 })], null],
      [[entry(lineId, { rating: 6 })], null],
      [[entry(lineId, { photoIds: seven })], null],
      [[entry(other.lineIds[0] as number)], '评价的商品不在该订单中'],
      [[entry(lineId), entry(lineId)], '「商品4」只能评价一次'],
    ];
    for (const [reviews, msg] of cases) {
      const response = await submit(wang, orderNo, reviews);
      expect(response.statusCode, response.body).toBe(400);
      if (msg) expect(response.json().msg).toBe(msg);
    }
    expect((await post(review.submit, wang, { orderNo, reviews: [] })).statusCode).toBe(400);
    expect(await reviewRows(lineId)).toBe(0);
  });

  it('needs a session', async () => {
    expect((await get(`${review.lines}?orderNo=O1`, null)).statusCode).toBe(401);
    expect((await submit('', 'O1', [entry(1)])).statusCode).toBe(401);
  });
});
