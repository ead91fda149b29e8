// @mall/feature-cart: the bag — the visitor's local bag and its merge on sign-in, the member's bag
// on the server, the header drawer, /cart, spec §9 totals and the way to checkout.
export { createCartApi, CartCallFailed, type CartApi, type SyncLine } from './api/cartApi';
export { cartKeys } from './api/keys';
export { useCartApi } from './hooks/useCartApi';
export { useBag, useBagLines, useBagCount, useAddToBag, type CheckoutOutcome } from './hooks/useBag';
export { useBagSync } from './hooks/useBagSync';
export { bagStore, useBagStore } from './hooks/bagStore';
export { toBagLineData, bagTotals, activityNotes, checkoutLines } from './logic/bagView';
export { localBagStorageKey, readLocalBag, writeLocalBag, localItemFrom, addLocalLine, setLocalQuantity, removeLocalLine } from './logic/localBag';
export { BagDrawerContainer, type BagDrawerContainerProps } from './containers/BagDrawerContainer';
export { CartPageContainer, type CartPageContainerProps } from './containers/CartPageContainer';
export type { BagPanelProps } from './containers/BagPanel';
export { cartResources } from './i18n/resources';
export { cartLocales } from './i18n/locales';
