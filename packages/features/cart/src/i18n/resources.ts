import en from './en.json';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

/** The `cart` namespace in the mall's three languages. */
export const cartResources = { 'zh-CN': { cart: zhCN }, 'zh-TW': { cart: zhTW }, en: { cart: en } };
