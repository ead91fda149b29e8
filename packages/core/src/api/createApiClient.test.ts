import type { RuntimeConfig } from '@mall/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '../session/createSessionStore';
import { createMemoryStorage } from '../session/memoryStorage';
import type { UserInfo } from '../session/userInfo';
import { busyDefaultMessage, requestTimeoutMs } from './constants';
import { createApiClient, type ApiCallOptions, type ApiClientOptions } from './createApiClient';
import { ApiError } from './errors';
import type { ApiHost } from './requestParts';

const config: Pick<RuntimeConfig, 'appId' | 'hosts'> = {
  appId: 'jinyuan-web',
  hosts: {
    api: '',
    newApi: 'https://new.jinyuan.example',
    sso: 'https://sso.jinyuan.example/',
    crm: 'https://crm.jinyuan.example',
    origin: '',
  },
};
const origin = 'http://127.0.0.1:8080';

const member: Partial<UserInfo> = {
  uid: 1001,
  uoid: 'C0060580001',
  nickname: '王女士',
  cardNo: '8800001',
  vipNo: 'V260605800',
  idToken: 'token-1',
  card: { cardLevel: 3, cardLevelDesc: '金卡' },
};

type Answer = Response | Promise<Response> | (() => Response | Promise<Response>);
interface Call {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | undefined;
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** A fake fetch: answers by path (a refresh answer can be set apart) and records every call. */
function fakeFetch(answer: (url: URL, init?: RequestInit) => Answer) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({
      url,
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      signal: init?.signal ?? undefined,
    });
    const result = answer(url, init);
    return typeof result === 'function' ? result() : result;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function setup(
  answer: (url: URL, init?: RequestInit) => Answer,
  user: Partial<UserInfo> = member,
  extra: Partial<ApiClientOptions> = {},
) {
  const session = createSessionStore(createMemoryStorage());
  session.set(user);
  const fake = fakeFetch(answer);
  const onToast = vi.fn();
  const onBusy = vi.fn();
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    config,
    session,
    origin,
    fetch: fake.fetch,
    now: () => 1_767_225_600_000,
    currentPath: () => '/myIndex/orderList?page=2',
    onToast,
    onBusy,
    onUnauthorized,
    ...extra,
  });
  return { client, session, calls: fake.calls, onToast, onBusy, onUnauthorized };
}

const ok = () => json({ code: 200, msg: 'ok', data: { list: [] } });

afterEach(() => {
  vi.useRealTimers();
});

describe('hosts and the timestamp (spec §7)', () => {
  it.each<[ApiHost, 'GET' | 'POST', string]>([
    ['api', 'GET', 'http://127.0.0.1:8080/mall-goods-server/product/syncUserCart'],
    ['api', 'POST', 'http://127.0.0.1:8080/mall-goods-server/product/syncUserCart'],
    ['newApi', 'GET', 'https://new.jinyuan.example/mall-goods-server/product/syncUserCart'],
    ['sso', 'POST', 'https://sso.jinyuan.example/mall-goods-server/product/syncUserCart'],
    ['crm', 'POST', 'https://crm.jinyuan.example/mall-goods-server/product/syncUserCart'],
    ['origin', 'GET', 'http://127.0.0.1:8080/mall-goods-server/product/syncUserCart'],
  ])('sends a %s-host %s to its configured base with a timestamp query (spec §7)', async (host, method, expected) => {
    const { client, calls } = setup(ok);
    await client.request(
      method,
      '/mall-goods-server/product/syncUserCart',
      method === 'POST' ? { uid: 1001 } : undefined,
      { host },
    );
    expect(calls).toHaveLength(1);
    expect(`${calls[0]!.url.origin}${calls[0]!.url.pathname}`).toBe(expected);
    expect(calls[0]!.method).toBe(method);
    expect(calls[0]!.url.searchParams.get('timestamp')).toBe('1767225600000');
  });

  it('keeps the caller query next to the timestamp (spec §7)', async () => {
    const { client, calls } = setup(ok);
    await client.request('GET', '/mall-common2-server/adverseManage/getAd', undefined, {
      params: { tagValue: 3, empty: undefined },
    });
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ tagValue: '3', timestamp: '1767225600000' });
  });
});

