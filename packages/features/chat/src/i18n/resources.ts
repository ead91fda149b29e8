import en from './en.json';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

/** The `chat` namespace in the mall's three languages. */
export const chatResources = { 'zh-CN': { chat: zhCN }, 'zh-TW': { chat: zhTW }, en: { chat: en } };
