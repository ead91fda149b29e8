// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { changeLocale, createI18n, localeFromCookie, storedLocale } from './createI18n';
import { localeStorageKey } from './locales';

const resources = {
  'zh-CN': { common: { greeting: '欢迎光临金缘珠宝' } },
  'zh-TW': { common: { greeting: '歡迎光臨金緣珠寶' } },
  en: { common: { greeting: 'Welcome to Jinyuan' } },
};

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe('createI18n', () => {
  it('starts in zh-CN and sets <html lang> (DESIGN.md §1)', async () => {
    const i18n = await createI18n({ resources, storage: memoryStorage(), document });
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.t('greeting')).toBe('欢迎光临金缘珠宝');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('restores the stored choice', async () => {
    const i18n = await createI18n({ resources, storage: memoryStorage({ [localeStorageKey]: 'en' }), document });
    expect(i18n.t('greeting')).toBe('Welcome to Jinyuan');
    expect(document.documentElement.lang).toBe('en');
  });

  it('persists a change and moves <html lang> with it', async () => {
    const storage = memoryStorage();
    const i18n = await createI18n({ resources, storage, document });
    await changeLocale(i18n, 'zh-TW');
    expect(i18n.t('greeting')).toBe('歡迎光臨金緣珠寶');
    expect(storage.data.get(localeStorageKey)).toBe('zh-TW');
    expect(document.documentElement.lang).toBe('zh-TW');
  });

  it('falls back to zh-CN for a missing key in another language', async () => {
    const i18n = await createI18n({
      resources: { ...resources, en: { common: {} } },
      storage: memoryStorage({ [localeStorageKey]: 'en' }),
      document,
    });
    expect(i18n.t('greeting')).toBe('欢迎光临金缘珠宝');
  });
});

describe('languages loaded on demand (the app: only the language on show is downloaded)', () => {
  function loader() {
    const asked: string[] = [];
    const loadLocale = async (locale: keyof typeof resources) => {
      asked.push(locale);
      return resources[locale];
    };
    return { asked, loadLocale };
  }

  it.each<[string | undefined, string[]]>([
    [undefined, ['zh-CN']],
    ['zh-TW', ['zh-TW', 'zh-CN']],
    ['en', ['en', 'zh-CN']],
  ])(
    'stored %s: loads %j before the first render (zh-CN is the fallback of every language)',
    async (stored, expected) => {
      const { asked, loadLocale } = loader();
      const i18n = await createI18n({
        loadLocale,
        storage: memoryStorage(stored ? { [localeStorageKey]: stored } : {}),
        document,
      });
      expect(asked).toEqual(expected);
      expect(i18n.t('greeting')).toBe(resources[(stored ?? 'zh-CN') as keyof typeof resources].common.greeting);
    },
  );

  it('loads a language once, when the shopper switches to it', async () => {
    const { asked, loadLocale } = loader();
    const i18n = await createI18n({ loadLocale, storage: memoryStorage(), document });
    await changeLocale(i18n, 'en');
    await changeLocale(i18n, 'zh-CN');
    await changeLocale(i18n, 'en');
    expect(asked).toEqual(['zh-CN', 'en']);
    expect(i18n.t('greeting')).toBe('Welcome to Jinyuan');
  });

  it('switches the app instance when given the copy react-i18next hands to components', async () => {
    const { asked, loadLocale } = loader();
    const i18n = await createI18n({ loadLocale, storage: memoryStorage(), document });
    // What useTranslation returns in react-i18next 17: a copy of the instance, the instance as __original.
    const copy = Object.create(Object.getPrototypeOf(i18n), Object.getOwnPropertyDescriptors(i18n)) as typeof i18n;
    Object.defineProperty(copy, '__original', { value: i18n });
    await changeLocale(copy, 'zh-TW');
    expect(asked).toEqual(['zh-CN', 'zh-TW']);
    expect(i18n.language).toBe('zh-TW');
    expect(i18n.t('greeting')).toBe('歡迎光臨金緣珠寶');
  });

  it('a language that fails to load leaves the page in the one on show', async () => {
    const storage = memoryStorage();
    const i18n = await createI18n({
      loadLocale: async (locale) => {
        if (locale === 'en') throw new Error('offline');
        return resources[locale];
      },
      storage,
      document,
    });
    await expect(changeLocale(i18n, 'en')).rejects.toThrow('offline');
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.t('greeting')).toBe('欢迎光临金缘珠宝');
    expect(storage.data.get(localeStorageKey)).toBeUndefined();
  });
});

