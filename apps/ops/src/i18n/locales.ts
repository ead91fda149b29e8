import { combineLoaders, namespaceLoader } from '@mall/core';
import { opsAftersalesLocales } from '@mall/feature-ops-aftersales';
import { opsOrdersLocales } from '@mall/feature-ops-orders';
import { opsServiceLocales } from '@mall/feature-ops-service';
import { opsShellLocales } from '@mall/feature-ops-shell';
import { opsSystemLocales } from '@mall/feature-ops-system';

/** The console's own namespace (page titles, startup failure), one language at a time. */
const opsLocales = namespaceLoader('ops', {
  'zh-CN': () => import('./zh-CN.json'),
  'zh-TW': () => import('./zh-TW.json'),
  en: () => import('./en.json'),
});

/** Every namespace of the console in the staff member's language (a small app: fetched together). */
export const loadLocale = combineLoaders([
  opsLocales,
  opsShellLocales,
  opsOrdersLocales,
  opsSystemLocales,
  opsServiceLocales,
  opsAftersalesLocales,
]);
