import { call, routeSchemas } from '../call';
import { ErrorBody } from '../envelope';
import { PdfFile } from '../files';
import {
  GuaranteeDetailQuery,
  GuaranteeDetailResponse,
  GuaranteeListQuery,
  GuaranteeListResponse,
  VerificationBody,
  VerificationResponse,
} from './schemas';

// Electronic guarantees (the member's, behind their token) and the public commodity verification
// (issue #14 items 2 and 3; spec §2 /electronicGuarantee and /commodityVerification, calls not
// shown, designed on the common2 server).
const common2 = '/{product}-common2-server/api/v1';

/** The guarantee calls, for both sides. */
export const guaranteeCalls = {
  /** A page of the member's guarantees, newest sale first. */
  guaranteeList: call<{ query: typeof GuaranteeListQuery; response: typeof GuaranteeListResponse }>()({
    method: 'GET',
    path: `${common2}/guarantee/list`,
    envelope: 'code',
  }),
  /** One of the member's certificates (another's answers 404). */
  guaranteeDetail: call<{ query: typeof GuaranteeDetailQuery; response: typeof GuaranteeDetailResponse }>()({
    method: 'GET',
    path: `${common2}/guarantee/detail`,
    envelope: 'code',
  }),
  /** The certificate as a PDF (attachment), the member's own only: bytes, no envelope. */
  guaranteePdf: call<{ query: typeof GuaranteeDetailQuery; response: typeof PdfFile }>()({
    method: 'GET',
    path: `${common2}/guarantee/pdf`,
    envelope: 'bare',
  }),
  /** The public look-up by certificate number. */
  verify: call<{ body: typeof VerificationBody; response: typeof VerificationResponse }>()({
    method: 'POST',
    path: `${common2}/commodity/verify`,
    envelope: 'code',
  }),
};

/** The guarantee calls with the schemas the server checks them by. */
export const guaranteeRoutes = routeSchemas(guaranteeCalls, {
  guaranteeList: {
    querystring: GuaranteeListQuery,
    response: { 200: GuaranteeListResponse, 401: ErrorBody, 403: ErrorBody },
  },
  guaranteeDetail: {
    querystring: GuaranteeDetailQuery,
    response: { 200: GuaranteeDetailResponse, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
  },
  guaranteePdf: {
    querystring: GuaranteeDetailQuery,
    response: { 200: PdfFile, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
  },
  verify: { body: VerificationBody, response: { 200: VerificationResponse, 400: ErrorBody, 429: ErrorBody } },
});
