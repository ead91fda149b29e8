import en from './en.json';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

/** The `goods` namespace in the mall's three languages. */
export const goodsResources = { 'zh-CN': { goods: zhCN }, 'zh-TW': { goods: zhTW }, en: { goods: en } };
