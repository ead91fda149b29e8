import { call, routeSchemas } from '../call';
import { ErrorBody, TimestampQuery } from '../envelope';
import {
  FeedbackListResponse,
  FeedbackSubmitBody,
  FeedbackSubmitResponse,
  InquirySubmitBody,
  InquirySubmitResponse,
} from './schemas';

// Feedback and enterprise customization inquiries (issue #14; spec §2 /feedBack and
// /enterprise/customization/index, calls not shown, designed on the common2 server).
const common2 = '/{product}-common2-server/api/v1';

/** The service calls, for both sides. */
export const serviceCalls = {
  /** The member's feedback; the Idempotency-Key header makes one feedback per key. */
  feedbackSubmit: call<{ body: typeof FeedbackSubmitBody; response: typeof FeedbackSubmitResponse }>()({
    method: 'POST',
    path: `${common2}/feedback/submit`,
    envelope: 'code',
  }),
  /** The member's feedback, newest first (at most 50). */
  feedbackList: call<{ query: typeof TimestampQuery; response: typeof FeedbackListResponse }>()({
    method: 'GET',
    path: `${common2}/feedback/list`,
    envelope: 'code',
  }),
  /** An enterprise inquiry (public, behind a captcha pass). */
  inquirySubmit: call<{ body: typeof InquirySubmitBody; response: typeof InquirySubmitResponse }>()({
    method: 'POST',
    path: `${common2}/enterprise/inquiry/submit`,
    envelope: 'code',
  }),
};

/** The service calls with the schemas the server checks them by. */
export const serviceRoutes = routeSchemas(serviceCalls, {
  feedbackSubmit: {
    body: FeedbackSubmitBody,
    response: {
      200: FeedbackSubmitResponse,
      400: ErrorBody,
      401: ErrorBody,
      403: ErrorBody,
      404: ErrorBody,
      409: ErrorBody,
    },
  },
  feedbackList: {
    querystring: TimestampQuery,
    response: { 200: FeedbackListResponse, 401: ErrorBody, 403: ErrorBody },
  },
  inquirySubmit: {
    body: InquirySubmitBody,
    response: { 200: InquirySubmitResponse, 400: ErrorBody, 429: ErrorBody },
  },
});
