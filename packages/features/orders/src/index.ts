// @mall/feature-orders: the order centre (issue #12) — the buyer's orders by status tab with counts,
// an order's detail, cancel, delete, confirm receipt and buy again, on the contract's shared rules.
export { OrderListContainer } from './containers/OrderListContainer';
export { OrderDetailContainer } from './containers/OrderDetailContainer';
export { ordersResources } from './i18n/resources';
export { ordersLocales } from './i18n/locales';
export { ReviewFormContainer } from './containers/ReviewFormContainer';
