import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from './harness';

type Operation = { method: string; path: string; params: string[] };

/**
 * Every documented route gets generated malformed input (issue #3): odd and hostile query values,
 * broken percent-encoding, wrong and oversized bodies. The server must never answer 5xx, and every
 * rejection must be a 4xx whose body carries a message.
 */
describe('generated malformed input at every route', () => {
  let server: Awaited<ReturnType<typeof startTestApp>>;
  let operations: Operation[] = [];

  beforeAll(async () => {
    server = await startTestApp('PGlite');
    const doc = (await server.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        params: (op.parameters ?? []).map((p) => p.name),
      })),
    );
    operations.push({ method: 'GET', path: '/config.json', params: [] });
  });
  afterAll(async () => server?.close());

  const hostile = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.integer().map(String),
    fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
    fc.double().map(String),
    fc.constantFrom(
      '',
      ' ',
      'null',
      'undefined',
      'NaN',
      'Infinity',
      '-0',
      '1e309',
      '0x10',
      "' or 1=1 --",
      '<script>alert(1)</script>',
      '../../etc/passwd',
      '%00',
      '金价'.repeat(400),
    ),
  );

  function expectFriendly(status: number, body: string, context: string) {
    expect(status, context).toBeLessThan(500);
    if (status >= 400) {
      const parsed = JSON.parse(body) as { msg?: unknown };
      expect(typeof parsed.msg, context).toBe('string');
      expect((parsed.msg as string).length, context).toBeGreaterThan(0);
    }
  }

  it('lists the routes it attacks', () => {
    expect(operations.length).toBeGreaterThanOrEqual(11);
  });

  it('survives generated query strings on every route', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(
          fc.tuple(
            fc.option(fc.constantFrom('id', 'menuType', 'tagValue', 'days', 'port', 'timestamp'), { nil: undefined }),
            hostile,
          ),
          { maxLength: 4 },
        ),
        async (pick, pairs) => {
          const op = operations[pick % operations.length] as Operation;
          const query = new URLSearchParams();
          for (const [known, value] of pairs)
            query.append(known ?? op.params[pick % Math.max(op.params.length, 1)] ?? 'x', value);
          const url = `${op.path}?${query.toString()}`;
          const response = await server.app.inject({ method: op.method as 'GET', url });
          expectFriendly(response.statusCode, response.body, `${op.method} ${url}`);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('survives broken percent-encoding and repeated keys', async () => {
    for (const op of operations) {
      for (const raw of ['id=%E0%A4%A', 'menuType=0&menuType=1', 'tagValue[]=3', '%%%', 'days=1&days=x', '&&&=']) {
        const response = await server.app.inject({ method: op.method as 'GET', url: `${op.path}?${raw}` });
        expectFriendly(response.statusCode, response.body, `${op.method} ${op.path}?${raw}`);
      }
    }
  });

  it('survives an empty, a broken and a foreign body on every route and method', async () => {
    // Refused before any handler runs: the app's own error answer must fit every route's schema.
    const bodies = [
      { type: 'application/json', payload: '' },
      { type: 'application/json', payload: '{"a":' },
      { type: 'text/plain', payload: 'x' },
    ];
    for (const op of operations) {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
        for (const body of bodies) {
          const response = await server.app.inject({
            method,
            url: op.path,
            headers: { 'content-type': body.type },
            payload: body.payload,
          });
          expectFriendly(
            response.statusCode,
            response.body,
            `${method} ${op.path} ${body.type} ${JSON.stringify(body.payload)}`,
          );
        }
      }
    }
  });

  it('survives generated login forms (browser form posts, spec §7)', async () => {
    const fields = [
      'username',
      'password',
      'mobile',
      'smsCode',
      'countryNo',
      'captcha_id',
      'lot_number',
      'captcha_output',
      'pass_token',
      'gen_time',
      'success_redirect_uri',
      'failure_redirect_uri',
    ];
    const redirect = fc.oneof(
      hostile,
      fc.constantFrom('/login', '/home?x=1', '//evil.example', 'https://evil.example/', '/\\x', 'javascript:alert(1)'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/login/sms', '/login/password'),
        fc.dictionary(fc.constantFrom(...fields), fc.oneof(hostile, redirect)),
        async (path, form) => {
          const response = await server.app.inject({
            method: 'POST',
            url: path,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams(form).toString(),
          });
          if (response.statusCode === 303) {
            expect(response.headers.location, `${path} ${JSON.stringify(form)}`).toMatch(/^\/(?![/\\])/);
            return;
          }
          expectFriendly(response.statusCode, response.body, `${path} ${JSON.stringify(form)}`);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('survives generated bodies of every kind on every route and method', async () => {
    const bodies = fc.oneof(
      fc.jsonValue().map((value) => ({ type: 'application/json', payload: JSON.stringify(value) })),
      fc.string().map((payload) => ({ type: 'application/json', payload })),
      fc.string().map((payload) => ({ type: 'application/x-www-form-urlencoded', payload })),
      fc.string().map((payload) => ({ type: 'text/plain', payload })),
      fc.constant({ type: 'application/json', payload: `{"a":"${'x'.repeat(1_100_000)}"}` }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom('POST', 'PUT', 'DELETE', 'PATCH'),
        bodies,
        async (pick, method, body) => {
          const op = operations[pick % operations.length] as Operation;
          const response = await server.app.inject({
            method: method as 'POST',
            url: op.path,
            headers: { 'content-type': body.type },
            payload: body.payload,
          });
          expectFriendly(response.statusCode, response.body, `${method} ${op.path} ${body.type}`);
        },
      ),
      { numRuns: 150 },
    );
  });
});
