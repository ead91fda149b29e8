import {
  royaltyPaths,
  type RoyaltyBalanceResponse,
  type RoyaltyGoodsListBody,
  type RoyaltyGoodsListResponse,
} from '@mall/contract';
import type { ApiClient } from '@mall/core';

/** One method per royalty shop call (spec §1 rights-fund mall; paths designed in the style of spec §7). */
export function createRoyaltyApi(client: ApiClient, productCode: string) {
  const paths = royaltyPaths(productCode);
  return {
    /** royalty/goods/list: one page of the pieces staff can buy with the fund (public). */
    goods: async (body: RoyaltyGoodsListBody) =>
      (await client.post<RoyaltyGoodsListResponse>(paths.goodsList, body)).data,
    /** royalty/balance: the signed-in staff user's fund for the year. */
    balance: async () => (await client.get<RoyaltyBalanceResponse>(paths.balance)).data,
  };
}

export type RoyaltyApi = ReturnType<typeof createRoyaltyApi>;
