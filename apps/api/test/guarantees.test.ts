import { sql } from 'drizzle-orm';
import { certNoProblem } from '@mall/contract';
import { captchaBodyOf, type CaptchaPass } from '@mall/contract/auth';
import { guaranteePaths, type Guarantee, type GuaranteeList } from '@mall/contract/guarantee';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedNotification } from '../src/adapters/sandboxPayment';
import { rowsOf } from '../src/db/database';
import { fulfilmentFromEnv } from '../src/env';
import { fulfilmentService } from '../src/services/fulfilment';
import { FREE_LOOKUPS_PER_HOUR, LOOKUPS_PER_HOUR } from '../src/services/guarantees';
import { captchaPass } from './captchaFixture';
import { now } from './catalogFixture';
import { auth, checkoutEnv, insertCheckoutFixture, paths, placeOrder, sessions } from './checkoutFixture';
import { engines, startTestApp } from './harness';

const guarantee = guaranteePaths('mall');
const rings = { goodID: 1, attribute: 'ringSize:10', buyNum: 2 }; // two gold rings: two guarantees
const diamond = { goodID: 3, attribute: 'ringSize:8', buyNum: 1 }; // a diamond ring: clarity, colour, carat
const bar = { goodID: 5, attribute: '', buyNum: 1 };

/**
 * Issue #14 items 2 and 3: a guarantee per delivered piece, written when the order becomes
 * successful (the buyer's 确认收货 or the auto-confirm sweep), once; the member's own only; the
 * public verification with its malformed / not-found / found answers, captcha and rate limit.
 */
