// @mall/contract/ops: the operations console, part 1 (issue #29) — staff roles and permissions, the
// order search and order page, shipping by hand, the audit trail: their calls and their schemas.
import { pathsOf } from '../call';
import { aftersalesCalls } from './aftersalesCalls';
import { opsCalls } from './calls';

export * from './permissions';
export * from './schemas';
export { opsCalls, opsRoutes } from './calls';

/** The console's paths (tests and mocks). */
export const opsPaths = (productCode: string) => pathsOf(opsCalls, productCode);

// The shopper service (feedback threads, enterprise inquiries), in files of their own.
export * from './serviceSchemas';
export { opsServiceCalls, opsServicePaths, opsServiceRoutes } from './serviceCalls';
// After-sales (issue #29 "After-sales"): the queue, one application, approve (two people above the threshold), refuse.
export * from './aftersalesSchemas';
export { aftersalesCalls, aftersalesRoutes } from './aftersalesCalls';
/** The after-sales calls' paths (tests and mocks). */
export const aftersalesPaths = (productCode: string) => pathsOf(aftersalesCalls, productCode);
