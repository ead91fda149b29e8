import type { RuntimeConfig } from '@mall/contract';
import redaxios, { type Response as RedaxiosResponse } from 'redaxios';
import type { SessionStore } from '../session/createSessionStore';
import { busyDefaultMessage, requestTimeoutMs, successCode, tokenRefreshHeader, tokenRefreshPath } from './constants';
import { classifyAnswer, readEnvelope } from './envelope';
import { ApiError, isApiError } from './errors';
import { buildHeaders, buildQuery, buildUrl, type ApiHost, type QueryParams } from './requestParts';
import { singleFlight } from './singleFlight';
import { submitForm, type FormFields } from './submitForm';

/** HTTP methods the client sends. */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Per-call options. */
export interface ApiCallOptions {
  /** The base host serving the call (spec §7); default `api`. */
  host?: ApiHost;
  /** Query parameters; `timestamp` is always added (spec §7). */
  params?: QueryParams;
  /** Adds `cardLevel`, `vipNo`, `cardNo` to the query (spec §7: coupon, cart, search and order-creation calls). */
  withMember?: boolean;
  /** The cart sync call: a 401 / `retcode 1001` only rejects, with no logout and no redirect (spec §8). */
  isCartSync?: boolean;
  /** Extra request headers; the client's own (appId, uid, idToken, Authorization) win. */
  headers?: Readonly<Record<string, string>>;
  /** Overrides the 20 s timeout (spec §9) for this call. */
  timeoutMs?: number;
  /**
   * `arrayBuffer` for a file the call answers (an invoice's PDF, issue #14): the bytes come back as
   * they are; a refusal's JSON is still read for its message. Default `text` (JSON answers).
   */
  responseType?: 'text' | 'arrayBuffer';
}

/** Options of a browser form post. */
export interface PostFormOptions {
  /** The base host of the form's action; default `sso` (spec §7: the login posts). */
  host?: ApiHost;
}

/** The answer of the token refresh call (spec §7). */
export interface TokenRefreshAnswer {
  code: number;
  msg?: string;
  data?: { idToken?: string } | null;
}

/** What the client needs from the session store. */
export type ApiSession = Pick<SessionStore, 'get' | 'set' | 'clear'>;

/** Options of {@link createApiClient}. The callbacks are how the app shows UI; the client shows none. */
export interface ApiClientOptions {
  /** The runtime config's `appId` and base hosts (DESIGN.md §3). */
  config: Pick<RuntimeConfig, 'appId' | 'hosts'>;
  session: ApiSession;
  /** The serving origin that '' hosts resolve to; default `window.location.origin`. */
  origin?: string;
  /** A fetch implementation (tests pass a fake); default the global fetch. */
  fetch?: typeof fetch;
  /** Default 20 000 ms (spec §9). */
  timeoutMs?: number;
  /** The `timestamp` source; default `Date.now`. */
  now?: () => number;
  /** The path to come back to after login; default the current location's path, query and hash. */
  currentPath?: () => string;
  /** The host of the token refresh call; default `api`. */
  refreshHost?: ApiHost;
  /**
   * A token refresh failed (spec §8 "Token refresh failure → toast with msg"). `msg` is the
   * server's message and may be '' (timeout, network): the app then shows its own translated text.
   */
  onToast?: (msg: string, error: ApiError) => void;
  /**
   * A 500101 answer (spec §8): show the 温馨提示 dialog with `msg` (never empty: the spec's default
   * text stands in). Only one such dialog may be open: wrap the dialog with `createSingleDialog`.
   */
  onBusy?: (msg: string) => void;
  /**
   * HTTP 401 or `retcode 1001` outside cart sync (spec §8): the session is already cleared; the app
   * remembers `path` (`rememberRedirect`) and goes to /login. Several calls failing together call
   * it several times, so it must be idempotent.
   */
  onUnauthorized?: (path: string) => void;
  /** The document `postForm` builds its form in; default the global document. */
  document?: Document;
}

/** The api client of spec §7 and §8. Resolves with the response body; rejects with {@link ApiError}. */
export interface ApiClient {
  /**
   * Sends one call through every general rule (an object body as JSON; FormData, URLSearchParams and
   * bytes as they are). Features never call it: they call the contract's tables, bound by `bindCalls`,
   * whose answer types come from the contract (issue #37).
   */
  request<T>(method: ApiMethod, path: string, body?: unknown, options?: ApiCallOptions): Promise<T>;
  /** Navigates by a real browser form post (spec §7 login), to `path` on the `sso` host unless told. */
  postForm(path: string, fields: FormFields, options?: PostFormOptions): HTMLFormElement;
  /** The full URL of `path` on `host` (default `api`), e.g. for links and the chat window. */
  url(path: string, host?: ApiHost): string;
  /**
   * Refreshes the token now (spec §7) and stores it in the session; concurrent calls share one
   * refresh. On failure `onToast` is called and the promise rejects.
   */
  refreshToken(): Promise<string>;
}

interface InternalOptions {
  /** The refresh call itself never starts another refresh. */
  isRefresh?: boolean;
}

/** The path without its query, for errors (the query may carry member numbers). */
function pathOnly(path: string): string {
  return path.split('?', 1)[0] ?? path;
}

function defaultOrigin(): string {
  return globalThis.location?.origin ?? '';
}

function defaultCurrentPath(): string {
  const location = globalThis.location;
  return location ? `${location.pathname}${location.search}${location.hash}` : '/';
}

