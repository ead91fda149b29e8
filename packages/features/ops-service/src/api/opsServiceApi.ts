import { opsServiceCalls, type OpsFeedbackFilter, type OpsInquiryStatus } from '@mall/contract/ops';
import { bindCalls, type ApiClient } from '@mall/core';

/** The console's shopper service calls (issue #29 "Shopper service"). */
export function createOpsServiceApi(client: ApiClient, productCode: string) {
  const ops = bindCalls(client, productCode, opsServiceCalls);
  return {
    feedback: (state?: OpsFeedbackFilter) => ops.feedback(state ? { state } : {}),
    thread: (feedbackNo: string) => ops.feedbackThread({ feedbackNo }),
    reply: (feedbackNo: string, reply: string) => ops.feedbackReply({ feedbackNo, reply }),
    inquiries: (status?: OpsInquiryStatus) => ops.inquiries(status ? { status } : {}),
    inquiry: (inquiryNo: string) => ops.inquiryDetail({ inquiryNo }),
    assign: (inquiryNo: string, staffCode: string) => ops.inquiryAssign({ inquiryNo, staffCode }),
    setStatus: (inquiryNo: string, status: OpsInquiryStatus) => ops.inquiryStatus({ inquiryNo, status }),
    addNote: (inquiryNo: string, text: string) => ops.inquiryNote({ inquiryNo, text }),
  };
}

export type OpsServiceApi = ReturnType<typeof createOpsServiceApi>;
