import en from './en.json';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

/** The `guarantee` namespace in the mall's three languages. */
export const guaranteeResources = { 'zh-CN': { guarantee: zhCN }, 'zh-TW': { guarantee: zhTW }, en: { guarantee: en } };