describe('member parameters (spec §7: coupon, cart, search, order creation)', () => {
  it.each<[string, ApiCallOptions, Partial<UserInfo>, Record<string, string>]>([
    ['not asked for', {}, member, {}],
    ['asked for by a member', { withMember: true }, member, { cardLevel: '3', vipNo: 'V260605800', cardNo: '8800001' }],
    ['asked for by a visitor (nothing known, nothing sent)', { withMember: true }, { uid: 0, idToken: '' }, {}],
  ])('%s (spec §7)', async (_case, call, user, expected) => {
    const { client, calls } = setup(ok, user);
    await client.request('POST', '/mall-goods-server/openSearch/getSearchValueNew', { keyword: '手镯' }, call);
    const query = Object.fromEntries(calls[0]!.url.searchParams);
    delete query.timestamp;
    expect(query).toEqual(expected);
  });
});

describe('headers (spec §7)', () => {
  it.each<[string, ApiHost, Partial<UserInfo>, Record<string, string | null>]>([
    [
      'a member on the api host',
      'api',
      member,
      { appid: 'jinyuan-web', uid: '1001', idtoken: 'token-1', authorization: null },
    ],
    [
      'a member on the new api host',
      'newApi',
      member,
      { appid: 'jinyuan-web', uid: '1001', idtoken: 'token-1', authorization: null },
    ],
    [
      'a member on the crm host (Bearer)',
      'crm',
      member,
      { appid: 'jinyuan-web', uid: '1001', idtoken: 'token-1', authorization: 'Bearer token-1' },
    ],
    [
      'a visitor on the crm host (no empty Bearer)',
      'crm',
      { uid: 0, idToken: '' },
      { appid: 'jinyuan-web', uid: '0', idtoken: '', authorization: null },
    ],
  ])('%s (spec §7)', async (_case, host, user, expected) => {
    const { client, calls } = setup(ok, user);
    await client.request('POST', 'crm-member-api/member/info', {}, { host });
    for (const [name, value] of Object.entries(expected)) expect(calls[0]!.headers.get(name)).toBe(value);
  });

  it('sends an object body as JSON', async () => {
    const { client, calls } = setup(ok);
    await client.request('POST', '/mall-goods-server/product/deleteUserCart', { gid: 17, uid: 1001 });
    expect(calls[0]!.headers.get('content-type')).toBe('application/json');
    expect(calls[0]!.body).toEqual({ gid: 17, uid: 1001 });
  });
});

describe('timeout (spec §9: 20 000 ms)', () => {
  /** Never answers; the honest one rejects with an AbortError when its signal aborts, like a browser fetch. */
  const hangs = (honoursSignal: boolean) => (_url: URL, init?: RequestInit) => () =>
    new Promise<Response>((_resolve, reject) => {
      if (honoursSignal)
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });

  it.each([
    ['a fetch that honours the abort signal', true],
    ['a fetch that ignores it', false],
  ])('rejects with a timeout ApiError after 20 s, with %s (spec §9)', async (_case, honoursSignal) => {
    vi.useFakeTimers();
    const { client, calls } = setup(hangs(honoursSignal));
    const outcome = client.request('GET', '/mall-marketing-server/api/v1/web/notice').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(requestTimeoutMs - 1);
    expect(calls[0]!.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'timeout', status: 0, path: '/mall-marketing-server/api/v1/web/notice' });
    expect(calls[0]!.signal?.aborted).toBe(true);
  });

  it('a per-call timeout overrides the default', async () => {
    vi.useFakeTimers();
    const { client } = setup(() => () => new Promise<Response>(() => undefined));
    const outcome = client.request('GET', '/slow', undefined, { timeoutMs: 50 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(50);
    await expect(outcome).resolves.toMatchObject({ kind: 'timeout' });
  });
});

describe('token refresh on TOKEN_REFRESH: 1 (spec §7)', () => {
  function refreshing(refreshAnswer: () => Response | Promise<Response>) {
    return (url: URL): Answer =>
      url.pathname === '/api/account/refresh'
        ? refreshAnswer
        : json({ code: 200, msg: 'ok', data: {} }, 200, { TOKEN_REFRESH: '1' });
  }

  it('makes one refresh for concurrent triggers and stores the new token (spec §7)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { client, session, calls } = setup(
      refreshing(async () => {
        await gate;
        return json({ code: 200, msg: 'ok', data: { idToken: 'token-2' } });
      }),
    );
    await Promise.all([client.request('GET', '/a'), client.request('GET', '/b'), client.request('POST', '/c', {})]);
    release();
    await vi.waitFor(() => expect(session.get().user.idToken).toBe('token-2'));
    const refreshes = calls.filter((call) => call.url.pathname === '/api/account/refresh');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.method).toBe('POST');
    expect(refreshes[0]!.headers.get('idToken')).toBe('token-1');
    await client.request('GET', '/d');
    expect(calls.at(-1)!.headers.get('idToken')).toBe('token-2');
  });

  it('does not trigger a refresh without the header', async () => {
    const { client, calls } = setup(ok);
    await client.request('GET', '/a');
    expect(calls.map((call) => call.url.pathname)).toEqual(['/a']);
  });

  it.each<[string, () => Response | Promise<Response>, string]>([
    ['a refused refresh', () => json({ code: 40001, msg: '登录已过期', data: null }), '登录已过期'],
    ['an answer without a token', () => json({ code: 200, msg: '', data: {} }), ''],
    ['an HTTP 500', () => json({ code: 500, msg: '服务繁忙' }, 500), '服务繁忙'],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), ''],
  ])('toasts the server msg on %s (spec §8)', async (_case, answer, msg) => {
    const { client, session, onToast } = setup(refreshing(answer));
    await client.request('GET', '/a');
    await vi.waitFor(() => expect(onToast).toHaveBeenCalledTimes(1));
    expect(onToast).toHaveBeenCalledWith(msg, expect.any(ApiError));
    expect(session.get().user.idToken).toBe('token-1');
  });

  it('a refresh answered 401 logs out without a toast (spec §8)', async () => {
    const { client, session, onToast, onUnauthorized } = setup(
      refreshing(() => json({ code: 401, msg: '未登录' }, 401)),
    );
    await client.request('GET', '/a');
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledTimes(1));
    expect(session.get().isLoggedIn).toBe(false);
    expect(onToast).not.toHaveBeenCalled();
  });

  it('refreshToken() can be called directly and rejects on failure', async () => {
    const { client } = setup((url) =>
      url.pathname === '/api/account/refresh' ? json({ code: 500, msg: '失败' }) : ok(),
    );
    await expect(client.refreshToken()).rejects.toMatchObject({ kind: 'business', code: 500, msg: '失败' });
  });

  it('drops a refreshed token when the session changed meanwhile', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { client, session } = setup((url) =>
      url.pathname === '/api/account/refresh'
        ? async () => {
            await gate;
            return json({ code: 200, msg: 'ok', data: { idToken: 'token-2' } });
          }
        : ok(),
    );
    const refreshed = client.refreshToken();
    session.clear();
    release();
    await expect(refreshed).resolves.toBe('token-2');
    expect(session.get().user.idToken).toBe('');
  });
});

