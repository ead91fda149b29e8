// @mall/feature-ops-orders: the console's orders (issue #29) — the order search, the order page with its
// timeline and internal notes, and shipping by hand.
export { OrderSearchContainer } from './containers/OrderSearchContainer';
export { OrderDetailContainer } from './containers/OrderDetailContainer';
export { readOrderSearch, writeOrderSearch } from './logic/orderQuery';
export { opsOrdersLocales } from './i18n/locales';
