import { captchaBodyOf, type CaptchaPass } from '@mall/contract/auth';
import { IDEMPOTENCY_HEADER } from '@mall/contract/checkout';
import { orderCalls } from '@mall/contract/orders';
import { serviceCalls, type FeedbackSubmitBody, type InquirySubmitBody } from '@mall/contract/service';
import { bindCalls, type ApiClient } from '@mall/core';

/** What the feedback form sends. */
export type FeedbackSubmission = FeedbackSubmitBody;

/** What the inquiry form sends, without the captcha pass (sent beside it). */
export type InquirySubmission = Omit<InquirySubmitBody, keyof ReturnType<typeof captchaBodyOf>>;

/**
 * Feedback and enterprise inquiries (issue #14) over the contract's `serviceCalls`, and the member's
 * recent orders for the feedback form.
 */
export function createServiceApi(client: ApiClient, productCode: string) {
  const service = bindCalls(client, productCode, serviceCalls);
  const orders = bindCalls(client, productCode, orderCalls);
  return {
    /** The member's feedback, newest first. */
    feedbackList: () => service.feedbackList({}),
    /** Sends a feedback; the same `key` (one per form) makes one feedback however often it is sent. */
    submitFeedback: (body: FeedbackSubmission, key: string) =>
      service.feedbackSubmit(body, { headers: { [IDEMPOTENCY_HEADER]: key } }),
    /**
     * The member's latest orders (the order centre's list), to relate a feedback to one. The order
     * list is the orders domain's call: it moves onto its table with that domain (issue #37).
     */
    recentOrders: async () => (await orders.orderList({ tab: 'all', pageIndex: 1, pageSize: 20 })).list,
    /** Sends an inquiry behind a captcha pass. */
    submitInquiry: (inquiry: InquirySubmission, pass: CaptchaPass) =>
      service.inquirySubmit({ ...inquiry, ...captchaBodyOf(pass) }),
  };
}

export type ServiceApi = ReturnType<typeof createServiceApi>;
