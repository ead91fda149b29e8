import { describe, expect, expectTypeOf, it } from 'vitest';
import { callPath, pathsOf, type CallData, type CallInput } from '../call';
import { goodsApiActions, goodsCalls, goodsRoutes } from './calls';
import type { CommentGoods } from './schemas';
import type { ConditionOption } from './search';
import { searchCalls } from './searchCalls';

// issue #37: the legacy goods endpoint is one route on the server and one call per action in the browser.

describe('the goods tables', () => {
  it('keep the spec’s paths, the marketing lookup without a product segment', () => {
    expect(pathsOf(goodsCalls, 'mall').queryGoodsDetails).toBe('/mall-goods-server/product/queryGoodsDetails');
    expect(callPath(goodsCalls.getProductMarketings, 'mall')).toBe('/api/goods/getproductmarkeings');
    expect(pathsOf(searchCalls, 'mall').getBadWords).toBe('/api/common/getBadWords');
    expect(searchCalls.getBadWords.envelope).toBe('retcode');
  });

  it('posts every action of the legacy endpoint to the one route the server registers', () => {
    for (const action of Object.values(goodsApiActions)) {
      expect([action.method, action.path]).toEqual([goodsRoutes.goodsApi.call.method, goodsRoutes.goodsApi.call.path]);
    }
  });

  it('types each action by its own answer, its action fixed', () => {
    expectTypeOf<CallData<typeof goodsApiActions.commentGoods>>().toEqualTypeOf<CommentGoods>();
    expectTypeOf<CallData<typeof goodsApiActions.getProductTypes>>().toEqualTypeOf<ConditionOption[]>();
    const input: CallInput<typeof goodsApiActions.commentGoods> = {
      body: { mouldNo: 'JYG00001' },
      query: { action: 'commentgoods' },
    };
    const wrongAction: CallInput<typeof goodsApiActions.commentGoods> = {
      body: { mouldNo: 'JYG00001' },
      // @ts-expect-error the comments call names its own action
      query: { action: 'GetProductTypes' },
    };
    // @ts-expect-error the comments call needs the piece's mould number
    const noMould: CallInput<typeof goodsApiActions.commentGoods> = { body: {}, query: { action: 'commentgoods' } };
    expect([input, wrongAction, noMould]).toHaveLength(3);
  });
});
