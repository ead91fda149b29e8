import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, failureMessage } from './errors';

describe('ApiError', () => {
  it.each<[ConstructorParameters<typeof ApiError>, string]>([
    [['timeout', { path: '/x' }], 'timeout /x'],
    [['http', { status: 404, code: 404, msg: '商品不存在', path: '/goods' }], 'http 404 code 404 /goods: 商品不存在'],
    [['network'], 'network'],
  ])('describes itself for logs: %j', (args, message) => {
    const error = new ApiError(...args);
    expect(error.message).toBe(message);
    expect(error.name).toBe('ApiError');
    expect(error).toBeInstanceOf(Error);
  });

  it.each<[unknown, Parameters<typeof isApiError>[1], boolean]>([
    [new ApiError('busy'), undefined, true],
    [new ApiError('busy'), 'busy', true],
    [new ApiError('busy'), 'http', false],
    [new Error('x'), undefined, false],
    [{ kind: 'busy' }, 'busy', false],
  ])('isApiError(%s, %s) is %s', (error, kind, expected) => {
    expect(isApiError(error, kind)).toBe(expected);
  });
});

describe('failureMessage: what a failed call says to the shopper', () => {
  it.each<[string, unknown, string]>([
    [
      "an ApiError's server message",
      new ApiError('business', { status: 200, msg: '订单已取消，请勿重复操作' }),
      '订单已取消，请勿重复操作',
    ],
    ['a feature envelope error carrying msg', Object.assign(new Error('call failed'), { msg: '库存不足' }), '库存不足'],
    ['an ApiError without a message', new ApiError('http', { status: 500 }), ''],
    ['a plain error', new Error('boom'), ''],
    ['not an error at all', 'boom', ''],
  ])('%s', (_case, error, expected) => {
    expect(failureMessage(error)).toBe(expected);
  });
});
