import en from './en.json';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

/** The `opsSystem` namespace in the console's three languages. */
export const opsSystemResources = { 'zh-CN': { opsSystem: zhCN }, 'zh-TW': { opsSystem: zhTW }, en: { opsSystem: en } };
