// The parts of the page frame only a signed-in shopper needs (issue #16): fetched once a session
// is known, not with every visitor's first load (Layout.tsx).
export { ClauseConsentContainer, MemberSummaryContainer } from '@mall/feature-member';
export { StaffWatermark } from '@mall/feature-layout';
