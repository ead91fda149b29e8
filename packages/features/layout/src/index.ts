// @mall/feature-layout: the shell wired to the server (spec §2 layout shell).
export { createLayoutApi, type LayoutApi } from './api/layoutApi';
export { layoutKeys } from './api/keys';
export { useLayoutApi, useMenus, useNotices, useGraying, useGoldPrice, useAdverts, useClassifies } from './hooks/useLayoutData';
export { useScrollCompact, useBackToTopVisible, useStoredFlag } from './hooks/useShellState';
export { noticeDisplayMs, headerLayout, nextCompact, isBackToTopVisible, backToTopThreshold, compactOffset } from './logic/shellRules';
export { toNoticeItems, toTabNavItems, toFooterColumns, toGoldAdvert } from './logic/shellMappers';
export { GreyModeSync } from './containers/GreyModeSync';
export { NoticeBarContainer, noticeClosedKey } from './containers/NoticeBarContainer';
export { HeaderContainer, type HeaderContainerProps, type HeaderHrefs } from './containers/HeaderContainer';
export { FooterContainer, type FooterContainerProps } from './containers/FooterContainer';
export { FloatingActionsContainer, useOpenChat, type FloatingActionsContainerProps } from './containers/FloatingActionsContainer';
export { CookieBannerContainer, agreeCookieKey, type CookieBannerContainerProps } from './containers/CookieBannerContainer';
export { StaffWatermark } from './containers/StaffWatermark';
export { layoutResources } from './i18n/resources';
export { layoutLocales } from './i18n/locales';
