export { ConfigLoadError, loadRuntimeConfig, parseRuntimeConfig, resolveHost } from './config/runtimeConfig';
export {
  createI18n,
  changeLocale,
  namespaceLoader,
  combineLoaders,
  type I18nOptions,
  type LocaleLoader,
  type NamespaceFiles,
} from './i18n/createI18n';
export {
  supportedLocales,
  defaultLocale,
  localeStorageKey,
  chooseLocale,
  toSupportedLocale,
  type Locale,
} from './i18n/locales';
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type ApiCallOptions,
  type ApiMethod,
  type ApiSession,
  type PostFormOptions,
  type TokenRefreshAnswer,
} from './api/createApiClient';
export { ApiError, isApiError, apiErrorKinds, type ApiErrorKind, type ApiErrorDetails } from './api/errors';
export { classifyAnswer, ensureOk, readEnvelope, type EnvelopeFields, type Verdict } from './api/envelope';
export { apiHosts, buildUrl, type ApiHost, type QueryParams, type QueryValue } from './api/requestParts';
export {
  busyCode,
  busyDefaultMessage,
  requestTimeoutMs,
  successCode,
  tokenRefreshHeader,
  tokenRefreshPath,
  unauthorizedRetcode,
} from './api/constants';
export { createSingleDialog } from './api/singleDialog';
export { submitForm, type FormFields } from './api/submitForm';
export {
  createSessionStore,
  type SessionSnapshot,
  type SessionStore,
  type SessionStoreOptions,
  type SessionStorageLike,
} from './session/createSessionStore';
export {
  anonymousUser,
  isLoggedInUser,
  isStaffUser,
  parseUserInfo,
  parseMembershipCard,
  type MembershipCard,
  type UserInfo,
} from './session/userInfo';
export { keptOnLogoutKeys, redirectStorageKey, sessionStorageKey, storeVersion } from './session/constants';
export { isSafeRedirectPath } from './session/redirect';
export { createMemoryStorage } from './session/memoryStorage';
export {
  guardStorage,
  localStore,
  sessionStore,
  type GuardedStorage,
  type JsonCheck,
  type KeyValueStorage,
} from './storage/webStorage';
export { SessionProvider, useSession, useSessionStore, type SessionProviderProps } from './session/react';
export { swrConfig, swrDedupingIntervalMs, isRetryableError } from './swr/swrConfig';
export { createFetcher, type FetcherKey } from './swr/fetcher';
export { sharedKeys } from './swr/sharedKeys';
export { categoryLines, type CategoryLineKey, type CategoryLineSource } from './rules/categoryLines';
export { ApiClientProvider, useApiClient, type ApiClientProviderProps } from './api/react';
export { RuntimeConfigProvider, useRuntimeConfig } from './config/react';
