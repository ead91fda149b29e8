/** The kinds of failure a call can end in; the app picks the UI for each (the client shows none). */
export const apiErrorKinds = ['http', 'timeout', 'network', 'unauthorized', 'busy', 'business'] as const;

/**
 * - `http`: an HTTP status other than 200 (spec §8);
 * - `timeout`: no complete answer within 20 s (spec §9);
 * - `network`: the request never got an answer (offline, DNS, CORS);
 * - `unauthorized`: HTTP 401 or `retcode 1001` (spec §8);
 * - `busy`: body code 500101 (spec §8);
 * - `business`: an envelope whose code is not a success, raised by {@link ensureOk} or a failed token refresh.
 */
export type ApiErrorKind = (typeof apiErrorKinds)[number];

/** What an {@link ApiError} carries besides its kind. */
export interface ApiErrorDetails {
  /** HTTP status; 0 when there was no answer (timeout, network). */
  status?: number;
  /** The body's `code` (or `retcode`/`resultCode` when numeric), when there is one. */
  code?: number;
  /** The server's message (`msg`, `resultMessage` or `message`), '' when none. */
  msg?: string;
  /** The call's path without its query (the query carries member numbers, which logs must not keep). */
  path?: string;
  cause?: unknown;
}

/** A failed call. `msg` is the server's own text (may be ''); `message` is for developers and logs. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: number | undefined;
  readonly msg: string;
  readonly path: string;

  constructor(kind: ApiErrorKind, details: ApiErrorDetails = {}) {
    const { status = 0, code, msg = '', path = '', cause } = details;
    super(
      `${kind}${status ? ` ${status}` : ''}${code !== undefined ? ` code ${code}` : ''}${path ? ` ${path}` : ''}${msg ? `: ${msg}` : ''}`,
      { cause },
    );
    this.kind = kind;
    this.status = status;
    this.code = code;
    this.msg = msg;
    this.path = path;
  }
}

/** Narrows an unknown rejection to an {@link ApiError}, optionally of one kind. */
export function isApiError(error: unknown, kind?: ApiErrorKind): error is ApiError {
  return error instanceof ApiError && (kind === undefined || error.kind === kind);
}

/**
 * A failed call's own message for the shopper, or '' (the caller shows its translated fallback): an
 * {@link ApiError}'s `msg`, or the `msg` a feature's own envelope error carries.
 */
export function failureMessage(error: unknown): string {
  return (
    (isApiError(error) && error.msg) ||
    (error instanceof Error && 'msg' in error ? String((error as { msg: unknown }).msg) : '')
  );
}
