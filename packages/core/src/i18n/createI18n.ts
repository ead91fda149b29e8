import { createInstance, type BackendModule, type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { guardStorage, localStore, type KeyValueStorage } from '../storage/webStorage';
import {
  chooseLocale,
  defaultLocale,
  localeCookieName,
  localeStorageKey,
  supportedLocales,
  type Locale,
} from './locales';

/** Loads every namespace of one language (`{ app: {...}, cart: {...} }`), e.g. by dynamic imports. */
export type LocaleLoader = (locale: Locale) => Promise<ResourceLanguage>;

/** One namespace's file per language, as dynamic imports: `{ 'zh-CN': () => import('./zh-CN.json'), … }`. */
export type NamespaceFiles = Record<Locale, () => Promise<{ default: ResourceLanguage[string] }>>;

/** The loader of one feature's namespace: each language is its own download. */
export function namespaceLoader(namespace: string, files: NamespaceFiles): LocaleLoader {
  return async (locale) => ({ [namespace]: (await files[locale]()).default });
}

/** One loader for many namespaces: a language's files are fetched together. */
export function combineLoaders(loaders: readonly LocaleLoader[]): LocaleLoader {
  return async (locale) => Object.assign({}, ...(await Promise.all(loaders.map((load) => load(locale)))));
}

export type I18nOptions = {
  /**
   * Namespaced resources: `{ 'zh-CN': { app: {...}, cart: {...} }, en: {...} }`. Features export
   * theirs. Give either these (stories, tests) or `loadLocale` (the app: a shopper downloads only
   * the language on show, and zh-CN as its fallback).
   */
  resources?: Resource;
  /** Loads a language when it is first needed; `changeLocale` waits for it. */
  loadLocale?: LocaleLoader;
  /**
   * Namespaces left out of `loadLocale`, each downloaded the first time a component asks for it
   * (`useTranslation('orders')` then waits under its Suspense boundary): the texts of the pages a
   * visit may never open stay out of the first load (issue #16).
   */
  deferred?: Readonly<Record<string, LocaleLoader>>;
  /**
   * Where the choice is read from and written to (guarded: a blocked or full storage only loses the
   * choice); window.localStorage when not given, none when null.
   */
  storage?: KeyValueStorage | null;
  /** The document whose <html lang> follows the language. */
  document?: Document | null;
  /**
   * Starts in this language instead of the stored choice, without storing it: a server-rendered
   * page hydrates in the language it was rendered in (issue #16), then switches to the stored one.
   */
  locale?: Locale;
};

/**
 * One i18next instance for the app (not the global singleton, so tests and stories get their own).
 * zh-CN is the default and the fallback; the choice is persisted and `<html lang>` follows it.
 */
export async function createI18n({
  resources,
  loadLocale,
  storage,
  document = globalThis.document ?? null,
  locale,
  deferred,
}: I18nOptions): Promise<I18n> {
  const instance = createInstance();
  if (deferred) {
    instance.use(deferredBackend(deferred));
    deferredLoaders.set(instance, deferred);
  }
  const saved = storage === undefined ? localStore : guardStorage(() => storage);
  const lng = locale ?? chooseLocale(saved.getItem(localeStorageKey));
  const loaded: Resource = { ...resources };
  if (loadLocale) {
    const needed = lng === defaultLocale ? [lng] : [lng, defaultLocale];
    const bundles = await Promise.all(needed.map((locale) => (loaded[locale] ? loaded[locale] : loadLocale(locale))));
    needed.forEach((locale, index) => (loaded[locale] = bundles[index] ?? {}));
    loaders.set(instance, loadLocale);
  }
  await instance.use(initReactI18next).init({
    resources: loaded,
    // Other languages arrive later through `changeLocale`.
    partialBundledLanguages: loadLocale !== undefined,
    lng,
    // What init has is all it needs; a deferred namespace is loaded when a component asks for it.
    ns: Object.keys(loaded[lng] ?? {}),
    fallbackLng: defaultLocale,
    supportedLngs: [...supportedLocales],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // A component whose namespace is still on its way waits (Suspense) rather than showing keys.
    react: { useSuspense: deferred !== undefined },
  });
  // Written only when it changes: writing <html lang> again, even the same value, makes the browser
  // choose the page's fonts anew and lay out the whole page (issue #16: a server-rendered page has it).
  const setLang = (language: string) => {
    if (document && document.documentElement.lang !== language) document.documentElement.lang = language;
  };
  const follow = (language: string) => {
    setLang(language);
    saved.setItem(localeStorageKey, language);
    writeLocaleCookie(document, language);
  };
  setLang(lng);
  // The server renders pages in the language of this cookie (issue #16); a choice made before it existed is copied.
  if (locale === undefined) writeLocaleCookie(document, lng);
  instance.on('languageChanged', follow);
  return instance;
}

/** Tells the server the shopper's language for the pages it renders (a year; the choice itself stays in storage). */
function writeLocaleCookie(document: Document | null, language: string): void {
  if (!document) return;
  document.cookie = `${localeCookieName}=${encodeURIComponent(language)}; path=/; max-age=31536000; samesite=lax`;
}

/** The language the shopper chose (stored), or zh-CN: what a page that hydrated in another language switches to. */
export function storedLocale(storage?: KeyValueStorage | null): Locale {
  const saved = storage === undefined ? localStore : guardStorage(() => storage);
  return chooseLocale(saved.getItem(localeStorageKey));
}

/** The language of a server render: the locale cookie's (written by {@link createI18n}), else zh-CN (never the browser's, see `chooseLocale`). */
export function localeFromCookie(cookieHeader: string | undefined): Locale {
  const match = (cookieHeader ?? '').split(';').find((part) => part.trim().startsWith(`${localeCookieName}=`));
  const value = match ? match.trim().slice(localeCookieName.length + 1) : null;
  let decoded: string | null;
  try {
    decoded = value === null ? null : decodeURIComponent(value);
  } catch {
    decoded = null;
  }
  return chooseLocale(decoded);
}

/** The loader each instance was made with, for `changeLocale`. */
const loaders = new WeakMap<I18n, LocaleLoader>();
/** The deferred namespaces each instance was made with, for `changeLocale`. */
const deferredLoaders = new WeakMap<I18n, Readonly<Record<string, LocaleLoader>>>();

/** An i18next backend that loads a deferred namespace of a language through its loader. */
function deferredBackend(deferred: Readonly<Record<string, LocaleLoader>>): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      const load = deferred[namespace];
      const locale = supportedLocales.find((supported) => supported === language);
      // Nothing to load: an empty namespace (its keys show) rather than a wait that never ends.
      if (!load || !locale) return callback(null, {});
      // A failed download is tried again by i18next (`true`: retry), then shows the keys.
      load(locale).then(
        (bundle) => callback(null, bundle[namespace] ?? {}),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
      );
    },
  };
}

