// @mall/contract/member: the member's account information (profile, password, mobile, export,
// cancellation) and membership (card levels, points, consumption, K points) — calls and schemas.
// Member info, the titles and clause consent are account calls: `@mall/contract/auth`.
import { pathsOf } from '../call';
import { accountCalls, membershipCalls } from './calls';

export * from './account';
export * from './membership';
export { accountCalls, accountRoutes, membershipCalls, membershipRoutes } from './calls';

/** The account information paths (tests and mocks). */
export const accountPaths = (productCode: string) => pathsOf(accountCalls, productCode);
/** The membership paths (tests and mocks). */
export const membershipPaths = (productCode: string) => pathsOf(membershipCalls, productCode);
