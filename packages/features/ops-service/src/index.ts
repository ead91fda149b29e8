// @mall/feature-ops-service: the console's shopper service (issue #29) — the feedback queue and a thread
// with its reply; the enterprise inquiries with their assignee, status and internal notes.
export { FeedbackQueueContainer } from './containers/FeedbackQueueContainer';
export { FeedbackThreadContainer } from './containers/FeedbackThreadContainer';
export { InquiryListContainer } from './containers/InquiryListContainer';
export { InquiryDetailContainer } from './containers/InquiryDetailContainer';
export { opsServiceLocales } from './i18n/locales';
