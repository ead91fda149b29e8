/** spec §9: request timeout 20000 ms. */
export const requestTimeoutMs = 20_000;

/** spec §8: a body code that means "too many shoppers right now". */
export const busyCode = 500101;

/** spec §8: the default text of the 温馨提示 dialog when a 500101 answer carries no message. */
export const busyDefaultMessage = '活动火爆，当前访问人数较多请您稍后再试';

/** spec §8: `retcode 1001` with HTTP 200 means the login is no longer valid. */
export const unauthorizedRetcode = 1001;

/** The success code of `code` envelopes (`OK` in @mall/contract, repeated here to keep TypeBox out of the bundle). */
export const successCode = 200;

/** spec §7: the response header asking the client to refresh its token, and its trigger value. */
export const tokenRefreshHeader = 'TOKEN_REFRESH';

/** spec §7: the token refresh call, answering `{ code, data: { idToken } }`. */
export const tokenRefreshPath = '/api/account/refresh';
