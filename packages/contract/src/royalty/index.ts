// @mall/contract/royalty: the staff royalty shop (spec §1 rights-fund mall) — its calls and their schemas.
import { pathsOf } from '../call';
import { royaltyCalls } from './calls';

export * from './schemas';
export { royaltyCalls, royaltyRoutes } from './calls';

/** The royalty shop's paths (tests and mocks). */
export const royaltyPaths = (productCode: string) => pathsOf(royaltyCalls, productCode);
