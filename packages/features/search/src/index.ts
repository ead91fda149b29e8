// @mall/feature-search: the header search pop-up and the goods list (spec §2, §4, §7 "Search").
export { createSearchApi, type SearchApi } from './api/searchApi';
export { searchKeys } from './api/keys';
export { useSearchApi, usePopupData, useGoodsList, useRecommendations } from './hooks/useSearchData';
export { useSearchHistory } from './hooks/useSearchHistory';
export { addToHistory, parseHistory, searchHistoryKey, searchHistoryMax } from './logic/searchHistory';
export { bannedMask, maskBanned, hotPage, flaggedHotCount, hintForTurn, decideSearch, resultRedirect, toSlides, type SearchDecision, type HotItem } from './logic/searchRules';
export { foldPercent, readDiscountLabel, toProductCard, type DiscountLabel } from './logic/cards';
export { parseListQuery, writeListQuery, toggleFilter, clearFilters, toSearchFilters, listPageSize, listSorts, type ListQuery, type ListSort, type ListFilter } from './logic/listQuery';
export { SearchPopupContainer, type SearchPopupContainerProps } from './containers/SearchPopupContainer';
export { GoodsListContainer, type GoodsListContainerProps } from './containers/GoodsListContainer';
export { searchResources } from './i18n/resources';
export { searchLocales } from './i18n/locales';
export { RoyaltyGoodsContainer, type RoyaltyGoodsContainerProps } from './containers/RoyaltyGoodsContainer';
export { createRoyaltyApi, type RoyaltyApi } from './api/royaltyApi';
export { useRoyaltyShop } from './hooks/useRoyalty';
export { parseRoyaltyQuery, writeRoyaltyQuery, toRoyaltyCard, coversNone, fundViewerOf, royaltySorts, royaltyPageSize, type RoyaltyQuery, type RoyaltySort, type FundViewer } from './logic/royaltyView';
