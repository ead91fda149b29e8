import { footprintPaths } from '@mall/contract/footprints';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema';
import { insertCatalogue, now } from './catalogFixture';
import { engines, startTestApp } from './harness';

const paths = footprintPaths('mall');

describe.each(engines())('footprints on %s (spec §1 browsing history, §7 userFootPrint)', (engine) => {
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
  const record = (token: string | null, mouldNo: string) =>
    s.app.inject({ method: 'POST', url: paths.update, headers: auth(token), payload: { mouldNo } });
  const list = (token: string | null, query = '') =>
    s.app.inject({ method: 'GET', url: `${paths.list}${query}`, headers: auth(token) });
  const moulds = (response: { json(): { data: { list: { goods: { mouldNo: string } }[] } } }) =>
    response.json().data.list.map((entry) => entry.goods.mouldNo);

  it('records each piece once, the last one opened first, as cards priced for today', async () => {
    expect((await record(wang, 'JYG00001')).json()).toEqual({ code: 200, msg: 'success', data: null });
    advance(10);
    expect((await record(wang, 'JYD00001')).statusCode).toBe(200);
    advance(10);
    expect((await record(wang, 'JYG00001')).statusCode).toBe(200);
    const response = await list(wang);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.total).toBe(2);
    expect(moulds(response)).toEqual(['JYG00001', 'JYD00001']);
    const [first] = response.json().data.list;
    expect(first.viewedAt).toBe(clock.now.toISOString());
    expect(first.goods).toMatchObject({
      mouldNo: 'JYG00001',
      title: '足金福字戒指',
      jumpLink: '/goods?mouldNo=JYG00001',
    });
    expect(first.goods.shopPrice).toMatch(/^\d+\.\d{2}$/);
  });

  it('pages without overlap', async () => {
    expect(moulds(await list(wang, '?pageIndex=1&pageSize=1'))).toEqual(['JYG00001']);
    const second = await list(wang, '?pageIndex=2&pageSize=1');
    expect(moulds(second)).toEqual(['JYD00001']);
    expect(second.json().data.total).toBe(2);
    expect(moulds(await list(wang, '?pageIndex=3&pageSize=1'))).toEqual([]);
  });

  it('keeps a piece taken off sale since in the history, marked as off sale (issue #13)', async () => {
    const db = s.database.db;
    await db.execute(sql`update goods set is_on_sale = false where mould_no = 'JYD00001'`);
    try {
      const response = await list(wang);
      expect(response.json().data.total).toBe(2);
      expect(
        response
          .json()
          .data.list.map((entry: { isOnSale: boolean; goods: { mouldNo: string } }) => [
            entry.goods.mouldNo,
            entry.isOnSale,
          ]),
      ).toEqual([
        ['JYG00001', true],
        ['JYD00001', false],
      ]);
    } finally {
      await db.execute(sql`update goods set is_on_sale = true where mould_no = 'JYD00001'`);
    }
  });

  it('keeps each member to their own footprints', async () => {
    expect((await list(li)).json().data).toEqual({ total: 0, list: [] });
  });

  it.each([
    ['an unknown piece', 'JYX99999'],
    ['a piece taken off sale', 'JYG00099'],
  ])('answers 404 for %s and records nothing', async (_case, mouldNo) => {
    const response = await record(li, mouldNo);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, msg: '商品不存在或已下架' });
    expect((await list(li)).json().data.total).toBe(0);
  });

  it('keeps staff out: they have no member history (spec §6)', async () => {
    expect((await record(staff, 'JYG00001')).statusCode).toBe(403);
    expect((await list(staff)).statusCode).toBe(403);
  });

  it('refuses a visitor with 401 on every call', async () => {
    expect((await record(null, 'JYG00001')).statusCode).toBe(401);
    expect((await list(null)).statusCode).toBe(401);
    expect((await s.app.inject({ method: 'POST', url: paths.deleteAll, payload: {} })).statusCode).toBe(401);
  });

  it.each([
    ['an empty mould number', () => record(wang, '')],
    ['a hostile mould number', () => record(wang, "JYG00001' or 1=1 --")],
    ['page size 0', () => list(wang, '?pageSize=0')],
    ['page size 51', () => list(wang, '?pageSize=51')],
  ])('refuses %s with a 400 and a message', async (_case, call) => {
    const response = await call();
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toMatch(/^请求参数有误/);
  });

  it('clears every footprint of the member, and only theirs', async () => {
    expect((await record(li, 'JYG00003')).statusCode).toBe(200);
    const cleared = await s.app.inject({ method: 'POST', url: paths.deleteAll, headers: auth(wang), payload: {} });
    expect(cleared.json()).toEqual({ code: 200, msg: 'success', data: null });
    expect((await list(wang)).json().data).toEqual({ total: 0, list: [] });
    expect(moulds(await list(li))).toEqual(['JYG00003']);
  });
});
