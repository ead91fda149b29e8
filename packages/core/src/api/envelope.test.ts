import { describe, expect, it } from 'vitest';
import { classifyAnswer, ensureOk, readEnvelope, type Verdict } from './envelope';
import { ApiError } from './errors';

describe('readEnvelope (DESIGN.md §4: code / retcode / resultCode envelopes)', () => {
  it.each<[string, unknown, ReturnType<typeof readEnvelope>]>([
    ['code envelope', { code: 200, msg: 'ok', data: 1 }, { code: 200, retcode: undefined, msg: 'ok' }],
    ['retcode envelope', { retcode: 1001, msg: '请重新登录' }, { code: undefined, retcode: 1001, msg: '请重新登录' }],
    ['result envelope', { resultCode: '200', resultMessage: '成功' }, { code: 200, retcode: undefined, msg: '成功' }],
    ['numeric string code', { code: '500101' }, { code: 500101, retcode: undefined, msg: '' }],
    ['non-numeric code', { code: 'E1', message: 'boom' }, { code: undefined, retcode: undefined, msg: 'boom' }],
    ['text body', '<html>', { code: undefined, retcode: undefined, msg: '' }],
    ['null body', null, { code: undefined, retcode: undefined, msg: '' }],
  ])('%s', (_case, body, expected) => {
    expect(readEnvelope(body)).toEqual(expected);
  });
});

describe('classifyAnswer (spec §8 error catalogue)', () => {
  it.each<[string, number, unknown, Verdict]>([
    ['200 with a success body', 200, { code: 200, msg: '', data: {} }, 'ok'],
    ['200 with another business code', 200, { code: 400, msg: '参数错误' }, 'ok'],
    ['200 with retcode 1001', 200, { retcode: 1001, msg: '' }, 'unauthorized'],
    ['200 with retcode "1001"', 200, { retcode: '1001' }, 'unauthorized'],
    ['401 whatever the body', 401, '', 'unauthorized'],
    ['401 even with code 500101', 401, { code: 500101 }, 'unauthorized'],
    ['500 with retcode 1001 (only with HTTP 200)', 500, { retcode: 1001 }, 'http'],
    ['200 with code 500101', 200, { code: 500101, msg: '' }, 'busy'],
    ['503 with code 500101', 503, { code: 500101, msg: '' }, 'busy'],
    ['404', 404, { code: 404, msg: '' }, 'http'],
    ['204', 204, '', 'http'],
    ['302', 302, '', 'http'],
  ])('%s → %s (spec §8)', (_case, status, body, verdict) => {
    expect(classifyAnswer(status, body)).toBe(verdict);
  });
});

describe('ensureOk', () => {
  it.each<[string, unknown, Parameters<typeof ensureOk>[1], boolean]>([
    ['code 200', { code: 200, msg: '', data: 1 }, undefined, true],
    ['code 400', { code: 400, msg: '参数错误' }, undefined, false],
    [
      'retcode 1 with its own test (spec §7 cart details)',
      { retcode: 1, msg: '' },
      (envelope) => envelope.retcode === 1,
      true,
    ],
    ['retcode 0 with that test', { retcode: 0, msg: '无数据' }, (envelope) => envelope.retcode === 1, false],
  ])('%s', (_case, body, isOk, passes) => {
    if (passes) expect(ensureOk(body, isOk)).toBe(body);
    else expect(() => ensureOk(body, isOk)).toThrow(ApiError);
  });

  it('carries the server code and message as a business error', () => {
    expect(() => ensureOk({ code: 400, msg: '参数错误' })).toThrow(
      expect.objectContaining({ kind: 'business', code: 400, msg: '参数错误' }),
    );
  });
});
