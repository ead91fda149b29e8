// @mall/feature-ops-aftersales: the console's after-sales (issue #29) — the queue of refund and
// after-sales applications against the 48 h service level, one application, approve (two people for
// large refunds) and refuse.
export { AftersaleQueueContainer } from './containers/AftersaleQueueContainer';
export { AftersaleDetailContainer } from './containers/AftersaleDetailContainer';
export { readAftersaleSearch, writeAftersaleSearch } from './logic/aftersaleQuery';
export { opsAftersalesLocales } from './i18n/locales';
