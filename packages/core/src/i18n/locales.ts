/** The mall's languages: Simplified Chinese first (DESIGN.md §1), then Traditional Chinese and English. */
export const supportedLocales = ['zh-CN', 'zh-TW', 'en'] as const;
export type Locale = (typeof supportedLocales)[number];
export const defaultLocale: Locale = 'zh-CN';

/** Where the shopper's choice is kept (survives logout, like the spec's other UI preferences). */
export const localeStorageKey = 'mall.locale';

/** The cookie that tells the server the shopper's language, for the pages it renders (issue #16). */
export const localeCookieName = 'mall_locale';

function match(tag: string): Locale | undefined {
  const lower = tag.toLowerCase();
  if (lower === 'zh-cn' || lower === 'zh-sg' || lower === 'zh-hans' || lower.startsWith('zh-hans-')) return 'zh-CN';
  if (
    lower === 'zh-tw' ||
    lower === 'zh-hk' ||
    lower === 'zh-mo' ||
    lower === 'zh-hant' ||
    lower.startsWith('zh-hant-')
  )
    return 'zh-TW';
  if (lower === 'zh') return 'zh-CN';
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  return undefined;
}

/**
 * Chooses the locale: the stored choice if valid, else zh-CN. The browser language is deliberately
 * not consulted: the mall is Chinese first and a mainland shopper with an English OS should still
 * land in Chinese; the switcher is one click away.
 */
export function chooseLocale(stored: string | null | undefined): Locale {
  return (stored && match(stored)) || defaultLocale;
}

/** Normalises any BCP 47 tag to one of ours, or undefined. */
export function toSupportedLocale(tag: string): Locale | undefined {
  return match(tag);
}
