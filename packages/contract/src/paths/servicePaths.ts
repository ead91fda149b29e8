/**
 * Feedback and enterprise customization inquiries (issue #14; spec §2 /feedBack and
 * /enterprise/customization/index, calls not shown, designed on the common2 server). `dev*` are the
 * development operator's (not in production: the paths do not exist there).
 */
export function servicePaths(product: string) {
  const common2 = `/${product}-common2-server/api/v1`;
  return {
    feedbackSubmit: `${common2}/feedback/submit`,
    feedbackList: `${common2}/feedback/list`,
    inquirySubmit: `${common2}/enterprise/inquiry/submit`,
    devFeedback: '/__dev/feedback',
    devFeedbackReply: '/__dev/feedback/reply',
    devInquiries: '/__dev/inquiries',
  } as const;
}
