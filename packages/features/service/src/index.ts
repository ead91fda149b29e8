// @mall/feature-service: feedback (意见反馈) and the enterprise customization inquiry (企业定制), issue #14.
export { FeedbackContainer } from './containers/FeedbackContainer';
export { EnterpriseContainer } from './containers/EnterpriseContainer';
export { serviceResources } from './i18n/resources';
export { serviceLocales } from './i18n/locales';
