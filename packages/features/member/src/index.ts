// @mall/feature-member: around a signed-in session — member info, clause re-consent, staff sign-in.
export { createMemberApi, type MemberApi, type StaffLoginConfig, type StaffCodeBody, type StaffCodeAnswer, type BatchSignEntry, type SignAnswer } from './api/memberApi';
export { memberKeys } from './api/keys';
export { useMemberApi } from './hooks/useMemberApi';
export { useMemberInfo, loadMemberInfo, type MemberInfoState } from './hooks/useMemberInfo';
export { useClauseConsent, useRecordRequiredClauses, type ClauseConsentState } from './hooks/useClauseConsent';
export { findClausesToAccept, acceptClauses, recordRequiredClauses, requiredClausesInForce } from './hooks/clauseFlow';
export { startStaffSignIn, completeStaffSignIn, staffEndSessionUrl, type StaffCallbackOutcome } from './hooks/staffFlow';
export { useLogout } from './hooks/useLogout';
export { requiredClauseKeys, clauseCheckDelayMs, acceptedClausesStorageKey, shouldCheckClauses, type ClauseInForce } from './logic/clauses';
export { daysJoined, defaultMemberInfo, memberInfoCacheMs, type MemberInfo } from './logic/memberInfo';
export { codeChallengeS256, createCodeVerifier, buildAuthorizeUrl } from './logic/pkce';
export { safeReturnTo, cleanCallbackUrl, staffLandingPath, staffRetryDelayMs } from './logic/staffReturn';
export { MemberSummaryContainer } from './containers/MemberSummaryContainer';
export { ClauseConsentContainer, type ClauseConsentContainerProps } from './containers/ClauseConsentContainer';
export { StaffLoginContainer, type StaffLoginContainerProps } from './containers/StaffLoginContainer';
export { StaffCallback, type StaffCallbackProps } from './containers/StaffCallback';
export { memberResources } from './i18n/resources';
export { memberLocales } from './i18n/locales';
