// @mall/feature-layout: the shell wired to the server (spec §2 layout shell).
export { createLayoutApi, type LayoutApi, type GoldPriceDecoration } from './api/layoutApi';
export { layoutKeys } from './api/keys';
export { useLayoutApi, useMenus, useNotices, useGraying, useGoldPrice, useAdverts, useClassifies } from './hooks/useLayoutData';
export { noticeDisplayMs, headerLayout, nextCompact, isBackToTopVisible, backToTopThreshold, compactOffset } from './logic/shellRules';
export { GreyModeSync } from './containers/GreyModeSync';
export { layoutResources } from './i18n/resources';
