// @mall/feature-auth: customer sign-in, registration and password reset (spec §2, §4, §5, §7).
export { useAuthDrawers } from './hooks/useAuthDrawers';
export { destinationAfterLogin, withoutErrorParam } from './logic/completion';
export { LoginContainer } from './containers/LoginContainer';
export { RegisterContainer } from './containers/RegisterContainer';
export { ResetContainer } from './containers/ResetContainer';
export { LoginErrorDialog } from './containers/LoginErrorDialog';
export { VerificationCodeField } from './containers/VerificationCodeField';
export { LoginCompletion } from './containers/LoginCompletion';
export { AuthDrawers, type AuthDrawersProps } from './containers/AuthDrawers';
export { authResources } from './i18n/resources';
export { authLocales } from './i18n/locales';
// The slider captcha as registration uses it, for other public forms the app composes (issue #14 inquiry).
export { useCaptcha } from './hooks/useCaptcha';
export { CaptchaField } from './containers/formParts';
