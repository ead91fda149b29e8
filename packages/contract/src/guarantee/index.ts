// @mall/contract/guarantee: electronic guarantees and the commodity verification (issue #14) — their calls and schemas.
import { pathsOf } from '../call';
import { guaranteeCalls } from './calls';

export * from './schemas';
export { guaranteeCalls, guaranteeRoutes } from './calls';

/** The guarantee calls' paths (tests and mocks). */
export const guaranteePaths = (productCode: string) => pathsOf(guaranteeCalls, productCode);
