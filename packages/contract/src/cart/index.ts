// @mall/contract/cart: the bag (spec §7 Cart) — its calls and their schemas.
import { pathsOf } from '../call';
import { cartCalls } from './calls';

export * from './schemas';
export { cartCalls, cartRoutes } from './calls';

/** The bag's paths (tests and mocks). */
export const cartPaths = (productCode: string) => pathsOf(cartCalls, productCode);
