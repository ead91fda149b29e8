import { call, routeSchemas } from '../call';
import { ErrorBody } from '../envelope';
import {
  FootprintDeleteAllBody,
  FootprintDoneResponse,
  FootprintListQuery,
  FootprintListResponse,
  FootprintUpdateBody,
} from './schemas';

// Footprints (spec §7 "Footprints and adverts"): the signed-in member's browsing history on the
// common2 server; the member is the token's (HTTP 401 without a session, 403 for a staff account).
const footprints = '/{product}-common2-server/userFootPrint';

/** The footprint calls, for both sides. */
export const footprintsCalls = {
  /** One page of the member's footprints, newest first (off-sale pieces included, marked). */
  list: call<{ query: typeof FootprintListQuery; response: typeof FootprintListResponse }>()({
    method: 'GET',
    path: `${footprints}/list`,
    envelope: 'code',
  }),
  /** updateUserFootPrint: records that the member opened a piece (moved to the top if already there). */
  update: call<{ body: typeof FootprintUpdateBody; response: typeof FootprintDoneResponse }>()({
    method: 'POST',
    path: `${footprints}/updateUserFootPrint`,
    envelope: 'code',
  }),
  /** deleteUserAllFootPrint: forgets every footprint of the member. */
  deleteAll: call<{ body: typeof FootprintDeleteAllBody; response: typeof FootprintDoneResponse }>()({
    method: 'POST',
    path: `${footprints}/deleteUserAllFootPrint`,
    envelope: 'code',
  }),
};

/** The footprint calls with the schemas the server checks them by. */
export const footprintsRoutes = routeSchemas(footprintsCalls, {
  list: { querystring: FootprintListQuery, response: { 200: FootprintListResponse, 401: ErrorBody, 403: ErrorBody } },
  update: {
    body: FootprintUpdateBody,
    response: { 200: FootprintDoneResponse, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
  },
  deleteAll: { body: FootprintDeleteAllBody, response: { 200: FootprintDoneResponse, 401: ErrorBody, 403: ErrorBody } },
});
