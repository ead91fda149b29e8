import { describe, expect, it } from 'vitest';
import en from './en.json';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

const keys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('opsAftersales translations (zh-CN first, zh-TW and en follow)', () => {
  it.each([
    ['zh-TW', zhTW],
    ['en', en],
  ])('%s has exactly the keys of zh-CN', (_locale, tree) => {
    expect(keys(tree).sort()).toEqual(keys(zhCN).sort());
  });
});
