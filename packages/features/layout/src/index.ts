// @mall/feature-layout: the shell wired to the server (spec §2 layout shell).
export { GreyModeSync } from './containers/GreyModeSync';
export { NoticeBarContainer } from './containers/NoticeBarContainer';
export { HeaderContainer } from './containers/HeaderContainer';
export { FooterContainer } from './containers/FooterContainer';
export { FloatingActionsContainer } from './containers/FloatingActionsContainer';
export { CookieBannerContainer } from './containers/CookieBannerContainer';
export { StaffWatermark } from './containers/StaffWatermark';
export { layoutResources } from './i18n/resources';
export { layoutLocales } from './i18n/locales';
