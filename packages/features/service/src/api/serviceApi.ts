import {
  captchaBodyOf,
  orderPaths,
  type CaptchaPass,
  IDEMPOTENCY_HEADER,
  servicePaths,
  type FeedbackView,
  type InquiryInput,
  type OrderList,
} from '@mall/contract';
import { ensureOk, type ApiClient } from '@mall/core';

type CodeAnswer<T> = { code: number; msg: string; data: T };

/** What the feedback form sends (the contract's FeedbackSubmitBody). */
export type FeedbackSubmission = {
  type: string;
  orderNo?: string;
  content: string;
  photos: string[];
  contact: string;
};

/** Feedback and enterprise inquiries (issue #14), and the member's recent orders for the feedback form. */
export function createServiceApi(client: ApiClient, productCode: string) {
  const paths = servicePaths(productCode);
  return {
    /** The member's feedback, newest first. */
    feedbackList: async () => ensureOk(await client.get<CodeAnswer<FeedbackView[]>>(paths.feedbackList)).data,
    /** Sends a feedback; the same `key` (one per form) makes one feedback however often it is sent. */
    submitFeedback: async (body: FeedbackSubmission, key: string) =>
      ensureOk(
        await client.post<CodeAnswer<{ feedbackNo: string }>>(paths.feedbackSubmit, body, {
          headers: { [IDEMPOTENCY_HEADER]: key },
        }),
      ).data,
    /** The member's latest orders (the order centre's list), to relate a feedback to one. */
    recentOrders: async () =>
      ensureOk(
        await client.get<CodeAnswer<OrderList>>(orderPaths(productCode).orderList, {
          params: { tab: 'all', pageIndex: 1, pageSize: 20 },
        }),
      ).data.list,
    /** Sends an inquiry behind a captcha pass. */
    submitInquiry: async (
      inquiry: Omit<InquiryInput, 'quantity'> & { quantity?: number; logo?: string },
      pass: CaptchaPass,
    ) =>
      ensureOk(
        await client.post<CodeAnswer<{ inquiryNo: string }>>(paths.inquirySubmit, {
          ...inquiry,
          ...captchaBodyOf(pass),
        }),
      ).data,
  };
}

export type ServiceApi = ReturnType<typeof createServiceApi>;