describe.each(engines())('electronic guarantees and commodity verification on %s (issue #14)', (engine) => {
  const clock = { now };
  const settings = fulfilmentFromEnv({ FULFIL_AFTER_SECONDS: '180', AUTO_CONFIRM_DAYS: '10' });
  let s: Awaited<ReturnType<typeof startTestApp>>;
  let wang = '';
  let li = '';
  const sweep = () => fulfilmentService(s.database.db, settings, () => clock.now).sweep();
  const travel = async (to: Date) => {
    clock.now = to;
    [wang = '', li = ''] = await sessions(s, [1, 2]);
  };

  beforeAll(async () => {
    s = await startTestApp(engine, checkoutEnv, { clock: () => clock.now });
    await insertCheckoutFixture(s.database.db);
    await travel(now);
  }, 60_000);
  afterAll(async () => s?.close());

  const get = (url: string, token: string | null) => s.app.inject({ method: 'GET', url, headers: auth(token) });
  /** An order of wang's placed, paid and shipped by the sweep (state 3). */
  const shippedOrder = async (lines: { goodID: number; attribute: string; buyNum: number }[]) => {
    const orderNo = await placeOrder(s, wang, 1, lines);
    const [order] = rowsOf<{ pay_fen: number }>(
      await s.database.db.execute(sql`select pay_fen from orders where order_no = ${orderNo}`),
    );
    const payNo = (
      await s.app.inject({
        method: 'POST',
        url: paths.payCreate,
        headers: auth(wang),
        payload: { orderNo, method: 'wechat' },
      })
    ).json().data.payNo;
    const notified = await s.app.inject({
      method: 'POST',
      url: paths.payNotify,
      payload: signedNotification(
        { payNo, orderNo, amountFen: Number(order?.pay_fen), status: 'SUCCESS' },
        checkoutEnv.PAY_NOTIFY_SECRET,
        clock.now,
      ),
    });
    expect(notified.json().code, notified.body).toBe('SUCCESS');
    await travel(new Date(clock.now.getTime() + 181_000));
    expect((await sweep()).shipped).toContain(orderNo);
    return orderNo;
  };
  const confirm = (orderNo: string, token = wang) =>
    s.app.inject({ method: 'POST', url: paths.orderConfirmReceipt, headers: auth(token), payload: { orderNo } });
  const list = async (token: string, query = ''): Promise<GuaranteeList> => {
    const response = await get(`${guarantee.guaranteeList}${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const guaranteesOf = async (orderNo: string) =>
    (await list(wang, '?pageSize=50')).list.filter((g) => g.orderNo === orderNo);
  const detail = (certNo: string, token = wang) =>
    get(`${guarantee.guaranteeDetail}?certNo=${encodeURIComponent(certNo)}`, token);

  let ringCert = '';
  let diamondCert = '';

  it('writes one guarantee per piece when the buyer confirms receipt, and none twice', async () => {
    const orderNo = await shippedOrder([rings, diamond]);
    expect(await guaranteesOf(orderNo)).toEqual([]);
    expect((await confirm(orderNo)).statusCode).toBe(200);
    const written = await guaranteesOf(orderNo);
    expect(written.map((g) => [g.title, g.pieceNo, g.pieceCount, g.material])).toEqual([
      ['足金福字戒指', 1, 2, 'gold'],
      ['足金福字戒指', 2, 2, 'gold'],
      ['18K金六爪钻石戒指', 1, 1, 'diamond'],
    ]);
    for (const g of written) expect(certNoProblem(g.certNo)).toBeNull();
    expect(new Set(written.map((g) => g.certNo)).size).toBe(3);
    ringCert = written[0]?.certNo ?? '';
    diamondCert = written[2]?.certNo ?? '';

    // A second confirm is refused and writes nothing more.
    expect((await confirm(orderNo)).statusCode).toBe(409);
    expect((await guaranteesOf(orderNo)).map((g) => g.certNo)).toEqual(written.map((g) => g.certNo));
  });

  it('shows the member the certificate’s facts: material, weights, diamond grading, inspection body, promise', async () => {
    const ring = await detail(ringCert);
    expect(ring.statusCode, ring.body).toBe(200);
    const ringData: Guarantee = ring.json().data;
    expect(ringData).toMatchObject({
      certNo: ringCert,
      mouldNo: 'JYG00001',
      material: 'gold',
      purity: 'Au999',
      attribute: 'ringSize:10',
      inspectionBody: '国家金银制品质量检验检测中心（上海）',
      promise: { freeCleaning: true },
    });
    expect(ringData.promise.resizeFreeUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(ringData.facts.map((f) => f.key)).toContain('goldWeight');

    const stone: Guarantee = (await detail(diamondCert)).json().data;
    expect(stone).toMatchObject({
      material: 'diamond',
      purity: 'Au750',
      inspectionBody: '国家珠宝玉石质量监督检验中心（NGTC）',
    });
    expect(stone.facts.filter((f) => ['clarity', 'colour', 'carat'].includes(f.key))).toEqual([
      { key: 'clarity', value: 'VS1' },
      { key: 'colour', value: 'F' },
      { key: 'carat', value: '0.30' },
    ]);
    // Typed in lower case with spaces: the same certificate.
    expect((await detail(` ${diamondCert.toLowerCase()} `)).statusCode).toBe(200);
  });

  it('answers another member’s certificate, an unknown one and a visitor as not theirs', async () => {
    expect(await detail(ringCert, li)).toMatchObject({ statusCode: 404 });
    expect((await detail(ringCert, li)).json().msg).toBe('保单不存在');
    expect((await list(li)).total).toBe(0);
    expect((await get(`${guarantee.guaranteeDetail}?certNo=${ringCert}`, null)).statusCode).toBe(401);
    expect((await get(guarantee.guaranteeList, null)).statusCode).toBe(401);
  });

  it('pages the member’s guarantees', async () => {
    const first = await list(wang, '?pageIndex=1&pageSize=2');
    const second = await list(wang, '?pageIndex=2&pageSize=2');
    expect(first.total).toBe(3);
    expect(first.list).toHaveLength(2);
    expect(second.list).toHaveLength(1);
    expect(new Set([...first.list, ...second.list].map((g) => g.certNo)).size).toBe(3);
    expect((await get(`${guarantee.guaranteeList}?pageSize=0`, wang)).statusCode).toBe(400);
  });

  it('writes the guarantees of an order the sweep confirms after AUTO_CONFIRM_DAYS', async () => {
    const orderNo = await shippedOrder([bar]);
    await travel(new Date(clock.now.getTime() + 10 * 86_400_000 + 1000));
    expect((await sweep()).confirmed).toContain(orderNo);
    const [one, ...more] = await guaranteesOf(orderNo);
    expect(more).toEqual([]);
    expect(one).toMatchObject({ material: 'bullion', pieceCount: 1 });
    expect((await sweep()).confirmed).not.toContain(orderNo);
    expect(await guaranteesOf(orderNo)).toHaveLength(1);
  });

  // ── Verification (public)

  const verify = (certNo: string, ip: string, pass?: CaptchaPass) =>
    s.app.inject({
      method: 'POST',
      url: guarantee.verify,
      remoteAddress: ip,
      payload: {
        certNo,
        ...(pass ? captchaBodyOf(pass) : {}),
      },
    });
  const lookups = async (ip: string) =>
    Number(
      rowsOf<{ n: number }>(
        await s.database.db.execute(sql`select count(*)::int as n from verification_lookups where address = ${ip}`),
      )[0]?.n,
    );
  /** A number that passes the check character but was never issued. */
  const unknown = () => {
    for (;;) {
      const candidate = `JY${'0'.repeat(14)}${'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'[Math.floor(Math.random() * 36)]}`;
      for (const check of '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
        if (certNoProblem(`${candidate}${check}`) === null) return `${candidate}${check}`;
      }
    }
  };

  it('shows a genuine piece’s public facts, never the buyer, the sale masked to the month', async () => {
    const answer = await verify(diamondCert, '198.51.100.1');
    expect(answer.statusCode, answer.body).toBe(200);
    const { result, piece } = answer.json().data;
    expect(result).toBe('found');
    expect(piece).toMatchObject({
      certNo: diamondCert,
      title: '18K金六爪钻石戒指',
      material: 'diamond',
      purity: 'Au750',
    });
    expect(piece.soldMonth).toMatch(/^\d{4}-\d{2}$/);
    expect(answer.body).not.toMatch(/orderNo|member|王|1390000/);
  });

  it('answers an unknown number 未查询到 and a bad check character as malformed without counting it', async () => {
    expect((await verify(unknown(), '198.51.100.2')).json().data).toEqual({ result: 'notFound' });
    expect(await lookups('198.51.100.2')).toBe(1);
    const typo = `${diamondCert.slice(0, -1)}${diamondCert.endsWith('0') ? '1' : '0'}`;
    expect((await verify(typo, '198.51.100.2')).json().data).toEqual({ result: 'malformed' });
    expect((await verify('JY123', '198.51.100.2')).json().data).toEqual({ result: 'malformed' });
    expect(await lookups('198.51.100.2')).toBe(1);
    const empty = await verify('  ', '198.51.100.2');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe('请输入证书编号');
  });

  it('asks for a captcha after three look-ups an hour, and refuses an address past the limit', async () => {
    const ip = '198.51.100.3';
    for (let i = 0; i < FREE_LOOKUPS_PER_HOUR; i += 1) {
      expect((await verify(ringCert, ip)).json().data.result).toBe('found');
    }
    expect((await verify(ringCert, ip)).json().data).toEqual({ result: 'captchaRequired' });
    expect(await lookups(ip)).toBe(FREE_LOOKUPS_PER_HOUR);
    const pass = await captchaPass(s);
    expect((await verify(ringCert, ip, pass)).json().data.result).toBe('found');
    // A pass is spent by one look-up.
    expect((await verify(ringCert, ip, pass)).json().data).toEqual({ result: 'captchaRequired' });
    // Another address is not affected.
    expect((await verify(ringCert, '198.51.100.4')).json().data.result).toBe('found');

    // Up to the hourly limit (written as earlier look-ups), then 429 even with a pass.
    const earlier = new Date(clock.now.getTime() - 60_000);
    for (let i = await lookups(ip); i < LOOKUPS_PER_HOUR; i += 1) {
      await s.database.db.execute(sql`insert into verification_lookups (address, at) values (${ip}, ${earlier})`);
    }
    const refused = await verify(ringCert, ip, await captchaPass(s));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe('查询太频繁，请一小时后再试');

    // An hour later the address starts again.
    await travel(new Date(clock.now.getTime() + 3_600_000 + 1000));
    expect((await verify(ringCert, ip)).json().data.result).toBe('found');
  });
});
