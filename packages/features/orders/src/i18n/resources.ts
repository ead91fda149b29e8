import en from './en.json';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

/** The `orders` namespace in the mall's three languages. */
export const ordersResources = { 'zh-CN': { orders: zhCN }, 'zh-TW': { orders: zhTW }, en: { orders: en } };
