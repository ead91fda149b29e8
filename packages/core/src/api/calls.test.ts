import { call } from '@mall/contract';
import { cartCalls } from '@mall/contract/cart';
import { Type } from '@sinclair/typebox';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { bindCalls, sendCall } from './calls';
import type { ApiClient } from './createApiClient';
import { ApiError } from './errors';

// issue #37: each call defined once — the browser's typed function comes from the contract's table.

export const Query = Type.Object({ kind: Type.String(), pageIndex: Type.Integer() });
export const Listed = Type.Object({ code: Type.Integer(), msg: Type.String(), data: Type.Array(Type.String()) });
export const Both = Type.Object({ name: Type.String() });
export const Raw = Type.Object({ ok: Type.Boolean() });

const calls = {
  list: call<{ query: typeof Query; response: typeof Listed }>()({
    method: 'GET',
    path: '/{product}-goods-server/list',
    envelope: 'code',
  }),
  both: call<{ body: typeof Both; query: typeof Query; response: typeof Listed }>()({
    method: 'POST',
    path: '/both',
    envelope: 'code',
    host: 'crm',
  }),
  raw: call<{ response: typeof Raw }>()({ method: 'GET', path: '/raw', envelope: 'bare' }),
};

function fakeClient(answer: unknown) {
  const request = vi.fn(async () => answer);
  const client = { request } as unknown as ApiClient;
  return { client, request };
}

describe('sendCall', () => {
  it('sends a GET call its query, fills {product} in the path and resolves to the envelope data', async () => {
    const { client, request } = fakeClient({ code: 200, msg: 'success', data: ['金'] });
    await expect(sendCall(client, 'mall', calls.list, { kind: 'news', pageIndex: 2 })).resolves.toEqual(['金']);
    expect(request).toHaveBeenCalledWith('GET', '/mall-goods-server/list', undefined, {
      params: { kind: 'news', pageIndex: 2 },
    });
  });

  it('sends a call with body and query both, on its host', async () => {
    const { client, request } = fakeClient({ code: 200, msg: 'success', data: [] });
    await sendCall(client, 'mall', calls.both, { body: { name: '王' }, query: { kind: 'a', pageIndex: 1 } });
    expect(request).toHaveBeenCalledWith(
      'POST',
      '/both',
      { name: '王' },
      {
        host: 'crm',
        params: { kind: 'a', pageIndex: 1 },
      },
    );
  });

  it('carries the member fields and the quiet 401 of the cart calls (spec §7, §8)', async () => {
    const { client, request } = fakeClient({ retcode: 1, msg: 'success', data: { productData: [] } });
    const cart = bindCalls(client, 'mall', cartCalls);
    await expect(cart.getGoodsDetails({ uid: 1 })).resolves.toEqual({ productData: [] });
    expect(request).toHaveBeenCalledWith(
      'POST',
      '/mall-goods-server/shoppingCart/getGoodsDetails',
      { uid: 1 },
      {
        withMember: true,
        isCartSync: true,
        params: undefined,
      },
    );
  });

  it.each([
    ['code envelope, code 500', calls.list, { code: 500, msg: '系统繁忙', data: [] }, '系统繁忙'],
    ['retcode envelope, retcode 0', cartCalls.getGoodsDetails, { retcode: 0, msg: '没有数据', data: null }, '没有数据'],
  ])('rejects a %s with the server message as a business error', async (_, entry, answer, msg) => {
    const { client } = fakeClient(answer);
    const sent = sendCall(client, 'mall', entry as typeof calls.list, { kind: 'x', pageIndex: 1 });
    await expect(sent).rejects.toBeInstanceOf(ApiError);
    await expect(sent).rejects.toMatchObject({ kind: 'business', msg });
  });

  it('resolves a bare call to the whole body', async () => {
    const { client } = fakeClient({ ok: true });
    await expect(sendCall(client, 'mall', calls.raw, undefined)).resolves.toEqual({ ok: true });
  });
});

describe('the types of a bound call (tsc proves them)', () => {
  const { client } = fakeClient(null);
  const api = bindCalls(client, 'mall', { ...calls, ...cartCalls });

  it('answers the type of the contract, not one written at the call', () => {
    expectTypeOf(api.list).returns.resolves.toEqualTypeOf<string[]>();
    expectTypeOf(api.raw).returns.resolves.toEqualTypeOf<{ ok: boolean }>();
    expectTypeOf(api.syncUserCart).returns.resolves.toEqualTypeOf<
      { goodID: number; attribute: string; buyNum: number }[]
    >();
  });

  it('refuses a wrong body or query and a misread answer field', () => {
    // The checks below are tsc's; the calls are never sent.
    const neverSent = () => {
      // @ts-expect-error buyNum is a number in the contract
      void api.syncUserCart({ cartData: [{ goodID: 1, attribute: '17', buyNum: '2' }] });
      // @ts-expect-error cartData is required
      void api.syncUserCart({ uid: 1 });
      // @ts-expect-error pageIndex is missing from the query
      void api.list({ kind: 'news' });
      // @ts-expect-error a call with body and query takes both
      void api.both({ name: '王' });
      void api.getGoodsDetails({}).then((answer) => {
        // @ts-expect-error the answer has productData, not productList
        return answer.productList;
      });
      void api.list({ kind: 'news', pageIndex: 1 }).then((names) => {
        // @ts-expect-error the answer is the envelope's data (a list), not the envelope
        return names.code;
      });
    };
    expect(neverSent).toBeTypeOf('function');
  });
});
