/**
 * Paths of the calls, with the spec's `{product}` segment filled from the runtime config's
 * productCode (DESIGN.md §1). One place for the server's routes and the mall's api modules.
 */
export function contentPaths(product: string) {
  const marketing = `/${product}-marketing-server`;
  return {
    menu: `${marketing}/api/v1/web/menu`,
    notice: `${marketing}/api/v1/web/notice`,
    isPageGraying: `${marketing}/cPageGrayingConfig/isPageGraying`,
    classifies: `${marketing}/api/v1/web/classifies`,
    topic: `${marketing}/api/v1/web/topic`,
    // Articles, help centre and clause texts: not shown in spec §7, designed in its style (DESIGN.md §4).
    articleList: `${marketing}/api/v1/web/article/list`,
    articleCategories: `${marketing}/api/v1/web/article/categories`,
    articleDetail: `${marketing}/api/v1/web/article/detail`,
    clauseDetail: `${marketing}/api/v1/web/clause/detail`,
    goldPriceDecorate: `${marketing}/api/v1/mini/getGoldPriceDecorate`,
    ctfTodayGoldPrice: `${marketing}/common/ctfTodayGoldPrice`,
    todayGoldPrice: `${marketing}/common/todayGoldPrice`,
    getAd: `/${product}-common2-server/adverseManage/getAd`,
  } as const;
}

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

/** The search calls (spec §7 "Search"); GetProductTypes / GetProductStyles are `goodsPaths(p).goodsApi` with an action. */
export function searchPaths(product: string) {
  const goodsServer = `/${product}-goods-server`;
  return {
    getSearchValueNew: `${goodsServer}/openSearch/getSearchValueNew`,
    getSearchCondition: `${goodsServer}/openSearch/getSearchCondition`,
    getSearchCount: `${goodsServer}/openSearch/getSearchCount`,
    hotSearch: `${goodsServer}/openSearch/hotSearch`,
    advertisementList: `${goodsServer}/advertisementOper/list`,
    goodsApi: `/${product}_Goods_API.ashx`,
    getBadWords: '/api/common/getBadWords',
    searchAdverts: `/${product}-marketing-server/api/v1/web/search`,
  } as const;
}
