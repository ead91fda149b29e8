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
 * The namespace every page draws (the app's own: titles, the skip link, feedback), of one language,
 * as the mall starts and when the shopper switches: only the language on show is downloaded, in one
 * chunk per language (vite.config.ts), never the other two.
 */
export const loadLocale = combineLoaders([appLocales]);

/**
 * The namespaces of the frame's islands (the notice bar and header with its search button, the
 * footer; Layout.tsx): they come with the islands' code, after the first load (issue #16). A page
 * the browser draws loads them beside that code before its first render.
 */
export const frameNamespaces = ['layout', 'search'];

/**
 * The namespaces of the pages, each its own download the first time a page asks for it (issue #16:
 * a page carries only its own texts). A server-rendered page names the ones it used, preloads them
 * and the browser has them before it hydrates (main.tsx); a page drawn in the browser waits for
 * them under its Suspense boundary. Every namespace is in one of the two lists (resources.test.ts).
 */
export const deferredLocales = {
  layout: layoutLocales,
  search: searchLocales,
  content: contentLocales,
  goods: goodsLocales,
  auth: authLocales,
  cart: cartLocales,
  member: memberLocales,
  checkout: checkoutLocales,
  orders: ordersLocales,
  service: serviceLocales,
  guarantee: guaranteeLocales,
  invoice: invoiceLocales,
  chat: chatLocales,
};
