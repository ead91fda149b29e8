import en from './en.json';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

/** The `invoice` namespace in the mall's three languages. */
export const invoiceResources = { 'zh-CN': { invoice: zhCN }, 'zh-TW': { invoice: zhTW }, en: { invoice: en } };
