import en from './en.json';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

/** The `member` namespace in the mall's three languages. */
export const memberResources = { 'zh-CN': { member: zhCN }, 'zh-TW': { member: zhTW }, en: { member: en } };
