import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from '../api/errors';
import { isRetryableError, swrConfig } from './swrConfig';

describe('isRetryableError', () => {
  it.each<[string, unknown, boolean]>([
    ['a timeout (spec §9)', new ApiError('timeout'), true],
    ['a network failure', new ApiError('network'), true],
    ['HTTP 500', new ApiError('http', { status: 500 }), true],
    ['HTTP 503', new ApiError('http', { status: 503 }), true],
    ['HTTP 404', new ApiError('http', { status: 404 }), false],
    ['HTTP 429', new ApiError('http', { status: 429 }), false],
    ['unauthorized (spec §8)', new ApiError('unauthorized', { status: 401 }), false],
    ['busy 500101 (spec §8: one dialog, no retry storm)', new ApiError('busy', { code: 500101 }), false],
    ['a business refusal', new ApiError('business', { code: 400 }), false],
    ['a foreign error', new Error('x'), false],
  ])('%s → %s', (_case, error, expected) => {
    expect(isRetryableError(error)).toBe(expected);
  });
});

describe('swrConfig', () => {
  it('turns off focus revalidation, sets a dedupe window and retries only retryable errors', () => {
    expect(swrConfig.revalidateOnFocus).toBe(false);
    expect(swrConfig.dedupingInterval).toBeGreaterThan(0);
    expect(swrConfig.errorRetryCount).toBe(3);
    const kinds: ApiErrorKind[] = ['http', 'timeout', 'network', 'unauthorized', 'busy', 'business'];
    expect(kinds.filter((kind) => swrConfig.shouldRetryOnError(new ApiError(kind, { status: 400 })))).toEqual([
      'timeout',
      'network',
    ]);
  });
});
