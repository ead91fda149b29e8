// @mall/contract/service: feedback and enterprise inquiries (issue #14) — their calls and schemas.
import { pathsOf } from '../call';
import { serviceCalls } from './calls';

export * from './schemas';
export { serviceCalls, serviceRoutes } from './calls';

/** The service calls' paths (tests, mocks). Staff answer feedback and read inquiries in the console (ops/serviceCalls). */
export const servicePaths = (productCode: string) => pathsOf(serviceCalls, productCode);