/**
 * Switches the language, loading it first when the instance loads languages on demand; persisted
 * and reflected in <html lang> by the instance's listener. A failed load rejects and leaves the
 * language as it was.
 */
export async function changeLocale(given: I18n, locale: Locale): Promise<void> {
  // react-i18next 17's useTranslation hands out a per-language copy of the instance (keeping the
  // instance as `__original`): switching the copy would leave the app's instance where it was.
  const instance = (given as I18n & { __original?: I18n }).__original ?? given;
  const loadLocale = loaders.get(instance);
  if (loadLocale && !hasAnyBundle(instance, locale)) {
    // The new language's deferred namespaces that the page on show already uses come with it.
    const deferred = deferredLoaders.get(instance) ?? {};
    const inUse = Object.keys(instance.store.data[instance.language] ?? {}).filter((namespace) => deferred[namespace]);
    const bundles = await Promise.all([loadLocale(locale), ...inUse.map((namespace) => deferred[namespace]!(locale))]);
    for (const bundle of bundles)
      for (const [namespace, entries] of Object.entries(bundle))
        instance.addResourceBundle(locale, namespace, entries, true, true);
  }
  await instance.changeLanguage(locale);
}

function hasAnyBundle(instance: I18n, locale: Locale): boolean {
  return Object.keys(instance.store.data[locale] ?? {}).length > 0;
}
