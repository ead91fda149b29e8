import en from './en.json';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

/** The `checkout` namespace in the mall's three languages. */
export const checkoutResources = { 'zh-CN': { checkout: zhCN }, 'zh-TW': { checkout: zhTW }, en: { checkout: en } };
