// @mall/feature-goods: the product page and today's gold price wired to the server (spec §2 goods, todaygold).
export { createGoodsApi, goldAdvertTag, type GoodsApi } from './api/goodsApi';
export { goodsKeys } from './api/keys';
export {
  useGoodsApi,
  useGoodsDetail,
  useGoodsPriceStock,
  useGoodsMarketings,
  useGoodsComments,
  useGoodsWatermark,
  useGoodsImages,
  useRecommendations,
  useTodayGoldPrice,
  useGoldPriceDecoration,
  useGoldAdverts,
} from './hooks/useGoods';
export { attributeDimensions, activeDimensions, choiceGroups, choose, initialSelection, skuFor, stockState, lowStockThreshold } from './logic/attributeChoice';
export type { AttributeDimension, AttributeSelection, AttributeChoiceGroup, AttributeChoiceOption } from './logic/attributeChoice';
export { translatedLines, promoFen, galleryOrder, toMarketingBadges, gramsText } from './logic/goodsView';
export { GoodsDetailContainer, type GoodsDetailContainerProps, type GoodsHrefs } from './containers/GoodsDetailContainer';
export { TodayGoldContainer, goldHistoryDays } from './containers/TodayGoldContainer';
export { goodsResources } from './i18n/resources';
export { goodsLocales } from './i18n/locales';
