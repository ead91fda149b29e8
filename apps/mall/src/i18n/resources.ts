import en from './en.json';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

/** The app's own namespace; each feature package adds its namespace here as it arrives. */
export const resources = {
  'zh-CN': { app: zhCN },
  'zh-TW': { app: zhTW },
  en: { app: en },
};
