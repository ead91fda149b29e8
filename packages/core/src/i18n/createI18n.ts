import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { chooseLocale, defaultLocale, localeStorageKey, supportedLocales, type Locale } from './locales';

export type I18nOptions = {
  /** Namespaced resources: `{ 'zh-CN': { app: {...}, cart: {...} }, en: {...} }`. Features export theirs. */
  resources: Resource;
  /** Where the choice is read from and written to; window.localStorage in the browser. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** The document whose <html lang> follows the language. */
  document?: Document | null;
};

/**
 * One i18next instance for the app (not the global singleton, so tests and stories get their own).
 * zh-CN is the default and the fallback; the choice is persisted and `<html lang>` follows it.
 */
export async function createI18n({ resources, storage = globalThis.localStorage ?? null, document = globalThis.document ?? null }: I18nOptions): Promise<I18n> {
  const instance = createInstance();
  const lng = chooseLocale(storage?.getItem(localeStorageKey));
  await instance.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: defaultLocale,
    supportedLngs: [...supportedLocales],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  const follow = (language: string) => {
    if (document) document.documentElement.lang = language;
    storage?.setItem(localeStorageKey, language);
  };
  if (document) document.documentElement.lang = lng;
  instance.on('languageChanged', follow);
  return instance;
}

/** Switches the language; persisted and reflected in <html lang> by the instance's listener. */
export function changeLocale(instance: I18n, locale: Locale): Promise<unknown> {
  return instance.changeLanguage(locale);
}
