import { callPath, type Call, type CallData, type CallInput, type CallTable } from '@mall/contract';
import type { ApiCallOptions, ApiClient } from './createApiClient';
import { successCode } from './constants';
import { ensureOk, type EnvelopeFields } from './envelope';

/** Per-call options a feature may still set: the rest (host, member fields, quiet auth) is the call's. */
export type BoundCallOptions = Pick<ApiCallOptions, 'headers' | 'timeoutMs' | 'responseType'>;

/** A bound call: takes the call's input (body, query or both) and resolves to its typed data. */
export type BoundCall<C> = (input: CallInput<C>, options?: BoundCallOptions) => Promise<CallData<C>>;

/** A call table bound to the app's client: `api.sync(body)` → the typed answer. */
export type BoundCalls<T extends CallTable> = { readonly [K in keyof T]: BoundCall<T[K]> };

/** Success of each envelope kind (spec §7). */
const envelopeOk: Record<Exclude<Call['envelope'], 'bare'>, (envelope: EnvelopeFields) => boolean> = {
  code: (envelope) => envelope.code === successCode,
  retcode: (envelope) => envelope.retcode === 1,
  // readEnvelope reads `resultCode` as `code`; the clause batch says '200' or '0' (spec §7).
  result: (envelope) => envelope.code === successCode || envelope.code === 0,
};

function splitInput(call: Call, input: unknown): { body?: unknown; query?: Record<string, unknown> } {
  if (input === undefined) return {};
  const isRecord = typeof input === 'object' && input !== null;
  // A call with both body and query takes `{ body, query }` (CallInput); a GET or DELETE takes its query.
  if (isRecord && 'body' in input && 'query' in input && Object.keys(input).length === 2) {
    const both = input as { body: unknown; query: Record<string, unknown> };
    return { body: both.body, query: both.query };
  }
  if (call.method === 'GET' || call.method === 'DELETE') return { query: input as Record<string, unknown> };
  return { body: input };
}

/**
 * Sends one call of the contract through the client's general rules (spec §7, §8) and checks its
 * envelope once, here: a success resolves to the envelope's `data` (a `bare` call's whole body);
 * another code rejects with `ApiError('business')` carrying the server's code and message.
 */
export async function sendCall<C extends Call>(
  client: ApiClient,
  productCode: string,
  call: C,
  input: CallInput<C>,
  options: BoundCallOptions = {},
): Promise<CallData<C>> {
  const { body, query } = splitInput(call, input);
  const answer = await client.request<unknown>(call.method, callPath(call, productCode), body, {
    ...options,
    ...(call.host ? { host: call.host } : {}),
    ...(call.member ? { withMember: true } : {}),
    ...(call.quietAuth ? { isCartSync: true } : {}),
    // The query's values are the contract's scalars; buildQuery leaves out null and undefined ones.
    params: query as ApiCallOptions['params'],
  });
  if (call.envelope === 'bare') return answer as CallData<C>;
  // The server validated and serialised the answer by the same call's schema (apps/api `serve`).
  return (ensureOk(answer, envelopeOk[call.envelope]) as { data: CallData<C> }).data;
}

/** Binds a domain's call table to the client and product code: one typed function per call. */
export function bindCalls<T extends CallTable>(client: ApiClient, productCode: string, table: T): BoundCalls<T> {
  const bound: Record<string, BoundCall<Call>> = {};
  for (const [name, call] of Object.entries(table)) {
    bound[name] = (input, options) => sendCall(client, productCode, call, input, options);
  }
  return bound as BoundCalls<T>;
}