/**
 * Creates the api client over redaxios, implementing the general rules of spec §7 and the error
 * catalogue of spec §8: host choice, `timestamp` on every call, member parameters on request,
 * `appId`/`uid`/`idToken` headers (Bearer on CRM calls), a 20 s timeout, token refresh on
 * `TOKEN_REFRESH: 1`, 500101 → `onBusy`, 401 / `retcode 1001` → session cleared + `onUnauthorized`
 * (not for cart sync), any other non-200 status rejects.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { config, session } = options;
  const baseFetch: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  const currentPath = options.currentPath ?? defaultCurrentPath;
  // redaxios only rejects on its own `ok`; the client judges every status itself (spec §8).
  const http = redaxios.create({ responseType: 'text', validateStatus: () => true });

  function url(path: string, host: ApiHost = 'api'): string {
    return buildUrl(config.hosts, host, options.origin ?? defaultOrigin(), path);
  }

  async function send(
    method: ApiMethod,
    path: string,
    body: unknown,
    call: ApiCallOptions,
    timeoutMs: number,
  ): Promise<RedaxiosResponse<unknown>> {
    const host = call.host ?? 'api';
    const { user } = session.get();
    const controller = new AbortController();
    const errorPath = pathOnly(path);
    let timer: ReturnType<typeof setTimeout> | undefined;
    // spec §9: 20 s. redaxios has no timeout: abort the fetch, and reject even if a fetch ignores the signal.
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new ApiError('timeout', { path: errorPath }));
      }, timeoutMs);
    });
    try {
      return await Promise.race([
        http<unknown>({
          url: url(path, host),
          method,
          data: body,
          params: buildQuery(call.params, now(), call.withMember ? user : undefined),
          headers: buildHeaders(config.appId, user, host, call.headers),
          responseType: call.responseType ?? 'text',
          // redaxios does not pass a signal to fetch: add ours.
          fetch: (input, init) => baseFetch(input, { ...init, signal: controller.signal }),
        }),
        timeout,
      ]);
    } catch (error) {
      if (isApiError(error)) throw error;
      throw new ApiError('network', { path: errorPath, cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  async function request<T>(
    method: ApiMethod,
    path: string,
    body?: unknown,
    call: ApiCallOptions = {},
    internal: InternalOptions = {},
  ): Promise<T> {
    // The login the call was sent under: an answer about it says nothing about a later session.
    const sentToken = session.get().user.idToken;
    const response = await send(method, path, body, call, call.timeoutMs ?? options.timeoutMs ?? requestTimeoutMs);
    const { status } = response;
    // A file call's refusal is JSON in bytes: read it as the envelope it is.
    const data =
      response.data instanceof ArrayBuffer && status !== 200
        ? parsedJson(new TextDecoder().decode(response.data))
        : response.data;
    const envelope = readEnvelope(data);
    const details = { status, code: envelope.code ?? envelope.retcode, msg: envelope.msg, path: pathOnly(path) };

    const verdict = classifyAnswer(status, data);
    if (verdict === 'unauthorized') {
      // spec §8: clear the session and go to /login, except for the cart sync, which just rejects.
      // A call still in flight when the shopper logged out (or in again) only rejects: acting on it
      // would remember the page they are now on and send a signed-out shopper to /login.
      if (!call.isCartSync && session.get().user.idToken === sentToken) {
        session.clear();
        options.onUnauthorized?.(currentPath());
      }
      throw new ApiError('unauthorized', details);
    }

    // spec §7: TOKEN_REFRESH=1 asks for a new token; the answer itself is still good, so it is not held up.
    if (!internal.isRefresh && response.headers?.get(tokenRefreshHeader) === '1') {
      refreshToken().catch(() => undefined);
    }

    if (verdict === 'busy') {
      options.onBusy?.(envelope.msg || busyDefaultMessage);
      throw new ApiError('busy', details);
    }
    if (verdict === 'http') throw new ApiError('http', details);
    return data as T;
  }

  const refreshToken = singleFlight(async () => {
    const staleToken = session.get().user.idToken;
    try {
      const answer = await request<TokenRefreshAnswer>(
        'POST',
        tokenRefreshPath,
        undefined,
        { host: options.refreshHost ?? 'api' },
        { isRefresh: true },
      );
      const { code, msg } = readEnvelope(answer);
      const idToken = answer?.data?.idToken;
      if (code !== successCode || typeof idToken !== 'string' || idToken === '') {
        throw new ApiError('business', { status: 200, code, msg, path: tokenRefreshPath });
      }
      // A logout or another login while the refresh was in flight: the new token is not this session's.
      if (session.get().user.idToken === staleToken) session.set({ idToken });
      return idToken;
    } catch (error) {
      const apiError = isApiError(error) ? error : new ApiError('network', { path: tokenRefreshPath, cause: error });
      // Unauthorized and busy already have their own UI (login page, 温馨提示 dialog).
      if (apiError.kind !== 'unauthorized' && apiError.kind !== 'busy') options.onToast?.(apiError.msg, apiError);
      throw apiError;
    }
  });

  return {
    request: (method, path, body, call) => request(method, path, body, call),
    postForm: (path, fields, formOptions = {}) =>
      submitForm(url(path, formOptions.host ?? 'sso'), fields, options.document ?? document),
    url,
    refreshToken,
  };
}

/** Text as JSON, or the text itself when it is not JSON. */
function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
