import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { orderPaths } from '@mall/contract/orders';
import {
  aftersalesCalls,
  aftersalesPaths,
  opsCalls,
  opsPaths,
  opsServiceCalls,
  opsServicePaths,
  type OpsAuditPage,
  type OpsOrderDetail,
  type OpsOrderList,
} from '@mall/contract/ops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/database';
import { guardOpsRoutes, isOpsPath } from '../src/http/opsRoute';
import { seed } from '../src/seed';
import { staffUidOffset } from '../src/services/staff';
import { auth, checkoutEnv } from './checkoutFixture';
import { engines, startTestApp } from './harness';
import { pdfText } from './pdfText';

/** 10:30 on 20 November 2026, China time. */
const now = new Date('2026-11-20T02:30:00.000Z');
const paths = opsPaths('mall');
/** The shopper service's console calls (their own table, issue #29 "Shopper service"). */
const servicePaths = opsServicePaths('mall');
/** Every console call of every area, for the walks over all routes. */
const allCalls = { ...opsCalls, ...opsServiceCalls, ...aftersalesCalls };
const allPaths: Record<string, string> = { ...paths, ...servicePaths, ...aftersalesPaths('mall') };
const shop = orderPaths('mall');

describe.each(engines())('the operations console, part 1 on %s (issue #29)', (engine) => {
  let s: Awaited<ReturnType<typeof startTestApp>>;
  const tokens: Record<string, string> = {};
  let member = '';
  let memberUid = 0;

  const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await s.database.db.execute(query));
  const get = (path: string, token: string | null, query: Record<string, string | number> = {}) =>
    s.app.inject({
      method: 'GET',
      url: path,
      query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
      headers: auth(token),
    });
  const post = (path: string, token: string | null, body: unknown = {}) =>
    s.app.inject({ method: 'POST', url: path, payload: body as object, headers: auth(token) });
  const search = async (query: Record<string, string | number>, token = tokens.JY80003 as string) => {
    const answer = await get(paths.orders, token, query);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as OpsOrderList;
  };
  /** A paid order the warehouse may ship now, of a member, not a gift, presale or refund case. */
  const shippable = async () =>
    (
      await rows<{ order_no: string; member_id: number }>(sql`
        select o.order_no, o.member_id from orders o
        where o.order_state = 2 and o.payment_state = 1 and o.order_type is null and not o.is_transfer_gift
          and o.member_id is not null and not exists (select 1 from refunds r where r.order_id = o.id)
        order by o.id`)
    ).map((row) => ({ orderNo: row.order_no, memberId: Number(row.member_id) }));

  beforeAll(async () => {
    s = await startTestApp(engine, checkoutEnv, { clock: () => now });
    await seed(s.database, { now, pepper: 'ops-test-pepper' });
    const people = await rows<{ id: number; staff_code: string }>(sql`select id, staff_code from staff`);
    for (const person of people)
      tokens[person.staff_code] = (
        await s.app.tokens.startSession({
          uid: staffUidOffset + Number(person.id),
          uoid: `staff-${person.id}`,
          isStaff: true,
          staffCode: person.staff_code,
          nickname: person.staff_code,
        })
      ).idToken;
    const first = await shippable();
    memberUid = first[0]?.memberId as number;
    const [owner] = await rows<{ uoid: string }>(sql`select uoid from members where id = ${memberUid}`);
    member = (
      await s.app.tokens.startSession({
        uid: memberUid,
        uoid: owner?.uoid as string,
        isStaff: false,
        staffCode: '',
        nickname: '测试',
      })
    ).idToken;
  });
  afterAll(async () => s?.close());

  it('declares a permission on every registered -ops-server/ route, and serves every ops call', () => {
    const ops = s.app.registeredRoutes.filter((route) => isOpsPath(route.url));
    expect(ops.length).toBeGreaterThanOrEqual(Object.keys(allCalls).length);
    for (const route of ops) expect(route.opsPermission, `${String(route.method)} ${route.url}`).toBeTruthy();
    expect(new Set(ops.map((route) => route.url))).toEqual(new Set(Object.values(allPaths)));
  });

  it('documents every ops call in the OpenAPI document with the console tag and its security requirement', () => {
    const document = s.app.swagger() as {
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
      components?: { securitySchemes?: Record<string, unknown> };
    };
    expect(document.components?.securitySchemes).toHaveProperty('opsIdToken');
    for (const [name, call] of Object.entries(allCalls)) {
      const operation = document.paths[allPaths[name] as string]?.[call.method.toLowerCase()];
      expect(operation?.security, name).toEqual([{ opsIdToken: [] }]);
      expect(operation?.tags, name).toEqual(['运营后台 Ops console']);
    }
  });

  it('refuses to register an -ops-server/ route without a permission', async () => {
    const bare = Fastify();
    guardOpsRoutes(bare);
    await expect(
      (async () => {
        bare.get('/mall-ops-server/api/v1/forgotten', async () => ({}));
        await bare.ready();
      })(),
    ).rejects.toThrow(/declares no permission/);
    await bare.close();
  });

  it('answers 401 with no token and 403 with a member’s token on every ops route', async () => {
    for (const [name, call] of Object.entries(allCalls)) {
      const path = allPaths[name] as string;
      const ask = (token: string | null) =>
        call.method === 'GET' ? get(path, token) : post(path, token, { orderNo: 'x' });
      const stranger = await ask(null);
      expect(stranger.statusCode, `${name} without a token`).toBe(401);
      expect(stranger.json().msg).toBe('请先登录');
      expect((await ask(member)).statusCode, `${name} with a member's token`).toBe(403);
    }
  });

  it('lets a 客服 (JY80003) read orders but not ship them or change roles; an inactive staff member nothing', async () => {
    const [order] = await shippable();
    expect((await get(paths.orders, tokens.JY80003 as string)).statusCode).toBe(200);
    const ship = await post(paths.orderShip, tokens.JY80003 as string, { orderNo: order?.orderNo });
    expect(ship.statusCode).toBe(403);
    expect(ship.json().msg).toBe('没有权限');
    expect(
      (await post(paths.staffRoles, tokens.JY80003 as string, { staffCode: 'JY80003', roles: ['admin'] })).statusCode,
    ).toBe(403);
    expect((await get(paths.me, tokens.JY80009 as string)).statusCode).toBe(403);
    const me = (await get(paths.me, tokens.JY80003 as string)).json().data;
    expect(me).toMatchObject({ staffCode: 'JY80003', roles: [{ code: 'service', name: '客服' }] });
    expect(me.permissions).toEqual(expect.arrayContaining(['orders.read', 'service.reply', 'members.read']));
    expect(me.permissions).not.toContain('orders.ship');
  });

  it('searches by order number, mobile (whole or last four), consignee, waybill and amount; counts every tab', async () => {
    const [sample] = await rows<{ order_no: string; mobile: string; consignee: string; n: number }>(sql`
      select o.order_no, o.address_snapshot ->> 'mobile' as mobile, o.address_snapshot ->> 'consignee' as consignee,
        (select count(*)::int from orders x where x.address_snapshot ->> 'mobile' = o.address_snapshot ->> 'mobile') as n
      from orders o where o.address_snapshot is not null order by o.id limit 1`);
    const byNo = await search({ orderNo: sample?.order_no as string });
    expect(byNo.rows.map((row) => row.orderNo)).toEqual([sample?.order_no]);
    expect(byNo.total).toBe(1);

    const byMobile = await search({ mobile: sample?.mobile as string, pageSize: 100 });
    expect(byMobile.total).toBe(sample?.n);
    expect(byMobile.rows[0]?.mobileMasked).toMatch(/^\d{3}\*{4}\d{4}$/);
    const byLastFour = await search({ mobile: (sample?.mobile as string).slice(-4), pageSize: 100 });
    expect(byLastFour.total).toBeGreaterThanOrEqual(byMobile.total);
    expect(byLastFour.rows.every((row) => row.mobileMasked.endsWith((sample?.mobile as string).slice(-4)))).toBe(true);

    const surname = (sample?.consignee as string).slice(0, 1);
    const byConsignee = await search({ consignee: surname, pageSize: 100 });
    expect(byConsignee.total).toBeGreaterThan(0);
    expect(byConsignee.rows.every((row) => row.consignee.startsWith(surname))).toBe(true);
    expect((await search({ consignee: '%' })).total).toBe(0);

    const [parcel] = await rows<{ tracking_no: string; order_no: string }>(sql`
      select p.tracking_no, o.order_no from parcels p join orders o on o.id = p.order_id order by p.id limit 1`);
    const byWaybill = await search({ waybillNo: parcel?.tracking_no as string });
    expect(byWaybill.rows.map((row) => row.orderNo)).toEqual([parcel?.order_no]);
    expect(byWaybill.rows[0]?.waybillNos).toContain(parcel?.tracking_no);

    const all = await search({ pageSize: 10 });
    const [total] = await rows<{ n: number }>(sql`select count(*)::int as n from orders`);
    expect(all.total).toBe(total?.n);
    const { counts } = all;
    expect(counts.unpaid + counts.toShip + counts.shipped + counts.done + counts.closed).toBe(counts.all);
    const [refunded] = await rows<{ n: number }>(sql`select count(distinct order_id)::int as n from refunds`);
    expect(counts.afterSale).toBe(refunded?.n);
    const toShip = await search({ tab: 'toShip', pageSize: 100 });
    expect(toShip.total).toBe(counts.toShip);
    expect(toShip.rows.every((row) => row.statusTab === 'toShip')).toBe(true);
    expect(toShip.counts).toEqual(counts);

    const page1 = await search({ pageSize: 10, page: 1 });
    const page2 = await search({ pageSize: 10, page: 2 });
    expect(page2.rows).toHaveLength(Math.min(10, counts.all - 10));
    expect(page2.rows.some((row) => page1.rows.some((other) => other.orderNo === row.orderNo))).toBe(false);
    expect(Date.parse(page1.rows[9]?.createdAt as string)).toBeGreaterThanOrEqual(
      Date.parse(page2.rows[0]?.createdAt as string),
    );

    const [band] = await rows<{ n: number }>(
      sql`select count(*)::int as n from orders where pay_fen between 100000 and 500000`,
    );
    const ranged = await search({ minYuan: 1000, maxYuan: 5000, sort: 'payFen', order: 'asc', pageSize: 100 });
    expect(ranged.total).toBe(band?.n);
    expect(ranged.rows.every((row) => row.payFen >= 100_000 && row.payFen <= 500_000)).toBe(true);
    const fen = ranged.rows.map((row) => row.payFen);
    expect(fen).toEqual([...fen].sort((a, b) => a - b));
    expect((await get(paths.orders, tokens.JY80003 as string, { minYuan: 5000, maxYuan: 1000 })).statusCode).toBe(400);
  });

  it('ships a paid order by hand: shipped with waybills, seen by the shopper, audited with its actor; only once', async () => {
    const candidates = (await shippable()).filter((row) => row.memberId === memberUid);
    const orderNo = candidates[0]?.orderNo as string;
    const before = (await get(paths.orderDetail, tokens.JY80002 as string, { orderNo })).json().data as OpsOrderDetail;
    expect(before.canShip).toBe(true);
    // Nothing to print before it leaves.
    const early = await get(paths.orderShippingPdf, tokens.JY80002 as string, { orderNo });
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toBe('订单尚未发货，没有面单可打印');

    const answer = await post(paths.orderShip, tokens.JY80002 as string, { orderNo });
    expect(answer.statusCode, answer.body).toBe(200);
    const { parcels } = answer.json().data;
    expect(parcels.length).toBeGreaterThan(0);
    for (const parcel of parcels) expect(parcel.waybillNo).toMatch(/^(SF1\d{12}|11\d{11}|JDVB\d{11})$/);

    // The shopper's order centre: 已发货, and the same waybills in the logistics.
    const shopper = (await get(shop.orderDetail, member, { orderNo })).json().data;
    expect(shopper).toMatchObject({ orderState: 3, orderStateDesc: 'shipped', showViewLogisticsBtn: true });
    const logistics = (await get(shop.orderLogistics, member, { orderNo })).json().data;
    expect(logistics.parcels.map((parcel: { trackingNo: string }) => parcel.trackingNo)).toEqual(
      parcels.map((parcel: { waybillNo: string }) => parcel.waybillNo),
    );

    // The labels and packing slips: A6 pages, the waybill, the receiver and what each box holds.
    const printed = await get(paths.orderShippingPdf, tokens.JY80002 as string, { orderNo });
    expect(printed.statusCode, printed.body.slice(0, 200)).toBe(200);
    expect(printed.headers['content-type']).toBe('application/pdf');
    expect(printed.headers['content-disposition']).toContain(encodeURIComponent(`面单与装箱单-${orderNo}.pdf`));
    const text = await pdfText(printed.rawPayload);
    for (const parcel of parcels) expect(text).toContain(parcel.waybillNo);
    expect(text).toContain('装箱单');
    expect(text).toContain(before.address?.consignee as string);
    expect(text).toContain(before.items[0]?.name as string);
    // A 客服 reads the order but does not print its labels.
    expect((await get(paths.orderShippingPdf, tokens.JY80003 as string, { orderNo })).statusCode).toBe(403);

    const again = await post(paths.orderShip, tokens.JY80002 as string, { orderNo });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('只有已付款、待发货的订单可以发货');

    const log = (await get(paths.audit, tokens.JY80001 as string, { targetType: 'order', targetId: orderNo })).json()
      .data as OpsAuditPage;
    expect(log.rows).toHaveLength(1);
    expect(log.rows[0]).toMatchObject({
      staffCode: 'JY80002',
      staffName: '周敏',
      roles: ['operations'],
      permission: 'orders.ship',
      action: 'order.ship',
      diff: { orderState: { before: 2, after: 3 } },
    });
    expect(log.rows[0]?.requestId).not.toBe('');

    const after = (await get(paths.orderDetail, tokens.JY80003 as string, { orderNo })).json().data as OpsOrderDetail;
    const shipped = after.timeline.filter((entry) => entry.kind === 'shipped');
    expect(shipped.length).toBe(parcels.length);
    expect(shipped[0]?.actor).toBe('JY80002 周敏');
    expect(after.timeline[0]?.kind).toBe('created');
  });

  it('ships in the parcels staff packed, under the warehouse rules', async () => {
    const [order] = (await shippable()).slice(-1);
    const orderNo = order?.orderNo as string;
    const detail = (await get(paths.orderDetail, tokens.JY80002 as string, { orderNo })).json().data as OpsOrderDetail;
    const missing = await post(paths.orderShip, tokens.JY80002 as string, {
      orderNo,
      parcels: [{ itemIds: [999_999], carrierCode: 'SF' }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('包裹须包含订单的每一件商品，且每件只能放入一个包裹');
    // One parcel a line, each by SF (allowed for every warehouse); a line of more than two pieces of jewellery breaks the box rule.
    const packed = await post(paths.orderShip, tokens.JY80002 as string, {
      orderNo,
      parcels: detail.items.map((item) => ({ itemIds: [item.id], carrierCode: 'SF' })),
    });
    if (detail.items.every((item) => item.qty <= 2)) {
      expect(packed.statusCode, packed.body).toBe(200);
      expect(packed.json().data.parcels.map((parcel: { carrierCode: string }) => parcel.carrierCode)).toEqual(
        detail.items.map(() => 'SF'),
      );
    } else expect(packed.statusCode).toBe(400);
  });

  it('adds an internal note to the order’s timeline, audited', async () => {
    const [order] = await rows<{ order_no: string }>(sql`select order_no from orders order by id limit 1`);
    const orderNo = order?.order_no as string;
    const noted = await post(paths.orderNote, tokens.JY80002 as string, { orderNo, text: '买家来电要求周六送达' });
    expect(noted.statusCode, noted.body).toBe(200);
    expect((await post(paths.orderNote, tokens.JY80003 as string, { orderNo, text: '客服不可备注' })).statusCode).toBe(
      403,
    );
    const detail = (await get(paths.orderDetail, tokens.JY80003 as string, { orderNo })).json().data as OpsOrderDetail;
    expect(detail.notes.map((note) => note.text)).toEqual(['买家来电要求周六送达']);
    expect(detail.timeline.find((entry) => entry.kind === 'note')).toMatchObject({
      title: '内部备注',
      actor: 'JY80002 周敏',
      detail: '买家来电要求周六送达',
    });
    expect((await get(paths.orderDetail, tokens.JY80003 as string, { orderNo: 'NOPE' })).statusCode).toBe(404);
  });

  it('refuses UPDATE, DELETE and TRUNCATE on the audit trail in the database', async () => {
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from ops_audit`);
    expect(count?.n).toBeGreaterThan(0);
    // drizzle wraps the driver's error: the database's own message is its cause.
    const refusal = async (query: ReturnType<typeof sql>) => {
      const error = (await s.database.db.execute(query).then(
        () => null,
        (failure: unknown) => failure,
      )) as { cause?: { message?: string } } | null;
      return error?.cause?.message ?? 'not refused';
    };
    expect(await refusal(sql`update ops_audit set ip = '1.2.3.4'`)).toMatch(/append-only: UPDATE/);
    expect(await refusal(sql`delete from ops_audit`)).toMatch(/append-only: DELETE/);
    expect(await refusal(sql`delete from ops_audit where false`)).toMatch(/append-only: DELETE/);
    expect(await refusal(sql`truncate ops_audit`)).toMatch(/append-only: TRUNCATE/);
    const [still] = await rows<{ n: number }>(sql`select count(*)::int as n from ops_audit`);
    expect(still?.n).toBe(count?.n);
  });

  it('applies a role change on the very next request, and keeps one active 超级管理员', async () => {
    const wu = tokens.JY80003 as string;
    const admin = tokens.JY80001 as string;
    expect((await get(paths.roles, wu)).statusCode).toBe(403);
    const granted = await post(paths.staffRoles, admin, { staffCode: 'JY80003', roles: ['service', 'admin'] });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().data).toEqual({ staffCode: 'JY80003', roles: ['admin', 'service'] });
    expect((await get(paths.roles, wu)).statusCode).toBe(200);
    expect((await post(paths.staffRoles, admin, { staffCode: 'JY80003', roles: ['service'] })).statusCode).toBe(200);
    expect((await get(paths.roles, wu)).statusCode).toBe(403);

    const last = await post(paths.staffRoles, admin, { staffCode: 'JY80001', roles: [] });
    expect(last.statusCode).toBe(409);
    expect(last.json().msg).toBe('至少要保留一位在职的超级管理员');
    expect((await post(paths.staffRoles, admin, { staffCode: 'JY80001', roles: ['nobody'] })).statusCode).toBe(400);
    expect((await post(paths.staffRoles, admin, { staffCode: 'JY89999', roles: [] })).statusCode).toBe(404);

    const roles = (await get(paths.roles, admin)).json().data;
    expect(roles.roles.map((role: { code: string }) => role.code)).toEqual(
      expect.arrayContaining(['admin', 'operations', 'service', 'catalogue', 'content', 'finance']),
    );
    expect(roles.staff.find((person: { staffCode: string }) => person.staffCode === 'JY80003').roles).toEqual([
      'service',
    ]);
    const log = (await get(paths.audit, admin, { action: 'staff.roles', targetId: 'JY80003' })).json()
      .data as OpsAuditPage;
    expect(log.rows.map((row) => row.diff)).toEqual([
      { roles: { before: ['admin', 'service'], after: ['service'] } },
      { roles: { before: ['service'], after: ['admin', 'service'] } },
    ]);
  });
});
