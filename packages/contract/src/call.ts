import type { Static, TSchema } from '@sinclair/typebox';

// One call, defined once for both sides (issue #37, DESIGN.md §4).
//
// A domain's call table (`cartCalls`, …) gives each call its method, path, host, envelope and the
// types of its request and response schemas. The browser binds the table to typed functions
// (core's `bindCalls`): a feature never writes a path, a method or an answer type. The server
// registers each route from the same entry (`routeSchemas` pairs it with the schemas, checked by
// tsc against the table's types; apps/api's `serve` registers it). The table holds the schemas'
// types only, never their values: nothing of TypeBox reaches the browser bundle.

/** HTTP methods of the contract. */
export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The base hosts of spec §7 (DESIGN.md §3) a call may be served from; default `api`. */
export type CallHost = 'api' | 'newApi' | 'sso' | 'crm' | 'origin';

/**
 * How a call's answer is wrapped (spec §7 keeps three styles):
 * - `code`: `{ code, msg, data }`, success `code 200`;
 * - `retcode`: `{ retcode, msg, data }`, success `retcode 1` (cart details, banned words);
 * - `result`: `{ resultCode, resultMessage, data }`, success `resultCode '200'` or `'0'` (clause batch);
 * - `bare`: no envelope, the body is the answer (files, documents, third-party shapes).
 */
export type EnvelopeKind = 'code' | 'retcode' | 'result' | 'bare';

/** The schemas' types of one call: its body and/or query, and its HTTP 200 answer. */
export interface CallSchemas {
  body?: TSchema;
  query?: TSchema;
  response: TSchema;
}

/** One call of the contract. `S` is a type only: the definition holds no schema at run time. */
export interface Call<S extends CallSchemas = CallSchemas, E extends EnvelopeKind = EnvelopeKind> {
  readonly method: CallMethod;
  /** The path as spec §7 writes it; `{product}` stands for the runtime config's product code. */
  readonly path: string;
  readonly envelope: E;
  /** The base host that serves it (spec §7); default `api`. */
  readonly host?: CallHost;
  /** Adds `cardLevel`, `vipNo`, `cardNo` to the query (spec §7: coupon, cart, search, order creation). */
  readonly member?: boolean;
  /** A 401 / `retcode 1001` only rejects: no logout, no redirect (spec §8, the cart sync). */
  readonly quietAuth?: boolean;
  /** Never set: carries the schemas' types. */
  readonly schemas?: S;
}

/** Any call table: a domain's calls by name. */
export type CallTable = Readonly<Record<string, Call>>;

/**
 * Defines a call: `call<{ body: typeof SyncUserCartBody; response: typeof SyncUserCartResponse }>()({
 * method: 'POST', path: '/{product}-goods-server/product/syncUserCart', envelope: 'code' })`.
 * Curried so the schemas' types are named and the envelope kind is inferred.
 */
export const call =
  /* @__NO_SIDE_EFFECTS__ */
  <S extends CallSchemas>() =>
    <E extends EnvelopeKind>(definition: Omit<Call<S, E>, 'schemas'>): Call<S, E> =>
      definition;

type SchemasOf<C> = C extends Call<infer S> ? S : never;
type StaticOr<T, Otherwise> = T extends TSchema ? Static<T> : Otherwise;

/** The body a call sends (`undefined` when it sends none). */
export type CallBody<C> = StaticOr<SchemasOf<C>['body'], undefined>;
/** The query a call sends (`undefined` when it has none beyond `timestamp`). */
export type CallQuery<C> = StaticOr<SchemasOf<C>['query'], undefined>;
/** The whole HTTP 200 answer of a call, envelope included. */
export type CallAnswer<C> = Static<SchemasOf<C>['response']>;
/** What a call resolves to in the browser: the envelope's `data`, or the whole answer of a `bare` call. */
export type CallData<C> =
  C extends Call<CallSchemas, 'bare'> ? CallAnswer<C> : CallAnswer<C> extends { data: infer D } ? D : never;

/**
 * What a bound call takes: its body when it has one, otherwise its query, otherwise nothing; a call
 * with both takes `{ body, query }`.
 */
export type CallInput<C> = SchemasOf<C>['body'] extends TSchema
  ? SchemasOf<C>['query'] extends TSchema
    ? { body: CallBody<C>; query: CallQuery<C> }
    : CallBody<C>
  : SchemasOf<C>['query'] extends TSchema
    ? CallQuery<C>
    : void;

/** The schemas the server validates and serialises one call with (Fastify's route `schema`). */
export type RouteSchemaOf<C> =
  SchemasOf<C> extends infer S extends CallSchemas
    ? (S['body'] extends TSchema ? { body: S['body'] } : { body?: never }) &
        (S['query'] extends TSchema ? { querystring: S['query'] } : { querystring?: TSchema }) & {
          response: { 200: S['response'] } & { [status: number]: TSchema };
        }
    : never;

/** A call with its schemas: what the server registers. */
export interface RoutedCall<C extends Call, R = RouteSchemaOf<C>> {
  readonly call: C;
  readonly schema: R;
}

/**
 * Pairs each call of a table with the schemas the server checks it by. tsc refuses a schema whose
 * type is not the table's (a renamed field fails the server's compile and the mall's). Marked free
 * of side effects: the browser, which never reads the result, leaves it and the schemas behind.
 */
export const routeSchemas = /* @__NO_SIDE_EFFECTS__ */ <
  T extends CallTable,
  R extends { [K in keyof T]: RouteSchemaOf<T[K]> },
>(
  table: T,
  schemas: R,
): { [K in keyof T]: RoutedCall<T[K], R[K]> } => {
  const routed = {} as { [K in keyof T]: RoutedCall<T[K], R[K]> };
  for (const name of Object.keys(table) as (keyof T)[]) {
    routed[name] = { call: table[name], schema: schemas[name] };
  }
  return routed;
};

/** A call's path with the product code filled in. */
export function callPath(call: Pick<Call, 'path'>, productCode: string): string {
  return call.path.replaceAll('{product}', productCode);
}

/** Every path of a call table with the product code filled in (tests, mocks, the server's own links). */
export function pathsOf<T extends CallTable>(table: T, productCode: string): { readonly [K in keyof T]: string } {
  const paths: Record<string, string> = {};
  for (const [name, entry] of Object.entries(table)) paths[name] = callPath(entry, productCode);
  return paths as { [K in keyof T]: string };
}
