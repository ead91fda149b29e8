import { layoutResources } from '@mall/feature-layout';
import en from './en.json';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

/** The app's own namespace and each feature package's namespace as it arrives. */
export const resources = {
  'zh-CN': { app: zhCN, ...layoutResources['zh-CN'] },
  'zh-TW': { app: zhTW, ...layoutResources['zh-TW'] },
  en: { app: en, ...layoutResources.en },
};
