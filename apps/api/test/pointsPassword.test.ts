import { OrderErrorCode, pointsPasswordMessages } from '@mall/contract/checkout';
import { accountPaths } from '@mall/contract/member';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { captchaPass } from './captchaFixture';
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
} from './checkoutFixture';
import { engines, startTestApp } from './harness';

const account = accountPaths('mall');
const ring = { goodID: 1, attribute: 'ringSize:10', buyNum: 1 };

/**
 * issue #28 §1: the points password was guessable without limit (52 wrong tries in a row, 20 in parallel in 296 ms).
 * Now it is throttled like the sign-in: per member and per address, in the database, with a growing delay, then a
 * lock a text-message code lifts; tries in parallel are counted.
 */
describe.each(engines())('the points-password throttle on %s (issue #28 §1)', (engine) => {
  const clock = { now };
  let s: Awaited<ReturnType<typeof startTestApp>>;
  let zhang = '';
  let body: Record<string, unknown> = {};
  beforeAll(async () => {
    s = await startTestApp(engine, checkoutEnv, { clock: () => clock.now });
    await insertCheckoutFixture(s.database.db);
    body = {
      lines: [ring],
      usePoints: 1_000,
      addressId: await addressOf(s.database.db, 3),
      expectedPayableFen: 335_163,
    };
  });
  afterAll(async () => s?.close());
  // Each case signs in afresh: the clock moves by hours here, past a session's life.
  beforeEach(async () => {
    [zhang] = (await sessions(s, [3])) as [string];
  });

  const advance = (seconds: number) => {
    clock.now = new Date(clock.now.getTime() + seconds * 1000);
  };
  const create = (pointPwd: string, from = '192.0.2.10', extra: Record<string, unknown> = {}) =>
    s.app.inject({
      method: 'POST',
      url: paths.orderCreate,
      remoteAddress: from,
      headers: { ...auth(zhang), 'idempotency-key': newKey() },
      payload: { ...body, pointPwd, ...extra },
    });

  it('counts 20 wrong tries sent at once: only the first few are checked, the rest wait', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => create('000000')));
    const statuses = answers.map((answer) => answer.statusCode);
    const checked = statuses.filter((status) => status === 422).length;
    expect(checked).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - checked);
    const held = answers.find((answer) => answer.statusCode === 429)?.json();
    expect(held.code).toBe(OrderErrorCode.ORDER_POINTS_PASSWORD_WAIT);
    expect(held.msg).toMatch(/^积分密码错误次数较多，请 \d+ 秒后再试$/);
    // Held tries are not failures: after the window the member starts afresh.
    advance(2 * 3600);
  });

  it('makes each failure wait longer, then locks the member, the right password included', async () => {
    const seen: number[] = [];
    for (let tries = 0; tries < 5; tries += 1) {
      const answer = await create('000000');
      seen.push(answer.statusCode);
      // Right after the fourth failure the next try must wait (1 s after the third, 2 s after the fourth …).
      if (tries === 3) {
        expect((await create('111111')).json().code).toBe(OrderErrorCode.ORDER_POINTS_PASSWORD_WAIT);
      }
      advance(120);
    }
    expect(seen).toEqual([422, 422, 422, 422, 422]);
    const locked = await create(pointsPassword);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      code: OrderErrorCode.ORDER_POINTS_PASSWORD_LOCKED,
      msg: pointsPasswordMessages.locked,
    });
    expect((await pointsOf(s.database.db, 3)).points).toBe(3_000);
  });

  it('counts the member from everywhere: another address gets the rest of her ten, then the lock', async () => {
    const seen: number[] = [];
    for (let tries = 0; tries < 6; tries += 1) {
      seen.push((await create('000000', '198.51.100.77')).statusCode);
      advance(120);
    }
    expect(seen).toEqual([422, 422, 422, 422, 422, 429]);
    expect((await create(pointsPassword, '198.51.100.78')).json().code).toBe(
      OrderErrorCode.ORDER_POINTS_PASSWORD_LOCKED,
    );
  });

  it('lets the member out with a text-message code to her own mobile, spent once', async () => {
    const pass = await captchaPass(s);
    const query = new URLSearchParams({
      purpose: 'points',
      captchaId: pass.captcha_id,
      captchaOutput: pass.captcha_output,
      genTime: pass.gen_time,
      lotNumber: pass.lot_number,
      passToken: pass.pass_token,
    });
    const sent = await s.app.inject({
      method: 'GET',
      url: `${account.sendVerificationCode}?${query}`,
      headers: auth(zhang),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const outbox = await s.app.inject({ method: 'GET', url: '/__dev/sms-outbox?mobile=13900000003' });
    const text = (outbox.json().data as { text: string }[])[0]?.text ?? '';
    expect(text).toContain('解锁积分密码');
    const code = /(\d{6})/.exec(text)?.[1] ?? '';
    // A wrong code lifts nothing.
    const wrongCode = await create(pointsPassword, '192.0.2.10', {
      pointSmsCode: code === '000000' ? '000001' : '000000',
    });
    expect(wrongCode.statusCode).toBe(422);
    expect(wrongCode.json().msg).toBe(pointsPasswordMessages.smsCode);
    const unlocked = await create(pointsPassword, '192.0.2.10', { pointSmsCode: code });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect((await pointsOf(s.database.db, 3)).points).toBe(2_000);
    // Spent: the same code cannot lift a second lock.
    expect((await create(pointsPassword, '192.0.2.10', { pointSmsCode: code })).statusCode).toBe(422);
  });
});
