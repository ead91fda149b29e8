import en from './en.json';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

/** The `content` namespace in the mall's three languages. */
export const contentResources = { 'zh-CN': { content: zhCN }, 'zh-TW': { content: zhTW }, en: { content: en } };
