import en from './en.json';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

/** The `search` namespace in the mall's three languages. */
export const searchResources = { 'zh-CN': { search: zhCN }, 'zh-TW': { search: zhTW }, en: { search: en } };
