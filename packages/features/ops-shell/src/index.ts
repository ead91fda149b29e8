// @mall/feature-ops-shell: the operations console's frame (issue #29) — staff sign-in, who is signed in
// and what they may do, the navigation cut to their roles, the permission gate of each page.
export { OpsSignInContainer } from './containers/OpsSignInContainer';
export { OpsSignInCallbackContainer } from './containers/OpsSignInCallbackContainer';
export { OpsFrameContainer } from './containers/OpsFrameContainer';
export { OpsPermissionGate } from './containers/OpsPermissionGate';
export { opsReturnTo } from './logic/opsSignIn';
export { type OpsNavItem } from './logic/navigation';
export { opsShellLocales } from './i18n/locales';
