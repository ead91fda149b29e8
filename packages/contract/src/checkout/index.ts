// @mall/contract/checkout: checkout and payment (spec §7 "Orders and payment", Member points) —
// addresses, points, gift card, purchase limit, confirmation, creation, payment, presale pricing
// and the payment provider's notices: their calls and their schemas.
import { pathsOf } from '../call';
import { checkoutCalls, pspNoticeCalls } from './calls';

export * from './schemas';
export * from './presale';
export * from './pspNotice';
export { checkoutCalls, checkoutRoutes, pspNoticeCalls, pspNoticeRoutes } from './calls';

/** Checkout's paths (tests and mocks). */
export const checkoutPaths = (productCode: string) => pathsOf(checkoutCalls, productCode);
/** The payment provider's notice paths (tests, the sandbox cashier's delivery). */
export const pspNoticePaths = (productCode: string) => pathsOf(pspNoticeCalls, productCode);
