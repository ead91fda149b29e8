/**
 * Paths of the calls, with the spec's `{product}` segment filled from the runtime config's
 * productCode (DESIGN.md §1). One place for the server's routes and the mall's api modules, one
 * module per group of calls, so a page's script carries the paths of the calls it makes (issue #16).
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
    storeList: `${marketing}/api/v1/web/store/list`,
    goldPriceDecorate: `${marketing}/api/v1/mini/getGoldPriceDecorate`,
    ctfTodayGoldPrice: `${marketing}/common/ctfTodayGoldPrice`,
    todayGoldPrice: `${marketing}/common/todayGoldPrice`,
    getAd: `/${product}-common2-server/adverseManage/getAd`,
  } as const;
}
