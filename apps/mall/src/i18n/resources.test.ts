import { describe, expect, it } from 'vitest';
import en from './en.json';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';
import { resources } from './resources';

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
  it.each(['zh-CN', 'zh-TW', 'en'])('hold the app, layout, content, goods, member, search, auth, cart and checkout namespaces in %s', (locale) => {
    expect(Object.keys(resources[locale] ?? {}).sort()).toEqual(['app', 'auth', 'cart', 'checkout', 'content', 'goods', 'layout', 'member', 'search']);
  });
});
