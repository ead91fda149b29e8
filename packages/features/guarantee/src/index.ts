// @mall/feature-guarantee: electronic guarantees (电子保单) and the public commodity verification (商品验证), issue #14.
export { GuaranteeListContainer } from './containers/GuaranteeListContainer';
export { GuaranteeCertificateContainer } from './containers/GuaranteeCertificateContainer';
export { VerificationContainer } from './containers/VerificationContainer';
export { guaranteeResources } from './i18n/resources';
export { guaranteeLocales } from './i18n/locales';
