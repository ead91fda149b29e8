import { namespaceLoader } from '@mall/core';

/** The `opsAftersales` namespace loaded one language at a time (the app downloads only the language on show). */
export const opsAftersalesLocales = namespaceLoader('opsAftersales', {
  'zh-CN': () => import('./zh-CN.json'),
  'zh-TW': () => import('./zh-TW.json'),
  en: () => import('./en.json'),
});
