import en from './en.json';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

/** The `service` namespace in the mall's three languages. */
export const serviceResources = { 'zh-CN': { service: zhCN }, 'zh-TW': { service: zhTW }, en: { service: en } };
