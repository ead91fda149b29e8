/**
 * The contract's fixed values that the mall reads as plain data, most of all to parse a page's
 * address (the order tabs, the royalty shop's sorts, a checkout's limits). They live apart from the
 * schemas that use them, without TypeBox, so a page that only reads its query brings none of the
 * schemas and not TypeBox (issue #16: 10 KB br on /goods and /royalty/goods).
 */

/** Most lines one checkout may carry, and most pieces of one line. */
export const CHECKOUT_LINES_MAX = 50;
export const CHECKOUT_QTY_MAX = 99;

/**
 * The order centre's tabs: 全部, 待付款, 待发货, 待收货, 已完成, 退款/售后 (which orders each holds:
 * `orderTabsOf` in orders.ts).
 */
export const orderTabs = ['all', 'unpaid', 'toShip', 'toReceive', 'done', 'refund'] as const;
export type OrderTab = (typeof orderTabs)[number];

/**
 * Sort orders of the royalty goods list: 0 the shop's order (its sort, then newest), 1 rights-fund
 * price ascending, 2 descending. Ties by goodsId, so paging is stable.
 */
export const ROYALTY_ORDER_TYPES = { default: 0, priceAsc: 1, priceDesc: 2 } as const;
