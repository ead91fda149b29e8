// @mall/contract/auth: accounts (spec §7 Authentication, member info and titles, Clauses, the chat
// identity) — their calls, the login form posts and their schemas.
import { callPath, pathsOf } from '../call';
import { authCalls, authForms } from './calls';

export * from './schemas';
export { authCalls, authForms, authFormRoutes, authRoutes } from './calls';

/** The account paths, the login form posts' included (tests, mocks, `postForm`). */
export const authPaths = (productCode: string) => ({
  ...pathsOf(authCalls, productCode),
  ssoLoginSms: callPath(authForms.ssoLoginSms, productCode),
  ssoLoginPassword: callPath(authForms.ssoLoginPassword, productCode),
});
