import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now } from './catalogFixture';
import { auth, checkoutEnv, insertCheckoutFixture, paths, sessions } from './checkoutFixture';
import { engines, startTestApp } from './harness';

/**
 * issue #28 §6: JSON bodies coerced `"2"`, `true` and `[1]` into quantities. A number field of a JSON body takes
 * numbers only; a query string (all text) still coerces.
 */
describe.each(engines())('the types of a JSON body on %s (issue #28 §6)', (engine) => {
  let s: Awaited<ReturnType<typeof startTestApp>>;
  let wang = '';
  beforeAll(async () => {
    s = await startTestApp(engine, checkoutEnv, { clock: () => now });
    await insertCheckoutFixture(s.database.db);
    [wang] = (await sessions(s, [1])) as [string];
  });
  afterAll(async () => s?.close());

  const confirm = (line: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    s.app.inject({
      method: 'POST',
      url: paths.orderConfirm,
      headers: auth(wang),
      payload: { lines: [{ goodID: 1, attribute: 'ringSize:10', ...line }], ...extra },
    });

  it.each([
    ['a string', '2'],
    ['a boolean', true],
    ['an array', [1]],
    ['null', null],
  ])('refuses %s as a quantity with 400', async (_case, buyNum) => {
    const response = await confirm({ buyNum });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().msg).toBe('请求参数有误：body/lines/0/buyNum 的类型不正确');
  });

  it('refuses a string piece id and a string for a boolean, and takes real numbers', async () => {
    expect((await confirm({ goodID: '1', buyNum: 1 })).statusCode).toBe(400);
    expect((await confirm({ buyNum: 1 }, { useGiftCard: 'true' })).statusCode).toBe(400);
    const right = await confirm({ buyNum: 2 }, { useGiftCard: false, usePoints: 0 });
    expect(right.statusCode, right.body).toBe(200);
  });

  it('still reads numbers from a query string', async () => {
    const response = await s.app.inject({
      method: 'GET',
      url: `${paths.orderList}?pageIndex=1&pageSize=5`,
      headers: auth(wang),
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
