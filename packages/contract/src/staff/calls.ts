import { call, routeSchemas } from '../call';
import { ErrorBody } from '../envelope';
import { StaffLoginCodeBody, StaffLoginCodeResponse, StaffLoginConfigQuery, StaffLoginConfigResponse } from './schemas';

const staff = '/{product}-common2-server/api/v1/staff';

/**
 * Staff single sign-on (spec §7 "Staff code exchange": path not shown, designed in the style of
 * the common2 server; see schemas.ts for the flow).
 */
export const staffCalls = {
  /** The provider's endpoints and the mall's client settings. */
  loginConfig: call<{ query: typeof StaffLoginConfigQuery; response: typeof StaffLoginConfigResponse }>()({
    method: 'GET',
    path: `${staff}/login/config`,
    envelope: 'code',
  }),
  /**
   * The authorization code → the mall's session. Spec §7 answers `{ code, msg, userInfo, idToken }`
   * with no `data`: the call resolves to the whole answer (a refusal is an HTTP 4xx or 503).
   */
  loginCode: call<{ body: typeof StaffLoginCodeBody; response: typeof StaffLoginCodeResponse }>()({
    method: 'POST',
    path: `${staff}/login/code`,
    envelope: 'bare',
  }),
};

/** The staff calls with the schemas the server checks them by. */
export const staffRoutes = routeSchemas(staffCalls, {
  loginConfig: { querystring: StaffLoginConfigQuery, response: { 200: StaffLoginConfigResponse, 503: ErrorBody } },
  loginCode: {
    body: StaffLoginCodeBody,
    response: { 200: StaffLoginCodeResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 503: ErrorBody },
  },
});
