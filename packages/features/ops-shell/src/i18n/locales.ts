import { namespaceLoader } from '@mall/core';

/** The `opsShell` namespace loaded one language at a time (the app downloads only the language on show). */
export const opsShellLocales = namespaceLoader('opsShell', {
  'zh-CN': () => import('./zh-CN.json'),
  'zh-TW': () => import('./zh-TW.json'),
  en: () => import('./en.json'),
});
