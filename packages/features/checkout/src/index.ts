// @mall/feature-checkout: /pay, /submitSuccess, /paySuccess, /payFail (issue #7).
export { CheckoutContainer } from './containers/CheckoutContainer';
export type { CartsParse } from './logic/carts';
export { SubmitSuccessContainer } from './containers/SubmitSuccessContainer';
export { PayResultContainer } from './containers/PayResultContainer';
export { checkoutResources } from './i18n/resources';
export { checkoutLocales } from './i18n/locales';
export { AddressBookContainer } from './containers/AddressBookContainer';
