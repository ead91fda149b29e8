export { ConfigLoadError, loadRuntimeConfig, parseRuntimeConfig, resolveHost } from './config/runtimeConfig';
export { createI18n, changeLocale, type I18nOptions } from './i18n/createI18n';
export { supportedLocales, defaultLocale, localeStorageKey, chooseLocale, toSupportedLocale, type Locale } from './i18n/locales';
