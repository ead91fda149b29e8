import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/database';
import { accountsServer } from './accountsFixture';
import { engines } from './harness';

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  nullable?: boolean;
};
type Operation = {
  method: string;
  path: string;
  query: { name: string; required: boolean; schema: Schema }[];
  body?: Schema;
};

/** Calls that end the caller's session or account, or exist to be slow: fuzzed elsewhere, not here. */
const skipped = new Set(['/api/account/logout', '/mall-common2-server/api/user/cancelAccount', '/__dev/slow']);

/**
 * Schema fuzz from the OpenAPI document (issue #17 §3): for every JSON endpoint, ≥ 100 bodies (and queries) VALID
 * by its own schema, sent by a signed-in member so they reach the handlers, and ≥ 50 invalid ones. Never a 5xx;
 * every refusal a 4xx with a message; every invalid body refused.
 */
describe('schema fuzz from the OpenAPI document (issue #17 §3)', () => {
  let s: Awaited<ReturnType<typeof accountsServer>>;
  let operations: Operation[] = [];
  let components: Record<string, Schema> = {};
  let memberId = 0;
  let uoid = '';

  beforeAll(async () => {
    // PostgreSQL when the run has one (the landing set's engine, and off this thread: a third of the time PGlite took).
    s = await accountsServer(engines().at(-1) ?? 'PGlite');
    const doc = (await s.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { name: string; in: string; required?: boolean; schema: Schema }[];
            requestBody?: { content?: Record<string, { schema: Schema }> };
          }
        >
      >;
      components?: { schemas?: Record<string, Schema> };
    };
    components = doc.components?.schemas ?? {};
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, op]) => {
        if (skipped.has(path) || path.includes('{')) return [];
        const content = op.requestBody?.content;
        if (content && !content['application/json']) return []; // browser form posts: fuzz.test.ts
        return [
          {
            method: method.toUpperCase(),
            path,
            query: (op.parameters ?? [])
              .filter((parameter) => parameter.in === 'query')
              .map((parameter) => ({
                name: parameter.name,
                required: parameter.required === true,
                schema: parameter.schema,
              })),
            ...(content?.['application/json'] ? { body: content['application/json'].schema } : {}),
          },
        ];
      }),
    );
    const [member] = rowsOf<{ id: number; uoid: string }>(
      await s.database.db.execute(sql`select id, uoid from members where mobile = '13900000005'`),
    );
    memberId = Number(member?.id);
    uoid = String(member?.uoid);
  });
  afterAll(async () => s?.close());

  const resolve = (schema: Schema): Schema =>
    schema.$ref ? resolve(components[schema.$ref.replace('#/components/schemas/', '')] ?? {}) : schema;

  /** Values valid by the schema (as far as JSON Schema says: the server may still refuse them for its rules). */
  function valid(input: Schema, depth = 0): fc.Arbitrary<unknown> {
    const schema = resolve(input);
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const options = schema.anyOf ?? schema.oneOf;
    if (options) return fc.oneof(...options.map((option) => valid(option, depth + 1)));
    const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'object'];
    const type = types.find((name) => name !== 'null') ?? 'null';
    switch (type) {
      case 'string': {
        if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
        if (schema.format === 'date')
          return fc.date({ noInvalidDate: true, min: new Date('2000-01-01') }).map((d) => d.toISOString().slice(0, 10));
        if (schema.format === 'date-time')
          return fc.date({ noInvalidDate: true, min: new Date('2000-01-01') }).map((d) => d.toISOString());
        if (schema.format === 'email') return fc.emailAddress();
        return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 200) });
      }
      case 'integer':
      case 'number': {
        const min =
          schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000_000);
        const max =
          schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000_000);
        return fc.integer({ min: Math.ceil(Math.max(min, -(2 ** 31))), max: Math.floor(Math.min(max, 2 ** 31 - 1)) });
      }
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(depth > 4 ? fc.constant(null) : valid(schema.items ?? {}, depth + 1), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 4, 8),
        });
      case 'object': {
        const properties = schema.properties ?? {};
        const required = new Set(schema.required ?? []);
        const shape = Object.fromEntries(
          Object.entries(properties).map(([name, prop]) => [name, valid(prop, depth + 1)]),
        );
        return fc.record(shape, { requiredKeys: Object.keys(properties).filter((name) => required.has(name)) });
      }
      default:
        return fc.constant(null);
    }
  }

  /** A value that no schema of this type accepts (a different JSON type). */
  const wrongFor = (input: Schema): unknown => {
    const schema = resolve(input);
    const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
    if (types.length === 0 || schema.anyOf || schema.oneOf) return undefined;
    if (types.includes('object')) return 'not-an-object';
    if (types.includes('array')) return { not: 'an array' };
    if (types.includes('string')) return { not: 'a string' };
    return ['not', 'a', 'number'];
  };

  /** Bodies broken against the schema: a required property missing, or one of the wrong type, or another shape. */
  function invalid(input: Schema): fc.Arbitrary<unknown> | null {
    const schema = resolve(input);
    const properties = Object.entries(schema.properties ?? {});
    const required = schema.required ?? [];
    const broken: fc.Arbitrary<unknown>[] = [fc.constantFrom<unknown>([], 'text', 42, null, true)];
    if (required.length > 0)
      broken.push(
        fc.tuple(valid(schema), fc.constantFrom(...required)).map(([body, name]) => {
          const copy = { ...(body as Record<string, unknown>) };
          delete copy[name];
          return copy;
        }),
      );
    const typed = properties.filter(([, prop]) => wrongFor(prop) !== undefined);
    if (typed.length > 0)
      broken.push(
        fc.tuple(valid(schema), fc.constantFrom(...typed)).map(([body, [name, prop]]) => ({
          ...(body as Record<string, unknown>),
          [name]: wrongFor(prop),
        })),
      );
    return properties.length > 0 || schema.type === 'object' ? fc.oneof(...broken) : null;
  }

  const queryOf = (operation: Operation): fc.Arbitrary<string> =>
    fc
      .record(Object.fromEntries(operation.query.map((parameter) => [parameter.name, valid(parameter.schema)])), {
        requiredKeys: operation.query.filter((parameter) => parameter.required).map((parameter) => parameter.name),
      })
      .map((values) =>
        new URLSearchParams(
          Object.entries(values).map(([name, value]) => [
            name,
            typeof value === 'string' ? value : JSON.stringify(value),
          ]),
        ).toString(),
      );

  it('attacks every JSON endpoint of the document with valid and invalid input, signed in', async () => {
    expect(operations.length).toBeGreaterThanOrEqual(60);
    let sent = 0;
    let refused = 0;
    for (const operation of operations) {
      const { idToken } = await s.app.tokens.startSession({
        uid: memberId,
        uoid,
        isStaff: false,
        staffCode: '',
        nickname: '测试',
      });
      const call = async (body: unknown, query: string) => {
        const response = await s.app.inject({
          method: operation.method as 'GET',
          url: query ? `${operation.path}?${query}` : operation.path,
          headers: {
            authorization: `Bearer ${idToken}`,
            idToken,
            'idempotency-key': `fuzz-${sent.toString().padStart(12, '0')}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
        });
        sent += 1;
        const what = `${operation.method} ${operation.path} ${query} ${JSON.stringify(body)?.slice(0, 300)}`;
        expect(response.statusCode, `${what} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
        if (response.statusCode >= 400 && response.headers['content-type']?.toString().includes('json')) {
          const msg = (response.json() as { msg?: unknown; message?: unknown }).msg;
          expect(typeof msg, what).toBe('string');
        }
        return response.statusCode;
      };
      const validInput = fc.tuple(operation.body ? valid(operation.body) : fc.constant(undefined), queryOf(operation));
      for (const [body, query] of fc.sample(validInput, { numRuns: 100, seed: sent })) await call(body, query);
      const broken = operation.body ? invalid(operation.body) : null;
      if (broken) {
        for (const [body, query] of fc.sample(fc.tuple(broken, queryOf(operation)), { numRuns: 50, seed: sent })) {
          const status = await call(body, query);
          expect(
            status,
            `${operation.method} ${operation.path} accepted ${JSON.stringify(body)?.slice(0, 200)}`,
          ).toBeGreaterThanOrEqual(400);
          refused += 1;
        }
      }
    }
    console.info(
      `schema fuzz: ${operations.length} endpoints, ${sent} requests (${refused} invalid bodies, all refused), 0 × 5xx`,
    );
  }, 600_000);
});
