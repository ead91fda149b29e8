// @mall/feature-cart: the bag — the visitor's local bag and its merge on sign-in, the member's bag
// on the server, the header drawer, /cart, spec §9 totals and the way to checkout.
export { useAddToBag, useReloadBag } from './hooks/useBag';
export { useBagCount } from './hooks/useBagLines';
export { useBagSync } from './hooks/useBagSync';
export { BagDrawerContainer, type BagDrawerContainerProps } from './containers/BagDrawerContainer';
export { CartPageContainer } from './containers/CartPageContainer';
export { cartResources } from './i18n/resources';
export { cartLocales } from './i18n/locales';
