import { describe, expect, it } from 'vitest';
import en from './en.json';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

// Plural suffixes differ by language (English has _one); compare the keys without them.
const keys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keys(value, `${prefix}${key}.`)
      : [`${prefix}${key.replace(/_(one|other)$/, '')}`],
  );

describe('content translations (zh-CN first, zh-TW and en follow)', () => {
  it.each([
    ['zh-TW', zhTW],
    ['en', en],
  ])('%s has the keys of zh-CN', (_locale, tree) => {
    expect([...new Set(keys(tree))].sort()).toEqual([...new Set(keys(zhCN))].sort());
  });
});