describe('the language of server-rendered pages (issue #16)', () => {
  it('starts in the given language without storing it, and cookies the choice once it changes', async () => {
    const storage = memoryStorage({ [localeStorageKey]: 'zh-TW' });
    const i18n = await createI18n({ resources, storage, document, locale: 'en' });
    expect(i18n.language).toBe('en');
    expect(storage.data.get(localeStorageKey)).toBe('zh-TW');
    expect(storedLocale(storage)).toBe('zh-TW');
    await changeLocale(i18n, 'zh-TW');
    expect(document.cookie).toContain('mall_locale=zh-TW');
  });

  it('copies a stored choice to the cookie as the mall starts', async () => {
    await createI18n({ resources, storage: memoryStorage({ [localeStorageKey]: 'en' }), document });
    expect(localeFromCookie(document.cookie)).toBe('en');
  });

  it.each([
    [undefined, 'zh-CN'],
    ['', 'zh-CN'],
    ['a=1; mall_locale=en', 'en'],
    ['mall_locale=zh-TW; b=2', 'zh-TW'],
    ['mall_locale=zh-Hant-HK', 'zh-TW'],
    ['mall_locale=fr', 'zh-CN'],
    ['mall_locale=%E0%A4%A', 'zh-CN'],
    ['xmall_locale=en', 'zh-CN'],
  ])('reads the cookie header %j as %s (never the browser language, DESIGN.md §1)', (header, locale) => {
    expect(localeFromCookie(header)).toBe(locale);
  });
});

describe('deferred namespaces (issue #16: the texts of pages a visit may never open stay out of the first load)', () => {
  const orders = {
    'zh-CN': { orders: { title: '我的订单' } },
    'zh-TW': { orders: { title: '我的訂單' } },
    en: { orders: { title: 'My orders' } },
  };
  function deferredOrders(failures = 0) {
    const asked: string[] = [];
    let failing = failures;
    const load = async (locale: keyof typeof orders) => {
      asked.push(locale);
      if (failing-- > 0) throw new Error('offline');
      return orders[locale];
    };
    return { asked, deferred: { orders: load } };
  }
  const loadLocale = async (locale: keyof typeof resources) => structuredClone(resources[locale]);

  it('loads a deferred namespace only when asked for, with its zh-CN fallback', async () => {
    const { asked, deferred } = deferredOrders();
    const i18n = await createI18n({
      loadLocale,
      deferred,
      storage: memoryStorage({ [localeStorageKey]: 'en' }),
      document,
    });
    expect(asked).toEqual([]);
    expect(i18n.t('greeting')).toBe('Welcome to Jinyuan');
    await i18n.loadNamespaces('orders');
    expect(asked.sort()).toEqual(['en', 'zh-CN']);
    expect(i18n.t('orders:title')).toBe('My orders');
  });

  it('brings the deferred namespaces in use along when the language changes', async () => {
    const { asked, deferred } = deferredOrders();
    const i18n = await createI18n({ loadLocale, deferred, storage: memoryStorage(), document });
    await i18n.loadNamespaces('orders');
    await changeLocale(i18n, 'zh-TW');
    expect(asked).toEqual(['zh-CN', 'zh-TW']);
    expect(i18n.t('orders:title')).toBe('我的訂單');
  });

  it('tries a failed download again', async () => {
    const { asked, deferred } = deferredOrders(1);
    const i18n = await createI18n({ loadLocale, deferred, storage: memoryStorage(), document });
    await i18n.loadNamespaces('orders');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(asked).toEqual(['zh-CN', 'zh-CN']);
    expect(i18n.t('orders:title')).toBe('我的订单');
  });

  it('an unknown namespace is empty, never a wait without end', async () => {
    const { deferred } = deferredOrders();
    const i18n = await createI18n({ loadLocale, deferred, storage: memoryStorage(), document });
    await i18n.loadNamespaces('nothing');
    expect(i18n.hasLoadedNamespace('nothing')).toBe(true);
    expect(i18n.t('nothing:key')).toBe('key');
  });
});
