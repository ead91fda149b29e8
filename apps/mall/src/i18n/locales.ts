import { combineLoaders, namespaceLoader } from '@mall/core';
import { authLocales } from '@mall/feature-auth';
import { cartLocales } from '@mall/feature-cart';
import { checkoutLocales } from '@mall/feature-checkout';
import { ordersLocales } from '@mall/feature-orders';
import { contentLocales } from '@mall/feature-content';
import { goodsLocales } from '@mall/feature-goods';
import { layoutLocales } from '@mall/feature-layout';
import { memberLocales } from '@mall/feature-member';
import { searchLocales } from '@mall/feature-search';
import { serviceLocales } from '@mall/feature-service';
import { guaranteeLocales } from '@mall/feature-guarantee';
import { invoiceLocales } from '@mall/feature-invoice';
import { chatLocales } from '@mall/feature-chat';

/** The app's own namespace, one language at a time. */
const appLocales = namespaceLoader('app', {
  'zh-CN': () => import('./zh-CN.json'),
  'zh-TW': () => import('./zh-TW.json'),
  en: () => import('./en.json'),
});

/**
 * Every namespace of one language (the app's and each feature's), as the mall starts and when the
 * shopper switches: only the language on show is downloaded, in one chunk per language
 * (vite.config.ts), never the other two.
 */
export const loadLocale = combineLoaders([
  appLocales,
  layoutLocales,
  contentLocales,
  goodsLocales,
  searchLocales,
  memberLocales,
  authLocales,
  cartLocales,
  checkoutLocales,
  ordersLocales,
  serviceLocales,
  guaranteeLocales,
  invoiceLocales,
  chatLocales,
]);
