import { call, pathsOf, routeSchemas } from '../call';
import { ErrorBody } from '../envelope';
import {
  OpsFeedbackListResponse,
  OpsFeedbackQuery,
  OpsFeedbackRef,
  OpsFeedbackReplyBody,
  OpsFeedbackThreadResponse,
  OpsInquiryAssignBody,
  OpsInquiryDetailResponse,
  OpsInquiryListResponse,
  OpsInquiryNoteBody,
  OpsInquiryNoteResponse,
  OpsInquiryQuery,
  OpsInquiryRef,
  OpsInquiryStatusBody,
  OpsServiceDoneResponse,
} from './serviceSchemas';

// The console's shopper service calls (issue #29 "Shopper service"), under the console's prefix; the
// server declares each one's permission (service.reply) on its route.
const ops = '/{product}-ops-server/api/v1';

/** The console's feedback and inquiry calls, for both sides. */
export const opsServiceCalls = {
  /** The feedback queue: waiting first, newest first; filter waiting / answered. */
  feedback: call<{ query: typeof OpsFeedbackQuery; response: typeof OpsFeedbackListResponse }>()({
    method: 'GET',
    path: `${ops}/feedback`,
    envelope: 'code',
  }),
  /** One feedback as a thread. */
  feedbackThread: call<{ query: typeof OpsFeedbackRef; response: typeof OpsFeedbackThreadResponse }>()({
    method: 'GET',
    path: `${ops}/feedback/thread`,
    envelope: 'code',
  }),
  /** Replies to a feedback (once); the member reads it in her 意见反馈. */
  feedbackReply: call<{ body: typeof OpsFeedbackReplyBody; response: typeof OpsFeedbackThreadResponse }>()({
    method: 'POST',
    path: `${ops}/feedback/reply`,
    envelope: 'code',
  }),
  /** The enterprise-customization inquiries, newest first. */
  inquiries: call<{ query: typeof OpsInquiryQuery; response: typeof OpsInquiryListResponse }>()({
    method: 'GET',
    path: `${ops}/inquiries`,
    envelope: 'code',
  }),
  /** One inquiry with its follow-up and notes. */
  inquiryDetail: call<{ query: typeof OpsInquiryRef; response: typeof OpsInquiryDetailResponse }>()({
    method: 'GET',
    path: `${ops}/inquiries/detail`,
    envelope: 'code',
  }),
  /** Assigns an inquiry to a staff member. */
  inquiryAssign: call<{ body: typeof OpsInquiryAssignBody; response: typeof OpsServiceDoneResponse }>()({
    method: 'POST',
    path: `${ops}/inquiries/assign`,
    envelope: 'code',
  }),
  /** Sets an inquiry's follow-up status. */
  inquiryStatus: call<{ body: typeof OpsInquiryStatusBody; response: typeof OpsServiceDoneResponse }>()({
    method: 'POST',
    path: `${ops}/inquiries/status`,
    envelope: 'code',
  }),
  /** Adds an internal note to an inquiry. */
  inquiryNote: call<{ body: typeof OpsInquiryNoteBody; response: typeof OpsInquiryNoteResponse }>()({
    method: 'POST',
    path: `${ops}/inquiries/note`,
    envelope: 'code',
  }),
};

/** The console's feedback and inquiry calls with the schemas the server checks them by. */
export const opsServiceRoutes = routeSchemas(opsServiceCalls, {
  feedback: {
    querystring: OpsFeedbackQuery,
    response: { 200: OpsFeedbackListResponse, 401: ErrorBody, 403: ErrorBody },
  },
  feedbackThread: {
    querystring: OpsFeedbackRef,
    response: { 200: OpsFeedbackThreadResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
  },
  feedbackReply: {
    body: OpsFeedbackReplyBody,
    response: {
      200: OpsFeedbackThreadResponse,
      400: ErrorBody,
      401: ErrorBody,
      403: ErrorBody,
      404: ErrorBody,
      409: ErrorBody,
    },
  },
  inquiries: {
    querystring: OpsInquiryQuery,
    response: { 200: OpsInquiryListResponse, 401: ErrorBody, 403: ErrorBody },
  },
  inquiryDetail: {
    querystring: OpsInquiryRef,
    response: { 200: OpsInquiryDetailResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
  },
  inquiryAssign: {
    body: OpsInquiryAssignBody,
    response: { 200: OpsServiceDoneResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
  },
  inquiryStatus: {
    body: OpsInquiryStatusBody,
    response: { 200: OpsServiceDoneResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
  },
  inquiryNote: {
    body: OpsInquiryNoteBody,
    response: { 200: OpsInquiryNoteResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
  },
});

/** The console's feedback and inquiry paths (tests and mocks). */
export const opsServicePaths = (productCode: string) => pathsOf(opsServiceCalls, productCode);
