// @mall/feature-goods: the product page and today's gold price wired to the server (spec §2 goods, todaygold).
export { GoodsDetailContainer, type GoodsHrefs } from './containers/GoodsDetailContainer';
export { TodayGoldContainer } from './containers/TodayGoldContainer';
export { goodsResources } from './i18n/resources';
export { goodsLocales } from './i18n/locales';
export { useQuickAddChoice } from './hooks/useGoods';
export { goodsKeys } from './api/keys';
export { productJsonLd } from './logic/productJsonLd';
