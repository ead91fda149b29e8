/**
 * The goods calls (spec §7 "Goods"). `goodsApi` is the legacy `_Goods_API.ashx` path: its
 * `action` query (commentgoods, GetProductTypes, GetProductStyles) picks the call.
 */
export function goodsPaths(product: string) {
  const goodsServer = `/${product}-goods-server`;
  return {
    queryGoodsDetails: `${goodsServer}/product/queryGoodsDetails`,
    getGoodsPriceStock: `${goodsServer}/product/getGoodsPriceStock`,
    getProductMarketings: '/api/goods/getproductmarkeings',
    goodsApi: `/${product}_Goods_API.ashx`,
    watermark: `/${product}-marketing-server/api/watermark/getByMouldNo`,
    productImages: `${goodsServer}/productsImages/query`,
    recommendProducts: `${goodsServer}/api/productsitemdetailrecommend/getProductsList`,
  } as const;
}
