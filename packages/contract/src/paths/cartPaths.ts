/**
 * The bag (spec §7 "Cart"): the goods server's paths as the spec gives them; the marketing
 * activities of the bag ("path not shown") designed on the marketing server.
 */
export function cartPaths(product: string) {
  const goodsServer = `/${product}-goods-server`;
  return {
    syncUserCart: `${goodsServer}/product/syncUserCart`,
    getGoodsDetails: `${goodsServer}/shoppingCart/getGoodsDetails`,
    deleteUserCart: `${goodsServer}/shoppingCart/deleteUserCart`,
    checkGoodsIds: `${goodsServer}/shoppingCart/checkGoodsIds`,
    marketing: `/${product}-marketing-server/api/v1/web/cart/marketing`,
  } as const;
}
