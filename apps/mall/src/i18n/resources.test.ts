import { describe, expect, it } from 'vitest';
import en from './en.json';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';
import { deferredLocales, loadLocale } from './locales';
import { resources } from './resources';
import { startupTexts } from './startupTexts';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('app translations (DESIGN.md §1: zh-CN first, zh-TW and en follow)', () => {
  it.each([
    ['zh-TW', zhTW],
    ['en', en],
  ])('%s has exactly the keys of zh-CN', (_locale, tree) => {
    expect(keys(tree).sort()).toEqual(keys(zhCN).sort());
  });
});

describe('the resources the app starts with', () => {
  it.each(['zh-CN', 'zh-TW', 'en'])(
    'hold the app, layout, content, goods, member, search, auth, cart, checkout, orders, service, guarantee, invoice and chat namespaces in %s',
    (locale) => {
      expect(Object.keys(resources[locale] ?? {}).sort()).toEqual([
        'app',
        'auth',
        'cart',
        'chat',
        'checkout',
        'content',
        'goods',
        'guarantee',
        'invoice',
        'layout',
        'member',
        'orders',
        'search',
        'service',
      ]);
    },
  );
});

describe('the languages the mall downloads one at a time', () => {
  it.each(['zh-CN', 'zh-TW', 'en'] as const)(
    'loadLocale(%s) and the deferred namespaces together give every namespace, once, with the bundled texts',
    async (locale) => {
      const shell = await loadLocale(locale);
      const deferred = await Promise.all(Object.values(deferredLocales).map((load) => load(locale)));
      const namespaces = [shell, ...deferred].flatMap((bundle) => Object.keys(bundle));
      expect(namespaces.sort()).toEqual(Object.keys(resources[locale] ?? {}).sort());
      expect(Object.assign({}, shell, ...deferred)).toEqual(resources[locale]);
      for (const [namespace, load] of Object.entries(deferredLocales))
        expect(Object.keys(await load(locale))).toEqual([namespace]);
    },
  );

  it.each(['zh-CN', 'zh-TW', 'en'] as const)('the start-up failure words in %s are the app’s own', (locale) => {
    const app = resources[locale]?.app as Record<string, unknown>;
    const startup = startupTexts[locale]?.app as { feedback: Record<string, string> } & Record<string, unknown>;
    for (const [key, text] of Object.entries(startup)) {
      if (key === 'feedback')
        for (const [name, words] of Object.entries(startup.feedback))
          expect(words).toBe((app.feedback as Record<string, string>)[name]);
      else expect(text).toBe(app[key]);
    }
  });
});
