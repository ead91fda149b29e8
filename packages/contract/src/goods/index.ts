// @mall/contract/goods: the catalogue (spec §7 "Goods", "Search") — the product page's calls, the
// goods list's search calls, the legacy goods endpoint's actions, and their schemas.
import { pathsOf } from '../call';
import { goodsCalls } from './calls';
import { searchCalls } from './searchCalls';

export * from './schemas';
export * from './search';
export * from './goodsApi';
export { goodsApiActions, goodsCalls, goodsRoutes, type GoodsApiActionsServed } from './calls';
export { searchCalls, searchRoutes } from './searchCalls';

/** The goods calls' paths (tests and mocks); `goodsApi` is the legacy endpoint every action posts to. */
export const goodsPaths = (productCode: string) => pathsOf(goodsCalls, productCode);
/** The search calls' paths (tests and mocks). */
export const searchPaths = (productCode: string) => pathsOf(searchCalls, productCode);
