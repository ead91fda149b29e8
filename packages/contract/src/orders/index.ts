// @mall/contract/orders: the order centre (spec §2 /myIndex/*, §3 order, §4 labels and buttons) —
// list, detail, cancel, delete, confirm receipt, buy again, logistics, trade snapshots, transfer
// gifts, refunds and reviews: their calls and their schemas.
import { pathsOf } from '../call';
import { orderCalls, refundCalls, reviewCalls } from './calls';

export * from './schemas';
export * from './refunds';
export * from './reviews';
export * from './logistics';
export * from './snapshot';
export * from './gifts';
export { orderCalls, orderRoutes, refundCalls, refundRoutes, reviewCalls, reviewRoutes } from './calls';

/** The order centre's paths (tests and mocks). */
export const orderPaths = (productCode: string) => pathsOf(orderCalls, productCode);
/** The refund paths (tests and mocks); staff decide on refunds in the console (@mall/contract/ops aftersalesCalls). */
export const refundPaths = (productCode: string) => pathsOf(refundCalls, productCode);
/** The review paths (tests and mocks). */
export const reviewPaths = (productCode: string) => pathsOf(reviewCalls, productCode);
