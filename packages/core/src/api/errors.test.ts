import { describe, expect, it } from 'vitest';
import { ApiError, isApiError } from './errors';

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
