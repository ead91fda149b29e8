// @mall/contract/service: feedback and enterprise inquiries (issue #14) — their calls and schemas.
import { pathsOf } from '../call';
import { serviceCalls } from './calls';

export * from './schemas';
export { serviceCalls, serviceRoutes } from './calls';

/** The development operator's feedback and inquiry pages (/__dev, not contract calls; not in production). */
export const serviceDevPaths = {
  devFeedback: '/__dev/feedback',
  devFeedbackReply: '/__dev/feedback/reply',
  devInquiries: '/__dev/inquiries',
} as const;

/** The service calls' paths and the development ones (tests, mocks, the /__dev routes). */
export const servicePaths = (productCode: string) => ({ ...pathsOf(serviceCalls, productCode), ...serviceDevPaths });
