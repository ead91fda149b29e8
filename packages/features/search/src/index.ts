// @mall/feature-search: the header search pop-up and the goods list (spec §2, §4, §7 "Search").
export { SearchPopupContainer } from './containers/SearchPopupContainer';
export { GoodsListContainer } from './containers/GoodsListContainer';
export { GoodsCardsGrid } from './containers/GoodsCardsGrid';
export { searchResources } from './i18n/resources';
export { searchLocales } from './i18n/locales';
export { RoyaltyGoodsContainer } from './containers/RoyaltyGoodsContainer';
export type { ListQuery } from './logic/listQuery';
export type { RoyaltyQuery } from './logic/royaltyView';
export { FootprintsContainer, type QuickAddOutcome } from './containers/FootprintsContainer';
export { RightsFundContainer } from './containers/RightsFundContainer';
export { RecentFootprintsContainer } from './containers/RecentFootprintsContainer';
