import { sql } from 'drizzle-orm';
import type { TradeSnapshot } from '@mall/contract/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/database';
import { seed } from '../src/seed';
import { now } from './catalogFixture';
import { auth, checkoutEnv, insertCheckoutFixture, newKey, paths, sessions } from './checkoutFixture';
import { engines, startTestApp } from './harness';

const necklace = { goodID: 4, attribute: 'chainLength:45', buyNum: 1 };
const ring = { goodID: 1, attribute: 'ringSize:10', buyNum: 1 };

describe.each(engines())('trade snapshots on %s (issue #12; spec §2 /snapshot)', (engine) => {
  let s: Awaited<ReturnType<typeof startTestApp>>;
  let wang = '';
  let li = '';
  beforeAll(async () => {
    s = await startTestApp(engine, checkoutEnv, { clock: () => now });
    await insertCheckoutFixture(s.database.db);
    [wang, li] = (await sessions(s, [1, 2])) as [string, string];
  });
  afterAll(async () => s?.close());

  const post = (url: string, token: string, payload: object, headers: Record<string, string> = {}) =>
    s.app.inject({ method: 'POST', url, headers: { ...auth(token), ...headers }, payload });
  const snapshot = (token: string, query: string) =>
    s.app.inject({ method: 'GET', url: `${paths.orderSnapshot}?${query}`, headers: auth(token) });

  it('keeps the piece as it was sold after its title, pictures and price change; another buyer gets 404', async () => {
    const lines = [necklace, ring];
    const confirm = (await post(paths.orderConfirm, wang, { lines })).json().data;
    const addressId = (
      (await s.app.inject({ method: 'GET', url: paths.addressList, headers: auth(wang) })).json().data as {
        id: number;
      }[]
    )[0]?.id;
    const created = await post(
      paths.orderCreate,
      wang,
      { lines, addressId, expectedPayableFen: confirm.payableFen },
      { 'idempotency-key': newKey() },
    );
    expect(created.statusCode, created.body).toBe(200);
    const { orderNo } = created.json().data as { orderNo: string };
    const query = `orderNo=${orderNo}&goodsId=${necklace.goodID}`;
    const first = await snapshot(wang, query);
    expect(first.statusCode, first.body).toBe(200);
    const sold = first.json().data as TradeSnapshot;
    const necklacePrice = confirm.lines.find((line: { goodID: number }) => line.goodID === necklace.goodID);
    expect(sold).toMatchObject({
      orderNo,
      orderedAt: now.toISOString(),
      goodsId: necklace.goodID,
      mouldNo: 'JYP00001',
      title: 'PT950铂金肖邦项链',
      titleInfo: '铂金项链 · PT950',
      attribute: necklace.attribute,
      unitPriceFen: necklacePrice.unitPriceFen,
      buyNum: 1,
      productTypeID: 4,
      productGroupID: 4,
    });
    expect(sold.images.length).toBeGreaterThan(0);
    expect(sold.images[0]?.kind).toBe('main');
    expect(sold.category).toMatchObject({ actualLength: expect.any(String) });

    // The piece changes after the sale: the snapshot does not.
    await s.database.db.execute(
      sql`update goods set title = '新标题', title_info = '新副标题', shop_price_fen = 1 where id = ${necklace.goodID}`,
    );
    await s.database.db.execute(
      sql`update goods_images set src = '/media/changed.svg' where goods_id = ${necklace.goodID}`,
    );
    const later = (await snapshot(wang, query)).json().data as TradeSnapshot;
    expect(later).toEqual(sold);

    // The line of the other piece, by attribute.
    const other = await snapshot(wang, `orderNo=${orderNo}&goodsId=${ring.goodID}&attribute=${ring.attribute}`);
    expect(other.json().data).toMatchObject({ goodsId: ring.goodID, attribute: ring.attribute });

    // Another buyer, a piece not in the order, and a wrong attribute: 404, never 403.
    for (const [token, asked] of [
      [li, query],
      [wang, `orderNo=${orderNo}&goodsId=3`],
      [wang, `orderNo=${orderNo}&goodsId=${ring.goodID}&attribute=ringSize:12`],
    ] as const) {
      const refused = await snapshot(token, asked);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ code: 404, msg: '交易快照不存在' });
    }
    expect((await s.app.inject({ method: 'GET', url: `${paths.orderSnapshot}?${query}` })).statusCode).toBe(401);
    expect((await snapshot(wang, `orderNo=${orderNo}&goodsId=abc`)).statusCode).toBe(400);
  });
});

describe.each(engines())('the seeded orders’ snapshots on %s (issue #12)', (engine) => {
  let s: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    s = await startTestApp(engine, checkoutEnv, { clock: () => now });
    await seed(s.database, { now, pepper: 'snapshot-test-pepper' });
  }, 60_000);
  afterAll(async () => s?.close());

  it('gives every seeded order line its snapshot', async () => {
    const [counts] = rowsOf<{ lines: number; snapshots: number }>(
      await s.database.db.execute(sql`
        select (select count(*)::int from order_items) as lines,
               (select count(*)::int from order_item_snapshots) as snapshots`),
    );
    expect(Number(counts?.lines)).toBeGreaterThan(0);
    expect(Number(counts?.snapshots)).toBe(Number(counts?.lines));
  });
});
