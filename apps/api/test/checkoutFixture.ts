import { sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { checkoutPaths, pspNoticePaths, SANDBOX_CASHIER_PATH } from '@mall/contract/checkout';
import { orderPaths } from '@mall/contract/orders';
import { passwordPepper } from '../src/env';
import { hashPassword } from '../src/lib/password';
import type { Db } from '../src/db/database';
import { addresses, members, staff } from '../src/db/schema';
import { staffUidOffset } from '../src/services/staff';
import { insertCatalogue } from './catalogFixture';
import type { startTestApp } from './harness';

/** Every path of checkout, the order centre and payment (and the sandbox cashier's page) the tests call. */
export const paths = {
  ...checkoutPaths('mall'),
  ...orderPaths('mall'),
  ...pspNoticePaths('mall'),
  sandboxCashier: SANDBOX_CASHIER_PATH,
};
export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** The environment checkout tests run with: no background sweepers (tests sweep by hand). */
export const checkoutEnv = {
  ORDER_SWEEP_SECONDS: '0',
  FULFIL_SWEEP_SECONDS: '0',
  PAY_NOTIFY_SECRET: 'test-pay-notify-secret-0123456789abcdef',
};

/** The one default address every fixture buyer has. */
export const fixtureAddress = {
  consignee: '收货人',
  mobile: '13900000009',
  province: '广东省',
  provinceCode: '440000',
  city: '深圳市',
  cityCode: '440300',
  district: '福田区',
  districtCode: '440304',
  detail: '福华三路 88 号',
  isDefault: true,
};

/** Member 3 has a points password; members 10.. are extra buyers; staff JY80001 has ¥50,000 a month. */
export const pointsPassword = '246810';

/** The catalogue fixture, plus members with points and gift cards, staff, and one address each. */
export async function insertCheckoutFixture(db: Db, extraBuyers = 0): Promise<void> {
  await insertCatalogue(db);
  const pwd = await hashPassword(createHash('md5').update(pointsPassword).digest('hex'), passwordPepper(process.env));
  await db
    .update(members)
    .set({ points: 10_000, giftCardFen: 50_000 })
    .where(sql`id = 1`);
  // Enough of the ring and the bar for every order the tests place.
  await db.execute(sql`update goods_skus set stock_web = 20 where goods_id = 1 and attribute = 'ringSize:10'`);
  await db.execute(sql`update goods_skus set stock_web = 100 where goods_id = 5`);
  await db.insert(members).values([
    {
      id: 2,
      uoid: 'U2',
      mobile: '13900000002',
      cardNo: 'C2',
      vipNo: 'V2',
      cardLevel: 1,
      firstJoinDate: '2024-01-01',
      points: 500,
    },
    {
      id: 3,
      uoid: 'U3',
      mobile: '13900000003',
      cardNo: 'C3',
      vipNo: 'V3',
      cardLevel: 1,
      firstJoinDate: '2024-01-01',
      points: 3_000,
      pointPwdHash: pwd,
    },
    ...Array.from({ length: extraBuyers }, (_, index) => ({
      id: 10 + index,
      uoid: `U${10 + index}`,
      mobile: `137${String(index).padStart(8, '0')}`,
      cardNo: `C${10 + index}`,
      vipNo: `V${10 + index}`,
      cardLevel: 1,
      firstJoinDate: '2024-01-01',
    })),
  ]);
  await db.insert(staff).values([
    { id: 1, staffCode: 'JY80001', nickname: '林晓', email: 'lin@example.test', purchaseLimitFen: 5_000_000 },
    { id: 2, staffCode: 'JY80003', nickname: '吴昊', email: 'wu@example.test', purchaseLimitFen: 200_000 },
  ]);
  const owners = [
    1,
    2,
    3,
    staffUidOffset + 1,
    staffUidOffset + 2,
    ...Array.from({ length: extraBuyers }, (_, index) => 10 + index),
  ];
  await db.insert(addresses).values(owners.map((ownerUid) => ({ ownerUid, ...fixtureAddress })));
  // The fixtures insert explicit ids: move the sequences past them.
  for (const table of ['members', 'orders', 'order_items', 'staff', 'addresses']) {
    await db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 1) from ${table}))`),
    );
  }
}

export async function sessions(s: TestApp, uids: readonly number[]) {
  return Promise.all(
    uids.map(async (uid) => {
      const isStaff = uid > staffUidOffset;
      const { idToken } = await s.app.tokens.startSession({
        uid,
        uoid: `U${uid}`,
        isStaff,
        staffCode: isStaff ? `JY8000${uid - staffUidOffset}` : '',
        nickname: '测试',
      });
      return idToken;
    }),
  );
}

export const auth = (token: string | null) => (token ? { authorization: `Bearer ${token}`, idToken: token } : {});

/** The address id of a fixture owner (one each). */
export async function addressOf(db: Db, ownerUid: number): Promise<number> {
  const [row] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(sql`owner_uid = ${ownerUid}`)
    .limit(1);
  return row?.id as number;
}

export async function stockOf(db: Db, goodsId: number, attribute: string): Promise<number> {
  const result = await db.execute(
    sql`select stock_web from goods_skus where goods_id = ${goodsId} and attribute = ${attribute}`,
  );
  return Number((result as unknown as { rows: { stock_web: number }[] }).rows[0]?.stock_web);
}

export async function pointsOf(db: Db, memberId: number): Promise<{ points: number; giftCardFen: number }> {
  const result = await db.execute(sql`select points, gift_card_fen from members where id = ${memberId}`);
  const row = (result as unknown as { rows: { points: number; gift_card_fen: number }[] }).rows[0];
  return { points: Number(row?.points), giftCardFen: Number(row?.gift_card_fen) };
}

let keySeq = 0;
/** A fresh idempotency key. */
export const newKey = () => `test-key-${process.pid}-${Date.now()}-${(keySeq += 1)}`;

/** Places an unpaid order of `lines` for buyer `uid` (its token) through confirm and create; answers its number. */
export async function placeOrder(
  s: TestApp,
  token: string,
  uid: number,
  lines: readonly { goodID: number; attribute: string; buyNum: number }[],
): Promise<string> {
  const pricing = { usePoints: 0, useGiftCard: false };
  const confirm = await s.app.inject({
    method: 'POST',
    url: paths.orderConfirm,
    headers: auth(token),
    payload: { lines, ...pricing },
  });
  const created = await s.app.inject({
    method: 'POST',
    url: paths.orderCreate,
    headers: { ...auth(token), 'idempotency-key': newKey() },
    payload: {
      lines,
      ...pricing,
      addressId: await addressOf(s.database.db, uid),
      expectedPayableFen: confirm.json().data.payableFen,
    },
  });
  if (created.statusCode !== 200) throw new Error(`order not placed: ${created.body}`);
  return created.json().data.orderNo as string;
}
