import { busyCode, successCode, unauthorizedRetcode } from './constants';
import { ApiError } from './errors';

/** The envelope fields the general rules look at (spec §7, DESIGN.md §4: `code`/`retcode`/`resultCode`, `msg`/`resultMessage`). */
export interface EnvelopeFields {
  code: number | undefined;
  retcode: number | undefined;
  msg: string;
}

function numeric(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value);
  return undefined;
}

/** Reads the envelope fields of any body (a non-object body has none). `resultCode` counts as `code`. */
export function readEnvelope(body: unknown): EnvelopeFields {
  if (typeof body !== 'object' || body === null) return { code: undefined, retcode: undefined, msg: '' };
  const record = body as Record<string, unknown>;
  const message = [record.msg, record.resultMessage, record.message].find((value) => typeof value === 'string');
  return {
    code: numeric(record.code) ?? numeric(record.resultCode),
    retcode: numeric(record.retcode),
    msg: typeof message === 'string' ? message : '',
  };
}

/** What the client does with an answer, by the rules of spec §8. */
export type Verdict = 'ok' | 'unauthorized' | 'busy' | 'http';

/**
 * Classifies an answer (spec §8), in this order:
 * 1. HTTP 401, or `retcode 1001` with HTTP 200 → `unauthorized`;
 * 2. body code 500101 (whatever the status, as a busy gateway may answer 503) → `busy`;
 * 3. any other status than 200 → `http`;
 * 4. otherwise `ok`: other envelope codes are the calling feature's business (e.g. "on failure
 *    defaults are used", spec §7), see {@link ensureOk}.
 */
export function classifyAnswer(status: number, body: unknown): Verdict {
  const envelope = readEnvelope(body);
  if (status === 401 || (status === 200 && envelope.retcode === unauthorizedRetcode)) return 'unauthorized';
  if (envelope.code === busyCode) return 'busy';
  if (status !== 200) return 'http';
  return 'ok';
}

/**
 * Returns the body when its envelope says success, else throws an `ApiError` of kind `business`
 * with the server's code and message. The default test is `code === 200`; calls with another
 * success value pass their own (`(e) => e.retcode === 1` for the cart details, spec §7).
 */
export function ensureOk<T>(
  body: T,
  isOk: (envelope: EnvelopeFields) => boolean = (envelope) => envelope.code === successCode,
): T {
  const envelope = readEnvelope(body);
  if (isOk(envelope)) return body;
  const code = envelope.code ?? envelope.retcode;
  throw new ApiError('business', { status: 200, ...(code !== undefined ? { code } : {}), msg: envelope.msg });
}
