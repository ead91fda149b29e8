/**
 * Checkout, orders and payment (issue #7). Points and gift card are spec §7 paths; addresses, the
 * purchase limit, order confirmation, creation, detail, cancel and payment are designed in the style
 * of the order server (DESIGN.md §4). `sandboxCashier` is the local PSP's page, not the mall's.
 */
export function checkoutPaths(product: string) {
  const order = `/${product}-order-server/api`;
  return {
    pointsExchangeRate: '/crm-point-api/point/exchangeRate',
    pointsGet: '/crm-point-api/point/get',
    giftCardSwitch: `${order}/giftCard/getSwitchConfig`,
    giftCardBalance: `${order}/giftCard/getGiftCardBalance`,
    addressList: `${order}/address/list`,
    addressSave: `${order}/address/save`,
    addressDelete: `${order}/address/delete`,
    /** The GB/T 2260 province → city → district tree the address form offers (issue #13). */
    addressRegions: `${order}/address/regions`,
    purchaseLimit: `${order}/staff/checkPurchaseLimit`,
    orderConfirm: `${order}/order/confirm`,
    orderCreate: `${order}/order/create`,
    orderDetail: `${order}/order/detail`,
    orderCancel: `${order}/order/cancel`,
    orderList: `${order}/order/list`,
    orderDelete: `${order}/order/delete`,
    orderConfirmReceipt: `${order}/order/confirmReceipt`,
    /** 再次购买: a closed order's lines still on sale into the bag (issue #12). */
    orderBuyAgain: `${order}/order/buyAgain`,
    /** The parcels of a shipped order with their tracking events (issue #12 fulfilment). */
    orderLogistics: `${order}/order/logistics`,
    orderSnapshot: `${order}/order/snapshot`,
    giftDetail: `${order}/gift/detail`,
    giftAccept: `${order}/gift/accept`,
    giftDecline: `${order}/gift/decline`,
    payCreate: `${order}/pay/create`,
    payNotify: `${order}/pay/notify`,
    sandboxCashier: '/sandbox-pay/cashier',
  } as const;
}
