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
 * The namespaces every page may draw at once (the shell, the public pages, the sign-in drawers and
 * the login completion the layout always holds), of one language, as the mall starts and when the
 * shopper switches: only the language on show is downloaded, in one chunk per language
 * (vite.config.ts), never the other two.
 */
export const loadLocale = combineLoaders([
  appLocales,
  layoutLocales,
  contentLocales,
  goodsLocales,
  searchLocales,
  authLocales,
  cartLocales,
]);

/**
 * The namespaces of the member centre, checkout, orders and the query services: each its own
 * download, the first time a page asks for it (issue #16: they were a third of the first load).
 * Every namespace is in one of the two lists (resources.test.ts checks).
 */
export const deferredLocales = {
  member: memberLocales,
  checkout: checkoutLocales,
  orders: ordersLocales,
  service: serviceLocales,
  guarantee: guaranteeLocales,
  invoice: invoiceLocales,
  chat: chatLocales,
};
