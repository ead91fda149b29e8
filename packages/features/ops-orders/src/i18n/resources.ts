import en from './en.json';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

/** The `opsOrders` namespace in the console's three languages. */
export const opsOrdersResources = { 'zh-CN': { opsOrders: zhCN }, 'zh-TW': { opsOrders: zhTW }, en: { opsOrders: en } };
