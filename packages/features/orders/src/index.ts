// @mall/feature-orders: the order centre (issue #12) — the buyer's orders by status tab with counts,
// an order's detail, its parcels and their tracking, cancel, delete, confirm receipt and buy again, on the contract's shared rules;
// presale final payment, the transfer gift's share link and acceptance page, the trade snapshot.
export { OrderListContainer } from './containers/OrderListContainer';
export { OrderDetailContainer } from './containers/OrderDetailContainer';
export { OrderLogisticsContainer } from './containers/OrderLogisticsContainer';
export { SnapshotContainer } from './containers/SnapshotContainer';
export { GiftContainer } from './containers/GiftContainer';
export { ordersResources } from './i18n/resources';
export { ordersLocales } from './i18n/locales';
export { ReviewFormContainer } from './containers/ReviewFormContainer';
export { OrderCountsContainer } from './containers/OrderCountsContainer';
export { RoyaltyOrdersContainer } from './containers/RoyaltyOrdersContainer';
