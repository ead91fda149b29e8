import en from './en.json';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

/** The `opsService` namespace in the console's three languages. */
export const opsServiceResources = {
  'zh-CN': { opsService: zhCN },
  'zh-TW': { opsService: zhTW },
  en: { opsService: en },
};
