/**
 * The staff royalty shop (spec §1, §2 royalty/goods; paths not shown, designed in the style of
 * spec §7): the public list on the goods server, the staff user's balance on the common2 server.
 */
export function royaltyPaths(product: string) {
  return {
    goodsList: `/${product}-goods-server/royalty/goods/list`,
    balance: `/${product}-common2-server/api/v1/staff/royalty/balance`,
    /** The staff user's rights-fund orders (issue #13), beside the balance. */
    orders: `/${product}-common2-server/api/v1/staff/royalty/orders`,
  } as const;
}
