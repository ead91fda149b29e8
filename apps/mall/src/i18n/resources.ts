import { authResources } from '@mall/feature-auth';
import { cartResources } from '@mall/feature-cart';
import { checkoutResources } from '@mall/feature-checkout';
import { ordersResources } from '@mall/feature-orders';
import { contentResources } from '@mall/feature-content';
import { goodsResources } from '@mall/feature-goods';
import { layoutResources } from '@mall/feature-layout';
import { memberResources } from '@mall/feature-member';
import { searchResources } from '@mall/feature-search';
import { serviceResources } from '@mall/feature-service';
import { guaranteeResources } from '@mall/feature-guarantee';
import { invoiceResources } from '@mall/feature-invoice';
import { chatResources } from '@mall/feature-chat';
import type { Resource } from 'i18next';
import en from './en.json';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

/** Every feature's namespace; a feature missing here shows raw keys (resources.test.ts checks). */
export const featureResources = [
  layoutResources,
  contentResources,
  goodsResources,
  searchResources,
  memberResources,
  authResources,
  cartResources,
  checkoutResources,
  ordersResources,
  serviceResources,
  guaranteeResources,
  invoiceResources,
  chatResources,
];

/** The app's own namespace plus each feature's (layout, content, …), per language. */
export const resources: Resource = featureResources.reduce<Resource>(
  (all, feature) => {
    for (const [locale, namespaces] of Object.entries(feature)) all[locale] = { ...all[locale], ...namespaces };
    return all;
  },
  { 'zh-CN': { app: zhCN }, 'zh-TW': { app: zhTW }, en: { app: en } },
);
