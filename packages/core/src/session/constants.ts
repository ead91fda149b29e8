import { localeStorageKey } from '../i18n/locales';

/** spec §4, §9: the store version; a stored session written under another version is cleared. */
export const storeVersion = 50009;

/** The one localStorage key holding the session: `{ version, user }`. */
export const sessionStorageKey = 'mall.session';

/** Where the login guard keeps the path to return to after login (spec §4). */
export const redirectStorageKey = 'mall.redirect';

/**
 * localStorage keys a logout keeps: the three of spec §9 (login tips, cookie consent, agreement
 * notice), plus the shopper's language, a UI preference like the spec's own three (DESIGN.md §1).
 */
export const keptOnLogoutKeys: readonly string[] = Object.freeze([
  'isShowLoginTips3',
  'agreeCookie',
  'agreement325',
  localeStorageKey,
]);
