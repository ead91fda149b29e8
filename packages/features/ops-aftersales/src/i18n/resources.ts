import en from './en.json';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

/** The `opsAftersales` namespace in the console's three languages. */
export const opsAftersalesResources = {
  'zh-CN': { opsAftersales: zhCN },
  'zh-TW': { opsAftersales: zhTW },
  en: { opsAftersales: en },
};
