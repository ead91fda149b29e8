// @mall/feature-member: around a signed-in session — member info, clause re-consent, staff sign-in.
export { useRecordRequiredClauses } from './hooks/useRecordRequiredClauses';
export { useLogout } from './hooks/useLogout';
export { MemberSummaryContainer } from './containers/MemberSummaryContainer';
export { MembershipContainer } from './containers/MembershipContainer';
export { MemberOverviewContainer } from './containers/MemberOverviewContainer';
export { ClauseConsentContainer } from './containers/ClauseConsentContainer';
export { StaffLoginContainer } from './containers/StaffLoginContainer';
export { StaffCallback } from './containers/StaffCallback';
export { ProfileContainer } from './containers/ProfileContainer';
export { ChangePasswordContainer } from './containers/ChangePasswordContainer';
export { ChangeMobileContainer } from './containers/ChangeMobileContainer';
export { DataExportContainer } from './containers/DataExportContainer';
export { CancelAccountContainer } from './containers/CancelAccountContainer';
export { memberResources } from './i18n/resources';
export { memberLocales } from './i18n/locales';
