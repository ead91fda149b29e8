import en from './en.json';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

/** The `layout` namespace in the mall's three languages. */
export const layoutResources = { 'zh-CN': { layout: zhCN }, 'zh-TW': { layout: zhTW }, en: { layout: en } };
