import { royaltyCalls, type RoyaltyGoodsListBody } from '@mall/contract/royalty';
import { bindCalls, type ApiClient } from '@mall/core';

/** One method per royalty shop call (spec §1 rights-fund mall; paths designed in the style of spec §7). */
export function createRoyaltyApi(client: ApiClient, productCode: string) {
  const royalty = bindCalls(client, productCode, royaltyCalls);
  return {
    /** royalty/goods/list: one page of the pieces staff can buy with the fund (public). */
    goods: (body: RoyaltyGoodsListBody) => royalty.goodsList(body),
    /** royalty/balance: the signed-in staff user's fund for the year. */
    balance: () => royalty.balance(),
  };
}

export type RoyaltyApi = ReturnType<typeof createRoyaltyApi>;
