import { IdempotencyKey } from '@mall/contract/checkout';
import { ApiError } from '@mall/core';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { keyAfterFailure, newIdempotencyKey } from './idempotency';
import { classifySubmitError, failureFreesKey, type SubmitFailure } from './submitOutcome';

const http = (status: number, code?: number) =>
  new ApiError('http', { status, code, msg: 'x', path: '/mall-order-server/api/order/create' });

describe('newIdempotencyKey (DESIGN.md §7: one key per checkout)', () => {
  it('fits the contract pattern', () => {
    for (let index = 0; index < 50; index += 1) expect(Value.Check(IdempotencyKey, newIdempotencyKey())).toBe(true);
  });

  it('differs between checkouts', () => {
    const keys = new Set(Array.from({ length: 200 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(200);
  });

  it('skips bytes that would bias the letters and still gives 32 characters', () => {
    let calls = 0;
    const random = (bytes: Uint8Array) => {
      calls += 1;
      bytes.fill(calls === 1 ? 255 : 1);
      return bytes;
    };
    expect(newIdempotencyKey(random)).toBe('1'.repeat(32));
  });
});

describe('classifySubmitError (contract OrderErrorCode)', () => {
  it.each<[string, unknown, SubmitFailure]>([
    ['409 in flight', http(409, 40901), 'inFlight'],
    ['409 plain in flight', http(409, 409), 'inFlight'],
    ['409 price changed', http(409, 40902), 'priceChanged'],
    ['409 out of stock', http(409, 40903), 'outOfStock'],
    ['409 staff purchase limit', http(409, 40904), 'purchaseLimit'],
    ['422 key reused', http(422, 42201), 'keyReused'],
    ['422 points password', http(422, 42202), 'pointsPassword'],
    ['404 address gone', http(404, 404), 'notFound'],
    ['400 malformed', http(400, 400), 'rejected'],
    ['500', http(500, 500), 'uncertain'],
    ['502 without body', http(502), 'uncertain'],
    ['timeout', new ApiError('timeout', { path: '/x' }), 'uncertain'],
    ['network', new ApiError('network', { path: '/x' }), 'uncertain'],
    ['busy', new ApiError('busy', { status: 200, code: 500101 }), 'uncertain'],
    ['not an ApiError', new TypeError('boom'), 'uncertain'],
  ])('%s → %s', (_case, error, failure) => {
    expect(classifySubmitError(error)).toBe(failure);
  });
});

describe('keyAfterFailure: the same key until the server says no order was made', () => {
  const make = () => 'new-key-000000000000';
  it.each<[SubmitFailure, boolean]>([
    ['uncertain', false],
    ['inFlight', false],
    ['keyReused', false],
    ['priceChanged', true],
    ['outOfStock', true],
    ['purchaseLimit', true],
    ['pointsPassword', true],
    ['notFound', true],
    ['rejected', true],
  ])('%s → new key: %s', (failure, renewed) => {
    expect(failureFreesKey(failure)).toBe(renewed);
    expect(keyAfterFailure('old-key-000000000000', failure, make)).toBe(
      renewed ? 'new-key-000000000000' : 'old-key-000000000000',
    );
  });
});