describe('500101: the 温馨提示 dialog (spec §8)', () => {
  it.each<[string, Response, string]>([
    ['with the server message', json({ code: 500101, msg: '排队人数较多，请稍候' }), '排队人数较多，请稍候'],
    ['with the default message', json({ code: 500101, msg: '' }), busyDefaultMessage],
    ['with a string code and no message', json({ code: '500101' }), busyDefaultMessage],
    ['on a 503 status', json({ code: 500101, msg: '活动太火爆' }, 503), '活动太火爆'],
  ])('calls onBusy %s and rejects (spec §8)', async (_case, answer, msg) => {
    const { client, onBusy, onUnauthorized, session } = setup(() => answer);
    await expect(client.request('POST', '/mall-goods-server/product/queryGoodsDetails', {})).rejects.toMatchObject({
      kind: 'busy',
      code: 500101,
    });
    expect(onBusy).toHaveBeenCalledExactlyOnceWith(msg);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(session.get().isLoggedIn).toBe(true);
  });
});

describe('retcode 1001 and HTTP 401 (spec §8)', () => {
  it.each<[string, () => Response, ApiCallOptions, boolean]>([
    ['retcode 1001 with HTTP 200', () => json({ retcode: 1001, msg: '请重新登录' }), {}, true],
    ['HTTP 401', () => json({ code: 401, msg: '未登录' }, 401), {}, true],
    ['HTTP 401 without a body', () => new Response(null, { status: 401 }), {}, true],
    ['retcode 1001 on the cart sync', () => json({ retcode: 1001, msg: '请重新登录' }), { isCartSync: true }, false],
    ['HTTP 401 on the cart sync', () => json({ code: 401, msg: '未登录' }, 401), { isCartSync: true }, false],
  ])('%s (spec §8)', async (_case, answer, call, logsOut) => {
    const { client, session, onUnauthorized } = setup(answer);
    await expect(client.request('POST', '/mall-goods-server/product/syncUserCart', {}, call)).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    expect(session.get().isLoggedIn).toBe(!logsOut);
    expect(session.get().user.idToken).toBe(logsOut ? '' : 'token-1');
    if (logsOut) expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith('/myIndex/orderList?page=2');
    else expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each<[string, Partial<UserInfo> | null]>([
    ['logged out', null],
    ['logged in again as someone else', { uid: 1002, idToken: 'token-2' }],
  ])('an answer to a call sent before the shopper %s only rejects (spec §8)', async (_case, next) => {
    let answer: ((value: Response) => void) | undefined;
    const { client, session, onUnauthorized } = setup(
      () => () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const call = client.request('GET', '/mall-goods-server/order/list');
    await vi.waitFor(() => expect(answer).not.toBe(undefined));
    if (next) session.set(next);
    else session.clear();
    answer?.(json({ code: 401, msg: '未登录' }, 401));
    await expect(call).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(session.get().user.idToken).toBe(next?.idToken ?? '');
  });

  it('retcode 1001 with another status is a plain HTTP failure (spec §8: "with HTTP 200")', async () => {
    const { client, session, onUnauthorized } = setup(() => json({ retcode: 1001, msg: '' }, 500));
    await expect(client.request('GET', '/x')).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(session.get().isLoggedIn).toBe(true);
  });
});

describe('other answers (spec §8)', () => {
  it.each<[string, () => Response, Partial<ApiError>]>([
    [
      'HTTP 404 with an error body',
      () => json({ code: 404, msg: '商品不存在' }, 404),
      { kind: 'http', status: 404, code: 404, msg: '商品不存在' },
    ],
    [
      'HTTP 500 with an HTML body',
      () => new Response('<html>Bad gateway</html>', { status: 500 }),
      { kind: 'http', status: 500, code: undefined, msg: '' },
    ],
    ['HTTP 204 (success, but not 200)', () => new Response(null, { status: 204 }), { kind: 'http', status: 204 }],
    ['HTTP 429', () => json({ code: 429, msg: '操作太频繁' }, 429), { kind: 'http', status: 429, msg: '操作太频繁' }],
  ])('rejects %s (spec §8 "HTTP status not 200")', async (_case, answer, expected) => {
    const { client, onBusy, onUnauthorized } = setup(answer);
    await expect(
      client.request('GET', '/mall-goods-server/product/queryGoodsDetails?mouldNo=A1'),
    ).rejects.toMatchObject({
      ...expected,
      path: '/mall-goods-server/product/queryGoodsDetails',
    });
    expect(onBusy).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each([
    ['offline', new TypeError('Failed to fetch')],
    ['CORS refused', new TypeError('NetworkError when attempting to fetch resource.')],
  ])('rejects a network failure (%s) with kind network', async (_case, failure) => {
    const { client } = setup(() => () => Promise.reject(failure));
    const error = await client.request('GET', '/x').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'network', status: 0 });
    expect((error as ApiError).cause).toBe(failure);
  });

  it.each<[string, unknown]>([
    ['a code envelope with another code', { code: 400, msg: '参数错误', data: null }],
    ['a retcode envelope', { retcode: 1, msg: '', data: { productData: [] } }],
    ['a result envelope', { resultCode: '200', resultMessage: '', data: {} }],
    ['a plain text body', 'pong'],
  ])('resolves HTTP 200 with %s as it is (the feature reads its own envelope)', async (_case, body) => {
    const { client } = setup(
      () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200 }),
    );
    await expect(client.request('GET', '/x')).resolves.toEqual(body);
  });
});

describe('postForm (spec §7: login is a browser form post)', () => {
  it('posts to the sso host by default and to another host on request', () => {
    const submitForm = vi.fn();
    const form = { setAttribute: vi.fn(), append: vi.fn(), hidden: false };
    const doc = {
      createElement: vi.fn((tag: string) => (tag === 'form' ? form : {})),
      body: { append: vi.fn() },
      defaultView: { HTMLFormElement: { prototype: { submit: submitForm } } },
    } as unknown as Document;
    const { client } = setup(ok, member, { document: doc });
    client.postForm('/login/sms', { mobile: '13900000001', smsCode: '123456' });
    expect(form.setAttribute).toHaveBeenCalledWith('action', 'https://sso.jinyuan.example/login/sms');
    client.postForm('/login/password', {}, { host: 'api' });
    expect(form.setAttribute).toHaveBeenCalledWith('action', 'http://127.0.0.1:8080/login/password');
    expect(submitForm).toHaveBeenCalledTimes(2);
  });

  it('url() resolves a path on a host', () => {
    const { client } = setup(ok);
    expect(client.url('/customerServiceView')).toBe('http://127.0.0.1:8080/customerServiceView');
    expect(client.url('crm-member-api/member/info', 'crm')).toBe(
      'https://crm.jinyuan.example/crm-member-api/member/info',
    );
  });
});
