import en from './en.json';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

/** The `auth` namespace in the mall's three languages. */
export const authResources = { 'zh-CN': { auth: zhCN }, 'zh-TW': { auth: zhTW }, en: { auth: en } };
