// @mall/core's public surface: what the features and the app import (`pnpm lint:exports` keeps it so).
export { loadRuntimeConfig, parseRuntimeConfig } from './config/runtimeConfig';
export {
  createI18n,
  changeLocale,
  namespaceLoader,
  combineLoaders,
  storedLocale,
  localeFromCookie,
} from './i18n/createI18n';
export { supportedLocales, toSupportedLocale, type Locale } from './i18n/locales';
export { createApiClient, type ApiClient } from './api/createApiClient';
export { ApiError, failureMessage, isApiError } from './api/errors';
export { busyDefaultMessage } from './api/constants';
export { ensureOk } from './api/envelope';
export { bindCalls } from './api/calls';
export { createSingleDialog } from './api/singleDialog';
export { createSessionStore, type SessionStore } from './session/createSessionStore';
export { isLoggedInUser, isStaffUser, type UserInfo } from './session/userInfo';
export { isSafeRedirectPath } from './session/redirect';
export { createMemoryStorage } from './session/memoryStorage';
export {
  guardStorage,
  localStore,
  sessionStore,
  type GuardedStorage,
  type KeyValueStorage,
} from './storage/webStorage';
export { SessionProvider, useSession, useSessionAfterHydration, useSessionStore } from './session/react';
export { swrConfig } from './swr/swrConfig';
export { createServerDataCollector, hydratingSWR, pageStatus, type ServerData } from './swr/serverData';
export { sharedKeys } from './swr/sharedKeys';
export { addressLocation, maskMobile } from './rules/addressView';
export { chinaDateTime, chinaDay, chinaDaysBetween, chinaTimeFormat } from './rules/chinaTime';
export { categoryLines, type CategoryLineKey, type CategoryLineSource } from './rules/categoryLines';
export { ApiClientProvider, useApiClient } from './api/react';
export { useBoundApi, useLazyApi } from './api/useLazyApi';
export { island, keepIslandTaps } from './hydration/islands';
export { RuntimeConfigProvider, useRuntimeConfig } from './config/react';
export { usePhotoUploads, type PhotoUpload } from './uploads/usePhotoUploads';
export { uploadImage } from './uploads/uploadImage';
export { fileDownload } from './downloads/fileDownload';
export { useFileDownload } from './downloads/useFileDownload';
export { type VerificationCodeFieldProps } from './verification/codeField';
export {
  cleanCallbackUrl,
  completeStaffSignIn,
  staffEndSessionUrl,
  staffRetryDelayMs,
  startStaffSignIn,
  type StaffCallbackOutcome,
  type StaffSignInApp,
} from './staffSignIn/flow';
