/** Where the server serves the console (issue #29): every path below is the router's, under it. */
export const basename = '/ops';

/** The console's pages. */
export const paths = {
  /** The sign-in; `returnTo` is the page to come back to. */
  login: (returnTo?: string) => (returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : '/login'),
  loginCallback: () => '/login/callback',
  orders: () => '/orders',
  order: (orderNo: string) => `/orders/${encodeURIComponent(orderNo)}`,
  feedback: () => '/feedback',
  feedbackThread: (feedbackNo: string) => `/feedback/${encodeURIComponent(feedbackNo)}`,
  inquiries: () => '/inquiries',
  inquiry: (inquiryNo: string) => `/inquiries/${encodeURIComponent(inquiryNo)}`,
  aftersales: () => '/aftersales',
  aftersale: (refundNo: string) => `/aftersales/${encodeURIComponent(refundNo)}`,
  audit: () => '/audit',
  roles: () => '/roles',
};

/** The address of a console page for a plain `<a href>` (the router's basename added). */
export const hrefOf = (path: string) => `${basename}${path}`;
