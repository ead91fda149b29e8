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
