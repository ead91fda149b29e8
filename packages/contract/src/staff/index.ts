// @mall/contract/staff: staff single sign-on (spec §4, §6, §7) — its calls and their schemas.
import { pathsOf } from '../call';
import { staffCalls } from './calls';

export * from './schemas';
export { staffCalls, staffRoutes } from './calls';

/** The staff sign-on paths (tests and mocks). */
export const staffPaths = (productCode: string) => pathsOf(staffCalls, productCode);
