// @mall/feature-chat: online customer service (issue #15): the chat page, the service desk and the socket client.
export { CustomerServiceContainer } from './containers/CustomerServiceContainer';
export { useOpenChat } from './hooks/useOpenChat';
export { chatResources } from './i18n/resources';
export { chatLocales } from './i18n/locales';
export { ServiceDeskContainer } from './containers/ServiceDeskContainer';
